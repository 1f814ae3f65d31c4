import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveScryptParams, type ScryptParams } from './auth/passwords.ts';

/** Everything the gateway reads from its environment, resolved once at start. */
export interface GatewayConfig {
  /** Display name of the content provider (`PROVIDER_NAME`, default JSTOR). */
  readonly providerName: string;
  /** NODE_ENV=production: no demo data, no GraphiQL, no introspection, Secure cookies. */
  readonly production: boolean;
  /** NODE_ENV=development: unexpected errors carry their details. */
  readonly development: boolean;
  /** Whether the demo seed may run on an empty database (never in production, not with DEMO_DATA=off). */
  readonly demoData: boolean;
  /** Folder of the built console served under /admin/. */
  readonly staticDir: string;
  /** Password hashing cost (always the default in production). */
  readonly scrypt: ScryptParams;
  readonly graphiql: boolean;
  readonly introspection: boolean;
  readonly secureCookies: boolean;
  /** Largest accepted GraphQL request body, in bytes. */
  readonly bodyLimitBytes: number;
  /** One-line operational messages (startup, unexpected errors). */
  readonly log: (message: string) => void;
}

export interface GatewayConfigInput {
  providerName?: string | undefined;
  nodeEnv?: string | undefined;
  demoData?: boolean | undefined;
  staticDir?: string | undefined;
  /** Lower cost for tests; ignored in production. */
  scrypt?: ScryptParams | undefined;
  bodyLimitBytes?: number | undefined;
  log?: ((message: string) => void) | undefined;
}

export function resolveConfig(input: GatewayConfigInput = {}): GatewayConfig {
  const nodeEnv = input.nodeEnv ?? 'development';
  const production = nodeEnv === 'production';
  return {
    providerName: input.providerName?.trim() || 'JSTOR',
    production,
    development: nodeEnv === 'development',
    demoData: !production && input.demoData !== false,
    staticDir: resolve(input.staticDir ?? defaultStaticDir()),
    scrypt: resolveScryptParams(production, input.scrypt),
    graphiql: !production,
    introspection: !production,
    secureCookies: production,
    bodyLimitBytes: input.bodyLimitBytes ?? 100 * 1024,
    log: input.log ?? ((message) => console.log(message)),
  };
}

/** Reads the configuration from environment variables (see bin.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfigInput {
  return {
    providerName: env.PROVIDER_NAME,
    nodeEnv: env.NODE_ENV,
    demoData: env.DEMO_DATA === undefined ? undefined : !['off', 'false', '0', 'no'].includes(env.DEMO_DATA.toLowerCase()),
    staticDir: env.STATIC_DIR || undefined,
  };
}

/**
 * `apps/admin/dist` of the repository this gateway belongs to. Found by walking up from this module,
 * which works from `src/` (tsx, tests) and from the bundled `dist/bin.js` alike, whatever the cwd.
 */
export function defaultStaticDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth += 1) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'apps', 'admin', 'dist');
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // Outside the repository (e.g. the bundle copied elsewhere): apps/gateway/<src|dist> -> apps/admin/dist.
  return fileURLToPath(new URL('../../admin/dist/', import.meta.url));
}

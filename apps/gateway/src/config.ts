import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { resolveScryptParams, type ScryptParams } from './auth/passwords.ts';

/** Everything the gateway reads from its environment, resolved once at start. */
export interface GatewayConfig {
  /** Display name of the content provider (`PROVIDER_NAME`, default JSTOR). */
  readonly providerName: string;
  /** NODE_ENV=production: no demo data, no GraphiQL, no introspection, Secure cookies. */
  readonly production: boolean;
  /** NODE_ENV=development. */
  readonly development: boolean;
  /**
   * DEBUG_ERRORS=1 outside production: responses carry the message and stack of unexpected errors. Otherwise
   * (and always in production) they say only "Unexpected error." and the details go to the log.
   */
  readonly debugErrors: boolean;
  /** Serve `*.map` files of the console (not in production: they hold the original sources). */
  readonly serveSourceMaps: boolean;
  /**
   * TRUST_PROXY: how many reverse proxies in front of the gateway append to X-Forwarded-For. 0 (the
   * default): the client address is the socket's remote address and the header is ignored.
   */
  readonly trustProxyHops: number;
  /** Sign-in throttling: failures allowed per account and per client address within the window. */
  readonly loginThrottle: LoginThrottleLimits;
  /** COUNTER_SUSHI API: requests allowed per credential within the window (then 429, Exception 1020). */
  readonly sushiRateLimit: SushiRateLimit;
  /** COUNTER_SUSHI API: report requests one credential may have running at once (then 429, Exception 1020). */
  readonly sushiConcurrency: number;
  /**
   * SUSHI_MAX_REPORT_CELLS: most monthly counts (usage rows read × months) one SUSHI report may be made of; a
   * larger request is refused (400, Exception 3020) before it is generated.
   */
  readonly sushiMaxReportCells: number;
  /** Whether the demo seed may run on an empty database (never in production, not with DEMO_DATA=off). */
  readonly demoData: boolean;
  /** Folder of the built console served under /admin/. */
  readonly staticDir: string;
  /** Password hashing cost (always the default in production). */
  readonly scrypt: ScryptParams;
  readonly graphiql: boolean;
  readonly introspection: boolean;
  /** Secure `__Host-` session cookie: in production, and whenever the gateway itself serves HTTPS. */
  readonly secureCookies: boolean;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the gateway serves HTTPS itself, HTTP/2 with HTTP/1.1 for clients
   * without it (server.ts). Null (the default): plain HTTP/1.1, for a reverse proxy in front that terminates TLS.
   */
  readonly tls: TlsFiles | null;
  /** Largest accepted GraphQL request body, in bytes. */
  readonly bodyLimitBytes: number;
  /** One-line operational messages (startup, unexpected errors). */
  readonly log: (message: string) => void;
  /**
   * E2E_TEST_HOOKS=1, never in production: serves the end-to-end suite's test-only paths
   * (modules/reports/test-hooks.ts, modules/eba/test-hooks.ts). Off by default.
   */
  readonly testHooks: boolean;
  /** USAGE_RETENTION_MONTHS: months of raw usage events kept for restatement (default 25; processed figures stay). */
  readonly usageRetentionMonths: number;
}

/** The certificate chain and private key the gateway serves HTTPS with, as read at start. */
export interface TlsFiles {
  readonly certFile: string;
  readonly keyFile: string;
  readonly cert: Buffer;
  readonly key: Buffer;
}

/** A setting the gateway cannot start with; bin.ts prints the message alone (no stack) and exits 1. */
export class ConfigError extends Error {}

export interface LoginThrottleLimits {
  /** Failed sign-ins per account (normalised username, known or not) before further attempts are refused. */
  readonly accountFailures: number;
  /** Failed sign-ins per client address before further attempts are refused. */
  readonly addressFailures: number;
  /** The window the failures are counted in, in seconds. */
  readonly windowSeconds: number;
}

/**
 * 10 failures per account in 15 minutes (the figure). An address gets more, 50: one campus or
 * library network often reaches us through one address, and its administrators should not lock each other
 * out; it still stops one client from trying passwords across many accounts.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = { accountFailures: 10, addressFailures: 50, windowSeconds: 15 * 60 };

export interface SushiRateLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

/** 60 reports a minute per credential: a harvester fetching every report of a year for a consortium's members
 * in turn stays well under it; a runaway loop is slowed down (docs/decisions.md, SUSHI server). */
export const DEFAULT_SUSHI_RATE_LIMIT: SushiRateLimit = { requests: 60, windowSeconds: 60 };

/**
 * Two reports at once per credential: a harvester asks for one report after another, and one overlapping request
 * (a retry, a second worker) should not be refused; ten at once are an attack on everyone else (docs/decisions.md).
 */
export const DEFAULT_SUSHI_CONCURRENCY = 2;

/**
 * Two million monthly counts: a year of every report of the demo's largest institution needs less than a quarter of
 * it (sushi.test.ts), while a report at the bound is made in seconds on PGlite, well inside its deadline, and its
 * JSON, held in memory while it is answered, stays in the tens of megabytes (docs/decisions.md).
 */
/** A 12-month TR of an institution using 100,000 titles is 4.8 million (issue 29's bench:sushi): served, with room. */
export const DEFAULT_SUSHI_MAX_REPORT_CELLS = 10_000_000;

export interface GatewayConfigInput {
  providerName?: string | undefined;
  nodeEnv?: string | undefined;
  demoData?: boolean | undefined;
  staticDir?: string | undefined;
  /** Lower cost for tests; ignored in production. */
  scrypt?: ScryptParams | undefined;
  bodyLimitBytes?: number | undefined;
  /** Ignored in production. */
  debugErrors?: boolean | undefined;
  trustProxyHops?: number | undefined;
  loginThrottle?: Partial<LoginThrottleLimits> | undefined;
  sushiRateLimit?: Partial<SushiRateLimit> | undefined;
  sushiConcurrency?: number | undefined;
  sushiMaxReportCells?: number | undefined;
  log?: ((message: string) => void) | undefined;
  /** Ignored in production. */
  testHooks?: boolean | undefined;
  usageRetentionMonths?: number | undefined;
  /** TLS_CERT_FILE: PEM certificate (chain) to serve HTTPS with; only together with tlsKeyFile. */
  tlsCertFile?: string | undefined;
  /** TLS_KEY_FILE: the PEM private key of tlsCertFile. */
  tlsKeyFile?: string | undefined;
}

/** Raw usage months kept: at least the 25 that can still be restated (the current month and the 24 accepted before it). */
function resolveRetention(value: number | undefined): number {
  if (value === undefined) return 25;
  if (!Number.isInteger(value) || value < 25 || value > 1200) {
    throw new ConfigError('USAGE_RETENTION_MONTHS must be a whole number of months from 25 to 1200.');
  }
  return value;
}

export function resolveConfig(input: GatewayConfigInput = {}): GatewayConfig {
  const nodeEnv = input.nodeEnv ?? 'development';
  const production = nodeEnv === 'production';
  const tls = readTlsFiles(input.tlsCertFile, input.tlsKeyFile);
  return {
    providerName: input.providerName?.trim() || 'JSTOR',
    production,
    development: nodeEnv === 'development',
    debugErrors: !production && input.debugErrors === true,
    serveSourceMaps: !production,
    trustProxyHops: Math.max(0, Math.floor(input.trustProxyHops ?? 0)),
    loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...definedOnly(input.loginThrottle ?? {}) },
    sushiRateLimit: { ...DEFAULT_SUSHI_RATE_LIMIT, ...definedOnly(input.sushiRateLimit ?? {}) },
    sushiConcurrency: positiveWhole('SUSHI_CONCURRENCY', input.sushiConcurrency ?? DEFAULT_SUSHI_CONCURRENCY),
    sushiMaxReportCells: positiveWhole('SUSHI_MAX_REPORT_CELLS', input.sushiMaxReportCells ?? DEFAULT_SUSHI_MAX_REPORT_CELLS),
    demoData: !production && input.demoData !== false,
    staticDir: resolve(input.staticDir ?? defaultStaticDir()),
    scrypt: resolveScryptParams(production, input.scrypt),
    graphiql: !production,
    introspection: !production,
    secureCookies: production || tls !== null,
    tls,
    bodyLimitBytes: input.bodyLimitBytes ?? 100 * 1024,
    log: input.log ?? ((message) => console.log(message)),
    testHooks: !production && input.testHooks === true,
    usageRetentionMonths: resolveRetention(input.usageRetentionMonths),
  };
}

/** Reads the configuration from environment variables (see bin.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfigInput {
  return {
    providerName: env.PROVIDER_NAME,
    nodeEnv: env.NODE_ENV,
    demoData: env.DEMO_DATA === undefined ? undefined : !['off', 'false', '0', 'no'].includes(env.DEMO_DATA.toLowerCase()),
    staticDir: env.STATIC_DIR || undefined,
    ...(env.DEBUG_ERRORS === undefined ? {} : { debugErrors: env.DEBUG_ERRORS === '1' }),
    ...(env.E2E_TEST_HOOKS === '1' ? { testHooks: true } : {}),
    ...(env.TRUST_PROXY === undefined ? {} : { trustProxyHops: parseTrustProxy(env.TRUST_PROXY) }),
    ...(env.TLS_CERT_FILE ? { tlsCertFile: env.TLS_CERT_FILE } : {}),
    ...(env.TLS_KEY_FILE ? { tlsKeyFile: env.TLS_KEY_FILE } : {}),
    ...(env.USAGE_RETENTION_MONTHS ? { usageRetentionMonths: Number(env.USAGE_RETENTION_MONTHS) } : {}),
    ...(env.SUSHI_CONCURRENCY ? { sushiConcurrency: Number(env.SUSHI_CONCURRENCY) } : {}),
    ...(env.SUSHI_MAX_REPORT_CELLS ? { sushiMaxReportCells: Number(env.SUSHI_MAX_REPORT_CELLS) } : {}),
  };
}

function positiveWhole(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1.`);
  return value;
}

/**
 * Reads TLS_CERT_FILE and TLS_KEY_FILE (both or neither) and checks that they make a TLS identity (PEM that
 * parses, a key that belongs to the certificate), so a wrong pair stops the gateway at start with the file
 * named rather than failing every handshake later.
 */
export function readTlsFiles(certFile: string | undefined, keyFile: string | undefined): TlsFiles | null {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    const [set, missing] = certFile ? ['TLS_CERT_FILE', 'TLS_KEY_FILE'] : ['TLS_KEY_FILE', 'TLS_CERT_FILE'];
    throw new ConfigError(
      `${set} is set but ${missing} is not: HTTPS needs both the certificate and its private key (or neither for plain HTTP)`,
    );
  }
  const read = (name: string, file: string): Buffer => {
    try {
      return readFileSync(resolve(file));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      throw new ConfigError(`${name} ${file} cannot be read (${reason})`);
    }
  };
  const cert = read('TLS_CERT_FILE', certFile);
  const key = read('TLS_KEY_FILE', keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`TLS_CERT_FILE ${certFile} and TLS_KEY_FILE ${keyFile} are not a usable certificate and key (${reason})`);
  }
  return { certFile: resolve(certFile), keyFile: resolve(keyFile), cert, key };
}

/** TRUST_PROXY: a number of proxy hops; `true` means one, `false` or empty none. */
export function parseTrustProxy(value: string): number {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === 'off') return 0;
  if (text === 'true' || text === 'yes' || text === 'on') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0) throw new ConfigError(`TRUST_PROXY must be a number of proxy hops, not ${value}`);
  return hops;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
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

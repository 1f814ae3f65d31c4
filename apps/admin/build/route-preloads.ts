import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';

/**
 * What a signed-in page needs beyond index.html's own scripts, so the gateway can ask for it in the page
 * (`<link rel="modulepreload">`) instead of the boot asking once index.js has run. Without it a signed-in
 * load is a chain: index.js and React → the signed-in app, the shell and the route's early requests → the
 * route's screen and dashboard code; with it every chunk is requested in the first round, beside index.js.
 *
 * Written as `route-preloads.json` beside index.html:
 * - `signedIn`: the signed-in app and the shell (every signed-in page), with their static imports;
 * - `routes[path]`: each route of app/route-requests.ts: its screen and its early-requests module, with their
 *   static imports;
 * - `loads[path]`: the code that route's early requests load themselves (a dashboard, a first visit's dialog),
 *   per module they import (relative to the app's root, `src/…`), each with its static imports beyond
 *   `routes[path]`. Which of these a page will load may depend on the account (Home: an institution's dashboard
 *   or a publisher's) or on the browser (the publisher's one-time welcome), so the gateway picks
 *   (apps/gateway/src/http/preload-landing.ts) and preloads only those.
 * Files are relative to the build's base (`assets/…`) and leave out what index.html already loads.
 */
export interface RoutePreloads {
  signedIn: string[];
  routes: Record<string, string[]>;
  loads: Record<string, Record<string, string[]>>;
}

/** The part of a Rollup/Rolldown output chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** The module a dynamic import of this chunk names (Rollup's facadeModuleId), when it has one. */
  facadeModuleId?: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * Signed-in code every page needs: the app and the shell (the boot asks for both at once). The header's notifications
 * menu is not among them: its code (about 35 kB compressed with Radix's menu) is asked for once the page has settled
 * (app/shell/header.tsx), so it does not share the network with what the page's first paint needs.
 */
export const SIGNED_IN_MODULES = ['src/app/signed-in-app.tsx', 'src/app/shell/shell-layout.tsx'];
export const ROUTE_REQUESTS_MODULE = 'src/app/route-requests.ts';

const PATH_ENTRY = /\[paths\.(\w+)\]\s*:/g;
const LOADER = (name: string) => new RegExp(`\\b${name}\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`);

/** A route's modules as app/route-requests.ts names them (absolute, without extension). */
export interface RouteModules {
  screen: string;
  requests: string;
}

/**
 * The screen and early-requests modules of each path, read from app/route-requests.ts: in each
 * `[paths.key]: { screen: () => import('…'), requests: () => import('…')… }` entry. Specifiers are resolved
 * against that file.
 */
export function routeRequestModules(source: string, file: string): Record<string, RouteModules> {
  const entries = [...source.matchAll(PATH_ENTRY)];
  const result: Record<string, RouteModules> = {};
  entries.forEach((entry, index) => {
    const key = entry[1] as keyof typeof paths;
    const path = paths[key];
    if (!path) throw new Error(`route-requests.ts names paths.${key}, which config/paths.ts does not have`);
    const body = source.slice(entry.index, entries[index + 1]?.index ?? source.length);
    const [screen, requests] = ['screen', 'requests'].map((name) => {
      const specifier = LOADER(name).exec(body)?.[1];
      if (!specifier) throw new Error(`route-requests.ts: paths.${key} has no \`${name}: () => import('…')\``);
      return resolve(dirname(file), specifier);
    }) as [string, string];
    result[path] = { screen, requests };
  });
  return result;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** `…/src/features/<name>/` of a module, or null outside features/. */
function featureFolder(module: string): string | null {
  const match = /^(.*[\\/]src[\\/]features[\\/][^\\/]+[\\/])/.exec(module);
  return match?.[1] ?? null;
}

/** Builds the preload lists from the output chunks (see RoutePreloads). */
export function routePreloads(chunks: readonly ChunkInfo[], root: string, routes: Record<string, RouteModules>): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string): ChunkInfo => {
    const wanted = withoutExtension(resolve(root, module));
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => withoutExtension(id) === wanted));
    if (!found) throw new Error(`route preloads: no chunk holds ${module}`);
    return found;
  };
  /** A chunk and everything it imports statically. */
  const closure = (chunk: ChunkInfo, into: Set<string>) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    return into;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const initial = new Set<string>();
  for (const entry of entries) closure(entry, initial);
  const list = (files: Set<string>) => [...files].filter((file) => !initial.has(file) && file.endsWith('.js')).sort();

  const signedIn = new Set<string>();
  for (const module of SIGNED_IN_MODULES) closure(chunkOf(module), signedIn);

  const result: Record<string, string[]> = {};
  const loads: Record<string, Record<string, string[]>> = {};
  for (const [path, { screen, requests }] of Object.entries(routes)) {
    const files = closure(chunkOf(screen), new Set<string>());
    const early = closure(chunkOf(requests), new Set<string>());
    for (const file of early) files.add(file);
    const own = list(files).filter((file) => !signedIn.has(file));
    result[path] = own;
    // What the early requests load themselves (Home's dashboard code): the dynamic imports of the chunks that
    // hold a module of the route's own feature folder, one level deep, per imported module. Never the screen's
    // (its dialogs load when opened).
    const folder = featureFolder(requests);
    const loaded: Record<string, string[]> = {};
    for (const file of [...early]) {
      const chunk = byFile.get(file);
      if (!folder || !chunk?.moduleIds.some((id) => id.startsWith(folder))) continue;
      for (const target of chunk.dynamicImports.map((name) => byFile.get(name))) {
        if (!target) continue;
        const module = target.facadeModuleId ? relative(root, target.facadeModuleId).replaceAll('\\', '/') : target.fileName;
        loaded[module] = list(closure(target, new Set<string>())).filter((name) => !signedIn.has(name) && !own.includes(name));
      }
    }
    if (Object.keys(loaded).length > 0) loads[path] = loaded;
  }
  for (const table of [result, loads] as Record<string, unknown>[]) {
    if (table[paths.home]) table[paths.root] = table[paths.home];
  }
  return { signedIn: list(signedIn), routes: result, loads };
}

/** Vite plugin: writes route-preloads.json into the build (read by the gateway's page handler). */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'console:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const file = resolve(root, ROUTE_REQUESTS_MODULE);
      const routes = routeRequestModules(readFileSync(file, 'utf8'), file);
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        });
      }
      const preloads = routePreloads(chunks, root, routes);
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

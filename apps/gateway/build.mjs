#!/usr/bin/env node
// Bundles src/bin.ts into dist/bin.js, and the embedded database's worker thread (src/db/pglite-worker.mjs)
// into dist/pglite-worker.mjs beside it, where db/pglite-thread.ts looks for it. The workspace package
// @console/graphql (TypeScript source) is bundled in; npm dependencies stay external and are resolved from
// node_modules at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !String(pkg.dependencies[name]).startsWith('workspace:'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(new URL('dist/', import.meta.url), { recursive: true, force: true });
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/bin.ts'], outfile: 'dist/bin.js' });
await build({ ...common, entryPoints: ['src/db/pglite-worker.mjs'], outfile: 'dist/pglite-worker.mjs' });
cpSync(new URL('src/db/migrations/', import.meta.url), new URL('dist/migrations/', import.meta.url), { recursive: true });
console.log(`gateway: dist/bin.js and dist/pglite-worker.mjs built (${external.length / 2} external packages), migrations copied`);

// What `npm start` may skip on an installed checkout (Node built-ins only: it runs before any install).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.tmp', '.data', 'storybook-static', 'coverage', '.vite', 'test-results']);

/** Newest modification time (ms) of the files under `path` (a file or a folder), skipping outputs and stores. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const child = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(child) : statSync(child).mtimeMs);
  }
  return newest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Dependencies are installed and no lockfile or manifest changed since (pnpm writes .modules.yaml on install). */
export function isInstalled(root) {
  const marker = mtime(join(root, 'node_modules/.modules.yaml'));
  return marker > 0 && marker >= Math.max(mtime(join(root, 'pnpm-lock.yaml')), mtime(join(root, 'package.json')));
}

/** Both builds exist and are newer than every source they are built from. */
export function isBuilt(root) {
  const outputs = ['apps/admin/dist/index.html', 'apps/gateway/dist/bin.js'].map((file) => mtime(join(root, file)));
  if (outputs.some((value) => value === 0)) return false;
  const inputs = ['apps/admin', 'apps/gateway', 'packages', 'pnpm-lock.yaml', 'tailwind.config.ts', 'tsconfig.base.json'].map((path) =>
    newestMtime(join(root, path)),
  );
  return Math.min(...outputs) >= Math.max(...inputs);
}

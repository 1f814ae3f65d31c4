#!/usr/bin/env node
// Runs the pinned pnpm through npx: corepack cannot verify pnpm's signature on these machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const result = spawnSync('npx', ['-y', packageManager, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, COREPACK_ENABLE_STRICT: '0' },
});
process.exit(result.status ?? 1);

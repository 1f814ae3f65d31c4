// Small process helpers shared by start.mjs and test.mjs (Node built-ins only: they run before any install).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;
const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** The pinned pnpm, through npx (corepack cannot verify pnpm's signature on these machines). */
export function pnpm(args, options) {
  return run('npx', ['-y', packageManager, ...args], options);
}

export function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

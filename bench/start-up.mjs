#!/usr/bin/env node
// bench/start-up: `npm start` (node scripts/start.mjs) on this installed checkout, timed from the command to the
// first page served (GET /admin/ answering 200), on a free port and a data folder under .tmp/:
//   1. the first start, on an empty data folder (the install check, the builds, the migrations and the demo seed);
//      no budget of its own (the seed has one: bench/demo-seed.mjs);
//   2. the next start, on the folder the first one seeded: budget ≤ 5 s (issue 17).
// Each start is stopped (SIGTERM to its process group) once the page is served.
//   node bench/start-up.mjs [--keep]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchLine } from './support/bench-line.mjs';

const BUDGET_MS = 5_000;
const TIMEOUT_MS = 300_000;
const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-start-up-data`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once no process of the group is left (signal 0 to the group fails with ESRCH); 10 s at most. */
async function groupGone(pgid) {
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`npm start's processes (group ${pgid}) were still running 10 s after SIGTERM`);
}

async function timeStart(label) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (exited !== null) throw new Error(`npm start exited (${exited}) before serving:\n${output.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/admin/`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) {
        const elapsed = performance.now() - started;
        const steps = output
          .split('\n')
          .filter((line) => line.startsWith('▶') || /seeded|listening/.test(line))
          .join(' | ');
        console.log(`${label}: first page after ${seconds(elapsed)} (${steps}); load average ${loadavg()[0].toFixed(2)}`);
        return elapsed;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no page within ${seconds(TIMEOUT_MS)}:\n${output.slice(-2000)}`);
  } finally {
    if (exited === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    }
    // The gateway is start.mjs's child, in the same process group: it may still be closing its database after
    // start.mjs has exited. The data folder is removed (or used again) only once the whole group is gone.
    await groupGone(child.pid);
  }
}

let exitCode = 0;
rmSync(dataDir, { recursive: true, force: true });
try {
  const first = await timeStart('first start (empty data folder: builds and demo seed)');
  console.log(
    benchLine({ figure: 'npm start, first start on an empty data folder (no budget)', value: first / 1000, unit: 's', budget: null }),
  );
  const next = await timeStart('next start (seeded data folder)');
  console.log(
    benchLine({
      figure: 'npm start to the first page (installed checkout, seeded data)',
      value: next / 1000,
      unit: 's',
      budget: BUDGET_MS / 1000,
    }),
  );
  if (next > BUDGET_MS) {
    console.error(`Budget broken: ${seconds(next)} > ${seconds(BUDGET_MS)}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (!process.argv.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

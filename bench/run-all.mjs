#!/usr/bin/env node
// npm run bench: every benchmark of bench/, one after the other, each in its own process, under the shared lock
// /tmp/console-heavy.lock (taken once here, for the whole run; the children never take it). Each benchmark's
// output is shown as it runs; its `BENCH {...}` lines (bench/support/bench-line.mjs) become the rows of one table:
// figure, value, budget, holds, and the load average when the benchmark ended. A benchmark that exits non-zero
// or prints an unreadable BENCH line fails the run too. Exits 1 when anything failed.
//   npm run bench [-- --only size,users] [-- --skip lighthouse,durability] [-- --no-build]
// The console and the gateway are built once first when a benchmark that needs the build is selected (size,
// interactions, round-trips, start-up, lighthouse); --no-build uses the builds as they are.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseBenchOutput, renderTable, selectBenchmarks } from './support/bench-line.mjs';

const root = new URL('../', import.meta.url).pathname;
const LOCK = '/tmp/console-heavy.lock';
const argv = process.argv.slice(2);
const node = process.execPath;
const tsx = ['--import', 'tsx'];

/** name → command (node arguments), whether it needs the build. In the order they run. */
const BENCHMARKS = [
  { name: 'size', args: ['bench/size.mjs', '--no-build', '--no-primitives'], build: true },
  { name: 'primitives', args: ['bench/primitives.mjs'] },
  { name: 'seed', args: [...tsx, 'bench/demo-seed.mjs'] },
  { name: 'home', args: [...tsx, 'bench/gateway-home.mjs'] },
  { name: 'stall', args: [...tsx, 'bench/gateway-stall.mjs'] },
  { name: 'users', args: [...tsx, 'bench/gateway-users.mjs'] },
  { name: 'scale', args: [...tsx, 'bench/gateway-scale.mjs'] },
  { name: 'scale-pg', args: [...tsx, 'bench/gateway-scale.mjs', '--postgres'] },
  { name: 'kbart', args: [...tsx, 'bench/holdings-kbart.mjs'] },
  { name: 'eba', args: ['--expose-gc', ...tsx, 'bench/eba-processing.mjs'] },
  { name: 'counter', args: ['--expose-gc', ...tsx, 'bench/counter-tr.mjs'] },
  { name: 'sushi', args: [...tsx, 'bench/sushi.mjs'] },
  { name: 'sushi-load', args: [...tsx, 'bench/sushi-load.mjs'] },
  { name: 'sushi-large', args: [...tsx, 'bench/sushi.mjs', '--titles', '100000', '--tr-only'] },
  { name: 'ingest', args: [...tsx, 'bench/ingest.mjs'] },
  { name: 'ingest-pg', args: [...tsx, 'bench/ingest.mjs', '--postgres'] },
  { name: 'durability', args: [...tsx, 'bench/durability.mjs'] },
  { name: 'load', args: [...tsx, 'bench/load.mjs'] },
  { name: 'start-up', args: ['bench/start-up.mjs'], build: true },
  {
    name: 'round-trips',
    args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'bench/round-trips/playwright.config.ts'],
    build: true,
  },
  {
    name: 'interactions',
    args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'bench/interactions/playwright.config.ts'],
    build: true,
  },
  // Over HTTPS with HTTP/2, as the README deploys the console (a TLS proxy, or TLS_CERT_FILE/TLS_KEY_FILE): the
  // budgets of issue 8 are for that page; over plain HTTP/1.1 its LCP is 0.8-1.8 s longer (docs/performance.md).
  { name: 'lighthouse', args: ['bench/lighthouse.mjs', '--no-build', '--https'], build: true },
];

let selected;
try {
  selected = selectBenchmarks(
    BENCHMARKS.map((b) => b.name),
    argv,
  );
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

// The lock: this process re-runs itself under flock once; every child then runs inside it.
if (!process.env.CONSOLE_BENCH_LOCK_HELD) {
  console.log(`Waiting for ${LOCK} (held while any build, browser test or benchmark runs)…`);
  const held = spawnSync('flock', [LOCK, node, ...process.execArgv, new URL(import.meta.url).pathname, ...argv], {
    stdio: 'inherit',
    env: { ...process.env, CONSOLE_BENCH_LOCK_HELD: '1' },
  });
  process.exit(held.status ?? 1);
}

const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const load1 = () => loadavg()[0].toFixed(2);

/** Runs one command, its output shown as it comes and kept; resolves with the exit code and the output. */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
console.log(`npm run bench: ${selected.join(', ')}\nuptime: ${uptime()}\n`);
const rows = [];
const failures = [];

if (!argv.includes('--no-build') && BENCHMARKS.some((b) => b.build && selected.includes(b.name))) {
  console.log('▶ build: the console and the gateway (production builds)');
  const build = await runCaptured('npx', [
    '-y',
    'pnpm@10.34.9',
    '-r',
    '--filter',
    '@console/admin',
    '--filter',
    '@console/gateway',
    'run',
    'build',
  ]);
  if (build.code !== 0) {
    console.error(`✖ build failed (exit ${build.code}); the benchmarks that need it are skipped.`);
    failures.push('build');
    selected = selected.filter((name) => !BENCHMARKS.find((b) => b.name === name).build);
  }
}

for (const benchmark of BENCHMARKS.filter((b) => selected.includes(b.name))) {
  console.log(`\n▶ ${benchmark.name}: node ${benchmark.args.join(' ')}\n  uptime before: ${uptime()}`);
  const benchStarted = Date.now();
  const { code, output } = await runCaptured(node, benchmark.args);
  const seconds = ((Date.now() - benchStarted) / 1000).toFixed(0);
  const load = load1();
  console.log(`  ${benchmark.name}: exit ${code} after ${seconds} s; uptime after: ${uptime()}`);
  const { figures, problems } = parseBenchOutput(output);
  for (const figure of figures) rows.push({ benchmark: benchmark.name, ...figure, load });
  for (const problem of problems) {
    rows.push({ benchmark: benchmark.name, figure: `unreadable BENCH line (${problem.slice(0, 60)})`, value: null, holds: false, load });
  }
  if (code !== 0 && !figures.some((figure) => figure.holds === false)) {
    // A failed benchmark with no failing figure (a crash, a failed check): one row says so.
    rows.push({ benchmark: benchmark.name, figure: 'exit code', value: code, unit: '', budget: 0, op: '<=', holds: false, load });
  } else if (figures.length === 0 && problems.length === 0) {
    rows.push({
      benchmark: benchmark.name,
      figure: 'exit code (no BENCH figures printed)',
      value: code,
      unit: '',
      budget: 0,
      op: '<=',
      holds: code === 0,
      load,
    });
  }
  if (code !== 0 || problems.length || figures.some((figure) => figure.holds === false)) failures.push(benchmark.name);
}

console.log(
  `\n${'='.repeat(100)}\nnpm run bench, ${new Date().toISOString()}, ${((Date.now() - started) / 60_000).toFixed(1)} min; Node ${process.version}`,
);
console.log(`uptime: ${uptime()}\n`);
console.log(renderTable(rows));
console.log(
  failures.length === 0
    ? `\nEvery budget holds (${rows.length} figures, ${selected.length} benchmarks).`
    : `\nFailed: ${failures.join(', ')}.`,
);
process.exit(failures.length === 0 ? 0 : 1);

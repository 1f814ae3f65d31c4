#!/usr/bin/env node
// npm test: the whole suite, as CI runs it. Installs, checks types and lint, runs unit, gateway (PGlite,
// and PostgreSQL where one can be had), story, end-to-end and visual tests, and closes with one line
// "N passed, N failed" summed over every runner.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { commandExists, pnpm, root, run } from './run.mjs';

const tmp = `${root}.tmp/`;
rmSync(`${tmp}results`, { recursive: true, force: true });
mkdirSync(`${tmp}results`, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

async function step(label, action, count) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const code = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  const counted = count ? count() : true;
  if (code !== 0) {
    failures.push(label);
    // A runner that died before reporting still counts as one failure.
    if (count && !counted) totals.failed += 1;
    console.error(`✖ ${label} failed (exit ${code}, ${seconds} s)`);
  } else {
    console.log(`✔ ${label} (${seconds} s)`);
  }
  return code;
}

const vitest = (projects, output, env = {}) =>
  run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${output}`], { env: { ...env, FORCE_COLOR: '0' } });

const playwright = (config, output) =>
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', config, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, FORCE_COLOR: '0' },
  });

// 1. Install: a clean clone has nothing but the lock file.
if ((await step('Install dependencies', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent']))) !== 0) process.exit(1);

// 2. A browser for story, end-to-end and visual tests: Debian's Chromium (Playwright's download fails here).
const { ensureChromium } = await import('./ensure-chromium.mjs');
if ((await step('Find Chromium', ensureChromium)) !== 0) process.exit(1);

await step('GraphQL codegen is up to date', async () => {
  const code = await run(process.execPath, ['scripts/codegen.mjs', '--silent']);
  if (code !== 0 || !existsSync(`${root}.git`) || !commandExists('git')) return code;
  const diff = await run('git', ['diff', '--exit-code', '--stat', '--', 'packages/graphql/src/generated']);
  if (diff !== 0) console.error('Generated GraphQL files differ from the committed ones: run `npm run codegen` and commit.');
  return diff;
});
await step('Typecheck', () => run(process.execPath, ['scripts/typecheck.mjs']));
await step('Lint', () => run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']));
await step('Unit and gateway tests (PGlite)', () => vitest(['unit', 'gateway'], `${tmp}results/vitest-unit.json`), () => countVitest(`${tmp}results/vitest-unit.json`));

// 3. The gateway suite again on a real PostgreSQL server, where this machine can run one.
const { startPostgres } = await import('./postgres.mjs');
const postgres = await startPostgres();
if (postgres.url) {
  await step('Gateway tests (PostgreSQL)', () => vitest(['gateway'], `${tmp}results/vitest-pg.json`, { TEST_DATABASE_URL: postgres.url }), () => countVitest(`${tmp}results/vitest-pg.json`));
  await postgres.stop();
} else {
  console.log(`\n• Gateway tests on PostgreSQL skipped: ${postgres.reason}`);
}

await step('Story tests in Chromium (a11y violations fail)', () => vitest(['storybook'], `${tmp}results/vitest-stories.json`), () => countVitest(`${tmp}results/vitest-stories.json`));
if ((await step('Build console and gateway', () => pnpm(['-r', '--filter', '@console/admin', '--filter', '@console/gateway', 'run', 'build']))) === 0) {
  await step('End-to-end tests (Playwright)', () => playwright('tests/e2e/playwright.config.ts', `${tmp}results/e2e.json`), () => countPlaywright(`${tmp}results/e2e.json`));
}
if (existsSync(`${root}tests/visual/playwright.config.ts`)) {
  await step('Visual tests (Playwright screenshots of every story)', () => playwright('tests/visual/playwright.config.ts', `${tmp}results/visual.json`), () => countPlaywright(`${tmp}results/visual.json`));
}

console.log(`\nTimings:\n  ${timings.join('\n  ')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

#!/usr/bin/env node
// npm test: the whole suite, as CI runs it. Installs, checks generated code, types, formatting and lint,
// runs unit, gateway (PGlite, and PostgreSQL where one can be had), story, end-to-end and visual tests, and
// closes with one line "N passed, N failed, N skipped" summed over every runner.
//
// Honest counting: a check step (codegen, typecheck, format, lint, build) counts as one test passed or
// failed; a runner that exits non-zero without reporting a failed test adds one failure; a runner that
// could not run because an earlier step failed (e2e after a failed build) counts as one failure; a part
// skipped because this machine cannot run it (no PostgreSQL) counts as one skipped. The exit code is
// non-zero exactly when the failed count is.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { commandExists, pnpm, root, run } from './run.mjs';
import { addNotRun, addSkipped, addStep, closing, createTally } from './tally.mjs';

const tmp = `${root}.tmp/`;
rmSync(`${tmp}results`, { recursive: true, force: true });
mkdirSync(`${tmp}results`, { recursive: true });

const tally = createTally();
const timings = [];
/** Clean-up actions (the throwaway PostgreSQL) run on every way out. */
const cleanups = [];

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** Runs one step: without `count` a check worth one test; with it, a runner whose report is added (scripts/tally.mjs). */
async function step(label, action, count) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  let code;
  try {
    code = await action();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  let report = null;
  if (count) {
    try {
      report = count();
    } catch (error) {
      console.error(`Could not read the report of "${label}": ${error instanceof Error ? error.message : error}`);
    }
  }
  if (addStep(tally, label, code, report, Boolean(count)))
    console.error(`✖ ${label} failed (exit ${code}${count && !report ? ', no report' : ''}, ${seconds} s)`);
  else console.log(`✔ ${label} (${seconds} s)`);
  return code;
}

function notRun(label, reason) {
  console.error(`\n✖ ${label} not run: ${reason}`);
  addNotRun(tally, label, reason);
}

/** What failed, from the runners' reports: CI keeps only the end of the log, so the end names each failure. */
function failureDetails() {
  const lines = [];
  const first = (text) =>
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- strips terminal colours
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .slice(0, 12)
      .map((line) => `      ${line}`)
      .join('\n');
  for (const name of ['vitest-unit', 'vitest-pg', 'vitest-stories', 'vitest-security']) {
    const file = `${tmp}results/${name}.json`;
    if (!existsSync(file)) continue;
    try {
      for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
        const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
        for (const test of failed)
          lines.push(`  ${name} ${result.name.replace(root, '')} › ${test.fullName}\n${first(test.failureMessages?.join('\n'))}`);
        if (result.status === 'failed' && !failed.length)
          lines.push(
            `  ${name} ${result.name.replace(root, '')}: ${result.message ? `\n${first(result.message)}` : 'failed outside its tests (a hook or the import; its error is in the log above)'}`,
          );
      }
    } catch {
      // an unreadable report is already counted as a failure by its step
    }
  }
  for (const name of ['e2e', 'visual']) {
    const file = `${tmp}results/${name}.json`;
    if (!existsSync(file)) continue;
    try {
      const walk = (suite, path) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? [])
            if (test.status === 'unexpected') {
              const error = test.results?.at(-1)?.error?.message;
              lines.push(`  ${name} ${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})\n${first(error)}`);
            }
        for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
      };
      for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
    } catch {
      // as above
    }
  }
  return lines;
}

let finished = false;
async function finish() {
  if (finished) return;
  finished = true;
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`Clean-up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  console.log(`\nTimings:\n  ${timings.join('\n  ')}`);
  if (tally.failures.length) {
    const details = failureDetails();
    if (details.length) console.log(`\nFailed tests:\n${details.join('\n')}`);
    console.log(`\nFailed steps: ${tally.failures.join('; ')}`);
  }
  const { line, exitCode } = closing(tally);
  console.log(`\n${line}`);
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    addNotRun(tally, 'the rest of the suite', `interrupted by ${signal}`);
    void finish();
  });
}

const vitest = (projects, output, env = {}, extra = []) =>
  run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    { env: { ...env, FORCE_COLOR: '0' } },
  );

const playwright = (config, output) =>
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', config, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, FORCE_COLOR: '0' },
  });

try {
  // 1. Install: a clean clone has nothing but the lock file. Nothing else can run without it.
  if ((await step('Install dependencies', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent']))) !== 0) await finish();

  // 2. A browser for story, end-to-end and visual tests: Debian's Chromium (Playwright's download fails here).
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  const browser = (await step('Find Chromium', ensureChromium)) === 0;

  await step('GraphQL codegen is up to date', async () => {
    const code = await run(process.execPath, ['scripts/codegen.mjs', '--silent']);
    if (code !== 0 || !existsSync(`${root}.git`) || !commandExists('git')) return code;
    const diff = await run('git', ['diff', '--exit-code', '--stat', '--', 'packages/graphql/src/generated']);
    if (diff !== 0) console.error('Generated GraphQL files differ from the committed ones: run `npm run codegen` and commit.');
    return diff;
  });
  // Three single-threaded checks that read the sources and write nothing: side by side on the two cores.
  await Promise.all([
    step('Typecheck', () => run(process.execPath, ['scripts/typecheck.mjs'])),
    step('Formatting (Prettier)', () =>
      run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']),
    ),
    step('Lint (ESLint with jsx-a11y and feature boundaries)', () =>
      run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']),
    ),
  ]);
  await step(
    'Unit and gateway tests (PGlite)',
    // Two files at a time (vitest's default here is cores - 1 = 1): each file's PGlite is its own, so files
    // share nothing but the two cores.
    () => vitest(['unit', 'gateway'], `${tmp}results/vitest-unit.json`, {}, ['--maxWorkers=2']),
    () => countVitest(`${tmp}results/vitest-unit.json`),
  );

  // 3. The gateway suite again on a real PostgreSQL server, where this machine can run one.
  const { startPostgres } = await import('./postgres.mjs');
  const postgres = await startPostgres();
  if (postgres.url) {
    cleanups.push(() => postgres.stop());
    await step(
      'Gateway tests (PostgreSQL)',
      // Two files at a time (vitest's default here is cores - 1 = 1): on PostgreSQL a test file mostly waits for
      // the server, which runs in processes of its own.
      () => vitest(['gateway'], `${tmp}results/vitest-pg.json`, { TEST_DATABASE_URL: postgres.url }, ['--maxWorkers=2']),
      () => countVitest(`${tmp}results/vitest-pg.json`),
    );
    cleanups.pop();
    await postgres.stop();
  } else {
    console.log(`\n• Gateway tests on PostgreSQL skipped: ${postgres.reason}`);
    addSkipped(tally);
  }

  if (!browser) {
    notRun('Story, end-to-end and visual tests', 'no Chromium');
  } else {
    await step(
      'Story tests in Chromium (a11y violations fail)',
      () => vitest(['storybook'], `${tmp}results/vitest-stories.json`),
      () => countVitest(`${tmp}results/vitest-stories.json`),
    );
    const built =
      (await step('Build console and gateway', () =>
        pnpm(['-r', '--filter', '@console/admin', '--filter', '@console/gateway', 'run', 'build']),
      )) === 0;
    if (built) {
      await step(
        'Security tests (production gateway)',
        () => vitest(['security'], `${tmp}results/vitest-security.json`),
        () => countVitest(`${tmp}results/vitest-security.json`),
      );
      await step(
        'End-to-end tests (Playwright)',
        () => playwright('tests/e2e/playwright.config.ts', `${tmp}results/e2e.json`),
        () => countPlaywright(`${tmp}results/e2e.json`),
      );
    } else {
      notRun('Security tests (production gateway)', 'the build failed');
      notRun('End-to-end tests (Playwright)', 'the build failed');
    }
    await step(
      'Visual tests (Playwright screenshots of every story)',
      () => playwright('tests/visual/playwright.config.ts', `${tmp}results/visual.json`),
      () => countPlaywright(`${tmp}results/visual.json`),
    );
  }
} catch (error) {
  console.error(error);
  addNotRun(tally, 'the rest of the suite', 'the test script itself failed');
}
await finish();

#!/usr/bin/env node
/**
 * SUSHI harvests beside the console (issue 30, item 5): another signed-in user's session query while SUSHI
 * harvesters ask for the heaviest report there is, a 10-year IR with every attribute of Demo University.
 *
 *   npm run bench:sushi-load                          # PGlite, production mode
 *   npm run bench:sushi-load -- --rounds 6 --seconds 30
 *   npm run bench:sushi-load -- --postgres            # PostgreSQL (a throw-away server, scripts/postgres.mjs)
 *
 * The gateway: bin.ts in NODE_ENV=production on 127.0.0.1, on a copy of the seeded test template (or, with
 * --postgres, a database a development gateway migrates and seeds first), with its default limits (60 requests a
 * minute and two reports at once per credential, SUSHI_MAX_REPORT_CELLS). Demo University's librarian creates the
 * harvesters' keys; basic@demo.edu (another institution) is the console user whose `session` query is timed every
 * 50 ms throughout. Phases:
 *   0. the session query alone (`--seconds`, default 10): the baseline;
 *   1. the issue's attack: `--rounds` (default 6) rounds of ten parallel 10-year IRs with every attribute on one
 *      key, a round every 10.5 s (inside the key's 60 a minute); the budget's figure is the session query's p99
 *      over the queries sent while a harvest of the round was running;
 *   2. ten harvests running at once (`--seconds`, default 30): five keys, two harvesters each sending the same IR
 *      again as soon as the last one was answered (after Retry-After if refused).
 * Prints the answers (served, 429 with Exception 1020, other), the served harvests' times, the session query's
 * p50/p99 per phase, the gateway's CPU and the load average. Budget: session p99 <= 100 ms in phases 1 and 2,
 * printed as pass/fail; exits 1 when missed. A benchmark, not a test: its figures depend on the machine.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { TestClient } from '../apps/gateway/src/testing/http.ts';
import { spawnGateway, stopGateway } from '../apps/gateway/src/testing/spawn-gateway.ts';
import { gatewayEnv, settledDatabase, waitForOutput } from './support/spawned-gateway.mjs';
import { benchLine } from './support/bench-line.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
};
const POSTGRES = argv.includes('--postgres');
const ROUNDS = Math.min(option('rounds', 6), 30);
const SECONDS = Math.min(option('seconds', 30), 300);
const BASELINE_SECONDS = Math.min(SECONDS, 10);
const SESSION_P99_BUDGET_MS = 100;
/** A round of ten every 10.5 s: 60 requests a minute, the key's rate limit, never over it. */
const ROUND_SPACING_MS = 10_500;
const SESSION_EVERY_MS = 50;
const HARVEST_KEYS = 5;
const engine = POSTGRES ? 'PostgreSQL' : 'PGlite';

const root = mkdtempSync(join(tmpdir(), 'console-sushi-load-'));
const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** CPU seconds (user + system, all threads) the process has used so far, from /proc (Linux; NaN elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The previous month, the last complete one (the gateway's clock is the machine's). */
function lastCompleteMonth() {
  const now = new Date();
  const month = now.getUTCMonth();
  return month === 0 ? `${now.getUTCFullYear() - 1}-12` : `${now.getUTCFullYear()}-${String(month).padStart(2, '0')}`;
}

/**
 * The session query every SESSION_EVERY_MS until `stop()`; each latency is kept with whether a harvest was
 * running when it was sent (`harvesting()`).
 */
function sampleSessions(client, harvesting) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const sent = performance.now();
      const during = harvesting();
      const response = await client.gql('{ session { uuid userAccount { username } } }');
      const latency = performance.now() - sent;
      samples.push({ latency, during, ok: response.status === 200 && !response.body.errors });
      await sleep(sent + SESSION_EVERY_MS - performance.now());
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

function sessionSummary(label, samples) {
  const latencies = samples.map((sample) => sample.latency);
  const failed = samples.filter((sample) => !sample.ok).length;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(
    `  session query ${label}: ${samples.length} queries, p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...latencies))}` +
      `${failed ? `, ${failed} FAILED` : ''}`,
  );
  return { p50, p99, failed, count: samples.length };
}

/** Counts of the harvests' answers: served, refused as busy (two at once), refused by the rate limit, other. */
function answerSummary(answers) {
  const count = (test) => answers.filter(test).length;
  const served = answers.filter((answer) => answer.status === 200);
  const times = served.map((answer) => answer.elapsed);
  return (
    `${answers.length} requests: ${served.length} served (p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(0, ...times))}), ` +
    `${count((answer) => answer.status === 429 && /at once/.test(answer.data))} refused as two were running, ` +
    `${count((answer) => answer.status === 429 && !/at once/.test(answer.data))} by the rate limit, ` +
    `${count((answer) => answer.status !== 200 && answer.status !== 429)} other (${[...new Set(answers.filter((answer) => answer.status !== 200 && answer.status !== 429).map((answer) => `${answer.status} ${answer.code}`))].join(', ')})`
  );
}

let gateway;
let postgres;
let code = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
try {
  // A development gateway first settles the database (as bench/load.mjs); the measured gateway starts after.
  const settled = await settledDatabase({ postgres: POSTGRES, dataDir: join(root, 'data'), timeoutMs: 300_000 });
  postgres = settled.server;
  const database = settled.database;
  gateway = await spawnGateway({
    env: gatewayEnv('production', database),
    ready: /listening on (http:\/\/\S+)\/admin\//,
    timeoutMs: 120_000,
  });
  await waitForOutput(gateway, /job queue started/);
  const url = gateway.captured.replace('localhost', '127.0.0.1');
  const pid = gateway.child.pid;

  const librarian = new TestClient(url);
  if (!(await librarian.login('librarian@demo.edu')).success) throw new Error('the librarian could not sign in');
  const keys = [];
  for (let index = 0; index <= HARVEST_KEYS; index += 1) {
    const { createSushiCredential } = await librarian.data(
      'mutation { createSushiCredential(siteCode: "demouniv") { apiKey credential { requestorId } } }',
    );
    keys.push({
      customer_id: 'demouniv',
      requestor_id: createSushiCredential.credential.requestorId,
      api_key: createSushiCredential.apiKey,
    });
  }
  const user = new TestClient(url);
  if (!(await user.login('basic@demo.edu')).success) throw new Error('basic@demo.edu could not sign in');

  const last = lastCompleteMonth();
  const attributes =
    'Authors|Publication_Date|Article_Version|YOP|Access_Type|Access_Method|Institution_Name|Customer_ID|Country_Code|Attributed';
  const begin = `${Number(last.slice(0, 4)) - 10}-${last.slice(5, 7)}`;
  let inFlight = 0;
  /** One 10-year IR with every attribute, as a harvester asks for it (gzip); the body of a 200 is not parsed. */
  const harvest = async (key) => {
    const query = new URLSearchParams({ ...key, begin_date: begin, end_date: last, attributes_to_show: attributes });
    inFlight += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${url}/sushi/r51/reports/ir?${query}`, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      const answer = {
        status: response.status,
        elapsed: performance.now() - started,
        bytes: body.length,
        code: null,
        data: '',
        retryAfter: 0,
      };
      if (response.status !== 200) {
        const exception = JSON.parse(body.toString('utf8'));
        answer.code = exception.Code;
        answer.data = exception.Data ?? '';
        answer.retryAfter = Number(response.headers.get('retry-after') ?? 0);
      }
      return answer;
    } finally {
      inFlight -= 1;
    }
  };

  console.log(
    `gateway NODE_ENV=production on ${engine}, 127.0.0.1, ${cpus().length} cores; harvest: IR ${begin} to ${last} with ${attributes.split('|').length} attributes, customer demouniv\n`,
  );
  // Warm-up, not measured: the gateway's code and the statements' plans (on a key of phase 2, so phase 1's key has
  // its whole 60 a minute).
  const warm = await harvest(keys[1]);
  if (warm.status !== 200) throw new Error(`the warm-up harvest answered ${warm.status} ${warm.code}: ${warm.data}`);
  console.log(`warm-up harvest: ${ms(warm.elapsed)}, ${(warm.bytes / 1024).toFixed(0)} kB of JSON`);
  for (let index = 0; index < 20; index += 1) await user.data('{ session { uuid } }');
  loopDelay.enable();

  const measured = async (label, run) => {
    console.log(`${label} (load average ${load()})`);
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const sampler = sampleSessions(user, () => inFlight > 0);
    const answers = await run();
    await sampler.stop();
    const seconds = (performance.now() - started) / 1000;
    if (answers) console.log(`  ${answerSummary(answers)}`);
    console.log(`  ${seconds.toFixed(1)} s, gateway CPU ${(cpuSeconds(pid) - cpuBefore).toFixed(1)} s; load average after ${load()}`);
    return sampler.samples;
  };

  // 0. The session query alone.
  const baseline = sessionSummary(
    'alone',
    await measured(`0. the session query alone, ${BASELINE_SECONDS} s`, () => sleep(BASELINE_SECONDS * 1000)),
  );

  // 1. The issue's attack: rounds of ten parallel harvests on one key, inside its 60 a minute.
  const attackSamples = await measured(
    `1. ${ROUNDS} rounds of ten parallel 10-year IRs on one key, one round every ${ROUND_SPACING_MS / 1000} s`,
    async () => {
      const answers = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const results = await Promise.all(Array.from({ length: 10 }, () => harvest(keys[0])));
        answers.push(...results);
        console.log(
          `  round ${round + 1}: ${results.filter((answer) => answer.status === 200).length} served, slowest ${ms(Math.max(...results.map((answer) => answer.elapsed)))}`,
        );
        if (round < ROUNDS - 1) await sleep(started + ROUND_SPACING_MS - performance.now());
      }
      return answers;
    },
  );
  const attack = sessionSummary(
    'while harvests ran',
    attackSamples.filter((sample) => sample.during),
  );
  sessionSummary('over the whole phase', attackSamples);

  // 2. Ten harvests at once: five keys, two harvesters each.
  const crowdSamples = await measured(`2. ten harvests running at once (${HARVEST_KEYS} keys, two each), ${SECONDS} s`, async () => {
    const answers = [];
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: HARVEST_KEYS * 2 }, async (_, index) => {
        const key = keys[1 + (index % HARVEST_KEYS)];
        while (performance.now() < end) {
          const answer = await harvest(key);
          answers.push(answer);
          if (answer.status === 429) await sleep(Math.min(answer.retryAfter * 1000, end - performance.now()));
        }
      }),
    );
    return answers;
  });
  const crowd = sessionSummary(
    'while harvests ran',
    crowdSamples.filter((sample) => sample.during),
  );

  loopDelay.disable();
  console.log(`\nthis process's event-loop delay p99 (its own timing error): ${ms(loopDelay.percentile(99) / 1e6)}`);
  const verdict = (result) => (result.p99 <= SESSION_P99_BUDGET_MS && result.failed === 0 ? 'pass' : 'FAIL');
  console.log(`session query p99, budget ${SESSION_P99_BUDGET_MS} ms (baseline alone p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}):`);
  console.log(`  beside ten parallel 10-year IRs on one key: p50 ${ms(attack.p50)}, p99 ${ms(attack.p99)}: ${verdict(attack)}`);
  console.log(`  beside ten harvests running at once:        p50 ${ms(crowd.p50)}, p99 ${ms(crowd.p99)}: ${verdict(crowd)}`);
  console.log(`  load average now ${load()}`);
  for (const [figure, result] of [
    [`${engine}: session query p99 beside ten parallel 10-year IRs on one key`, attack],
    [`${engine}: session query p99 beside ten harvests at once`, crowd],
  ]) {
    console.log(benchLine({ figure, value: result.p99, unit: 'ms', budget: SESSION_P99_BUDGET_MS, holds: verdict(result) === 'pass' }));
    if (verdict(result) !== 'pass') code = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  code = 1;
} finally {
  if (gateway) await stopGateway(gateway);
  if (postgres?.stop) await postgres.stop();
  rmSync(root, { recursive: true, force: true });
}
process.exit(code);

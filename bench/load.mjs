#!/usr/bin/env node
/**
 * Load: concurrent signed-in users against the gateway on the embedded database (loopback only, bounded).
 *
 *   npm run bench:load                                   # 100 users, 10 s per phase, PGlite, production
 *   npm run bench:load -- --users 50 --seconds 5
 *   npm run bench:load -- --postgres                     # PostgreSQL (a throw-away server, scripts/postgres.mjs)
 *   npm run bench:load -- --mode development             # NODE_ENV=development (npm start's default)
 *   npm run bench:load -- --cpu-prof /tmp/prof           # V8 CPU profiles of the measured gateway's threads
 *   npm run bench:load -- --phases 1 --cpu-prof /tmp/prof   # phase 1 only (a profile of the single entity alone)
 *   npm run bench:load -- --open-rate 0                  # without the open-loop measurement (1b below)
 *   npm run bench:load -- --warm-up 0                    # phase 1 measured from a cold gateway
 *
 * The database: a copy of the seeded test template in a PGlite data folder (or, with --postgres, a database
 * the warm-up gateway migrates and seeds). A development gateway starts on it first and stops once its
 * start-up work is done (job queue schema, demo usage top-up); then the measured gateway (tsx, bin.ts)
 * starts on 127.0.0.1 in NODE_ENV=production by default: it measures what a deployment serves users (masked
 * errors, no introspection, Secure `__Host-` cookies; the demo data is already in the database). The output
 * says which mode ran.
 * `--users` sessions signed in by the login mutation (demo accounts, password `demo`), then `--warm-up` seconds
 * (default 3) of the single-entity query, not measured (the gateway's JIT warm-up; its figures are printed and
 * its errors count), then two phases of `--seconds` each, every user sending its next request as soon as the
 * last one answered:
 *   1. single entity: accountInformation(siteCode) of the user's own institution (target: ≥ 1,500 req/s,
 *      p99 ≤ 50 ms, 0 errors at 100 users);
 *   1b. the same query in an open loop (reported beside phase 1, no target of its own): `--open-rate` requests
 *      a second (default 1,500, the target's throughput) spread evenly over the users, each user's requests
 *      at fixed times (users ÷ rate apart) and one at a time; latency counts from the time a request was due,
 *      so a request that had to wait for the one before it counts its wait (no coordinated omission);
 *   2. the screens' queries, in turn per user: session, home summary, account information, holdings summary,
 *      notifications, report history, SUSHI credentials, EBA status, paired users (no target: reported).
 * Prints throughput, p50/p95/p99 and errors per phase (and per query in phase 2), the gateway's CPU time per
 * request (all its threads, from /proc; less sensitive to other work on the machine than throughput; and per
 * thread), the load generator's own CPU per request (it shares the machine) and the load average. Exits 1 when phase 1 misses its target or phase 2 has errors. An error is a non-200 answer, a
 * GraphQL error, or a failed connection. Note that every user sends its next request at once (a closed loop):
 * the mean latency is then users ÷ throughput, so p99 ≤ 50 ms at 100 users needs ≥ 2,000 req/s.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_IDENTIFIER, GATEWAY_PATH } from '../packages/graphql/src/app-id.ts';
import { TestClient } from '../apps/gateway/src/testing/http.ts';
import { spawnGateway, stopGateway } from '../apps/gateway/src/testing/spawn-gateway.ts';
import { gatewayEnv, settledDatabase, waitForOutput } from './support/spawned-gateway.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
};
const text = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : argv[index + 1];
};
const USERS = Math.min(option('users', 100), 500);
// What users get: `production` (default; NODE_ENV=production as a deployment runs it: masked errors, no
// introspection, Secure cookies) or `development` (NODE_ENV=development, what `npm start` serves by default).
const MODE = text('mode', 'production');
if (MODE !== 'production' && MODE !== 'development') throw new Error('--mode is production or development');
// --cpu-prof DIR: the gateway writes V8 CPU profiles (main thread and PGlite's worker) into DIR on exit.
const CPU_PROF_DIR = text('cpu-prof', null);
// --postgres: PostgreSQL instead of PGlite, on a throw-away server (scripts/postgres.mjs, as the test run starts it).
const POSTGRES = argv.includes('--postgres');
const SECONDS = Math.min(option('seconds', 10), 60);
// --phases 1: phase 1 only (the target's phase; a CPU profile then covers it alone). Default: both.
const PHASES = option('phases', 2);
// --warm-up S: seconds of the single-entity query before phase 1, not measured (default 3; 0 measures from cold).
const WARM_UP = Math.min(option('warm-up', 3), 30);
// --open-rate N: requests a second of the open-loop measurement (1b); 0 leaves it out.
const OPEN_RATE = Math.min(option('open-rate', 1500), 10_000);
if (PHASES !== 1 && PHASES !== 2) throw new Error('--phases is 1 or 2');
const TARGET = { rps: 1500, p99: 50 };

const ACCOUNTS = [
  { username: 'librarian@demo.edu', siteCode: 'demouniv', accountType: 'institution' },
  { username: 'basic@demo.edu', siteCode: 'basicinst', accountType: 'institution' },
];

const SCREENS = [
  ['session', () => '{ session { userAccount { id username } } }', () => ({})],
  [
    'homepageSummaryV2',
    () => 'query ($s: String!, $t: String!) { homepageSummaryV2(siteCode: $s, accountType: $t) { __typename } }',
    (u) => ({ s: u.siteCode, t: u.accountType }),
  ],
  [
    'accountInformation',
    () => 'query ($s: String!) { accountInformation(siteCode: $s) { siteCode institutionName openUrlBaseUrl } }',
    (u) => ({ s: u.siteCode }),
  ],
  [
    'holdingsSummary',
    () => 'query ($s: String!) { holdingsSummary(siteCode: $s) { siteCode institutionName licensedPlatforms } }',
    (u) => ({ s: u.siteCode }),
  ],
  ['getAdminNotifications', () => 'query ($u: ID!) { getAdminNotifications(userId: $u) { notificationId } }', (u) => ({ u: u.userId })],
  ['sushiCredentials', () => 'query ($s: String!) { sushiCredentials(siteCode: $s) { id requestorId } }', (u) => ({ s: u.siteCode })],
  // EBA is Demo University's only (Basic Institute is no participant: FORBIDDEN by design).
  ['ebaUploadStatus', () => 'query ($s: String!) { ebaUploadStatus(siteCode: $s) { status } }', (u) => ({ s: u.siteCode }), 'demouniv'],
];

const root = mkdtempSync(join(tmpdir(), 'console-load-'));
const dataDir = join(root, 'data');
// One pool of keep-alive sockets, at most one per user (as browsers keep theirs).
const agent = new Agent({ keepAlive: true, maxSockets: USERS });

async function post(url, cookie, query, variables) {
  const { request } = await import('node:http');
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve) => {
    const req = request(
      `${url}${GATEWAY_PATH}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, cookie, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(`HTTP ${res.statusCode}`);
          try {
            const parsed = JSON.parse(text);
            resolve(parsed.errors ? `GraphQL ${parsed.errors[0]?.extensions?.code ?? parsed.errors[0]?.message}` : null);
          } catch {
            resolve('unparseable answer');
          }
        });
      },
    );
    req.on('error', (error) => resolve(`connection ${error.code ?? error.message}`));
    req.end(body);
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function phase(label, url, users, pick, seconds = SECONDS) {
  const deadline = performance.now() + seconds * 1000;
  const times = [];
  // Latencies of the requests sent after the phase's first second (the gateway's code warms up in it).
  const afterFirstSecond = [];
  const byQuery = new Map();
  const errors = new Map();
  const started = performance.now();
  await Promise.all(
    users.map(async (user, index) => {
      for (let n = index; performance.now() < deadline; n += 1) {
        let [name, query, variables, only] = pick(n);
        if (only && only !== user.siteCode) [name, query, variables] = pick(n + 1);
        const t0 = performance.now();
        const error = await post(url, user.cookie, query(user), variables(user));
        const ms = performance.now() - t0;
        times.push(ms);
        if (t0 - started >= 1000) afterFirstSecond.push(ms);
        const list = byQuery.get(name) ?? [];
        list.push(ms);
        byQuery.set(name, list);
        if (error) errors.set(`${name}: ${error}`, (errors.get(`${name}: ${error}`) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const result = {
    label,
    requests: times.length,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errorCount,
  };
  console.log(
    `${label}: ${result.requests} requests in ${elapsed.toFixed(1)} s = ${result.rps.toFixed(0)} req/s; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; errors ${errorCount}`,
  );
  afterFirstSecond.sort((a, b) => a - b);
  console.log(
    `  of which sent after the first second (reported, not the target's figure): ${afterFirstSecond.length} requests, p50 ${percentile(afterFirstSecond, 50).toFixed(1)} ms, p99 ${percentile(afterFirstSecond, 99).toFixed(1)} ms`,
  );
  if (byQuery.size > 1) {
    for (const [name, list] of byQuery) {
      list.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(22)} ${String(list.length).padStart(6)}  p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms`,
      );
    }
  }
  for (const [key, count] of errors) console.log(`  error ${key} ×${count}`);
  return result;
}

/**
 * Open loop: `rate` requests a second of `pick(0)`, user i's k-th request due at start + i/rate + k·users/rate;
 * a user whose previous request has not answered yet sends the next one when it has (one connection each), and
 * every latency counts from the time the request was due.
 */
async function openLoop(label, url, users, rate, pick) {
  const [name, query, variables] = pick(0);
  const gap = (users.length / rate) * 1000;
  const start = performance.now() + 20;
  const end = start + SECONDS * 1000;
  const times = [];
  const errors = new Map();
  let late = 0;
  await Promise.all(
    users.map(async (user, index) => {
      for (let due = start + (index * 1000) / rate; due < end; due += gap) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else if (wait < -1) late += 1;
        const error = await post(url, user.cookie, query(user), variables(user));
        times.push(performance.now() - due);
        if (error) errors.set(`${name}: ${error}`, (errors.get(`${name}: ${error}`) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const result = {
    label,
    requests: times.length,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errorCount,
  };
  console.log(
    `${label}: ${result.requests} requests due at ${rate} req/s, answered in ${elapsed.toFixed(1)} s; latency from the due time p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ${late} sent late (the user's previous request still running); errors ${errorCount}`,
  );
  for (const [key, count] of errors) console.log(`  error ${key} ×${count}`);
  return result;
}

/** CPU seconds (user + system, all threads) the process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds per thread of the process (tid → { name, seconds }), from /proc/PID/task (Linux); empty elsewhere. */
function threadCpuSeconds(pid) {
  const threads = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(tid, { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  return threads;
}

/** "main 4.1 s, worker 3.9 s, …": each thread's CPU between two threadCpuSeconds readings, busiest first. */
function threadCpuSummary(before, after, requests) {
  const rows = [];
  for (const [tid, { name, seconds }] of after) {
    const used = seconds - (before.get(tid)?.seconds ?? 0);
    if (used >= 0.01) rows.push({ tid, name, used });
  }
  rows.sort((a, b) => b.used - a.used);
  return rows.map(({ tid, name, used }) => `${name}[${tid}] ${((used * 1000) / requests).toFixed(3)}`).join(', ');
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

let gateway;
let postgres;
let code = 0;
try {
  // A development gateway first settles the database; the measured gateway starts on it.
  const settled = await settledDatabase({ postgres: POSTGRES, dataDir, timeoutMs: 180_000 });
  postgres = settled.server;
  const database = settled.database;

  const env = gatewayEnv(MODE, database);
  const execArgv = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const started = await spawnGateway({ env, execArgv, ready: /listening on (http:\/\/\S+)\/admin\//, timeoutMs: 120_000 });
  gateway = started;
  const url = started.captured.replace('localhost', '127.0.0.1');
  // Measured once the job queue has started (bin.ts logs it), not while it sets up.
  await waitForOutput(started, /job queue started/);
  const users = [];
  for (let index = 0; index < USERS; index += 1) {
    const account = ACCOUNTS[index % ACCOUNTS.length];
    const client = new TestClient(url);
    const login = await client.login(account.username);
    if (!login.success) throw new Error(`sign-in of ${account.username} failed: ${JSON.stringify(login)}`);
    const { session } = await client.data('{ session { userAccount { id } } }');
    users.push({ ...account, userId: session.userAccount.id, cookie: client.cookieHeader() });
  }
  console.log(
    `${USERS} users signed in (${ACCOUNTS.map((a) => a.username).join(', ')} in turn); ${SECONDS} s per phase; ` +
      `gateway NODE_ENV=${MODE} on ${POSTGRES ? 'PostgreSQL' : 'PGlite'}, 127.0.0.1; ${cpus().length} cores\n`,
  );

  const measured = async (label, pick, run = () => phase(label, url, users, pick)) => {
    const before = cpuSeconds(started.child.pid);
    const threadsBefore = threadCpuSeconds(started.child.pid);
    const loadBefore = load();
    const ownBefore = process.cpuUsage();
    const result = await run();
    const own = process.cpuUsage(ownBefore);
    const cpu = cpuSeconds(started.child.pid) - before;
    console.log(
      `  gateway CPU ${cpu.toFixed(2)} s = ${((cpu * 1000) / result.requests).toFixed(3)} ms per request; load average before ${loadBefore}, after ${load()}`,
    );
    console.log(`  load generator CPU ${((own.user + own.system) / 1000 / result.requests).toFixed(3)} ms per request`);
    console.log(`  by thread, ms per request: ${threadCpuSummary(threadsBefore, threadCpuSeconds(started.child.pid), result.requests)}`);
    return result;
  };
  // A running server has compiled its code long before: the first seconds under load are JIT warm-up (the helper
  // threads' CPU per request doubles in the first second), not the steady state the target describes. Reported,
  // never excused: an error in the warm-up fails the bench like one in the phases.
  if (WARM_UP > 0) {
    const warm = await phase(`0. warm-up, not measured (${WARM_UP} s, the same query)`, url, users, () => SCREENS[2], WARM_UP);
    if (warm.errors > 0) {
      console.log(`Warm-up: ${warm.errors} errors (target 0)`);
      code = 1;
    }
  }
  const single = await measured('1. single entity (accountInformation)', () => SCREENS[2]);
  if (OPEN_RATE > 0) {
    await measured(
      '1b. same, open loop',
      () => SCREENS[2],
      () => openLoop('1b. same, open loop', url, users, OPEN_RATE, () => SCREENS[2]),
    );
  }
  const mix = PHASES === 2 ? await measured("2. the screens' queries in turn", (n) => SCREENS[n % SCREENS.length]) : null;

  const met = single.rps >= TARGET.rps && single.p99 <= TARGET.p99 && single.errors === 0;
  console.log(
    `\nTarget (single entity, ${USERS} users): ≥ ${TARGET.rps} req/s, p99 ≤ ${TARGET.p99} ms, 0 errors: ${met ? 'met' : 'NOT met'} ` +
      `(${single.rps.toFixed(0)} req/s, p99 ${single.p99.toFixed(1)} ms, ${single.errors} errors)`,
  );
  if (!met) code = 1;
  console.log(
    `BENCH ${JSON.stringify({ figure: `single entity, ${USERS} users: throughput`, value: +single.rps.toFixed(0), unit: 'req/s', budget: TARGET.rps, op: '>=' })}\nBENCH ${JSON.stringify({ figure: `single entity, ${USERS} users: p99 (errors ${single.errors})`, value: +single.p99.toFixed(1), unit: 'ms', budget: TARGET.p99, holds: single.p99 <= TARGET.p99 && single.errors === 0 })}`,
  );
  if (mix && mix.errors > 0) {
    console.log(`Screens' mix: ${mix.errors} errors (target 0)`);
    code = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  code = 1;
} finally {
  agent.destroy();
  if (gateway) await stopGateway(gateway);
  if (postgres?.stop) await postgres.stop();
  rmSync(root, { recursive: true, force: true });
}
process.exit(code);

#!/usr/bin/env node
// bench/ingest: issue 29's budgets for the usage pipeline. A real gateway process (apps/gateway/src/bin.ts, demo data,
// its job queue) on a fresh PGlite folder, or with --postgres on a throwaway PostgreSQL server (scripts/postgres.mjs).
// One busy day of a large platform: 1,000,000 events of a realistic mix (investigations, requests, whole books,
// searches of each type, denials, TDM, robots, double-clicks, institutions by site code and by IP range) sent as ten
// gzip requests of 100,000 lines with the demo ingest key, then processed to `done`. Meanwhile a signed-in user's
// session query is timed every 100 ms, and the gateway's resident memory read from /proc every 250 ms. Then the same
// million is sent again: every event a duplicate, no day touched, and the COUNTER API's figures of that month for a
// sample of institutions unchanged. Budgets: PostgreSQL <= 60 s, PGlite <= 300 s; RSS <= 600 MB; session p99 <= 100 ms.
//   node --import tsx bench/ingest.mjs [--postgres] [--events 1000000]
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { seededRandom } from '../apps/gateway/src/db/seed/prng.ts';
import { benchLine } from './support/bench-line.mjs';

const root = new URL('../', import.meta.url).pathname;
const postgres = process.argv.includes('--postgres');
const eventsIndex = process.argv.indexOf('--events');
const EVENTS = eventsIndex === -1 ? 1_000_000 : Number(process.argv[eventsIndex + 1]);
const PER_REQUEST = 100_000;
const TIME_BUDGET_S = postgres ? 60 : 300;
const RSS_BUDGET_MB = 600;
const SESSION_P99_BUDGET_MS = 100;
const KEY = 'demo-ingest-key';
const engine = postgres ? 'PostgreSQL' : 'PGlite';
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let pg = null;
const env = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(await freePort()) };
if (postgres) {
  const { startPostgres } = await import('../scripts/postgres.mjs');
  pg = await startPostgres();
  if (!pg.url) throw new Error(`no PostgreSQL: ${pg.reason}`);
  env.DATABASE_URL = pg.url;
} else {
  env.DATA_DIR = `${root}.tmp/bench-ingest`;
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
const base = `http://127.0.0.1:${env.PORT}`;
const gateway = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/bin.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
gateway.stdout.on('data', (chunk) => (output += chunk));
gateway.stderr.on('data', (chunk) => (output += chunk));
let exitCode = 0;

async function waitFor(check, timeoutMs, what) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not within ${timeoutMs / 1000} s\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The console's session query for a signed-in librarian (as bench/support/gateway-bench.mjs signs in). */
async function signedInSession() {
  const { APP_IDENTIFIER, GATEWAY_PATH } = await import('../packages/graphql/src/app-id.ts');
  let cookie = '';
  const call = async (query, variables) => {
    const response = await fetch(`${base}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) cookie = setCookie.split(';')[0];
    const body = await response.json();
    if (response.status !== 200 || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  await call('mutation { createSession { uuid } }');
  await call('mutation ($input: UserLoginInput!) { userLogin(input: $input) { success } }', {
    input: { username: 'librarian@demo.edu', password: 'demo' },
  });
  return () => call('{ session { uuid userAccount { username } } }');
}

/** The day: the 10th of the previous month (complete, so the COUNTER API serves it). */
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const dayStart = Date.parse(`${month}-10T00:00:00Z`);

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

/** Lines `from`..`to` of the day's events: the same lines every time (ids and all). */
function lines(from, to, customers) {
  const random = seededRandom(`bench-ingest:${from}`);
  const out = [];
  for (let n = from; n < to; n += 1) {
    const r = random();
    const customer = customers[Math.floor(random() * customers.length)];
    const title = 1 + Math.floor(random() * 400);
    const book = title > 240;
    const item = `jstor:i${title * 100 + 1 + Math.floor(random() * (book ? 10 : 24))}`;
    const user = `u${Math.floor(random() * 200_000)}`;
    const time = new Date(dayStart + Math.floor((n / EVENTS) * 86_000_000) + Math.floor(random() * 60_000)).toISOString();
    const who =
      customer === 'demouniv'
        ? { ip: `192.0.2.${1 + Math.floor(random() * 99)}`, user_agent: BROWSERS[n % 3] }
        : { customer_id: customer, cookie_id: user, user_agent: BROWSERS[n % 3] };
    let event;
    if (r < 0.45) event = { action: 'investigation', item };
    else if (r < 0.68) event = { action: 'request', item };
    else if (r < 0.69) event = { action: 'request', item: `jstor:t${241 + Math.floor(random() * 160)}` };
    else if (r < 0.85)
      event = { action: 'search', databases: [`jstor:${book ? 'jstor_books' : `jstor_as${1 + (title % 4)}`}`], search_type: 'regular' };
    else if (r < 0.88)
      event = {
        action: 'search',
        databases: ['jstor:jstor_as1', 'jstor:jstor_as2', 'jstor:jstor_as3', 'jstor:jstor_as4'],
        search_type: 'automated',
      };
    else if (r < 0.89) event = { action: 'search', databases: ['jstor:jstor_as1'], search_type: 'federated' };
    else if (r < 0.92) event = { action: random() < 0.8 ? 'no_license' : 'limit_exceeded', item };
    else if (r < 0.93) event = { action: 'request', item, access_method: 'TDM' };
    else if (r < 0.95)
      event = { action: 'request', item, user_agent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' };
    else event = { action: 'investigation', item }; // followed by its double-click
    out.push(JSON.stringify({ id: `bench-${n}`, time, platform: 'jstor', ...who, ...event }));
    if (r >= 0.95)
      out.push(
        JSON.stringify({
          id: `bench-${n}-again`,
          time: new Date(Date.parse(time) + 5_000).toISOString(),
          platform: 'jstor',
          ...who,
          ...event,
        }),
      );
  }
  return out.join('\n');
}

const rssMb = () => {
  const status = readFileSync(`/proc/${gateway.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Uploads refused or cut off (408 while the database was held by processing, …), each sent again after 5 s. */
const refusedUploads = [];

async function send(body) {
  const gzipped = gzipSync(body);
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}/ingest/v1/usage-events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/x-ndjson', 'Content-Encoding': 'gzip' },
      body: gzipped,
    });
    const text = await response.text();
    if (response.status === 202) return JSON.parse(text);
    refusedUploads.push(`${response.status} ${text.slice(0, 120)}`);
    if (attempt === 5) throw new Error(`upload refused ${attempt} times: ${refusedUploads.slice(-5).join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

async function batch(id) {
  const response = await fetch(`${base}/ingest/v1/batches/${id}`, { headers: { Authorization: `Bearer ${KEY}` } });
  return response.json();
}

/** The COUNTER API's PR of the month for Demo University (the demo credential's), as one string to compare. */
async function sample(customers) {
  const parts = [];
  for (const customer of customers) {
    const query = new URLSearchParams({
      customer_id: customer,
      requestor_id: 'demo-harvester',
      api_key: 'demo-sushi-key',
      begin_date: month,
      end_date: month,
    });
    const response = await fetch(`${base}/sushi/r51/reports/pr?${query}`);
    const body = await response.json();
    parts.push(JSON.stringify(body.Report_Items ?? body));
  }
  return parts.join('\n');
}

try {
  const started = performance.now();
  await waitFor(async () => (await fetch(`${base}/healthz`)).ok, 600_000, 'the gateway (demo seed)');
  console.log(`gateway on ${engine} ready with demo data in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  const session = await signedInSession();
  const { DEMO_ACCOUNTS } = await import('../apps/gateway/src/db/seed/demo-data.ts');
  const customers = DEMO_ACCOUNTS.filter((account) => account.type === 'institution' && account.code).map((account) => account.code);

  // Meanwhile: the session query every 100 ms, the gateway's RSS every 250 ms.
  const sessionTimes = [];
  const sessionErrors = [];
  let peakRss = rssMb();
  let running = true;
  const timer = (async () => {
    while (running) {
      const begun = performance.now();
      // A query refused (its deadline passed while the database was busy) counts with the time it took, and is listed.
      await session().catch((error) => sessionErrors.push(error instanceof Error ? error.message.slice(0, 200) : String(error)));
      sessionTimes.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 250);

  const sendStarted = performance.now();
  const batches = [];
  let accepted = 0;
  for (let from = 0; from < EVENTS; from += PER_REQUEST) {
    const answer = await send(lines(from, Math.min(EVENTS, from + PER_REQUEST), customers));
    if (answer.rejected > 0) throw new Error(`rejected lines: ${JSON.stringify(answer.errors.slice(0, 3))}`);
    accepted += answer.accepted;
    batches.push(answer.batch);
  }
  const sentSeconds = (performance.now() - sendStarted) / 1000;
  await waitFor(async () => (await Promise.all(batches.map(batch))).every((b) => b.state === 'done'), 900_000, 'processing');
  const totalSeconds = (performance.now() - sendStarted) / 1000;
  const figures = await Promise.all(batches.map(batch));
  const processed = await sample(['demouniv']);
  const sum = (name) => figures.reduce((total, b) => total + b[name], 0);
  console.log(
    `${EVENTS} events (${accepted} lines accepted incl. double-clicks) sent in ${sentSeconds.toFixed(1)} s, processed to done in ${totalSeconds.toFixed(1)} s;` +
      ` robots ${sum('robots')}, double-clicks ${sum('doubleClicks')}, unattributed ${sum('unattributed')} (load ${load()})`,
  );

  // The same million again: duplicates only, nothing to process.
  const againStarted = performance.now();
  let duplicates = 0;
  const again = [];
  for (let from = 0; from < EVENTS; from += PER_REQUEST) {
    const answer = await send(lines(from, Math.min(EVENTS, from + PER_REQUEST), customers));
    duplicates += answer.duplicates;
    again.push(answer.batch);
  }
  await waitFor(async () => (await Promise.all(again.map(batch))).every((b) => b.state === 'done'), 600_000, 'the second sending');
  const againFigures = await Promise.all(again.map(batch));
  running = false;
  await timer;
  clearInterval(rssTimer);
  const after = await sample(['demouniv']);
  const unchanged = againFigures.every((b) => b.accepted === 0 && b.months.length === 0) && duplicates === accepted;
  if (refusedUploads.length > 0) console.log(`uploads refused and sent again: ${refusedUploads.length} (${refusedUploads[0]})`);
  console.log(
    `sent again in ${((performance.now() - againStarted) / 1000).toFixed(1)} s: ${duplicates} duplicates, no month touched: ${unchanged}`,
  );

  const sorted = [...sessionTimes].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)];
  console.log(
    `session query meanwhile: ${sorted.length} calls, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${sorted[sorted.length - 1].toFixed(0)} ms, ${sessionErrors.length} failed${sessionErrors.length ? ` (first: ${sessionErrors[0]})` : ''}; ` +
      `gateway RSS peak ${peakRss.toFixed(0)} MB`,
  );
  const lines_ = [
    benchLine({ figure: `ingest 1M events to done (${engine})`, value: totalSeconds, unit: 's', budget: TIME_BUDGET_S }),
    benchLine({ figure: `ingest gateway RSS peak (${engine})`, value: peakRss, unit: 'MB', budget: RSS_BUDGET_MB }),
    benchLine({
      figure: `session query p99 during ingest (${engine})`,
      value: p99,
      unit: 'ms',
      budget: SESSION_P99_BUDGET_MS,
      holds: p99 <= SESSION_P99_BUDGET_MS && sessionErrors.length === 0,
    }),
    benchLine({
      figure: `ingest sent again changes no figure (${engine})`,
      value: unchanged && after === processed ? 1 : 0,
      unit: 'ok',
      budget: 1,
      op: '>=',
    }),
  ];
  for (const line of lines_) {
    console.log(line);
    if (line.includes('"holds":false')) exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  gateway.kill('SIGTERM');
  await new Promise((resolve) => gateway.once('exit', resolve));
  if (pg) await pg.stop();
}
process.exit(exitCode);

#!/usr/bin/env node
// bench/lighthouse: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) on every route of the
// console, signed out (/admin/login) and signed in as every demo role that the console lets in: librarian,
// publisher, staff, basic (Basic Institute, every flag off), consortium (Demo Consortium) and agent (an agency
// with 400 institutions); reader@demo.edu is refused at the login form and has no page of its own. A real gateway
// (apps/gateway/dist/bin.js) on a free port and a fresh data folder under .tmp/, NODE_ENV=development with the
// demo data (production seeds nothing); measuring starts once the demo usage top-up job has finished, so no
// dev-only database work runs under the figures. Each role signs in through the real login form in its own
// Chromium; Lighthouse then audits through that browser's debugging port, so the session cookie is used.
// Lighthouse's storage reset stays on: it empties the HTTP cache and origin storage of the kinds in
// `clearStorageTypes` (Lighthouse 13: file systems, shader cache, service workers, cache storage), never the
// cookies, so every run is a cold load that is still signed in (checked: a run that lands on the login page
// fails). The signed-in routes are the role's home and every link its side navigation shows (read from the page).
// A one-time dialog at sign-in (the publisher's welcome, remembered in local storage) is dismissed first.
//
// Each screen's heaviest state (issue 17) is measured as a navigation, never after clicks, because each one is
// reachable by a URL or is a screen's default state (so no user-flow/timespan run is needed, and every figure is a
// cold load like the others):
// - before a page's runs, the bench opens it once in a tab of the role's browser (the same cookie and local storage;
//   a fresh session storage, so the default ACCOUNTS choice, as in Lighthouse's own tab) and prints what it showed:
//   the account, the user list's rows and pages, the report history's rows, the holdings tab's cards, the elements;
// - User Management opens on its first page of 25 rows (USER_PAGE_SIZE) when the site has 25 users or more: the
//   librarian's Demo University (64 users) and, on the large gateway, Demo State University (50,000);
// - Holdings: each of the six tabs is a URL (`?tab=`); the bench reads every tab's cards and also measures the one
//   with the most cards (then the most elements) as `/admin/holdings?tab=…`, unless it is the default tab;
// - the longest report history: the demo data has at most 3 requests in a history (librarian /counter5.1; the
//   publisher 1), so a second gateway is started with
//   DEMO_DATA=large (seed/large.ts, the seed option of docs/performance.md "Large accounts"; real rows written by
//   the seed, served by the real gateway) after the first one is stopped, and LARGE_ROUTES are measured there:
//   librarian /counter5.1 on Demo State University (2,000 COUNTER 5.1 requests; the history lists the newest 500,
//   REPORT_HISTORY_LIMIT, virtualised), librarian /user-management (25 rows of 50,000) and agent /home (5,001
//   accounts: the ACCOUNTS combobox). The librarian's first account by name is Demo State University there, so
//   these are default states too. Their rows say "(large)".
// A run Lighthouse could not record (NO_NAVSTART and the other trace-recording errors of RETRYABLE: the trace has no
// navigation start, so the run has no figure at all) is run again, at most twice; the retries are printed. A run with
// figures is never run again, whatever its figures.
// Prints the medians per route and whether each budget holds; exits 1 when one is broken.
//   node bench/lighthouse.mjs [--runs N] [--role librarian,publisher,staff,basic,consortium,agent,signed-out]
//                             [--routes login,home,...] [--no-large | --large-only]
//                             [--json out.json] [--lhr-dir DIR] [--artifacts-dir DIR] [--no-build] [--build-gateway]
//                             [--keep] [--https] [--js-samples]
// --routes keeps routes whose path contains one of the words; --no-large skips the DEMO_DATA=large gateway,
// --large-only measures only there; --no-build measures apps/admin/dist as it is
// (otherwise the console is built afresh into .tmp/, leaving apps/admin/dist alone); apps/gateway/dist is built
// when missing, or always with --build-gateway (it says so when the gateway's sources are newer); --keep keeps
// the .tmp/ files; --lhr-dir writes every run's whole Lighthouse report (JSON) into DIR, to see why a figure is
// what it is (LCP element, render-blocking requests, long tasks); --artifacts-dir writes what Lighthouse's
// simulation reads (trace, DevTools log, settings) for bench/support/lantern-path.mjs, which prints the simulated
// timing of every request and task before the LCP and the chain that ends at it. --https serves the gateway over TLS as a
// production deployment would (TLS_CERT_FILE/TLS_KEY_FILE with the test-only self-signed certificate of
// scripts/self-signed-cert.mjs, copied into .tmp/): Chromium negotiates HTTP/2 and, started with --ignore-certificate-errors (here only), accepts the
// certificate. Lighthouse's simulation then models HTTP/2 (one connection, no round trip per request once it is
// open) instead of HTTP/1.1's six connections with a round trip for every file.
// --js-samples adds V8's sampling profiler to the trace (with --artifacts-dir, bench/support/tbt-tasks.mjs then names the
// functions each long task ran); the sampler's own work inflates the figures, so such a run is for diagnosis only.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { makeSelfSignedCertificate } from '../scripts/self-signed-cert.mjs';

const root = new URL('../', import.meta.url).pathname;
const work = `${root}.tmp/bench-lighthouse-${process.pid}/`;

// Every demo user the console lets in (README "Demo accounts", DESIGN.md "Demo data", seed/demo-data.ts);
// reader@demo.edu has no administrator role and is refused at the login form, so it has no page of its own.
const ROLES = {
  librarian: 'librarian@demo.edu',
  publisher: 'publisher@demo.org',
  staff: 'staff@demo.org',
  basic: 'basic@demo.edu',
  consortium: 'consortium@demo.edu',
  agent: 'agent@demo.edu',
};
/**
 * The pages measured again on a second gateway with DEMO_DATA=large (seed/large.ts, docs/performance.md "Large
 * accounts"), where each role's first account (by name) is the large one: librarian@demo.edu on Demo State
 * University (50,000 paired users; 2,000 COUNTER 5.1 requests, of which the history lists the newest 500) and
 * agent@demo.edu with 5,001 accounts (the ACCOUNTS combobox).
 */
const LARGE_ROUTES = {
  librarian: ['/admin/counter5.1', '/admin/user-management'],
  agent: ['/admin/home'],
};
/** The six holdings tabs by their `tab` query values (apps/admin/src/features/holdings/model/holdings.ts). */
const HOLDINGS_TABS = ['journals', 'books', 'primary-sources', 'images', 'shared-collections', 'free-and-open'];
/** Lighthouse's errors for a trace it failed to record (a run with no figures at all): such a run is tried again. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const MAX_RETRIES = 2;
const SIGNED_OUT = 'signed-out';
const PASSWORD = 'demo';
const KB = 1024;
const BUDGETS = {
  performance: 95,
  performanceLogin: 100,
  lcpMs: 2000,
  fcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  loginJsBytes: 100 * KB,
};
/** The suite's Chromium flags (scripts/chromium.mjs) plus the new headless mode. */
const HEADLESS_FLAGS = ['--headless=new', ...chromiumArgs];

// ---- options -------------------------------------------------------------------------------------------
function parseArgs(argv) {
  const options = {
    runs: 3,
    roles: null,
    routes: null,
    json: null,
    lhrDir: null,
    artifactsDir: null,
    build: true,
    buildGateway: false,
    keep: false,
    https: false,
    jsSamples: false,
    large: true,
    largeOnly: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (next === undefined || next === '') throw new Error(`${arg} needs a value`);
      return next;
    };
    const name = arg.split('=')[0];
    if (name === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number ≥ 1');
    } else if (name === '--role' || name === '--roles') {
      options.roles = value()
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean);
      for (const role of options.roles)
        if (role !== SIGNED_OUT && !ROLES[role])
          throw new Error(`unknown role ${role} (${[...Object.keys(ROLES), SIGNED_OUT].join(', ')})`);
    } else if (name === '--routes' || name === '--route') {
      options.routes = value()
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean);
    } else if (name === '--json') options.json = resolve(value());
    else if (name === '--lhr-dir') options.lhrDir = resolve(value());
    else if (name === '--artifacts-dir') options.artifactsDir = resolve(value());
    else if (name === '--no-build') options.build = false;
    else if (name === '--build-gateway') options.buildGateway = true;
    else if (name === '--keep') options.keep = true;
    else if (name === '--https') options.https = true;
    else if (name === '--js-samples') options.jsSamples = true;
    else if (name === '--no-large') options.large = false;
    else if (name === '--large-only') options.largeOnly = true;
    else if (name === '--help' || name === '-h') {
      console.log(
        readFileSync(new URL(import.meta.url), 'utf8')
          .split('\nimport ')[0]
          .replace(/^#!.*\n/, ''),
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  if (options.largeOnly && !options.large) throw new Error('--large-only and --no-large exclude each other');
  return options;
}

// ---- small helpers -------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const secs = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const msText = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const kb = (bytes) => (bytes === null ? '–' : `${(bytes / KB).toFixed(1)} kB`);
const mark = (ok) => (ok === null ? ' ' : ok ? '✔' : '✖');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Waits until `test(line)` holds for a line of the process's output, or fails on exit or timeout. */
function waitForLine(child, lines, test, timeoutMs, what) {
  return new Promise((done, fail) => {
    const found = lines.find(test);
    if (found) return done(found);
    const timer = setTimeout(() => finish(new Error(`${what}: nothing after ${timeoutMs / 1000} s`)), timeoutMs);
    const onLine = (line) => test(line) && finish(null, line);
    const onExit = (code) => finish(new Error(`${what}: the process ended (code ${code})\n${lines.slice(-20).join('\n')}`));
    function finish(error, line) {
      clearTimeout(timer);
      child.lineEvents.off('line', onLine);
      child.off('exit', onExit);
      if (error) fail(error);
      else done(line);
    }
    child.lineEvents.on('line', onLine);
    child.once('exit', onExit);
  });
}

/** Spawns a process and collects its output lines (both streams). */
async function spawnWithLines(command, args, options) {
  const { EventEmitter } = await import('node:events');
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  child.lineEvents = new EventEmitter();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 500) lines.shift();
        child.lineEvents.emit('line', line);
      }
    });
  }
  return { child, lines };
}

function stopProcess(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill(signal);
  });
}

// ---- build, gateway, browser ---------------------------------------------------------------------------
/** Newest modification time of the gateway's sources (tests aside). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function prepareBuilds(options) {
  const gatewayBin = `${root}apps/gateway/dist/bin.js`;
  if (options.buildGateway || !existsSync(gatewayBin)) {
    console.log(`${existsSync(gatewayBin) ? '--build-gateway' : 'apps/gateway/dist is missing'}: building the gateway…`);
    execFileSync(process.execPath, ['build.mjs'], { cwd: `${root}apps/gateway`, stdio: 'inherit' });
  } else if (newestSource(`${root}apps/gateway/src`) > statSync(gatewayBin).mtimeMs) {
    console.log('Note: apps/gateway/src has changes newer than apps/gateway/dist (pass --build-gateway to rebuild it first).');
  }
  const shared = `${root}apps/admin/dist`;
  if (options.build) {
    const staticDir = `${work}static`;
    console.log('Building the console into .tmp/ (apps/admin/dist is left alone; --no-build skips this)…');
    const started = Date.now();
    execFileSync(
      process.execPath,
      [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
      { cwd: `${root}apps/admin`, stdio: 'inherit' },
    );
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { staticDir, describe: 'built afresh from the working tree' };
  }
  if (!existsSync(`${shared}/index.html`)) {
    console.log('apps/admin/dist is missing: building the console…');
    execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
      cwd: `${root}apps/admin`,
      stdio: 'inherit',
    });
  }
  const built = statSync(`${shared}/index.html`).mtime;
  return { staticDir: shared, describe: `apps/admin/dist as it is (built ${built.toISOString().slice(0, 16).replace('T', ' ')} UTC)` };
}

/** The gateway's readiness check: a GET over HTTP/1.1, trusting the bench's certificate with --https. */
function getStatus(url, ca) {
  return new Promise((done, fail) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, ca ? { ca } : {}, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode));
    });
    request.on('error', fail);
    request.end();
  });
}

/** Starts the gateway on a fresh data folder: the demo data, or with `large` the demo data and DEMO_DATA=large. */
async function startGateway(staticDir, https, large = false) {
  const port = await freePort();
  const dataDir = `${work}data${large ? '-large' : ''}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', STATIC_DIR: staticDir };
  // Nothing that changes what is measured: the embedded database, default demo data, no error details.
  for (const name of ['DATABASE_URL', 'DEMO_DATA', 'DEMO_LARGE_SITE_USERS', 'DEBUG_ERRORS', 'TRUST_PROXY', 'TLS_CERT_FILE', 'TLS_KEY_FILE'])
    delete env[name];
  if (large) env.DEMO_DATA = 'large';
  // The large seed (50,000 users, 4,600 institutions, 2,000 requests) takes a minute or more on a loaded machine.
  const waitMs = large ? 900_000 : 180_000;
  const certificate = https ? makeSelfSignedCertificate(`${work}tls${large ? '-large' : ''}`) : null;
  if (certificate) Object.assign(env, { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
  const started = Date.now();
  const { child, lines } = await spawnWithLines(process.execPath, [`${root}apps/gateway/dist/bin.js`], { cwd: root, env });
  const banner = await waitForLine(child, lines, (line) => line.includes('gateway listening on'), waitMs, 'gateway start');
  if (https && !banner.includes('https://'))
    throw new Error(`--https: the gateway does not serve HTTPS (rebuild it: --build-gateway)\n${banner}`);
  // The demo top-up (a dev-only job sent on start) writes usage rows: let it finish before measuring.
  const topUp = await waitForLine(
    child,
    lines,
    (line) => /job demo-usage-top-up \S+( failed \(.*?\))?: /.test(line),
    waitMs,
    'demo usage top-up',
  );
  const base = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  const status = await getStatus(`${base}/admin/login`, certificate?.cert);
  if (status !== 200) throw new Error(`GET /admin/login: ${status}`);
  return { child, lines, base, dataDir, startedMs: Date.now() - started, topUp: topUp.replace(/^.*?job demo-usage-top-up \S+ ?/, '') };
}

async function startChromium(name) {
  const userDataDir = `${work}chromium-${name}`;
  rmSync(userDataDir, { recursive: true, force: true });
  mkdirSync(userDataDir, { recursive: true });
  // The bench's own self-signed certificate (--https): accepted in this throwaway profile only.
  const flags = options.https ? [...HEADLESS_FLAGS, '--ignore-certificate-errors'] : HEADLESS_FLAGS;
  const { child, lines } = await spawnWithLines(
    chromiumPath(),
    [...flags, '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--user-data-dir=${userDataDir}`, 'about:blank'],
    {},
  );
  const line = await waitForLine(child, lines, (l) => l.startsWith('DevTools listening on ws://'), 60_000, 'Chromium start');
  const port = Number(new URL(line.slice('DevTools listening on '.length)).port);
  return { child, port, userDataDir };
}

/** Signs in through the login form; returns the landing path and the side navigation's console links. */
async function signIn(browserPort, base, username) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${browserPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // By CSS, not by role: a modal dialog hides the page behind it from the accessibility tree.
    const nav = page.locator('nav[aria-label="Main"]');
    await nav.waitFor({ timeout: 30_000 });
    // Some items (EBA Selection, Collections Usage) appear once the selected site's data has loaded.
    await page.waitForLoadState('networkidle');
    // A one-time dialog (the publisher's welcome, remembered in local storage, which Lighthouse's reset keeps) is
    // dismissed as a returning user would have: the routes are measured as they usually look.
    const dismissed = [];
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) > 0) {
      const name =
        (await dialog
          .first()
          .getAttribute('aria-labelledby')
          .catch(() => null)) ?? '';
      const title = name
        ? ((await page
            .locator(`[id="${name}"]`)
            .textContent()
            .catch(() => '')) ?? '')
        : '';
      await dialog.first().getByRole('button', { name: 'OK' }).click({ timeout: 10_000 });
      await dialog.first().waitFor({ state: 'detached', timeout: 10_000 });
      dismissed.push(title.trim() || 'a dialog');
    }
    let links = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const now = await nav.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.href));
      if (attempt > 0 && now.length === links.length) break;
      links = now;
      await sleep(300);
    }
    const origin = new URL(base).origin;
    const paths = [];
    for (const href of links) {
      const url = new URL(href);
      if (url.origin === origin && url.pathname.startsWith('/admin/') && !paths.includes(url.pathname)) paths.push(url.pathname);
    }
    const landing = new URL(page.url()).pathname;
    if (landing.startsWith('/admin/login')) throw new Error(`${username} did not get past the login form`);
    // The home first (where the role lands), then the navigation's order.
    const home = landing === '/admin/' || landing === '/admin' ? '/admin/home' : landing;
    await page.close();
    return { landing, dismissed, routes: [home, ...paths.filter((p) => p !== home)] };
  } finally {
    await browser.close(); // disconnects; the default context (and its cookie) stays in the browser
  }
}

/**
 * What a page shows once loaded and idle, in its own tab of the role's browser (so with the same cookie and local
 * storage as Lighthouse's run, and, as there, a fresh session storage: the default ACCOUNTS choice): the selected
 * account, the DOM's size, and the state that makes a screen heavy: the user list's rows and pages, the report
 * history's rows (aria-rowcount when virtualised), the holdings tab's cards.
 */
async function probeState(browserPort, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${browserPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    await page.locator('nav[aria-label="Main"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await sleep(500);
    const state = await page.evaluate(() => {
      const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      // The header's ACCOUNTS: a native select, or (over 500 accounts) the combobox; both labelled by a <label>.
      const label = [...document.querySelectorAll('label')].find((l) => text(l) === 'ACCOUNTS');
      const accounts = label?.control ?? null;
      const account =
        accounts instanceof HTMLSelectElement
          ? `${text(accounts.selectedOptions[0])} (select of ${accounts.options.length})`
          : accounts instanceof HTMLInputElement
            ? `${accounts.value} (combobox)`
            : null;
      const users = document.querySelector('table[aria-label="Paired users"]');
      const pageButtons = [...document.querySelectorAll('button')]
        .map((b) => /^Page (\d+)$/.exec(b.getAttribute('aria-label') ?? '')?.[1])
        .filter(Boolean)
        .map(Number);
      const history = document.querySelector('table[aria-label="Report History"]');
      const historyRows = history
        ? history.hasAttribute('aria-rowcount')
          ? Number(history.getAttribute('aria-rowcount')) - 1
          : history.querySelectorAll('tbody tr:not(:has(td[colspan]))').length
        : null;
      const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
      const selectedTab = document.querySelector('[role="tab"][aria-selected="true"]');
      return {
        heading: text(document.querySelector('h1')),
        dom: document.querySelectorAll('*').length,
        account,
        userRows: users ? users.querySelectorAll('tbody tr').length : null,
        userPages: users ? Math.max(1, ...pageButtons) : null,
        historyRows,
        tab: panel ? text(selectedTab) : null,
        cards: panel ? panel.querySelectorAll('[data-slot="card"]').length : null,
      };
    });
    await page.close();
    return { ...state, path: new URL(page.url()).pathname + new URL(page.url()).search };
  } finally {
    await browser.close();
  }
}

/** One line of what `probeState` found. */
function describeState(state, asked) {
  if (!state) return '';
  const parts = [];
  if (asked && state.path !== asked) parts.push(`shows ${state.path}`);
  if (state.account) parts.push(`account ${state.account}`);
  if (state.userRows !== null) parts.push(`${state.userRows} user rows, ${state.userPages} pages`);
  if (state.historyRows !== null) parts.push(`history ${state.historyRows} rows`);
  if (state.cards) parts.push(`tab ${state.tab}: ${state.cards} cards`);
  parts.push(`${state.dom} elements`);
  return parts.join('; ');
}

// ---- Lighthouse ----------------------------------------------------------------------------------------
const LH_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    // Mobile defaults (formFactor mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU) kept as they are.
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: false,
    // Lighthouse 13's default, spelled out: the cookie (and local storage) are not in it.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  },
};

async function audit(url, port) {
  // --js-samples: V8's sampling profiler in the trace, for bench/support/tbt-tasks.mjs to say which functions a long
  // task ran. Diagnostic only: the sampling itself adds main-thread work, so its figures are not the budget's.
  const config = options.jsSamples
    ? { ...LH_CONFIG, settings: { ...LH_CONFIG.settings, additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } }
    : LH_CONFIG;
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError)
    throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  if (options.lhrDir) {
    mkdirSync(options.lhrDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
    writeFileSync(`${options.lhrDir}/${name}`, JSON.stringify(lhr));
  }
  if (options.artifactsDir) {
    mkdirSync(options.artifactsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.artifacts.json`;
    const { Trace, DevtoolsLog, GatherContext, URL: urls, SourceMaps, HostDPR } = result.artifacts;
    const kept = { Trace, DevtoolsLog, GatherContext, URL: urls, SourceMaps, HostDPR, settings: lhr.configSettings };
    writeFileSync(`${options.artifactsDir}/${name}`, JSON.stringify(kept));
  }
  const score = (id) =>
    lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? null : Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script');
  const document = requests.find((r) => r.resourceType === 'Document');
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: js.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsResourceBytes: js.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    jsRequests: js.length,
    jsUrls: js.map((r) => r.url),
    // What Chromium negotiated (and Lantern simulates): http/1.1, or h2 with --https.
    protocol: [...new Set([document, ...js].filter(Boolean).map((r) => r.protocol ?? '?'))].join('+'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failingA11y: failing('accessibility'),
    failingBestPractices: failing('best-practices'),
    warnings: (lhr.runWarnings ?? []).map(String),
    env: {
      lighthouse: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      formFactor: lhr.configSettings?.formFactor,
      throttlingMethod: lhr.configSettings?.throttlingMethod,
      throttling: lhr.configSettings?.throttling,
    },
  };
}

let staticDirForGzip = null;
/** Gzipped size of the console's own scripts among these URLs (null when one is not a file of the build). */
function gzippedSize(urls) {
  let total = 0;
  for (const url of urls) {
    const { pathname } = new URL(url);
    const file = `${staticDirForGzip}/${pathname.replace(/^\/admin\//, '')}`;
    if (!staticDirForGzip || !pathname.startsWith('/admin/assets/') || !existsSync(file)) return null;
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

function summarise(role, path, runs, errors) {
  const ok = runs.filter(Boolean);
  const med = (key) => median(ok.map((run) => run[key]));
  const m = {
    performance: med('performance'),
    accessibility: med('accessibility'),
    bestPractices: med('bestPractices'),
    fcpMs: med('fcpMs'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    cls: med('cls'),
    jsBytes: med('jsBytes'),
    benchmarkIndex: med('benchmarkIndex'),
  };
  const isLogin = path === '/admin/login';
  const check = (v, test) => (v === null ? false : test(v));
  const budgets = {
    performance: check(m.performance, (v) => v >= (isLogin ? BUDGETS.performanceLogin : BUDGETS.performance)),
    accessibility: check(m.accessibility, (v) => v >= BUDGETS.accessibility),
    bestPractices: check(m.bestPractices, (v) => v >= BUDGETS.bestPractices),
    fcpMs: check(m.fcpMs, (v) => v <= BUDGETS.fcpMs),
    lcpMs: check(m.lcpMs, (v) => v <= BUDGETS.lcpMs),
    tbtMs: check(m.tbtMs, (v) => v <= BUDGETS.tbtMs),
    cls: check(m.cls, (v) => v <= BUDGETS.cls),
    jsBytes: isLogin ? check(m.jsBytes, (v) => v <= BUDGETS.loginJsBytes) : null,
  };
  const held = errors.length === 0 && ok.length > 0 && Object.values(budgets).every((b) => b !== false);
  const notes = new Set();
  for (const run of ok) {
    for (const id of run.failingA11y) notes.add(`accessibility: ${id}`);
    for (const id of run.failingBestPractices) notes.add(`best practices: ${id}`);
    for (const warning of run.warnings) notes.add(`Lighthouse warning: ${warning}`);
  }
  // Lighthouse 13 has no text-compression audit for scripts any more: compare transferred and resource sizes.
  const sample = ok[0];
  if (sample && sample.jsResourceBytes > 10 * KB && sample.jsBytes >= 0.95 * sample.jsResourceBytes) {
    const gz = gzippedSize(sample.jsUrls);
    notes.add(
      `JavaScript is sent uncompressed (${kb(sample.jsBytes)} transferred for ${kb(sample.jsResourceBytes)} of scripts; no Content-Encoding)` +
        (gz === null ? '' : `: the same files gzipped (-9, as bench:size) come to ${kb(gz)}`),
    );
  }
  return { role, path, runs: ok.length, errors, median: m, budgets, held, notes: [...notes] };
}

// ---- output --------------------------------------------------------------------------------------------
function printTable(rows) {
  const header = ['role', 'route', 'perf', 'a11y', 'BP', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred', 'CPU index'];
  const cell = (v, ok) => `${v} ${mark(ok)}`;
  const body = rows.map((r) => {
    const m = r.median;
    const b = r.budgets;
    return [
      r.role,
      r.path + (r.errors.length ? ` (${r.errors.length} failed run${r.errors.length > 1 ? 's' : ''})` : ''),
      cell(m.performance ?? '–', b.performance),
      cell(m.accessibility ?? '–', b.accessibility),
      cell(m.bestPractices ?? '–', b.bestPractices),
      cell(secs(m.fcpMs), b.fcpMs),
      cell(secs(m.lcpMs), b.lcpMs),
      cell(msText(m.tbtMs), b.tbtMs),
      cell(m.cls === null ? '–' : m.cls.toFixed(3), b.cls),
      cell(kb(m.jsBytes), b.jsBytes),
      m.benchmarkIndex === null ? '–' : String(Math.round(m.benchmarkIndex)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

// ---- main ----------------------------------------------------------------------------------------------
const options = parseArgs(process.argv.slice(2));
const wantRole = (role) => !options.roles || options.roles.includes(role);
const wantRoute = (path) => !options.routes || options.routes.some((word) => path.includes(word));

mkdirSync(work, { recursive: true });
const loadAtStart = load();
let gateway;
const gateways = [];
const browsers = [];
const rows = [];
let failed = false;
let environment = {};
try {
  const build = prepareBuilds(options);
  staticDirForGzip = build.staticDir;
  console.log(`Console: production build (Vite), ${build.describe}; no source map is referenced from the bundles.`);
  console.log(`Load average at start: ${loadAtStart} (1, 5, 15 min); ${options.runs} run${options.runs > 1 ? 's' : ''} per route.\n`);

  // Two gateways, one after the other: the demo data (every role, every route, the holdings tab with the most
  // cards), then DEMO_DATA=large for the large accounts' heaviest states (LARGE_ROUTES).
  const phases = [];
  if (!options.largeOnly) phases.push(false);
  if (options.large) phases.push(true);
  for (const large of phases) {
    const plan = [];
    if (!large && wantRole(SIGNED_OUT) && wantRoute('/admin/login')) plan.push({ role: SIGNED_OUT, label: SIGNED_OUT });
    for (const role of Object.keys(large ? LARGE_ROUTES : ROLES))
      if (wantRole(role) && (!large || LARGE_ROUTES[role].some(wantRoute)))
        plan.push({ role, label: large ? `${role} (large)` : role, username: ROLES[role] });
    if (plan.length === 0) continue;

    gateway = await startGateway(build.staticDir, options.https, large);
    gateways.push(gateway);
    console.log(
      `Gateway ${gateway.base} (PID ${gateway.child.pid}${options.https ? ', TLS with a self-signed certificate: HTTP/2' : ', plain HTTP/1.1'}) on a fresh PGlite folder, ` +
        `NODE_ENV=development with the demo data${large ? ' and DEMO_DATA=large' : ''}; ` +
        `started in ${(gateway.startedMs / 1000).toFixed(1)} s; demo top-up finished before measuring (${gateway.topUp}); load ${load()}`,
    );

    for (const step of plan) {
      const browser = await startChromium(`${step.role}${large ? '-large' : ''}`);
      browsers.push(browser);
      const pages = [{ path: '/admin/login', state: null }];
      if (step.username) {
        pages.length = 0;
        const signedIn = await signIn(browser.port, gateway.base, step.username);
        const routes = signedIn.routes.filter((path) => wantRoute(path) && (!large || LARGE_ROUTES[step.role].includes(path)));
        console.log(
          `${step.label} (${step.username}) signed in, landed on ${signedIn.landing}` +
            `${signedIn.dismissed.length ? ` (dismissed first: ${signedIn.dismissed.join(', ')})` : ''}; navigation: ${signedIn.routes.join(' ')}`,
        );
        if (routes.length === 0) console.log('  (none left after --routes)');
        for (const path of routes) {
          const state = await probeState(browser.port, `${gateway.base}${path}`).catch((error) => ({
            error: String(error.message ?? error),
          }));
          pages.push({ path, state });
          console.log(`  ${step.label} ${path}: ${state.error ? `state not read (${state.error})` : describeState(state, path)}`);
          if (path !== '/admin/holdings' || state.error) continue;
          // The holdings tab with the most cards (then the most elements): each tab is a URL (`?tab=`), so
          // Lighthouse opens it as a navigation; when it is the default tab, the route's own run measures it.
          const tabs = [];
          for (const tab of HOLDINGS_TABS) {
            const tabState = await probeState(browser.port, `${gateway.base}${path}?tab=${tab}`).catch(() => null);
            if (tabState) tabs.push({ tab, state: tabState });
          }
          console.log(`    holdings tabs: ${tabs.map((t) => `${t.tab} ${t.state.cards} cards, ${t.state.dom} elements`).join('; ')}`);
          const best = [...tabs].sort((a, b) => b.state.cards - a.state.cards || b.state.dom - a.state.dom)[0];
          if (best && best.state.tab !== state.tab) pages.push({ path: `${path}?tab=${best.tab}`, state: best.state });
          else if (best) console.log(`    the default tab (${state.tab}) has the most cards: measured as ${path}`);
        }
      }
      for (const { path, state } of pages) {
        const runs = [];
        const errors = [];
        const retried = [];
        for (let run = 1; run <= options.runs; run += 1) {
          for (let attempt = 0; ; attempt += 1) {
            const started = Date.now();
            try {
              const result = await audit(`${gateway.base}${path}`, browser.port);
              const landed = new URL(result.finalUrl).pathname;
              if (step.username && landed.startsWith('/admin/login')) throw new Error(`landed on ${landed}: the session did not survive`);
              runs.push(result);
              environment = result.env;
              console.log(
                `  ${step.label} ${path} run ${run}/${options.runs}: perf ${result.performance}, FCP ${secs(result.fcpMs)}, LCP ${secs(result.lcpMs)}, ` +
                  `TBT ${msText(result.tbtMs)}, CLS ${result.cls?.toFixed(3)}, JS ${kb(result.jsBytes)} in ${result.jsRequests} files over ${result.protocol} ` +
                  `(${((Date.now() - started) / 1000).toFixed(0)} s; CPU benchmark index ${Math.round(result.benchmarkIndex)}, load ${load()})`,
              );
              break;
            } catch (error) {
              const message = String(error instanceof Error ? error.message : error);
              // Only a run Lighthouse could not record (no trace to compute anything from) is tried again; a run
              // with figures, however bad, is never replaced.
              if (RETRYABLE.has(error?.code) && attempt < MAX_RETRIES) {
                retried.push(`run ${run}: ${error.code}`);
                console.error(
                  `  ${step.label} ${path} run ${run}/${options.runs}: ${message}; Lighthouse recorded no trace, trying the run again`,
                );
                continue;
              }
              errors.push(message);
              console.error(`  ${step.label} ${path} run ${run}/${options.runs} failed: ${message}`);
              break;
            }
          }
        }
        const row = summarise(step.label, path, runs, errors);
        row.state = state;
        row.retried = retried;
        row.samples = runs.map(({ env: _env, ...rest }) => rest);
        rows.push(row);
      }
      await stopProcess(browser.child);
    }
    await stopProcess(gateway.child);
  }

  const t = environment.throttling;
  console.log(
    `\nLighthouse ${environment.lighthouse ?? '?'}, ${environment.formFactor ?? '?'}, ${environment.throttlingMethod ?? '?'} throttling` +
      (t ? ` (RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbps, CPU ${t.cpuSlowdownMultiplier}×)` : '') +
      `; medians of ${options.runs} run${options.runs > 1 ? 's' : ''}; load average now ${load()}`,
  );
  console.log(
    `Budgets: performance ≥ ${BUDGETS.performance} (login ${BUDGETS.performanceLogin}), accessibility and best practices ${BUDGETS.accessibility}, ` +
      `FCP ≤ ${BUDGETS.fcpMs / 1000} s, LCP ≤ ${BUDGETS.lcpMs / 1000} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, ` +
      `JS transferred on the login route ≤ ${kb(BUDGETS.loginJsBytes)}\n`,
  );
  if (rows.length) printTable(rows);
  const described = rows.filter((r) => r.state);
  if (described.length) {
    console.log('\nWhat each page showed (read in a tab of its own before the runs, as Lighthouse opens it):');
    for (const r of described)
      console.log(`  ${r.role} ${r.path}: ${r.state.error ? `not read (${r.state.error})` : describeState(r.state, r.path)}`);
  }
  const retriedRows = rows.filter((r) => r.retried?.length);
  if (retriedRows.length) {
    console.log('\nRuns Lighthouse did not record (no trace) and that were run again:');
    for (const r of retriedRows) console.log(`  ${r.role} ${r.path}: ${r.retried.join(', ')}`);
  }
  console.log(
    "\nCPU index: Lighthouse's benchmark of this machine during the run (higher is faster). Simulated throttling scales the " +
      'main-thread time it observes, so a loaded machine (low index) inflates FCP, LCP and TBT.',
  );
  const notes = rows.filter((r) => r.notes.length || r.errors.length);
  if (notes.length) {
    console.log('\nWhy:');
    for (const r of notes) for (const note of [...r.notes, ...r.errors]) console.log(`  ${r.role} ${r.path}: ${note}`);
  }
  for (const r of rows)
    console.log(
      `BENCH ${JSON.stringify({ figure: `Lighthouse ${r.role} ${r.path}: performance (every budget)`, value: r.median.performance ?? null, unit: '', budget: r.path === '/admin/login' ? BUDGETS.performanceLogin : BUDGETS.performance, op: '>=', holds: r.held })}`,
    );
  const broken = rows.filter((r) => !r.held);
  failed = broken.length > 0 || rows.length === 0;
  console.log(
    rows.length === 0
      ? '\nNothing measured (check --role and --routes).'
      : broken.length === 0
        ? `\nBudgets met on all ${rows.length} route${rows.length > 1 ? 's' : ''}.`
        : `\nBudget broken on ${broken.length} of ${rows.length} routes: ${broken.map((r) => `${r.role} ${r.path}`).join(', ')}.`,
  );
  if (options.json) {
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          runs: options.runs,
          gatewayMode:
            `NODE_ENV=development, demo data, fresh PGlite folder, ${options.https ? 'HTTPS (HTTP/2), self-signed certificate' : 'plain HTTP/1.1'}` +
            (options.large ? `; "(large)" rows on a second gateway with DEMO_DATA=large` : ''),
          console: build.describe,
          loadAverage: { start: loadAtStart, end: load() },
          environment,
          budgets: BUDGETS,
          results: rows,
          held: !failed,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Written: ${options.json}`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (gateway?.lines?.length) console.error(`Gateway output (last lines):\n${gateway.lines.slice(-15).join('\n')}`);
  failed = true;
} finally {
  for (const browser of browsers) await stopProcess(browser.child);
  for (const started of gateways) await stopProcess(started.child);
  if (!options.keep) rmSync(work, { recursive: true, force: true });
  else console.log(`Kept ${work}`);
}
process.exit(failed ? 1 : 0);

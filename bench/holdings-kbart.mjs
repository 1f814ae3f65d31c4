#!/usr/bin/env node
// bench/holdings-kbart: a KBART title list of 50,000 titles streamed by the gateway on the embedded database.
// A fresh PGlite data folder under .tmp/, migrated, the demo accounts and users seeded, then 50,000 journals
// with valid ISSNs in one package Demo University licenses; a real gateway on a free port, librarian@demo.edu
// signed in; the file is downloaded over HTTP three times while the process's RSS is sampled every 5 ms.
// Prints the time, size, rows and peak RSS growth of each run; exits 1 when a run is over 3 s or the file
// does not hold exactly one row per title.
//   node --import tsx bench/holdings-kbart.mjs [--titles 50000]
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { APP_IDENTIFIER, GATEWAY_PATH } from '../packages/graphql/src/app-id.ts';
import { TEST_SCRYPT_PARAMS, hashPassword } from '../apps/gateway/src/auth/passwords.ts';
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedAccountsAndUsers } from '../apps/gateway/src/db/seed/accounts-and-users.ts';
import { issnCheckDigit } from '../apps/gateway/src/db/seed/catalogue.ts';
import { insertRows } from '../apps/gateway/src/db/seed/insert.ts';
import { createGateway } from '../apps/gateway/src/server.ts';

const BUDGET_MS = 3000;
const titlesIndex = process.argv.indexOf('--titles');
const TITLES = titlesIndex === -1 ? 50_000 : Number(process.argv[titlesIndex + 1]);
const RUNS = 3;

const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-holdings-kbart`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const db = await openPGlite(dataDir);
let server;
let exitCode = 0;
try {
  let started = performance.now();
  await migrate(db);
  await db.transaction((tx) => seedAccountsAndUsers(tx, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) }));
  const rows = [];
  for (let index = 0; index < TITLES; index += 1) {
    const first7 = String(1_000_000 + index);
    const issn = `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
    rows.push([
      'journal',
      `Bench Journal of Studies ${index + 1}`,
      issn,
      'licensed',
      `https://platform.example.org/journal/bench-${index + 1}`,
    ]);
  }
  await db.transaction(async (tx) => {
    await insertRows(tx, 'titles', ['kind', 'title', 'issn', 'access_type', 'url'], rows);
    await tx.query(
      `INSERT INTO holdings_packages (id, code, name, tab, section) VALUES ('00000000-0000-4000-8000-00000000b001', 'BenchArchive', 'Bench Archive', 'journals', 'archive')`,
    );
    await tx.query(
      `INSERT INTO holdings_package_titles (package_id, title_id, coverage_begin, coverage_end, first_volume, first_issue, last_volume, embargo)
       SELECT '00000000-0000-4000-8000-00000000b001', id, '1950-01-01', '2021-12-31', '1', '1', '72', 'R3Y' FROM titles`,
    );
    await tx.query(`INSERT INTO title_details (title_id, publisher_name) SELECT id, 'Bench University Press' FROM titles`);
    await tx.query(
      `INSERT INTO licenses (id, account_id, type, status, start_date, ignore_end, package_id)
       SELECT '00000000-0000-4000-8000-00000000b002', id, 'COLLECTION', 'OK', '2020-01-01', true, '00000000-0000-4000-8000-00000000b001'
         FROM accounts WHERE code = 'demouniv'`,
    );
  });
  for (const table of ['titles', 'holdings_package_titles', 'title_details']) await db.exec(`VACUUM ANALYZE ${table}`);
  console.log(`prepared ${TITLES} titles in one licensed package in ${ms(performance.now() - started)}`);

  server = createGateway({ db, config: { nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: () => {} } });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  let cookie = '';
  const call = async (query, variables) => {
    const response = await fetch(`${base}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) cookie = setCookie.split(';')[0];
    return (await response.json()).data;
  };
  await call('mutation { createSession { uuid } }');
  const login = await call('mutation ($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }', {
    input: { username: 'librarian@demo.edu', password: 'demo' },
  });
  if (!login.userLogin.success) throw new Error(`login failed: ${login.userLogin.errorCode}`);

  for (let run = 1; run <= RUNS; run += 1) {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    const response = await fetch(`${base}/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`download answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const elapsed = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const titleRows = lines - 1;
    console.log(
      `run ${run}: ${ms(elapsed)}, ${mb(bytes)}, ${titleRows} title rows, peak RSS growth ${mb(peak - before)} (RSS before ${mb(before)}; budget ≤ ${BUDGET_MS} ms)`,
    );
    console.log(
      `BENCH ${JSON.stringify({ figure: `KBART journals download, ${TITLES} titles`, value: +elapsed.toFixed(0), unit: 'ms', budget: BUDGET_MS, holds: elapsed <= BUDGET_MS && titleRows === TITLES })}`,
    );
    if (titleRows !== TITLES) {
      console.error(`Expected ${TITLES} title rows, got ${titleRows}`);
      exitCode = 1;
    }
    if (elapsed > BUDGET_MS) {
      console.error(`Budget broken: ${ms(elapsed)} > ${BUDGET_MS} ms`);
      exitCode = 1;
    }
  }
  if (exitCode === 0) console.log('Budget met.');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

#!/usr/bin/env node
// bench/gateway-scale: the gateway's answers for the large accounts (issue 17), on PGlite or on PostgreSQL.
// A fresh database, migrated and seeded as `DEMO_DATA=large npm start` seeds it (seedDemoData with `large`: the
// demo data, then seed/large.ts: 5,000 agency children, Demo State University `demolarge` with 50,000 paired
// users, 2,000 finished COUNTER 5.1 requests of librarian@demo.edu), nothing analysed beyond what the seed does;
// a real gateway on a free port, librarian@demo.edu signed in; then per query 5 warm-ups and 50 timed calls
// over HTTP with the console's own documents (packages/graphql/src/generated/client): the home summary of
// demolarge and demouniv, what /counter5.1 sends (its report history and its schedules), the user list of
// demolarge (first page, page 1,000) and its search. Exits 1 when a median is over the budget (50 ms).
//   node --import tsx bench/gateway-scale.mjs             embedded database (PGlite in its worker, under .tmp/)
//   node --import tsx bench/gateway-scale.mjs --postgres  a throwaway PostgreSQL server (scripts/postgres.mjs;
//                                                         TEST_DATABASE_URL instead when set), stopped at the end
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TEST_SCRYPT_PARAMS, hashPassword } from '../apps/gateway/src/auth/passwords.ts';
import { openPGlite, openPostgres } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedDemoData } from '../apps/gateway/src/db/seed/index.ts';
import { LARGE_DEMO } from '../apps/gateway/src/db/seed/large.ts';
import {
  HomepageSummaryDocument,
  PairedUsersPageDocument,
  ReportHistoryDocument,
  ReportHistoryOlderDocument,
  ReportSchedulesDocument,
  SearchPairedUsersDocument,
  SessionDocument,
} from '../packages/graphql/src/generated/client/graphql.ts';
import { REPORT_HISTORY_LIMIT } from '../packages/rules/src/reports.ts';
import { USER_PAGE_SIZE, platformsFor } from '../packages/rules/src/users.ts';
import { HISTORY_FIRST_ANSWER } from '../apps/admin/src/features/reports/model/history.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { ms, startBenchGateway, timeQuery } from './support/gateway-bench.mjs';

const BUDGET_MS = 50;
const POSTGRES = process.argv.includes('--postgres');
const DATABASE = POSTGRES ? 'PostgreSQL' : 'PGlite';
const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-gateway-scale`;

let pg;
let db;
let gateway;
let exitCode = 0;
try {
  if (POSTGRES) {
    pg = await startPostgres();
    if (!pg.url) throw new Error(`no PostgreSQL: ${pg.reason}`);
    db = openPostgres(pg.url);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    db = await openPGlite(dataDir);
  }
  const { rows: versions } = await db.query('SELECT version() AS version');
  console.log(`${DATABASE}: ${versions[0].version}`);
  let started = performance.now();
  await migrate(db);
  console.log(`migrated in ${ms(performance.now() - started)}`);
  started = performance.now();
  await seedDemoData(
    db,
    { production: false, demoData: true },
    { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS), large: true },
  );
  const seedMs = performance.now() - started;
  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*) FROM accounts)::int AS accounts,
            (SELECT count(*) FROM paired_users u JOIN accounts a ON a.id = u.account_id WHERE a.code = 'demolarge')::int AS users,
            (SELECT count(*) FROM report_requests)::int AS requests, (SELECT count(*) FROM usage_events)::int AS events`,
  );
  const [count] = counts;
  console.log(
    `seeded in ${(seedMs / 1000).toFixed(1)} s (demo + large): ${count.accounts} accounts, ${count.users} users of demolarge, ${count.requests} report requests, ${count.events} usage rows`,
  );
  if (count.users !== LARGE_DEMO.siteUsers) throw new Error(`expected ${LARGE_DEMO.siteUsers} users of demolarge, found ${count.users}`);

  gateway = await startBenchGateway(db);
  const { call } = gateway;
  await gateway.signIn('librarian@demo.edu');
  const session = await call(SessionDocument, { flagNames: [] });
  const userId = session.session.userAccount.id;

  const home = (siteCode) => ({
    name: `${DATABASE}: homepageSummaryV2 (${siteCode})`,
    query: HomepageSummaryDocument,
    variables: { siteCode, accountType: 'institution' },
    fact: (data) => `${(JSON.stringify(data).length / 1024).toFixed(1)} kB`,
  });
  // /counter5.1 (features/reports/model/page-modes.ts counter51, reports-requests.ts): namespace Counter5.1, jstor.
  const counter51 = { userId, namespace: 'Counter5.1', platform: 'jstor' };
  const users = { platform: platformsFor(true), siteCode: 'demolarge', limit: USER_PAGE_SIZE, asQa: false, adminUsersOnly: false };
  const cases = [
    home('demolarge'),
    home('demouniv'),
    // The whole 500 in one answer (the history before the page asked for it in two; the same figure as before).
    {
      name: `${DATABASE}: reportHistory (Counter5.1, ${LARGE_DEMO.reportHistory.toLocaleString('en-US')} stored)`,
      query: ReportHistoryOlderDocument,
      variables: { userId, type: counter51, first: REPORT_HISTORY_LIMIT, offset: 0 },
      fact: (data) => `${data.reportHistory.length} rows`,
    },
    // What the page asks for: the first answer (101 rows and the 500th's id) before its first paint, the rest after.
    {
      name: `${DATABASE}: reportHistory (Counter5.1), first answer`,
      query: ReportHistoryDocument,
      variables: { userId, type: counter51, first: HISTORY_FIRST_ANSWER, lastOffset: REPORT_HISTORY_LIMIT - 1 },
      fact: (data) => `${data.reportHistory.length} rows, at the limit: ${data.atLimit.length > 0}`,
    },
    {
      name: `${DATABASE}: reportHistory (Counter5.1), the rest`,
      query: ReportHistoryOlderDocument,
      variables: { userId, type: counter51, first: REPORT_HISTORY_LIMIT - HISTORY_FIRST_ANSWER, offset: HISTORY_FIRST_ANSWER },
      fact: (data) => `${data.reportHistory.length} rows`,
    },
    {
      name: `${DATABASE}: reportScheduleHistory (Counter5.1)`,
      query: ReportSchedulesDocument,
      variables: { userId, type: counter51 },
      fact: (data) => `${data.reportScheduleHistory.length} rows`,
    },
    {
      name: `${DATABASE}: pairedUsers (demolarge), first page`,
      query: PairedUsersPageDocument,
      variables: { ...users, offset: 0 },
      fact: (data) => `${data.pairedUsers.pairedUsersTotal.total} users`,
    },
    {
      name: `${DATABASE}: pairedUsers (demolarge), page 1,000`,
      query: PairedUsersPageDocument,
      variables: { ...users, offset: 999 * USER_PAGE_SIZE },
      fact: (data) => `${data.pairedUsers.pairedUsers.length} rows`,
    },
    {
      name: `${DATABASE}: searchPairedUsers (demolarge) "user0123"`,
      query: SearchPairedUsersDocument,
      variables: { ...users, offset: 0, emailAddress: 'user0123' },
      fact: (data) => `${data.searchPairedUsers.total} found`,
    },
    {
      name: `${DATABASE}: searchPairedUsers (demolarge) "user" (every user)`,
      query: SearchPairedUsersDocument,
      variables: { ...users, offset: 0, emailAddress: 'user' },
      fact: (data) => `${data.searchPairedUsers.total} found`,
    },
  ];
  for (const entry of cases) {
    const result = await timeQuery(call, { ...entry, budget: BUDGET_MS });
    if (!result.holds) exitCode = 1;
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  if (exitCode === 0) console.log(`Budget met: every median ≤ ${BUDGET_MS} ms on ${DATABASE}.`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (gateway) await gateway.close();
  if (db) await db.close();
  if (pg) await pg.stop();
  if (!POSTGRES && !process.argv.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

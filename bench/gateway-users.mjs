#!/usr/bin/env node
// bench/gateway-users: the user list of a site with 50,000 paired users on the embedded database (issue 12).
// A seeded test database (PGlite in its worker, as the gateway runs it) plus Demo State University (`demolarge`,
// seed/users.ts seedLargeUserSite) with 50,000 users, a real gateway, librarian@demo.edu signed in; then per
// call 5 warm-ups and 50 timed calls over HTTP: the first page, deep pages, the admin filter, and searches.
// Nothing is cached between calls: the counts come from paired_user_counts (kept by triggers, migration 0014)
// and the rows from the indexes on every call. The first call of each case is printed too.
// Exits 1 when a median is over the budget (50 ms).
//   node --import tsx bench/gateway-users.mjs [--users 50000]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { seedLargeUserSite } from '../apps/gateway/src/db/seed/users.ts';
import { createTestDatabase } from '../apps/gateway/src/testing/test-db.ts';
import { ms, startBenchGateway, timeQuery } from './support/gateway-bench.mjs';

const BUDGET_MS = 50;
const WARM_UPS = 5;
const RUNS = 50;
const usersIndex = process.argv.indexOf('--users');
const COUNT = usersIndex === -1 ? 50_000 : Number(process.argv[usersIndex + 1]);

const USER = 'userId email status latestAuthenticatedDateTime profiles { id portalName active expirationDateTime roles { name } }';
const PAGE = `query ($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $admins: Boolean) {
  pairedUsers(platform: $platform, pairedUsersSiteCode: $siteCode, offset: $offset, limit: $limit, adminUsersOnly: $admins) {
    pairedUsers { ${USER} } pairedUsersTotal { total } activePairedUsersTotal { total } } }`;
const SEARCH = `query ($platform: [String!]!, $siteCode: String!, $email: String!, $offset: Int!, $limit: Int!) {
  searchPairedUsers(platform: $platform, siteCode: $siteCode, emailAddress: $email, offset: $offset, limit: $limit) {
    users { ${USER} } total totalActiveUsers } }`;

const test = await createTestDatabase();
let gateway;
let exitCode = 0;
try {
  let started = performance.now();
  await test.db.transaction((tx) => seedLargeUserSite(tx, { count: COUNT, now: new Date() }));
  await test.db.exec('VACUUM ANALYZE paired_users');
  await test.db.exec('VACUUM ANALYZE paired_user_profiles');
  await test.db.exec('VACUUM ANALYZE paired_user_counts');
  console.log(`seeded ${COUNT.toLocaleString('en-US')} paired users in ${ms(performance.now() - started)}`);

  gateway = await startBenchGateway(test.db);
  const { call } = gateway;
  await gateway.signIn('librarian@demo.edu');

  const base = { platform: ['jstor', 'artstor'], siteCode: 'demolarge', limit: 25 };
  const cases = [
    ['pairedUsers, first page', PAGE, { ...base, offset: 0 }, (d) => d.pairedUsers.pairedUsersTotal.total],
    ['pairedUsers, page 1,000 (offset 24,975)', PAGE, { ...base, offset: 24_975 }, (d) => d.pairedUsers.pairedUsers.length],
    ['pairedUsers, last page', PAGE, { ...base, offset: COUNT - 25 }, (d) => d.pairedUsers.pairedUsers.length],
    ['pairedUsers, admins only', PAGE, { ...base, offset: 0, admins: true }, (d) => d.pairedUsers.pairedUsersTotal.total],
    ['searchPairedUsers "user0123"', SEARCH, { ...base, offset: 0, email: 'user0123' }, (d) => d.searchPairedUsers.total],
    ['searchPairedUsers "user01" (a fifth)', SEARCH, { ...base, offset: 0, email: 'user01' }, (d) => d.searchPairedUsers.total],
    ['searchPairedUsers "user" (every user)', SEARCH, { ...base, offset: 0, email: 'user' }, (d) => d.searchPairedUsers.total],
    ['searchPairedUsers "user", page 1,000', SEARCH, { ...base, offset: 24_975, email: 'user' }, (d) => d.searchPairedUsers.users.length],
    ['searchPairedUsers, no match', SEARCH, { ...base, offset: 0, email: 'nobody-here' }, (d) => d.searchPairedUsers.total],
  ];
  for (const [name, query, variables, fact] of cases) {
    const result = await timeQuery(call, { name, query, variables, fact, warmUps: WARM_UPS, runs: RUNS, budget: BUDGET_MS });
    if (!result.holds) exitCode = 1;
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  if (exitCode === 0) console.log(`Budget met: every median ≤ ${BUDGET_MS} ms.`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (gateway) await gateway.close();
  await test.close();
}
process.exit(exitCode);

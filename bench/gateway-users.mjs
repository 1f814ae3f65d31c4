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
import { APP_IDENTIFIER, GATEWAY_PATH } from '../packages/graphql/src/app-id.ts';
import { TEST_SCRYPT_PARAMS } from '../apps/gateway/src/auth/passwords.ts';
import { seedLargeUserSite } from '../apps/gateway/src/db/seed/users.ts';
import { createGateway } from '../apps/gateway/src/server.ts';
import { createTestDatabase } from '../apps/gateway/src/testing/test-db.ts';

const BUDGET_MS = 50;
const WARM_UPS = 5;
const RUNS = 50;
const usersIndex = process.argv.indexOf('--users');
const COUNT = usersIndex === -1 ? 50_000 : Number(process.argv[usersIndex + 1]);

const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const USER = 'userId email status latestAuthenticatedDateTime profiles { id portalName active expirationDateTime roles { name } }';
const PAGE = `query ($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $admins: Boolean) {
  pairedUsers(platform: $platform, pairedUsersSiteCode: $siteCode, offset: $offset, limit: $limit, adminUsersOnly: $admins) {
    pairedUsers { ${USER} } pairedUsersTotal { total } activePairedUsersTotal { total } } }`;
const SEARCH = `query ($platform: [String!]!, $siteCode: String!, $email: String!, $offset: Int!, $limit: Int!) {
  searchPairedUsers(platform: $platform, siteCode: $siteCode, emailAddress: $email, offset: $offset, limit: $limit) {
    users { ${USER} } total totalActiveUsers } }`;

const test = await createTestDatabase();
let server;
let exitCode = 0;
try {
  let started = performance.now();
  await test.db.transaction((tx) => seedLargeUserSite(tx, { count: COUNT, now: new Date() }));
  await test.db.exec('VACUUM ANALYZE paired_users');
  await test.db.exec('VACUUM ANALYZE paired_user_profiles');
  await test.db.exec('VACUUM ANALYZE paired_user_counts');
  console.log(`seeded ${COUNT.toLocaleString('en-US')} paired users in ${ms(performance.now() - started)}`);

  server = createGateway({ db: test.db, config: { nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: () => {} } });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${GATEWAY_PATH}`;
  let cookie = '';
  const call = async (query, variables) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) cookie = setCookie.split(';')[0];
    const body = await response.json();
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL call failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  };
  await call('mutation { createSession { uuid } }');
  const login = await call('mutation ($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }', {
    input: { username: 'librarian@demo.edu', password: 'demo' },
  });
  if (!login.userLogin.success) throw new Error(`login failed: ${login.userLogin.errorCode}`);

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
    const firstStart = performance.now();
    let seen = fact(await call(query, variables));
    const first = performance.now() - firstStart;
    for (let run = 1; run < WARM_UPS; run += 1) seen = fact(await call(query, variables));
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await call(query, variables);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
    console.log(
      `${name} (${seen}): first call ${ms(first)}  min ${ms(times[0])}  median ${ms(median)}  p95 ${ms(percentile(times, 95))}  max ${ms(times[RUNS - 1])}`,
    );
    console.log(`BENCH ${JSON.stringify({ figure: `${name} median`, value: +median.toFixed(1), unit: 'ms', budget: BUDGET_MS })}`);
    if (median > BUDGET_MS) {
      console.error(`  budget broken: median ${ms(median)} > ${BUDGET_MS} ms`);
      exitCode = 1;
    }
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
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await test.close();
}
process.exit(exitCode);

#!/usr/bin/env node
// bench/gateway-home: how fast the gateway answers the institution home dashboard on the embedded database.
// A fresh PGlite data folder under .tmp/, migrated and seeded with the demo data (two and a half years of
// daily usage), a real gateway on a free port, librarian@demo.edu signed in; then 5 warm-up and 50 timed
// homepageSummaryV2(siteCode: "demouniv", accountType: "institution") calls over HTTP, every field asked for.
// Exits 1 when the median is over the budget (50 ms).
// `--as consortium` times the consortium's home (Demo Consortium, democons, summed over its members) instead.
//   node --import tsx bench/gateway-home.mjs [--as consortium] [--keep]
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { TEST_SCRYPT_PARAMS, hashPassword } from '../apps/gateway/src/auth/passwords.ts';
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedDemoData } from '../apps/gateway/src/db/seed/index.ts';
import { ms, startBenchGateway, timeQuery } from './support/gateway-bench.mjs';

const BUDGET_MS = 50;
const AS = {
  institution: { username: 'librarian@demo.edu', siteCode: 'demouniv', accountType: 'institution' },
  consortium: { username: 'consortium@demo.edu', siteCode: 'democons', accountType: 'consortium' },
};
const asIndex = process.argv.indexOf('--as');
const who = AS[asIndex === -1 ? 'institution' : process.argv[asIndex + 1]];
if (!who) throw new Error(`--as takes one of: ${Object.keys(AS).join(', ')}`);
const WARM_UPS = 5;
const RUNS = 50;

const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-gateway-home`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const HOMEPAGE = `query Home($siteCode: String!, $accountType: String!) {
  homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {
    siteCode generatedAt dataThrough
    institution {
      downloads { timeframe url }
      categories {
        key label
        pastFourWeeks { ...period } pastSixMonths { ...period } pastTwelveMonths { ...period }
      }
    }
  }
}
fragment period on UsagePeriod {
  startDate endDate uniqueTitleCount uniqueBookCount uniqueJournalCount totalItemRequests views downloads accessDenied
  itemizedBookUsage { uniqueTitle uniqueTitleUrl usageCount usageChange }
  itemizedJournalUsage { uniqueTitle uniqueTitleUrl usageCount usageChange }
  weeklyUsages { periodStarting usageCount }
  monthlyUsages { periodStarting usageCount }
}`;

const db = await openPGlite(dataDir);
let gateway;
let exitCode = 0;
try {
  let started = performance.now();
  await migrate(db);
  console.log(`migrated in ${ms(performance.now() - started)}`);
  started = performance.now();
  await seedDemoData(db, { production: false, demoData: true }, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) });
  const seedMs = performance.now() - started;
  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*) FROM titles)::int AS titles, (SELECT count(*) FROM usage_events)::int AS events,
            (SELECT count(*) FROM usage_events e JOIN accounts a ON a.id = e.account_id WHERE a.code = 'demouniv')::int AS demouniv,
            (SELECT min(day)::text FROM usage_events) AS first_day, (SELECT max(day)::text FROM usage_events) AS last_day`,
  );
  const [count] = counts;
  console.log(
    `seeded in ${ms(seedMs)} (whole demo seed): ${count.titles} titles, ${count.events} usage rows (${count.demouniv} of Demo University), ${count.first_day} to ${count.last_day}`,
  );

  gateway = await startBenchGateway(db);
  await gateway.signIn(who.username);
  const { median } = await timeQuery(gateway.call, {
    name: `homepageSummaryV2 (${who.siteCode})`,
    query: HOMEPAGE,
    variables: { siteCode: who.siteCode, accountType: who.accountType },
    fact: (data) => `${(JSON.stringify(data).length / 1024).toFixed(1)} kB each`,
    warmUps: WARM_UPS,
    runs: RUNS,
    budget: BUDGET_MS,
  });
  if (median > BUDGET_MS) {
    console.error(`Budget broken: median ${ms(median)} > ${BUDGET_MS} ms`);
    exitCode = 1;
  } else {
    console.log('Budget met.');
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (gateway) await gateway.close();
  await db.close();
  if (!process.argv.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

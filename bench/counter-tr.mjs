#!/usr/bin/env node
// bench/counter-tr: a 12-month COUNTER 5.1 Title Report over 5,000 titles for one institution, on the embedded
// database (issue 14's budget: at most 2 s, memory bounded while writing). A fresh PGlite data folder under .tmp/,
// migrated, the demo accounts seeded, 5,000 titles (journals and books) with monthly counter_usage for Demo
// University in every month of 2025 (Total/Unique Item Investigations and Requests, Unique_Title_* for books).
// Each format (json, tsv, xlsx) is generated three times into a sink that counts bytes and drops them, while the
// process's RSS is sampled every 5 ms. Prints time, size, items and peak RSS growth of each run; exits 1 when a
// run is over 2 s or a report does not hold every title.
//   node --import tsx bench/counter-tr.mjs [--titles 5000]
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { TEST_SCRYPT_PARAMS, hashPassword } from '../apps/gateway/src/auth/passwords.ts';
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedAccountsAndUsers } from '../apps/gateway/src/db/seed/accounts-and-users.ts';
import { issnCheckDigit } from '../apps/gateway/src/db/seed/catalogue.ts';
import { seedCounterCatalogue } from '../apps/gateway/src/db/seed/counter.ts';
import { demoAccountByKey } from '../apps/gateway/src/db/seed/demo-data.ts';
import { insertRows } from '../apps/gateway/src/db/seed/insert.ts';
import { generateCounterReport } from '../apps/gateway/src/modules/counter/generate.ts';

const BUDGET_MS = 2000;
const titlesIndex = process.argv.indexOf('--titles');
const TITLES = titlesIndex === -1 ? 5_000 : Number(process.argv[titlesIndex + 1]);
const RUNS = 3;

const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-counter-tr`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const db = await openPGlite(dataDir);
let exitCode = 0;
try {
  let started = performance.now();
  await migrate(db);
  await db.transaction((tx) => seedAccountsAndUsers(tx, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) }));
  const titles = [];
  for (let index = 0; index < TITLES; index += 1) {
    const first7 = String(1_000_000 + index);
    const issn = `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
    titles.push([
      index + 1,
      'journal',
      `Bench Journal of Studies ${index + 1}`,
      issn,
      index % 7 === 0 ? 'open_access' : 'licensed',
      `https://platform.example.org/journal/bench-${index + 1}`,
    ]);
  }
  const university = demoAccountByKey('demouniv').id;
  await db.transaction(async (tx) => {
    await insertRows(tx, 'titles', ['id', 'kind', 'title', 'issn', 'access_type', 'url'], titles);
    await seedCounterCatalogue(tx);
    // Every title used every month: requests r, investigations 2r, sessions about two thirds (a month a statement).
    for (let month = 1; month <= 12; month += 1)
      await tx.query(
        `INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, count)
       SELECT $1, make_date(2025, $2, 1), 'jstor', t.database_id, t.id, t.id * 100 + 1, 'Journal',
              CASE WHEN t.access_type = 'open_access' THEN 'Open' ELSE 'Controlled' END, 'Regular', 2000 + t.id % 25, metric, value
         FROM titles t
        CROSS JOIN LATERAL (VALUES ('Total_Item_Requests', 1 + (t.id + $2) % 9), ('Unique_Item_Requests', 1 + ((t.id + $2) % 9) * 2 / 3),
                                   ('Total_Item_Investigations', 2 + 2 * ((t.id + $2) % 9)), ('Unique_Item_Investigations', 1 + ((t.id + $2) % 9))) AS v (metric, value)`,
        [university, month],
      );
  });
  await db.exec('VACUUM ANALYZE counter_usage');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM counter_usage');
  console.log(`prepared ${TITLES} titles and ${rows[0].n} monthly counter_usage rows in ${ms(performance.now() - started)}`);

  for (const format of ['json', 'tsv', 'xlsx']) {
    for (let run = 1; run <= RUNS; run += 1) {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      let bytes = 0;
      started = performance.now();
      const summary = await generateCounterReport(
        db,
        {
          reportId: 'TR',
          platform: 'jstor',
          accountId: university,
          institutionName: 'Demo University',
          customerId: 'demouniv',
          beginDate: '2025-01-01',
          endDate: '2025-12-31',
          createdBy: 'JSTOR',
          created: new Date('2026-01-15T00:00:00Z'),
        },
        format,
        {
          write: async (chunk) => {
            bytes += chunk.length;
            peak = Math.max(peak, process.memoryUsage().rss);
          },
        },
      );
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      const over = elapsed > BUDGET_MS;
      const complete = summary.entities === TITLES;
      if (over || !complete) exitCode = 1;
      console.log(
        `${format} run ${run}: ${ms(elapsed)} (budget ${ms(BUDGET_MS)}${over ? ', OVER' : ''}), ${mb(bytes)}, ${summary.entities} titles${complete ? '' : ' (INCOMPLETE)'}, peak RSS growth ${mb(peak - baseline)}`,
      );
    }
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

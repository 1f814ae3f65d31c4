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
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { seedCounterBenchData } from './support/counter-data.mjs';
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
  const university = await seedCounterBenchData(db, TITLES);
  await db.exec('VACUUM ANALYZE counter_usage');
  await db.exec('VACUUM ANALYZE counter_usage_yearly');
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
        `BENCH ${JSON.stringify({ figure: `TR, 12 months, ${TITLES} titles, ${format}`, value: +elapsed.toFixed(0), unit: 'ms', budget: BUDGET_MS, holds: !over && complete })}`,
      );
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

#!/usr/bin/env node
// bench/demo-seed: how long the demo seed takes on a fresh embedded database, as `npm start` runs it (openDb on a
// PGlite data folder under .tmp/, the migrations, then seedDemoData with the gateway's development password cost
// and the VACUUM after it). Budget: the demo seed finishes in ≤ 60 s (its usage goes through the ingest pipeline). Then, on another fresh folder,
// the large demo data (DEMO_DATA=large, seed/large.ts: 5,000 agency children, 50,000 paired users, 2,000 report
// requests) is timed too (no budget: it is a measuring set-up, not the newcomer's first start).
//   node --import tsx bench/demo-seed.mjs [--no-large] [--keep]
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PasswordVerifier } from '../apps/gateway/src/auth/passwords.ts';
import { configFromEnv, resolveConfig } from '../apps/gateway/src/config.ts';
import { openDb } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedDemoData } from '../apps/gateway/src/db/seed/index.ts';
import { benchLine } from './support/bench-line.mjs';

// The demo usage goes through the ingest pipeline (issue 29; docs/decisions.md "Demo data").
const BUDGET_MS = 60_000;
const root = new URL('../', import.meta.url).pathname;
const config = resolveConfig(configFromEnv({ NODE_ENV: 'development' }));
const passwords = new PasswordVerifier(config.scrypt);
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function measure(name, large) {
  const dataDir = `${root}.tmp/bench-demo-seed-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const db = await openDb({ dataDir, log: () => {} });
  try {
    let started = performance.now();
    await migrate(db);
    const migrateMs = performance.now() - started;
    started = performance.now();
    const seeded = await seedDemoData(db, config, { hashPassword: (password) => passwords.hash(password), large });
    const seedMs = performance.now() - started;
    if (!seeded) throw new Error('the demo seed did not run');
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM paired_users)::int AS paired_users,
              (SELECT count(*) FROM report_requests)::int AS report_requests, (SELECT count(*) FROM usage_events)::int AS usage_events`,
    );
    console.log(`${name}: migrations ${seconds(migrateMs)}, seed ${seconds(seedMs)} (${JSON.stringify(rows[0])}); load average ${load()}`);
    return seedMs;
  } finally {
    await db.close();
    if (!process.argv.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
  }
}

let exitCode = 0;
try {
  const demoMs = await measure('demo seed', false);
  console.log(benchLine({ figure: 'demo seed on a fresh PGlite folder', value: demoMs / 1000, unit: 's', budget: BUDGET_MS / 1000 }));
  if (demoMs > BUDGET_MS) {
    console.error(`Budget broken: ${seconds(demoMs)} > ${seconds(BUDGET_MS)}`);
    exitCode = 1;
  }
  if (!process.argv.includes('--no-large')) {
    const largeMs = await measure('large demo seed (DEMO_DATA=large)', true);
    console.log(benchLine({ figure: 'large demo seed (DEMO_DATA=large), no budget', value: largeMs / 1000, unit: 's', budget: null }));
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
}
process.exit(exitCode);

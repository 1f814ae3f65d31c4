import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../auth/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { migrate, readMigrations } from '../migrate.ts';
import { seedAccountsAndUsers } from './accounts-and-users.ts';
import { lastFullDay } from '../../modules/home/calendar.ts';
import { backfillCounterUsage, deriveCounterData } from './counter.ts';
import { generateUsage, insertUsage, seedUsage, USAGE_START } from './usage.ts';

/** The seed's clock: usage from 2024-06-03 through 2024-10-09 (five months, the last one partial). */
const NOW = new Date('2024-10-10T12:00:00Z');
const seedContext = { hashPassword: (password: string) => hashPassword(password, TEST_SCRYPT_PARAMS), now: () => NOW };

let test: TestDatabase;
const oldMigrations = mkdtempSync(join(tmpdir(), 'migrations-0009-'));

beforeAll(async () => {
  // A database as migrations 0001-0009 left it, seeded as the seed of that time did: accounts, titles, usage_events.
  for (const migration of readMigrations().filter((entry) => entry.name < '0010')) {
    writeFileSync(join(oldMigrations, migration.name), migration.sql);
  }
  test = await createTestDatabase({ migrate: false, seed: false });
  await migrate(test.db, oldMigrations);
  await test.db.transaction(async (tx) => {
    await seedAccountsAndUsers(tx, seedContext);
    await seedUsage(tx, seedContext);
    // That seed wrote the dashboards' usage_events directly (today's sends raw events through the pipeline).
    await insertUsage(tx, generateUsage(lastFullDay(NOW)));
  });
}, 120_000);
afterAll(async () => {
  await test?.close();
  rmSync(oldMigrations, { recursive: true, force: true });
});

/** Every counter_usage row, in one fingerprint (count, total and a hash of the rows in order). */
async function counterUsage() {
  const { rows } = await test.db.query<{ rows: number; total: number; hash: string | null }>(
    `SELECT count(*)::int AS rows, coalesce(sum(count), 0)::int AS total,
            md5(string_agg(concat_ws('|', account_id, month, platform, database_id, title_id, item_id, data_type, access_type,
                                     access_method, yop, metric_type, count), ',' ORDER BY account_id, month, platform, database_id,
                                     title_id, item_id, data_type, access_type, access_method, yop, metric_type)) AS hash
       FROM counter_usage`,
  );
  return rows[0]!;
}

describe('the COUNTER usage backfill of a database created before migration 0010', () => {
  it(
    'derives counter_usage once from the stored events when the migrations bring it up to date: the seed derivation gives the same rows, and a second run changes nothing',
    { timeout: 240_000 },
    async () => {
      const before = await test.db.query<{ table: string | null; events: number }>(
        `SELECT to_regclass('counter_usage')::text AS table, (SELECT count(*)::int FROM usage_events) AS events`,
      );
      expect(before.rows[0]).toEqual({ table: null, events: expect.any(Number) as number });
      expect(before.rows[0]!.events).toBeGreaterThan(1000);

      const { applied } = await migrate(test.db);
      expect(applied[0]).toMatch(/^0010_counter_usage\.sql$/);
      expect((await counterUsage()).rows).toBe(0);

      const first = await backfillCounterUsage(test.db);
      expect(first.accounts).toBeGreaterThan(0);
      expect(first.months).toBeGreaterThanOrEqual(5);
      const backfilled = await counterUsage();
      expect(backfilled.rows).toBe(first.rows);
      expect(backfilled.rows).toBeGreaterThan(1000);
      // Every title got its COUNTER metadata and items; every account with usage has its first month derived.
      const { rows: coverage } = await test.db.query<{ missing_titles: number; accounts_without: number }>(
        `SELECT (SELECT count(*)::int FROM titles WHERE database_id IS NULL OR doi IS NULL OR yop IS NULL) AS missing_titles,
                (SELECT count(*)::int FROM (SELECT DISTINCT account_id FROM usage_events) e
                  WHERE NOT EXISTS (SELECT 1 FROM counter_usage c WHERE c.account_id = e.account_id AND c.month = '2024-06-01')) AS accounts_without`,
      );
      expect(coverage[0]).toEqual({ missing_titles: 0, accounts_without: 0 });
      // Requests agree with the dashboards' downloads (multimedia items have no title and are not dashboard usage).
      const { rows: agreement } = await test.db.query<{ downloads: number; requests: number }>(
        `SELECT (SELECT sum(count)::int FROM usage_events WHERE metric = 'download') AS downloads,
                (SELECT sum(count)::int FROM counter_usage WHERE metric_type = 'Total_Item_Requests' AND title_id IS NOT NULL) AS requests`,
      );
      expect(agreement[0]!.requests).toBe(agreement[0]!.downloads);

      // Twice: nothing to do, nothing changed.
      expect(await backfillCounterUsage(test.db)).toEqual({ accounts: 0, months: 0, rows: 0 });
      expect(await counterUsage()).toEqual(backfilled);

      // The derivation run again over the same events gives the same rows.
      await test.db.transaction((tx) => deriveCounterData(tx, USAGE_START, lastFullDay(NOW)));
      expect(await counterUsage()).toEqual(backfilled);
    },
  );

  it('fills the months before the first derived one (a folder the top-up reached first) and only those', { timeout: 240_000 }, async () => {
    const full = await counterUsage();
    expect(full.rows).toBeGreaterThan(0);
    // The top-up after the upgrade derived October only: June to September are missing.
    await test.db.exec(`DELETE FROM counter_usage WHERE month < '2024-10-01'`);
    const first = await backfillCounterUsage(test.db);
    expect(first.accounts).toBeGreaterThan(0);
    expect(first.months).toBeGreaterThanOrEqual(4);
    expect(await counterUsage()).toEqual(full);
    expect(await backfillCounterUsage(test.db)).toEqual({ accounts: 0, months: 0, rows: 0 });
  });
});

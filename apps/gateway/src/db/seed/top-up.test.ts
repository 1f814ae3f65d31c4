import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../auth/passwords.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../testing/test-db.ts';
import { openPostgres, type Db, type Queryable } from '../connection.ts';
import { seedDemoData } from './index.ts';
import { topUpDemoUsage } from './top-up.ts';

/** Seeded through 2024-09-15; "today" later moves to 2024-10-21, so 2024-09-16 to 2024-10-20 are missing. */
const SEEDED_NOW = new Date('2024-09-16T06:00:00Z');
const LATER = new Date('2024-10-21T05:00:00Z');
const DEMO = { production: false, demoData: true };

async function seededWith(now: Date): Promise<TestDatabase> {
  const test = await createTestDatabase({ seed: false });
  await seedDemoData(test.db, DEMO, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS), now: () => now });
  return test;
}

/** Per account, platform and metric: rows, sum, first and last day, and a digest of every row. */
async function fingerprint(db: Queryable) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT a.code, e.platform, e.metric, count(*)::int AS rows, sum(e.count)::int AS total, min(e.day)::text AS first_day, max(e.day)::text AS last_day,
            md5(string_agg(e.day::text || ':' || e.title_id || ':' || e.count, ',' ORDER BY e.day, e.title_id)) AS digest
       FROM usage_events e JOIN accounts a ON a.id = e.account_id
      GROUP BY a.code, e.platform, e.metric ORDER BY a.code, e.platform, e.metric`,
  );
  return rows;
}

/** The COUNTER usage, per account, month and metric. */
async function counterFingerprint(db: Queryable) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT a.code, u.month::text AS month, u.metric_type, count(*)::int AS rows, sum(u.count)::int AS total,
            md5(string_agg(concat_ws(':', u.platform, u.database_id, u.item_id, u.access_method, u.yop, u.count), ',' ORDER BY u.platform, u.database_id, u.item_id, u.access_method, u.yop, u.count)) AS digest
       FROM counter_usage u JOIN accounts a ON a.id = u.account_id
      GROUP BY a.code, u.month, u.metric_type ORDER BY a.code, u.month, u.metric_type`,
  );
  return rows;
}

async function eventCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM usage_events');
  return rows[0]?.count ?? 0;
}

/** Raw usage events stored (the top-up sends them through the ingest pipeline, as the seed does). */
async function rawEventCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM usage_raw_events');
  return rows[0]?.count ?? 0;
}

let stale: TestDatabase;
let fresh: TestDatabase;
beforeAll(async () => {
  [stale, fresh] = await Promise.all([seededWith(SEEDED_NOW), seededWith(LATER)]);
});
afterAll(async () => {
  await Promise.all([stale.close(), fresh.close()]);
});

describe('demo usage top-up', () => {
  it('does nothing with DEMO_DATA off, in production, or on a database the demo seed did not write', async () => {
    const before = await eventCount(stale.db);
    expect(await topUpDemoUsage(stale.db, { production: false, demoData: false }, LATER)).toEqual({
      status: 'skipped',
      reason: 'demo data off',
    });
    expect(await topUpDemoUsage(stale.db, { production: true, demoData: true }, LATER)).toEqual({
      status: 'skipped',
      reason: 'demo data off',
    });
    expect(await eventCount(stale.db)).toBe(before);
    const empty = await createTestDatabase({ seed: false });
    try {
      expect(await topUpDemoUsage(empty.db, DEMO, LATER)).toEqual({ status: 'skipped', reason: 'not a demo database' });
      expect(await eventCount(empty.db)).toBe(0);
    } finally {
      await empty.close();
    }
  });

  it('adds exactly the missing days: the result equals a seed made on the later day', { timeout: 180_000 }, async () => {
    const before = await fingerprint(stale.db);
    expect(before).not.toEqual(await fingerprint(fresh.db));
    const rawBefore = await rawEventCount(stale.db);
    const result = await topUpDemoUsage(stale.db, DEMO, LATER);
    expect(result).toMatchObject({ status: 'topped up', firstDay: '2024-09-16', lastDay: '2024-10-20', days: 35 });
    expect(result.status === 'topped up' && result.events).toBe((await rawEventCount(fresh.db)) - rawBefore);
    expect(await fingerprint(stale.db)).toEqual(await fingerprint(fresh.db));
    expect(await counterFingerprint(stale.db)).toEqual(await counterFingerprint(fresh.db));
  });

  it('is idempotent: a second run, or one on the same day, adds nothing', async () => {
    const before = await fingerprint(stale.db);
    expect(await topUpDemoUsage(stale.db, DEMO, LATER)).toEqual({ status: 'current', lastDay: '2024-10-20' });
    expect(await topUpDemoUsage(stale.db, DEMO, new Date('2024-10-21T23:59:59Z'))).toEqual({ status: 'current', lastDay: '2024-10-20' });
    expect(await fingerprint(stale.db)).toEqual(before);
  });

  it('run by two gateways at once, adds each missing day once (they take turns, a week at a time)', { timeout: 240_000 }, async () => {
    const test = await seededWith(SEEDED_NOW);
    // On PostgreSQL a second pool on the same schema, as a second gateway process would have.
    let other: Db = test.db;
    if (usingPostgres) {
      other = openPostgres(test.url ?? '', { schema: test.schema ?? '' });
    }
    try {
      const before = await rawEventCount(test.db);
      const results = await Promise.all([topUpDemoUsage(test.db, DEMO, LATER), topUpDemoUsage(other, DEMO, LATER)]);
      // Each writes whole weeks the other has not: together every missing day once.
      const written = results.map((result) => (result.status === 'topped up' ? result : { days: 0, events: 0 }));
      expect(written.reduce((sum, result) => sum + result.days, 0)).toBe(35);
      expect(written.reduce((sum, result) => sum + result.events, 0)).toBe((await rawEventCount(fresh.db)) - before);
      expect(await fingerprint(test.db)).toEqual(await fingerprint(fresh.db));
    } finally {
      if (other !== test.db) await other.close();
      await test.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import type { Queryable } from '../connection.ts';
import { withIndexesDeferred } from './bulk-load.ts';

const TABLES = ['usage_events', 'counter_usage', 'counter_usage_yearly'];
const ACCOUNT = '00000000-0000-4000-8000-00000000b001';

/** Every index and constraint of the tables, as the catalog defines them. */
async function definitions(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `SELECT c.relname || ' index ' || pg_get_indexdef(i.indexrelid) AS line
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relname = ANY($1::text[])
     UNION ALL
     SELECT c.relname || ' constraint ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname = ANY($1::text[])
     ORDER BY 1`,
    [TABLES],
  );
  return rows.map((row) => row.line.replace(/\b[a-z_]+\./g, ''));
}

let migrated: TestDatabase;
let seeded: TestDatabase;
beforeAll(async () => {
  [migrated, seeded] = await Promise.all([createTestDatabase({ seed: false }), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([migrated?.close(), seeded?.close()]);
});

describe('withIndexesDeferred (bulk loads of the demo seed)', () => {
  it('the demo seed leaves the usage tables with exactly the indexes and keys the migrations created', async () => {
    const expected = await definitions(migrated.db);
    // Primary key, unique key, foreign keys and plain indexes are all among them.
    expect(expected.some((line) => line.includes('PRIMARY KEY'))).toBe(true);
    expect(expected.some((line) => line.includes('UNIQUE NULLS NOT DISTINCT'))).toBe(true);
    expect(expected.some((line) => line.includes('FOREIGN KEY'))).toBe(true);
    expect(expected.filter((line) => line.includes(' index ')).length).toBeGreaterThanOrEqual(9);
    expect(await definitions(seeded.db)).toEqual(expected);
  });

  it('drops them during the load, re-creates them after it, and a failed load changes nothing', async () => {
    const expected = await definitions(migrated.db);
    await migrated.db.transaction(async (tx) => {
      const during = await withIndexesDeferred(tx, TABLES, () => definitions(tx));
      // Only CHECK and NOT NULL constraints stay while the rows go in.
      expect(during.filter((line) => !/ constraint \S+ (CHECK|NOT NULL) /.test(line))).toEqual([]);
      expect(await definitions(tx)).toEqual(expected);
    });
    await expect(
      migrated.db.transaction((tx) =>
        withIndexesDeferred(tx, TABLES, async () => {
          throw new Error('the load failed');
        }),
      ),
    ).rejects.toThrow('the load failed');
    expect(await definitions(migrated.db)).toEqual(expected);
  });

  it('re-created keys hold: a duplicate row or a row naming no account fails the load, and nothing stays', async () => {
    const load = (accountId: string, copies: number) =>
      migrated.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, 'bulkload', 'Bulk load test', 'institution', 'bulkload')`,
          [ACCOUNT],
        );
        await tx.query(
          `INSERT INTO titles (id, kind, title, issn, access_type, url) VALUES (1, 'journal', 'Bulk Load Quarterly', '0028-0836', 'licensed', 'https://example.org/bq')`,
        );
        await withIndexesDeferred(tx, ['usage_events'], async () => {
          for (let copy = 0; copy < copies; copy += 1)
            await tx.query(
              `INSERT INTO usage_events (account_id, day, title_id, platform, metric, count) VALUES ($1, '2025-01-02', 1, 'jstor', 'view', 1)`,
              [accountId],
            );
        });
      });
    await expect(load(ACCOUNT, 2)).rejects.toThrow(/unique index "usage_events_pkey"/);
    await expect(load('00000000-0000-4000-8000-00000000b00c', 1)).rejects.toThrow(/foreign key/);
    const { rows } = await migrated.db.query<{ events: number; accounts: number }>(
      `SELECT (SELECT count(*)::int FROM usage_events) AS events, (SELECT count(*)::int FROM accounts WHERE code = 'bulkload') AS accounts`,
    );
    expect(rows[0]).toEqual({ events: 0, accounts: 0 });
    expect(await definitions(migrated.db)).toEqual(await definitions(seeded.db));
  });

  it('a table that already holds rows is loaded with its indexes in place', async () => {
    await seeded.db.transaction(async (tx) => {
      const before = await definitions(tx);
      const during = await withIndexesDeferred(tx, TABLES, () => definitions(tx));
      expect(during).toEqual(before);
    });
  });
});

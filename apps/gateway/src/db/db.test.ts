import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../testing/test-db.ts';
import { openDb } from './connection.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors.ts';
import { defaultMigrationsDir, migrate, readMigrations } from './migrate.ts';

describe('migrations', () => {
  it('are found beside the runner and named in order', () => {
    expect(defaultMigrationsDir().replaceAll('\\', '/')).toMatch(/src\/db\/migrations\/?$/);
    const names = readMigrations().map((migration) => migration.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort());
  });

  it('apply once and are idempotent', async () => {
    const test = await createTestDatabase({ migrate: false });
    try {
      const first = await migrate(test.db);
      expect(first.applied).toEqual(readMigrations().map((migration) => migration.name));
      const second = await migrate(test.db);
      expect(second.applied).toEqual([]);
      const { rows } = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
      expect(rows[0]?.count).toBe(first.applied.length);
      const tables = await test.db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'accounts',
          'users',
          'account_roles',
          'user_flags',
          'sessions',
          'eba_participants',
          'collections',
          'account_collections',
          'log_events',
        ]),
      );
    } finally {
      await test.close();
    }
  });
});

describe('transactions', () => {
  it('commit on success and roll back on error', async () => {
    const test = await createTestDatabase({ seed: false });
    try {
      await test.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO collections (id, title) VALUES ('00000000-0000-4000-8000-000000000001', 'kept')`);
      });
      await expect(
        test.db.transaction(async (tx) => {
          await tx.query(`INSERT INTO collections (id, title) VALUES ('00000000-0000-4000-8000-000000000002', 'dropped')`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const { rows } = await test.db.query<{ title: string }>('SELECT title FROM collections ORDER BY title');
      expect(rows.map((row) => row.title)).toEqual(['kept']);
    } finally {
      await test.close();
    }
  });
});

describe.skipIf(usingPostgres)('PGlite data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across close and reopen', async () => {
    const first = await openDb({ dataDir: join(dir, 'data') });
    await migrate(first);
    await first.query(`INSERT INTO collections (id, title) VALUES ('00000000-0000-4000-8000-000000000003', 'persisted')`);
    await first.close();

    const second = await openDb({ dataDir: join(dir, 'data') });
    try {
      expect((await migrate(second)).applied).toEqual([]);
      const { rows } = await second.query<{ title: string }>('SELECT title FROM collections');
      expect(rows).toEqual([{ title: 'persisted' }]);
    } finally {
      await second.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises outages but not failing statements', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new DatabaseUnavailableError() }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "users" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('nope')).toBe(false);
  });
});

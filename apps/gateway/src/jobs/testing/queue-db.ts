import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPGlite, openPostgres, quoteIdentifier, type Db } from '../../db/connection.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';

/**
 * A database for queue tests that can be "restarted": closed and opened again on the same data. PGlite: a
 * data folder in a temporary directory. PostgreSQL (TEST_DATABASE_URL): the test database of
 * `createTestDatabase`, reopened through a new pool. With `restartable: false` PGlite runs in memory. Each gets its own pg-boss schema name, so test files
 * running side by side on one PostgreSQL never see each other's jobs.
 */
export interface RestartableDb {
  /** The pg-boss schema of this database. */
  readonly bossSchema: string;
  /** The PostgreSQL schema of the test (null on PGlite). */
  readonly schema: string | null;
  open(): Promise<Db>;
  /** Closes what `open` opened and removes the data. */
  dispose(): Promise<void>;
}

export async function restartableDb({ restartable = true } = {}): Promise<RestartableDb> {
  const url = process.env.TEST_DATABASE_URL;
  const bossSchema = `pgboss_${randomBytes(5).toString('hex')}`;
  const opened: Db[] = [];
  if (!url && !restartable) {
    // In memory from the template dump: half a second instead of a cold start in a data folder.
    const test = await createTestDatabase({ migrate: false });
    return {
      bossSchema,
      schema: null,
      async open() {
        if (opened.length > 0) throw new Error('An in-memory database cannot be reopened');
        opened.push(test.db);
        return test.db;
      },
      dispose: () => test.close(),
    };
  }
  if (url) {
    const test: TestDatabase = await createTestDatabase({ seed: false });
    const schema = test.schema ?? '';
    const testUrl = test.url ?? url;
    return {
      bossSchema,
      schema,
      async open() {
        const db = openPostgres(testUrl, { schema, maxConnections: 5 });
        opened.push(db);
        return db;
      },
      async dispose() {
        for (const db of opened) await db.close().catch(() => {});
        await test.db.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(bossSchema)} CASCADE`);
        await test.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gateway-queue-'));
  return {
    bossSchema,
    schema: null,
    async open() {
      const db = await openPGlite(dir);
      opened.push(db);
      return db;
    },
    async dispose() {
      for (const db of opened) await db.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

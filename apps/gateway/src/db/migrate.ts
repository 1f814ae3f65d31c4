import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.ts';

/** Arbitrary key of the advisory lock that serialises migrations between gateways sharing one database. */
const MIGRATION_LOCK_KEY = 0x4d494752;
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * The migrations folder. From source this module sits in `src/db/` beside `migrations/`; bundled into
 * `dist/bin.js` it sits in `dist/`, where the build copies the folder to `dist/migrations/`.
 */
export function defaultMigrationsDir(): string {
  const candidates = [new URL('./migrations/', import.meta.url), new URL('./db/migrations/', import.meta.url)].map((url) =>
    fileURLToPath(url),
  );
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) {
    throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  }
  return found;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string = defaultMigrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Applies every migration not yet recorded in `schema_migrations`, in name order, each in its own transaction. */
export async function migrate(db: Db, dir?: string): Promise<{ applied: string[] }> {
  const migrations = readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = $1', [migration.name]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, migration.checksum]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return { applied };
}

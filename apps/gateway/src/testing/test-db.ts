import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../auth/passwords.ts';
import { openPGliteFromDump, openPostgres, PGLITE_OPTIONS, quoteIdentifier, wrapPGlite, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/index.ts';

/**
 * Test databases. Without TEST_DATABASE_URL: in-memory PGlite instances, each in a worker thread as the
 * gateway runs it (db/pglite-thread.ts), loaded from a migrated (and optionally seeded) template dump,
 * cached on disk by a hash of the gateway's sources, so a test file pays about a second per database
 * instead of a cold start, migration and seed. Templates are built with PGlite in this thread.
 * With TEST_DATABASE_URL: a PostgreSQL schema of its own per database, dropped on close.
 */
export interface TestDatabase {
  readonly db: Db;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Run the migrations (default true; false gives an empty database). */
  migrate?: boolean;
  /** Longest one statement may run (default STATEMENT_TIMEOUT_MS); PostgreSQL's statement_timeout, or the PGlite driver's. */
  statementTimeoutMs?: number;
}

const srcDir = fileURLToPath(new URL('../', import.meta.url));

function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(srcDir, 'db'));
  walk(join(srcDir, 'modules'));
  walk(join(srcDir, 'auth'));
  return hash.digest('hex').slice(0, 16);
}

const seedContext = { hashPassword: (password: string) => hashPassword(password, TEST_SCRYPT_PARAMS) };

type TemplateKind = 'empty' | 'migrated' | 'seeded';

async function buildTemplate(kind: TemplateKind): Promise<Blob> {
  const pglite = await PGlite.create('memory://', PGLITE_OPTIONS);
  try {
    const db = wrapPGlite(pglite);
    if (kind !== 'empty') await migrate(db);
    if (kind === 'seeded') await seedDemoData(db, { production: false, demoData: true }, seedContext);
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

const templates = new Map<string, Promise<Blob>>();

/** Drops templates of older sources (kept for ten minutes in case another run still uses them). */
function removeStaleTemplates(cacheDir: string, currentHash: string): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (!name.startsWith(currentHash) && Date.now() - statSync(path).mtimeMs > 10 * 60 * 1000) rmSync(path, { force: true });
    } catch {
      // Another test process removed it first.
    }
  }
}

function template(kind: TemplateKind): Promise<Blob> {
  const key = `${sourceHash()}-${kind}`;
  let pending = templates.get(key);
  if (!pending) {
    pending = (async () => {
      const cacheDir = join(tmpdir(), 'admin-console-gateway-tests');
      const file = join(cacheDir, `${key}.tar`);
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      const dump = await buildTemplate(kind);
      mkdirSync(cacheDir, { recursive: true });
      // Written under a temporary name and renamed, so a parallel test file never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      removeStaleTemplates(cacheDir, key.split('-')[0] ?? '');
      return dump;
    })();
    templates.set(key, pending);
  }
  return pending;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh, isolated database: migrated and seeded unless told otherwise. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const migrated = options.migrate ?? true;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `gw_test_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(url, { maxConnections: 1 });
    await admin.exec(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    await admin.close();
    const db = openPostgres(url, { schema, maxConnections: 5, statementTimeoutMs: options.statementTimeoutMs });
    if (migrated) await migrate(db);
    if (migrated && seed) await seedDemoData(db, { production: false, demoData: true }, seedContext);
    return {
      db,
      async close() {
        await db.close();
        const cleanup = openPostgres(url, { maxConnections: 1 });
        await cleanup.exec(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
        await cleanup.close();
      },
    };
  }
  const db = await openPGliteFromDump(await template(!migrated ? 'empty' : seed ? 'seeded' : 'migrated'), {
    statementTimeoutMs: options.statementTimeoutMs,
  });
  return { db, close: () => db.close() };
}

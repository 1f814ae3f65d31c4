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
 * With TEST_DATABASE_URL: a PostgreSQL database of its own per test database, cloned (CREATE DATABASE …
 * TEMPLATE) from a migrated (and optionally seeded) template database built once per server and sources,
 * dropped on close. The tables live in the schema `gw` (TEST_SCHEMA) of that database.
 */
export interface TestDatabase {
  readonly db: Db;
  /** PostgreSQL only: the URL of this test's own database (its tables are in `schema`). */
  readonly url?: string;
  /** PostgreSQL only: the schema holding the tables. */
  readonly schema?: string;
  close(): Promise<void>;
}

/** The schema of every PostgreSQL test database's tables. */
export const TEST_SCHEMA = 'gw';

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
  // How a template is built and stored is part of it too.
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

const seedContext = { hashPassword: (password: string) => hashPassword(password, TEST_SCRYPT_PARAMS) };

type TemplateKind = 'empty' | 'migrated' | 'seeded';

/**
 * The tarball without the WAL segments after `current`: after a checkpoint PostgreSQL keeps min_wal_size of old
 * segments renamed for reuse, 16 MB each that every test file would otherwise load, and makes new ones as needed.
 */
export function withoutRecycledWal(tar: Uint8Array, current: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, '').trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || segment <= current) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(1024));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function buildTemplate(kind: TemplateKind): Promise<Uint8Array> {
  // A small WAL: the seed's one large transaction otherwise leaves hundreds of MB of WAL segments kept for reuse, and
  // every test file would load them with its clone. The checkpoint lets PostgreSQL remove all but a few.
  const pglite = await PGlite.create('memory://', {
    ...PGLITE_OPTIONS,
    startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
  });
  try {
    const db = wrapPGlite(pglite);
    if (kind !== 'empty') await migrate(db);
    if (kind === 'seeded') await seedDemoData(db, { production: false, demoData: true }, seedContext);
    await db.exec('CHECKPOINT');
    const { rows } = await db.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS segment');
    const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    return withoutRecycledWal(dump, rows[0]!.segment);
  } finally {
    await pglite.close();
  }
}

const templates = new Map<string, Promise<Uint8Array>>();

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

function template(kind: TemplateKind): Promise<Uint8Array> {
  const key = `${sourceHash()}-${kind}`;
  let pending = templates.get(key);
  if (!pending) {
    pending = (async () => {
      const cacheDir = join(tmpdir(), 'admin-console-gateway-tests');
      const file = join(cacheDir, `${key}.tar`);
      if (existsSync(file)) return readFileSync(file);
      const dump = await buildTemplate(kind);
      mkdirSync(cacheDir, { recursive: true });
      // Written under a temporary name and renamed, so a parallel test file never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      removeStaleTemplates(cacheDir, key.split('-')[0] ?? '');
      return dump;
    })();
    templates.set(key, pending);
  }
  return pending;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The same server's URL naming another database. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, fn: (admin: Db) => Promise<T>, maxConnections = 1): Promise<T> {
  const admin = openPostgres(url, { maxConnections });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of a template database of this kind for the current sources, built when missing. Test files run
 * in several processes: an advisory lock lets one build while the others wait, and the template is built
 * under a temporary name and renamed when complete, so nobody clones half a template.
 */
function postgresTemplate(url: string, kind: TemplateKind): Promise<string> {
  const name = `gw_template_${sourceHash()}_${kind}`;
  let pending = postgresTemplates.get(name);
  if (!pending) {
    pending = withAdmin(
      url,
      async (admin) => {
        // One connection holds the lock in a transaction; CREATE DATABASE, which cannot run in one, uses the other.
        await admin.transaction(async (tx) => {
          // Waiting for another process's build is not a statement that ran away: the seeded template takes longer
          // than the 15 s statement timeout to build on a loaded machine, and that wait was cancelled with it.
          await tx.query('SET LOCAL statement_timeout = 0');
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
          const { rows } = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS found', [
            name,
          ]);
          if (rows[0]?.found) return;
          const building = `${name}_${randomBytes(4).toString('hex')}`;
          await admin.exec(`CREATE DATABASE ${quoteIdentifier(building)}`);
          const buildingUrl = databaseUrl(url, building);
          const setup = openPostgres(buildingUrl, { maxConnections: 1 });
          try {
            await setup.exec(`CREATE SCHEMA ${quoteIdentifier(TEST_SCHEMA)}`);
          } finally {
            await setup.close();
          }
          const db = openPostgres(buildingUrl, { schema: TEST_SCHEMA, maxConnections: 2 });
          try {
            if (kind !== 'empty') await migrate(db);
            if (kind === 'seeded') await seedDemoData(db, { production: false, demoData: true }, seedContext);
          } finally {
            await db.close();
          }
          await admin.exec(`ALTER DATABASE ${quoteIdentifier(building)} RENAME TO ${quoteIdentifier(name)}`);
        });
        return name;
      },
      2,
    );
    postgresTemplates.set(name, pending);
  }
  return pending;
}

/** A fresh, isolated database: migrated and seeded unless told otherwise. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const migrated = options.migrate ?? true;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const kind: TemplateKind = !migrated ? 'empty' : seed ? 'seeded' : 'migrated';
    const templateName = await postgresTemplate(url, kind);
    const name = `gw_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(url, async (admin) => {
      // Cloning waits for nobody: the template has no open connection once built. A clone started while
      // another is being made from the same template can still be refused ("being accessed by other users").
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.exec(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(templateName)}`);
          break;
        } catch (error) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 25));
        }
      }
    });
    const testUrl = databaseUrl(url, name);
    const db = openPostgres(testUrl, { schema: TEST_SCHEMA, maxConnections: 5, statementTimeoutMs: options.statementTimeoutMs });
    return {
      db,
      url: testUrl,
      schema: TEST_SCHEMA,
      async close() {
        await db.close();
        await withAdmin(url, (admin) => admin.exec(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
      },
    };
  }
  const db = await openPGliteFromDump(await template(!migrated ? 'empty' : seed ? 'seeded' : 'migrated'), {
    statementTimeoutMs: options.statementTimeoutMs,
  });
  return { db, close: () => db.close() };
}

/**
 * Builds the templates test files clone (the seeded one and the migrated one) when this run's sources have none yet,
 * without opening a database of them.
 */
export async function prepareTemplates(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  for (const kind of ['seeded', 'migrated'] as const) {
    if (url) await postgresTemplate(url, kind);
    else await template(kind);
  }
}

/** What PGlite's `loadDataDir` reads, over bytes in memory (db/pglite-worker.mjs says why not a Blob). */
function tarball(bytes: Uint8Array): Blob {
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => new Uint8Array(bytes).buffer } as unknown as Blob;
}

/**
 * A PGlite data folder at `dir` (created, must be empty) holding the cached template: migrated and seeded
 * unless told otherwise. For tests of the gateway process on a data folder (seconds instead of a full seed).
 */
export async function createTestDataDir(dir: string, options: Pick<TestDatabaseOptions, 'seed'> = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    ...PGLITE_OPTIONS,
    loadDataDir: tarball(await template(options.seed === false ? 'migrated' : 'seeded')),
  });
  await pglite.close();
}

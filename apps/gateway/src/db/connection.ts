import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes, type PGliteOptions, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Rows of one statement. Both drivers return plain objects keyed by column name. */
export interface QueryResult<T> {
  rows: T[];
}

/** What a repository needs: parameterised statements and plain SQL scripts. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** One or more statements without parameters (migrations, seed scripts). */
  exec(sql: string): Promise<void>;
}

/** The gateway's database: PGlite on a data folder, or PostgreSQL through a `pg` pool. Same SQL for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created when missing), or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: schema every connection uses (tests isolate themselves with one schema each). */
  schema?: string | undefined;
  /** PostgreSQL only: pool size. */
  maxConnections?: number | undefined;
}

const DEFAULT_DATA_DIR = '.data';

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (default `.data/` under the cwd). */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options);
  }
  return openPGlite(options.dataDir ?? DEFAULT_DATA_DIR);
}

export async function openPGlite(dataDir: string): Promise<Db> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
  }
  return wrapPGlite(await PGlite.create(location, PGLITE_OPTIONS));
}

/** Options every PGlite instance of the gateway uses. */
export const PGLITE_OPTIONS = {
  // pg returns int8 as a string; PGlite would turn it into a number. Keep both drivers alike.
  parsers: { [pgliteTypes.INT8]: (value: string) => value },
} satisfies PGliteOptions;

/** An in-memory PGlite loaded from a data-folder dump (tests start from a migrated, seeded template). */
export async function openPGliteFromDump(dump: Blob): Promise<Db> {
  return wrapPGlite(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: dump }));
}

/** Wraps an open PGlite instance (also used by tests for clones of a migrated template). */
export function wrapPGlite(db: Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await db.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) => fn(wrapPGliteTransaction(tx)));
    },
    close() {
      return db.close();
    },
  };
}

function wrapPGliteTransaction(tx: PGliteTransaction): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

export function openPostgres(databaseUrl: string, options: Pick<OpenDbOptions, 'schema' | 'maxConnections'> = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // ISO dates whatever the server's DateStyle (the session code parses timestamps it reads back), UTC times.
    options: ['-c datestyle=ISO', '-c timezone=UTC', ...(options.schema ? [`-c search_path=${quoteIdentifier(options.schema)}`] : [])].join(' '),
  });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {});

  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      return pool.end();
    },
  };
}

/** Double-quotes an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

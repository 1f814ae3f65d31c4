import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes, type PGliteOptions, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { FairGate, GateLane } from './fair-gate.ts';
import { RequestDeadlineError, STATEMENT_TIMEOUT_MS } from './limits.ts';
import { openPGliteThread } from './pglite-thread.ts';
import type { Db, Queryable, RequestScope } from './types.ts';

export type { Db, Queryable, QueryResult, RequestScope } from './types.ts';

export interface OpenDbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created when missing), or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: schema every connection uses (tests isolate themselves with one schema each). */
  schema?: string | undefined;
  /** PostgreSQL only: pool size. */
  maxConnections?: number | undefined;
  /** PostgreSQL only: size of the second pool, for bulk work (`RequestScope.bulk`; default BULK_CONNECTIONS). */
  bulkConnections?: number | undefined;
  /** Longest one statement may run (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number | undefined;
  /** PGlite only: hears about a stale data-folder lock taken over (data-dir-lock.ts). */
  log?: ((message: string) => void) | undefined;
}

const DEFAULT_DATA_DIR = '.data';

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (default `.data/` under the cwd). */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options);
  }
  return openPGlite(options.dataDir ?? DEFAULT_DATA_DIR, options);
}

function pgliteLocation(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return dataDir;
  const location = resolve(dataDir);
  mkdirSync(location, { recursive: true });
  return location;
}

/**
 * Opens PGlite on `dataDir` with the folder's lock held (data-dir-lock.ts: a second process is refused with
 * DataDirInUseError before PGlite touches the folder); closing the database releases it.
 */
async function withDataDirLock(dataDir: string, log: OpenDbOptions['log'], open: (location: string) => Promise<Db>): Promise<Db> {
  const location = pgliteLocation(dataDir);
  const lock: DataDirLock | null = location.startsWith('memory://') ? null : lockDataDir(location, log);
  let db: Db;
  try {
    db = await open(location);
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (!lock) return db;
  return {
    ...db,
    async close() {
      await db.close();
      // Only once PGlite has closed (it flushes on close): a close that failed keeps the lock until the process exits.
      lock.release();
    },
  };
}

/**
 * PGlite on a data folder (or `memory://`), running in a worker thread so its statements never block the
 * thread that serves HTTP (see pglite-thread.ts). One process at a time per folder (data-dir-lock.ts).
 */
export function openPGlite(dataDir: string, options: Pick<OpenDbOptions, 'statementTimeoutMs' | 'log'> = {}): Promise<Db> {
  return withDataDirLock(dataDir, options.log, (location) =>
    openPGliteThread({ dataDir: location }, { statementTimeoutMs: options.statementTimeoutMs }),
  );
}

/** PGlite in this thread: every statement blocks it. For building test templates and for before/after benchmarks only. */
export function openPGliteInProcess(dataDir: string): Promise<Db> {
  return withDataDirLock(dataDir, undefined, async (location) => wrapPGlite(await PGlite.create(location, PGLITE_OPTIONS)));
}

/** Options every PGlite instance of the gateway uses (pglite-worker.mjs repeats them: functions cannot cross threads). */
export const PGLITE_OPTIONS = {
  // pg returns int8 as a string; PGlite would turn it into a number. Keep both drivers alike.
  parsers: { [pgliteTypes.INT8]: (value: string) => value },
} satisfies PGliteOptions;

/** An in-memory PGlite (in a worker thread) loaded from a data-folder dump (tests start from a migrated, seeded template). */
export async function openPGliteFromDump(dump: Uint8Array, options: Pick<OpenDbOptions, 'statementTimeoutMs'> = {}): Promise<Db> {
  // A copy of its own (new Uint8Array copies, even of a Buffer): the worker takes it, the caller's bytes stay for the next database.
  return openPGliteThread({ dump: new Uint8Array(dump).buffer }, { statementTimeoutMs: options.statementTimeoutMs });
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

/**
 * Connections of a PostgreSQL gateway's bulk pool (SUSHI reports). Two: a harvest's statements run one after
 * another, so two harvests (one credential's limit) each have one, and a third waits its turn instead of taking
 * a connection the console needs.
 */
export const BULK_CONNECTIONS = 2;

export function openPostgres(
  databaseUrl: string,
  options: Pick<OpenDbOptions, 'schema' | 'maxConnections' | 'bulkConnections' | 'statementTimeoutMs'> = {},
): Db {
  const max = options.maxConnections ?? 10;
  const bulkMax = options.bulkConnections ?? BULK_CONNECTIONS;
  const newPool = (size: number) => {
    const created = new pg.Pool({
      connectionString: databaseUrl,
      max: size,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      // ISO dates whatever the server's DateStyle (the session code parses timestamps it reads back), UTC times;
      // the server cancels any statement that runs past the timeout.
      options: [
        '-c datestyle=ISO',
        '-c timezone=UTC',
        `-c statement_timeout=${options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS}`,
        ...(options.schema ? [`-c search_path=${quoteIdentifier(options.schema)}`] : []),
      ].join(' '),
    });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    created.on('error', () => {});
    return created;
  };
  // pg opens connections when they are first needed: a gateway that serves no harvest never opens the bulk pool's.
  const pools = { console: newPool(max), bulk: newPool(bulkMax) };

  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  const transaction = async <T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> => {
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
  };

  // Requests take turns for the pool's connections (see FairGate); a transaction holds its slot throughout. Bulk
  // requests take turns for their own pool's, so the console never waits for a connection behind a harvest.
  const gates = { console: new FairGate(max), bulk: new FairGate(bulkMax) };
  const defaultLane = new GateLane();
  const view = (lane: GateLane, deadline: number | null, kind: 'console' | 'bulk'): Db => {
    const gate = gates[kind];
    const pool = pools[kind];
    const pooled = asQueryable(pool);
    return {
      kind: 'postgres',
      query: <T>(sql: string, params?: readonly unknown[]) => gate.run(lane, deadline, () => pooled.query<T>(sql, params)),
      exec: (sql: string) => gate.run(lane, deadline, () => pooled.exec(sql)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) => gate.run(lane, deadline, () => transaction(pool, fn)),
      close: lane === defaultLane ? async () => void (await Promise.all([pools.console.end(), pools.bulk.end()])) : async () => {},
      forRequest: (scope: RequestScope) =>
        withDeadline(view(new GateLane(), scope.deadline, scope.bulk ? 'bulk' : 'console'), scope.deadline),
    };
  };
  return view(defaultLane, null, 'console');
}

/** Double-quotes an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The database as one request uses it: once `scope.deadline` has passed, statements fail at once with
 * RequestDeadlineError, and a statement still running when it passes stops being waited for. Both drivers
 * also give the request a lane of its own: PGlite's queue (pglite-thread.ts) and PostgreSQL's pool
 * (fair-gate.ts) serve requests in turn, not first come, first served.
 */
export function scopeToRequest(db: Db, scope: RequestScope): Db {
  return db.forRequest ? db.forRequest(scope) : withDeadline(db, scope.deadline);
}

/** `db` whose statements fail once `deadline` has passed, and stop being waited for when it passes while they run. */
function withDeadline(db: Db, deadline: number): Db {
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new RequestDeadlineError());
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RequestDeadlineError()), left);
      run().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };
  const scoped = (target: Queryable): Queryable => ({
    query: (sql, params) => guard(() => target.query(sql, params)),
    exec: (sql) => guard(() => target.exec(sql)),
  });
  return {
    kind: db.kind,
    ...scoped(db),
    // The transaction itself is not cut short (it must commit or roll back); its statements are.
    transaction: (fn) => (Date.now() >= deadline ? Promise.reject(new RequestDeadlineError()) : db.transaction((tx) => fn(scoped(tx)))),
    close: async () => {},
  };
}

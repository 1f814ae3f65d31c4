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

/** One request's use of the database: its statements fail once `deadline` (epoch milliseconds) has passed. */
export interface RequestScope {
  readonly deadline: number;
  /**
   * Bulk work (SUSHI reports), which must never delay the console's requests: on PGlite its statements run one at
   * a time and only while no other statement waits; on PostgreSQL it has a small pool of connections of its own.
   */
  readonly bulk?: boolean;
}

/** The gateway's database: PGlite (in a worker thread) on a data folder, or PostgreSQL through a `pg` pool. Same SQL for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * This database as one request sees it (see `scopeToRequest`): the worker-backed PGlite gives each
   * request a lane of its own in its fair queue. Optional: other implementations get a generic deadline wrapper.
   */
  forRequest?(scope: RequestScope): Db;
}

import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_PARAMS } from '../auth/passwords.ts';
import { PasswordVerifier } from '../auth/passwords.ts';
import { SessionStore } from '../auth/sessions.ts';
import { resolveConfig } from '../config.ts';
import { createRequestContext } from '../context.ts';
import { GraphQLError } from '../graphql-runtime.ts';
import { startGateway } from '../testing/http.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../testing/test-db.ts';
import { scopeToRequest } from './connection.ts';
import { QUERY_CANCELED, RequestDeadlineError } from './limits.ts';

/**
 * Time limits and fairness of the database drivers: the worker-thread PGlite (db/pglite-thread.ts) and,
 * with TEST_DATABASE_URL, PostgreSQL. The same assertions hold for both.
 */

const STATEMENT_TIMEOUT_MS = 400;

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ seed: false, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
});
afterAll(async () => {
  await test.close();
});

/** Milliseconds `promise` took to settle, and its outcome. */
async function timed<T>(promise: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await promise;
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe('the database runs off the main thread', () => {
  it('keeps the event loop turning while a statement sleeps for a second', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      const scoped = scopeToRequest(test.db, { deadline: Date.now() + 5_000 });
      // Under the statement timeout of this file's database: runs in two steps of 300 ms.
      await scoped.query('SELECT pg_sleep(0.3)');
      await scoped.query('SELECT pg_sleep(0.3)');
    } finally {
      clearInterval(ticker);
    }
    // In-process PGlite blocked the loop for the whole sleep (300 ms); the margin absorbs a loaded machine.
    expect(longestGap).toBeLessThan(150);
  });
});

describe('statement timeout', () => {
  it('cancels a statement that runs past it with SQLSTATE 57014, and the database keeps working', async () => {
    const result = await timed(test.db.query('SELECT pg_sleep(2)'));
    expect(result.error).toBeInstanceOf(Error);
    expect((result.error as { code?: string }).code).toBe(QUERY_CANCELED);
    expect((result.error as Error).message).toMatch(/statement timeout/);
    // Node starts a timer from the event loop's cached clock, so on a busy machine it may fire a little early.
    expect(result.ms, String(result.error)).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS / 2);
    expect(result.ms).toBeLessThan(1_500);
    const { rows } = await test.db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('rolls back a transaction whose statement timed out', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO collections (id, title) VALUES ('00000000-0000-4000-8000-0000000000a1', 'timed out')`);
        await tx.query('SELECT pg_sleep(1)');
      }),
    ).rejects.toMatchObject({ code: QUERY_CANCELED });
    const { rows } = await test.db.query(`SELECT 1 FROM collections WHERE id = '00000000-0000-4000-8000-0000000000a1'`);
    expect(rows).toEqual([]);
  });
});

describe('request deadline', () => {
  it('stops waiting at the deadline, then refuses the request’s further statements at once', async () => {
    const scoped = scopeToRequest(test.db, { deadline: Date.now() + 150 });
    const sleeping = await timed(scoped.query('SELECT pg_sleep(0.35)'));
    expect(sleeping.error).toBeInstanceOf(RequestDeadlineError);
    expect(sleeping.ms).toBeLessThan(340);
    const next = await timed(scoped.query('SELECT 1'));
    expect(next.error).toBeInstanceOf(RequestDeadlineError);
    expect(next.ms).toBeLessThan(20);
    await expect(scoped.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(RequestDeadlineError);
    // Other requests are not affected.
    const other = scopeToRequest(test.db, { deadline: Date.now() + 5_000 });
    expect((await other.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  // PGlite's driver sends statements ahead to its worker (pglite-thread.ts); PostgreSQL runs them in parallel.
  it.skipIf(usingPostgres)('refuses a statement sent ahead whose deadline passed while another request’s statement ran', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    const slow = scopeToRequest(test.db, { deadline: Date.now() + 5_000 }).query('SELECT pg_sleep(0.3)');
    const late = timed(
      scopeToRequest(test.db, { deadline: Date.now() + 100 }).query(`INSERT INTO collections (id, title) VALUES ('${id}', 'too late')`),
    );
    const refused = await late;
    expect(refused.error).toBeInstanceOf(RequestDeadlineError);
    expect(refused.ms).toBeLessThan(280);
    await slow;
    // The worker reached it after its deadline and did not run it.
    expect((await test.db.query(`SELECT 1 FROM collections WHERE id = '${id}'`)).rows).toEqual([]);
    // It still learnt the text (sent once, then by number): the same statement of another request runs.
    await scopeToRequest(test.db, { deadline: Date.now() + 5_000 }).query(
      `INSERT INTO collections (id, title) VALUES ('${id}', 'too late')`,
    );
    expect((await test.db.query(`SELECT 1 AS one FROM collections WHERE id = '${id}'`)).rows).toEqual([{ one: 1 }]);
    await test.db.query(`DELETE FROM collections WHERE id = '${id}'`);
  });

  it.skipIf(usingPostgres)('counts a statement’s timeout from the end of the statement before it, not from when it was sent', async () => {
    // Each sleep is under this file's statement timeout (400 ms); together they are over it.
    const first = scopeToRequest(test.db, { deadline: Date.now() + 5_000 }).query('SELECT pg_sleep(0.25)');
    const second = scopeToRequest(test.db, { deadline: Date.now() + 5_000 }).query<{ done: number }>(
      'SELECT 2 AS done FROM pg_sleep(0.25)',
    );
    await first;
    expect((await second).rows).toEqual([{ done: 2 }]);
  });

  it('reaches resolvers as a GraphQL error with code REQUEST_TIMEOUT (not a masked internal error)', async () => {
    const config = resolveConfig({ nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: () => {} });
    const services = {
      db: test.db,
      config,
      sessions: new SessionStore(test.db),
      passwords: new PasswordVerifier(config.scrypt),
      now: () => new Date(),
    };
    const context = createRequestContext(services, { cookieHeader: null, setCookie: () => {}, deadline: Date.now() + 100 });
    const error = await context.db.query('SELECT pg_sleep(0.3)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('REQUEST_TIMEOUT');
    const timeout = await createRequestContext(services, { cookieHeader: null, setCookie: () => {} })
      .db.query('SELECT pg_sleep(1)')
      .catch((caught: unknown) => caught);
    expect(timeout).toBeInstanceOf(GraphQLError);
    expect((timeout as GraphQLError).extensions.code).toBe('STATEMENT_TIMEOUT');
    // yoga masks a GraphQLError that carries a non-GraphQL original error as INTERNAL_SERVER_ERROR.
    expect((error as GraphQLError).originalError).toBeUndefined();
    expect((timeout as GraphQLError).originalError).toBeUndefined();
  });

  it('answers REQUEST_TIMEOUT through the gateway, never a masked INTERNAL_SERVER_ERROR', async () => {
    // A deadline of 0: the request's first statement (the session lookup) is refused at once.
    const gateway = await startGateway(test.db, { requestDeadlineMs: 0 });
    try {
      const response = await gateway
        .client()
        .gql(
          'query ($s: String!) { accountInformation(siteCode: $s) { siteCode } }',
          { s: 'demouniv' },
          { headers: { cookie: `admin_sid=${'a'.repeat(43)}` } },
        );
      expect(response.status).toBe(200);
      expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['REQUEST_TIMEOUT']);
      expect(response.body.errors?.[0]?.message).toBe('The request took too long: its remaining database work was cancelled.');
    } finally {
      await gateway.close();
    }
  });
});

describe('fairness between requests', () => {
  it('lets another request’s statement through while one request has many queued', async () => {
    const heavy = scopeToRequest(test.db, { deadline: Date.now() + 10_000 });
    const light = scopeToRequest(test.db, { deadline: Date.now() + 10_000 });
    const finished: string[] = [];
    // Each heavy statement lasts 150 ms, so the light one arrives while the first ones still run even when this
    // process's 5 ms timer comes late on a loaded machine (with 30 ms statements it once came after the first
    // round had finished on PostgreSQL, and the light statement waited behind the next round: 4th, not 3rd).
    const heavyCalls = Array.from({ length: 8 }, (_, index) =>
      heavy.query('SELECT pg_sleep(0.15)').then(() => finished.push(`heavy ${index}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const lightCall = light.query('SELECT 1').then(() => finished.push('light'));
    await Promise.all([...heavyCalls, lightCall]);
    // First in, first out would finish it last (9th); the least-served lane goes next, after the statements running.
    expect(finished.indexOf('light')).toBeLessThanOrEqual(2);
  });

  // PGlite's queue (PostgreSQL's FairGate has taken turns by arrival from the start, on parallel connections).
  it.skipIf(usingPostgres)('runs an older request’s next statement before newer requests’ first ones', async () => {
    const older = scopeToRequest(test.db, { deadline: Date.now() + 10_000 });
    await older.query('SELECT 1');
    const finished: string[] = [];
    // All queued in one turn of the event loop while the first statement runs, so the order is the queue's.
    const blocker = scopeToRequest(test.db, { deadline: Date.now() + 10_000 }).query('SELECT 1');
    const next = older.query('SELECT 2').then(() => finished.push('older'));
    const newer = Array.from({ length: 5 }, (_, index) =>
      scopeToRequest(test.db, { deadline: Date.now() + 10_000 })
        .query('SELECT 3')
        .then(() => finished.push(`newer ${index}`)),
    );
    await Promise.all([blocker, next, ...newer]);
    // Least attained service ran the five new requests first (they had used no worker time yet); under
    // sustained load such a stream kept an older request waiting until its deadline.
    expect(finished).toEqual(['older', 'newer 0', 'newer 1', 'newer 2', 'newer 3', 'newer 4']);
  });

  it('gives a transaction the database to itself: another request neither waits inside it nor sees its rows', async () => {
    const writer = scopeToRequest(test.db, { deadline: Date.now() + 10_000 });
    const reader = scopeToRequest(test.db, { deadline: Date.now() + 10_000 });
    let readerSaw: number | undefined;
    let readerDoneDuringTransaction = false;
    let inTransaction = false;
    await expect(
      writer.transaction(async (tx) => {
        inTransaction = true;
        await tx.query(`INSERT INTO collections (id, title) VALUES ('00000000-0000-4000-8000-0000000000b1', 'uncommitted')`);
        const reading = reader
          .query<{ count: number }>(`SELECT count(*)::int AS count FROM collections WHERE id = '00000000-0000-4000-8000-0000000000b1'`)
          .then(({ rows }) => {
            readerSaw = rows[0]?.count;
            readerDoneDuringTransaction = inTransaction;
          });
        void reading;
        await tx.query('SELECT pg_sleep(0.1)');
        await tx.query('SELECT 1');
        inTransaction = false;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect.poll(() => readerSaw).toBeDefined();
    expect(readerSaw).toBe(0);
    if (!usingPostgres) expect(readerDoneDuringTransaction).toBe(false);
  });
});

describe('bulk work (SUSHI reports) on a lane of its own', () => {
  it('a console statement waits for at most the one bulk statement running, never behind the harvests queued', async () => {
    const scope = (bulk: boolean) => scopeToRequest(test.db, { deadline: Date.now() + 10_000, bulk });
    const harvests = [scope(true), scope(true)];
    const consoleRequest = scope(false);
    const finished: string[] = [];
    const started = performance.now();
    const bulkCalls = harvests.flatMap((harvest, lane) =>
      Array.from({ length: 3 }, (_, index) => harvest.query('SELECT pg_sleep(0.15)').then(() => finished.push(`bulk ${lane}.${index}`))),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const consoleCalls = [1, 2].map((index) => consoleRequest.query('SELECT 1').then(() => finished.push(`console ${index}`)));
    await Promise.all(consoleCalls);
    const consoleDone = performance.now() - started;
    await Promise.all(bulkCalls);
    const bulkDone = performance.now() - started;
    if (usingPostgres) {
      // Connections of their own: the console's statements wait for none of the harvests'.
      expect(finished.slice(0, 2)).toEqual(['console 1', 'console 2']);
      // Two bulk connections: six 150 ms statements take at least three rounds.
      expect(bulkDone).toBeGreaterThanOrEqual(3 * 150 - 10);
    } else {
      // One bulk statement at a time, and none while a console statement is queued: both console statements run
      // right after the first bulk one, though five more were queued before them.
      expect(finished.slice(0, 3)).toEqual(['bulk 0.0', 'console 1', 'console 2']);
      expect(consoleDone).toBeLessThan(2 * 150);
      // The harvests then take turns.
      expect(finished.slice(3)).toEqual(['bulk 1.0', 'bulk 0.1', 'bulk 1.1', 'bulk 0.2', 'bulk 1.2']);
    }
  });
});

describe('values and errors cross the driver unchanged', () => {
  it('returns int8 as a string, timestamps as dates, bytea and json, and keeps the SQLSTATE of a failed statement', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const { rows } = await test.db.query<{ big: string; at: Date; bytes: Uint8Array; doc: unknown }>(
      `SELECT 9007199254740993::int8 AS big, $1::timestamptz AS at, '\\x0102'::bytea AS bytes, '{"a":[1]}'::jsonb AS doc`,
      [at],
    );
    expect(rows[0]?.big).toBe('9007199254740993');
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.at.toISOString()).toBe(at.toISOString());
    expect([...(rows[0]?.bytes ?? [])]).toEqual([1, 2]);
    expect(rows[0]?.doc).toEqual({ a: [1] });
    await expect(test.db.query('SELECT 1 / 0')).rejects.toMatchObject({
      code: '22012',
      message: expect.stringMatching(/division by zero/),
    });
  });
});

/**
 * PGlite's worker runs each SQL text as a prepared statement made once (pglite-worker.mjs); these hold for
 * PostgreSQL (pg's unnamed statements) as well.
 */
describe('statements run again', () => {
  it('answer with the new columns after the table changed, in and out of a transaction', async () => {
    await test.db.exec('CREATE TABLE prepared_probe (a int NOT NULL)');
    try {
      await test.db.query('INSERT INTO prepared_probe (a) VALUES ($1)', [1]);
      const select = 'SELECT * FROM prepared_probe WHERE a = $1';
      expect((await test.db.query(select, [1])).rows).toEqual([{ a: 1 }]);
      await test.db.exec("ALTER TABLE prepared_probe ADD COLUMN b text NOT NULL DEFAULT 'x'");
      expect((await test.db.query(select, [1])).rows).toEqual([{ a: 1, b: 'x' }]);
      await test.db.exec('ALTER TABLE prepared_probe DROP COLUMN b');
      expect(await test.db.transaction(async (tx) => (await tx.query(select, [1])).rows)).toEqual([{ a: 1 }]);
      // The same through query(), and inside the transaction that changes the table.
      await test.db.query('ALTER TABLE prepared_probe ADD COLUMN c int NOT NULL DEFAULT 7');
      expect(await test.db.transaction(async (tx) => (await tx.query(select, [1])).rows)).toEqual([{ a: 1, c: 7 }]);
      const changed = await test.db.transaction(async (tx) => {
        await tx.query('ALTER TABLE prepared_probe DROP COLUMN c');
        return (await tx.query(select, [1])).rows;
      });
      expect(changed).toEqual([{ a: 1 }]);
      // A statement too long to be kept prepared (over 20,000 characters) changes the table.
      const padding = `/* ${'x'.repeat(20_000)} */`;
      await test.db.query(`ALTER TABLE prepared_probe ADD COLUMN d int NOT NULL DEFAULT 8 ${padding}`);
      expect(await test.db.transaction(async (tx) => (await tx.query(select, [1])).rows)).toEqual([{ a: 1, d: 8 }]);
    } finally {
      await test.db.exec('DROP TABLE prepared_probe');
    }
  });

  it('keep working after an error aborted their transaction, and with more distinct texts than are kept prepared', async () => {
    const select = 'SELECT $1::int + 1 AS next';
    expect((await test.db.query<{ next: number }>(select, [1])).rows).toEqual([{ next: 2 }]);
    await expect(
      test.db.transaction(async (tx) => {
        await expect(tx.query('SELECT 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
        // The transaction is aborted: the prepared statement is refused like any other.
        await tx.query(select, [2]);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await test.db.query<{ next: number }>(select, [2])).rows).toEqual([{ next: 3 }]);
    // 1,100 texts: more than the worker keeps prepared (500), so the oldest are closed and made again, and more
    // than the PGlite driver numbers (1,000), so both threads forget the numbers and number the texts again.
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 1_100; n += 1) {
        const { rows } = await test.db.query<{ n: number; at: Date }>(`SELECT ${n} AS n, $1::timestamptz AS at`, [new Date(n * 1000)]);
        expect(rows).toEqual([{ n, at: new Date(n * 1000) }]);
      }
    }
    await expect(test.db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect((await test.db.query<{ next: number }>(select, [4])).rows).toEqual([{ next: 5 }]);
  });
});

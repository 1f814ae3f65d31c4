import PgBoss from 'pg-boss';
import { quoteIdentifier, type Db, type Queryable } from '../db/connection.ts';

/**
 * The gateway's job queue: pg-boss 10 over the gateway's own `Db` (PGlite or PostgreSQL, the same SQL),
 * so jobs live in the database (schema `pgboss`), survive restarts, are retried, and are shared by every
 * gateway on one PostgreSQL (a job is claimed with `FOR UPDATE SKIP LOCKED`, so it runs once).
 *
 * pg-boss keeps the jobs, retries, expiry and cron schedules; this module runs the handlers itself: one
 * polling loop per registered job name calling `runDue`, which fetches a due job, runs its handler and
 * completes or fails it through pg-boss. Tests call `runDue` directly (start with `workers: false`).
 */

/** Every job name and its payload. A new job adds its name here and its settings to JOB_DEFINITIONS. */
export interface JobPayloads {
  /** Adds the demo usage days missing up to yesterday (DESIGN.md "Demo data"). */
  'demo-usage-top-up': { reason: 'start' | 'schedule' | 'manual' };
  /** Moves one report request from pending to complete or failed (modules/reports/jobs.ts). */
  'report-run': { requestId: string };
  /** Queues report requests left pending (a restart lost their job). */
  'report-sweep': { reason: 'start' | 'schedule' };
  /** Creates the due runs of report schedules (modules/reports/schedule-runs.ts). */
  'report-schedules': { reason: 'start' | 'schedule' };
  /** Sends the outbox's unsent messages by SMTP (only registered when SMTP_URL is set). */
  'outbox-delivery': { reason: 'start' | 'schedule' | 'manual' };
  /** Processes one stored EBA selection file (modules/eba/processing.ts). */
  'eba-process': { uploadId: string };
  /** Queues EBA uploads left unfinished (a restart lost their job) and fails those unfinished too long. */
  'eba-sweep': { reason: 'start' | 'schedule' };
  /** Processes one batch of raw usage events into the figures (modules/ingest/processing.ts). */
  'usage-process': { batchId: string };
  /** Drops raw events past their retention and queues batches left unprocessed (modules/ingest/jobs.ts). */
  'usage-maintenance': { reason: 'start' | 'schedule' };
}

export interface JobSettings {
  /** pg-boss queue policy: `short` keeps at most one job waiting (a second send is dropped). */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** Runs after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay after each failure (with jitter). */
  retryBackoff: boolean;
  /** A job active this long (its gateway died) is failed by maintenance and retried. */
  expireInSeconds: number;
}

export type JobDefinitions<P> = { readonly [N in keyof P & string]: JobSettings };

export const JOB_DEFINITIONS: JobDefinitions<JobPayloads> = {
  'demo-usage-top-up': { policy: 'short', retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  'report-run': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  'report-sweep': { policy: 'short', retryLimit: 1, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 5 * 60 },
  'report-schedules': { policy: 'short', retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 10 * 60 },
  // Singleton: one delivery at a time across gateways, so no message is sent twice by two runs.
  'outbox-delivery': { policy: 'singleton', retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  'eba-process': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 5 * 60 },
  'eba-sweep': { policy: 'short', retryLimit: 1, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 5 * 60 },
  'usage-process': { policy: 'standard', retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
  'usage-maintenance': { policy: 'short', retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 15 * 60 },
};

/** What a handler learns about the job besides its payload. */
export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first run, 1 on the first retry, ... */
  retryCount: number;
}

/** Runs one job; a throw fails it (retried while retries remain). The result is stored as the job's output. */
export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<object | void>;

export interface JobQueueOptions<P> {
  db: Db;
  /** Job names and their queue settings (default JOB_DEFINITIONS; tests add probe jobs). */
  definitions?: JobDefinitions<P>;
  /** pg-boss schema (default `pgboss`); gateways sharing one PostgreSQL share it. */
  schema?: string;
  /** Run registered handlers in polling loops (default true). False: jobs run only through `runDue`. */
  workers?: boolean;
  /** How often each loop looks for due jobs, in seconds (default 2, the least pg-boss allows is 0.5). */
  pollingIntervalSeconds?: number;
  /** Turn cron schedules into jobs (default true). */
  schedules?: boolean;
  /** How often pg-boss checks the schedules, in seconds (default 30; 1 to 45). */
  cronMonitorIntervalSeconds?: number;
  /** How often pg-boss moves due scheduled jobs into their queues, in seconds (default 5; 1 to 45). */
  cronWorkerIntervalSeconds?: number;
  /** Expire jobs of dead gateways, archive and delete old jobs (default true, every 120 s). */
  maintenance?: boolean;
  log?: (message: string) => void;
  /**
   * The database is this process's alone (a PGlite data folder, locked by db/data-dir-lock.ts): a job still
   * active at start was left by a process that died, so it is failed at once and retried by its queue's
   * settings (or failed for good when its retries are spent), instead of waiting out its expiry (minutes).
   * Never on a shared PostgreSQL, where another gateway may be running it.
   */
  recoverActive?: boolean;
}

export interface SendOptions {
  /** With policy `short`, one waiting job per key. */
  singletonKey?: string;
  /** Seconds from now, or an instant. */
  startAfter?: number | Date;
  /** Overrides the queue's expiry for this job. */
  expireInSeconds?: number;
  /**
   * A transaction to store the job in: the job exists only if it commits. No worker is woken (the job is not
   * visible yet): call `wake(name)` after the commit.
   */
  db?: Queryable;
}

export interface JobRecord {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  output: unknown;
}

/**
 * pg-boss's `db` option over the gateway's `Db`. pg-boss sends single statements (with or without
 * parameters) and, for schema creation and maintenance, `BEGIN; ...; COMMIT;` scripts: those run through
 * `Db.transaction`, so a failure rolls back on the same session instead of leaving it in a failed
 * transaction (which on single-session PGlite would break every later query).
 * After `close`, statements (late ones from pg-boss's own timers) do nothing.
 */
export class BossDb implements PgBoss.Db {
  readonly #db: Db;
  readonly #pending = new Set<Promise<unknown>>();
  #closed = false;
  /** Statements run, for measurements. */
  statements = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.#closed) return Promise.resolve({ rows: [] });
    this.statements += 1;
    const running = this.#run(text, values);
    this.#pending.add(running);
    void running.finally(() => this.#pending.delete(running)).catch(() => {});
    return running;
  }

  async #run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) {
      return this.#db.query(
        text,
        values.map((value) => (value === undefined ? null : value)),
      );
    }
    const script = /^\s*BEGIN;([\s\S]*?);?\s*COMMIT;?\s*$/i.exec(text);
    if (script) {
      await this.#db.transaction((tx) => tx.exec(script[1] ?? ''));
      return { rows: [] };
    }
    return this.#db.query(text);
  }

  /** Waits for statements under way, then ignores any later one. */
  async close(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
    this.#closed = true;
  }
}

/** pg-boss's `db` option of one operation over a transaction of the gateway's `Db` (single statements only). */
function transactionDb(tx: Queryable): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      tx.query(
        text,
        values?.map((value) => (value === undefined ? null : value)),
      ),
  };
}

const DEFAULT_POLLING_SECONDS = 2;

/** SQLSTATE of a transaction PostgreSQL aborted to break a deadlock (40P01) or a serialization failure (40001). */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs `action` again (up to 5 tries, 50–250 ms apart) when PostgreSQL aborted it to break a deadlock. */
export async function retryOnDeadlock<T>(action: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= tries || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

interface Loop {
  running: Promise<void>;
  wake(): void;
}

export class JobQueue<P extends object = JobPayloads> {
  readonly #boss: PgBoss;
  readonly #bossDb: BossDb;
  readonly #definitions: JobDefinitions<P>;
  readonly #options: JobQueueOptions<P>;
  readonly #log: (message: string) => void;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #loops = new Map<string, Loop>();
  #started = false;
  #stopping = false;

  private constructor(options: JobQueueOptions<P>) {
    this.#options = options;
    this.#definitions = options.definitions ?? (JOB_DEFINITIONS as unknown as JobDefinitions<P>);
    this.#log = options.log ?? ((message) => console.log(message));
    this.#bossDb = new BossDb(options.db);
    this.#boss = new PgBoss({
      db: this.#bossDb,
      schema: options.schema ?? 'pgboss',
      migrate: true,
      schedule: options.schedules ?? true,
      supervise: options.maintenance ?? true,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
    });
    // An EventEmitter without an 'error' listener throws: pg-boss reports timer failures here.
    this.#boss.on('error', (error: Error) => this.#log(`job queue: ${error.message}`));
  }

  /** Creates pg-boss's schema when missing (or migrates it), the queues of every definition, and starts. */
  static async start<P extends object = JobPayloads>(options: JobQueueOptions<P>): Promise<JobQueue<P>> {
    const queue = new JobQueue<P>(options);
    await queue.#boss.start();
    for (const [name, settings] of Object.entries(queue.#definitions) as Array<[string, JobSettings]>) {
      const queueOptions = {
        name,
        policy: settings.policy,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: settings.retryBackoff,
        expireInSeconds: settings.expireInSeconds,
      };
      // createQueue keeps an existing queue as it is; updateQueue applies changed settings. Two gateways
      // starting at once on one PostgreSQL can deadlock in create_queue (each creating partitions): the loser is
      // aborted by the server and asks again, which is safe (ON CONFLICT DO NOTHING).
      await retryOnDeadlock(() => queue.#boss.createQueue(name, queueOptions));
      await retryOnDeadlock(() => queue.#boss.updateQueue(name, queueOptions));
    }
    if (options.recoverActive) await queue.#recoverActive(options.db, options.schema ?? 'pgboss');
    queue.#started = true;
    for (const name of queue.#handlers.keys()) queue.#startLoop(name);
    return queue;
  }

  async #recoverActive(db: Db, schema: string): Promise<void> {
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT id::text AS id, name FROM ${quoteIdentifier(schema)}.job WHERE state = 'active'`,
    );
    const byName = new Map<string, string[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
    for (const [name, ids] of byName) {
      for (const id of ids) await this.#boss.fail(name, id, { message: 'the process running it stopped before it finished' });
      this.#log(`job queue: ${ids.length} ${name} job(s) left active by a stopped process failed for a retry`);
    }
  }

  /** Registers the handler of a job name; with workers on, starts polling for its jobs. */
  work<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): void {
    if (!(name in this.#definitions)) throw new Error(`Unknown job ${name}`);
    if (this.#handlers.has(name)) throw new Error(`Job ${name} already has a handler`);
    this.#handlers.set(name, handler as JobHandler<never>);
    if (this.#started) this.#startLoop(name);
  }

  /** Stores a job; returns its id, or null when the queue's policy dropped it (a job already waits). */
  async send<N extends keyof P & string>(name: N, payload: P[N], options: SendOptions = {}): Promise<string | null> {
    const id = await this.#boss.send(name, payload as object, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(options.db ? { db: transactionDb(options.db) } : {}),
    });
    // A job sent here runs here without waiting for the next poll.
    if (id && !options.startAfter && !options.db) this.wake(name);
    return id;
  }

  /** Looks for due jobs of `name` now rather than at the next poll (after committing a job sent with `db`). */
  wake(name: keyof P & string): void {
    this.#loops.get(name)?.wake();
  }

  /** A cron schedule (UTC unless `tz`); once a matching minute passes, one gateway sends the job. */
  async schedule<N extends keyof P & string>(name: N, cron: string, payload: P[N], options: { tz?: string } = {}): Promise<void> {
    await this.#boss.schedule(name, cron, payload as object, { tz: options.tz ?? 'UTC' });
  }

  async unschedule(name: keyof P & string): Promise<void> {
    await this.#boss.unschedule(name);
  }

  async schedules(): Promise<Array<{ name: string; cron: string; timezone: string; data: unknown }>> {
    // The rows of pgboss.schedule (the type declarations leave out `timezone`).
    const rows = (await this.#boss.getSchedules()) as Array<PgBoss.Schedule & { timezone: string }>;
    return rows.map(({ name, cron, timezone, data }) => ({ name, cron, timezone, data }));
  }

  /**
   * Runs due jobs of `name` one after another until none is due (retries due now included); returns how
   * many runs there were. The polling loops use it; tests call it to run jobs deterministically.
   */
  async runDue(name: keyof P & string, limit = 1000): Promise<number> {
    const handler = this.#handlers.get(name);
    if (!handler) throw new Error(`Job ${name} has no handler`);
    let runs = 0;
    while (runs < limit && !this.#stopping) {
      const [job] = await this.#boss.fetch<P[typeof name]>(name, { batchSize: 1, includeMetadata: true });
      if (!job) break;
      runs += 1;
      try {
        const output = await (handler as JobHandler<P[typeof name]>)(job.data, { id: job.id, name, retryCount: job.retryCount });
        await this.#boss.complete(name, job.id, output ?? undefined);
      } catch (error) {
        this.#log(
          `job ${name} ${job.id} failed (run ${job.retryCount + 1} of ${job.retryLimit + 1}): ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.#boss.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
      }
    }
    return runs;
  }

  /** A stored job (also once archived). */
  async job(name: keyof P & string, id: string): Promise<JobRecord | null> {
    const job = await this.#boss.getJobById(name, id, { includeArchive: true });
    return job ? { id: job.id, name: job.name, state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /** pg-boss maintenance now: fails jobs active past their expiry (their gateway died), so they are retried. */
  async maintain(): Promise<void> {
    await this.#boss.maintain();
  }

  /** Statements sent to the database so far (measurements). */
  get statements(): number {
    return this.#bossDb.statements;
  }

  /**
   * Stops fetching, lets jobs under way finish, stops pg-boss's timers and waits for its last statements.
   * Call before closing the database.
   */
  async stop(): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    for (const loop of this.#loops.values()) loop.wake();
    await Promise.allSettled([...this.#loops.values()].map((loop) => loop.running));
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    await this.#bossDb.close();
  }

  #startLoop(name: string): void {
    if (this.#options.workers === false || this.#loops.has(name)) return;
    const intervalMs = Math.max(0.5, this.#options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS) * 1000;
    const waker = new Waker();
    const running = (async () => {
      while (!this.#stopping) {
        try {
          await this.runDue(name as keyof P & string);
        } catch (error) {
          this.#log(`job queue: polling ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (!this.#stopping) await waker.sleep(intervalMs);
      }
    })();
    this.#loops.set(name, { running, wake: () => waker.wake() });
  }
}

/** A sleep that `wake` ends early; a wake while awake makes the next sleep return at once. */
class Waker {
  #pending = false;
  #end: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#end?.(), ms);
      this.#end = () => {
        clearTimeout(timer);
        this.#end = null;
        resolve();
      };
    });
  }

  wake(): void {
    if (this.#end) this.#end();
    else this.#pending = true;
  }
}

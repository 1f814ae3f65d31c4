import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError } from './errors.ts';
import { RequestDeadlineError, StatementTimeoutError, STATEMENT_TIMEOUT_MS } from './limits.ts';
import type { Db, Queryable, RequestScope } from './types.ts';

/**
 * PGlite in a worker thread (pglite-worker.mjs), behind the gateway's `Db` interface.
 *
 * PGlite is one connection that runs each statement synchronously; in the gateway's own thread one slow
 * statement stalled every HTTP request. Here the main thread keeps a queue and sends the worker one statement
 * at a time:
 * - fair: every request has a lane of its own (`forRequest`); lanes with a statement queued take turns in
 *   the order they joined the line (round robin, one statement per turn). A lane joins at the back when it
 *   queues a statement while it has none running, and again when its running statement finishes if it has
 *   more queued: a request with 80 statements queued delays another request's statement only by the one
 *   statement running, and an older request's next statement waits only for the statements queued before
 *   it, never behind a stream of newer requests. (Least attained service, used before, always ran a new
 *   request's first statement ahead of older requests' later ones: under sustained load those starved
 *   until their deadline, bench/load.mjs p99 9 s.);
 * - transactions hold the worker: after BEGIN only that transaction's statements run until COMMIT/ROLLBACK;
 * - every statement has a timeout and a request's statements its deadline. PGlite cannot interrupt a
 *   running statement (`statement_timeout` does not fire inside WebAssembly; checked on 0.5.16 with
 *   `pg_sleep`), so on timeout the caller gets `StatementTimeoutError` (SQLSTATE 57014) at once while the
 *   worker finishes the statement; the queue waits for it. The worker is not terminated: that would lose an
 *   in-memory database and could leave a data folder half-written.
 */

type Message = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string };

type Boundary = 'begin' | 'commit' | 'rollback' | null;

interface Tx {
  /** BEGIN was sent to the worker. */
  started: boolean;
  /** COMMIT succeeded or ROLLBACK ran (or BEGIN never ran): no more statements. */
  done: boolean;
}

interface Job {
  readonly message: Message;
  readonly lane: Lane;
  readonly tx: Tx | null;
  readonly boundary: Boundary;
  /** Epoch milliseconds after which the job is refused; null: only the statement timeout applies. */
  readonly deadline: number | null;
  readonly resolve: (rows: unknown[]) => void;
  readonly reject: (error: Error) => void;
  settled: boolean;
  timer: NodeJS.Timeout | undefined;
}

/** One request's queue of statements (or the shared lane of work outside requests). */
class Lane {
  readonly jobs: Job[] = [];
}

interface WorkerAnswer {
  id: number;
  rows?: unknown[];
  error?: { name: string; message: string } & Record<string, unknown>;
}

export interface PGliteThreadSource {
  /** A data folder (created by the caller) or `memory://`. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start an in-memory database from (transferred to the worker). */
  dump?: ArrayBuffer;
}

export interface PGliteThreadOptions {
  /** Longest one statement may run before its caller gets a StatementTimeoutError (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/** The worker's file: beside this module in the sources, beside bin.js in dist/ (build.mjs bundles it there). */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

interface PGliteAssets {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let assets: Promise<PGliteAssets | null> | undefined;

/**
 * PGlite's WebAssembly module, compiled once per process, and its file-system bundle, read once: every
 * worker gets both instead of compiling and reading them again (about a second less per start on these
 * machines). Null when they cannot be found; the worker then loads them itself.
 */
function pgliteAssets(): Promise<PGliteAssets | null> {
  assets ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [wasm, data] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
      return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
    } catch {
      return null;
    }
  })();
  return assets;
}

function reviveError(error: NonNullable<WorkerAnswer['error']>): Error {
  const { name, message, ...fields } = error;
  const revived = Object.assign(new Error(message), fields);
  revived.name = name;
  return revived;
}

class PGliteThread {
  readonly defaultLane = new Lane();
  readonly statementTimeoutMs: number;
  readonly #worker: Worker;
  /** Lanes with queued jobs and none running, in the order they get their next turn. */
  readonly #rotation = new Set<Lane>();
  /** Statements of the transaction that holds the worker. */
  readonly #txJobs: Job[] = [];
  #activeTx: Tx | null = null;
  #running: { id: number; job: Job | null; done?: () => void } | null = null;
  #nextId = 1;
  /** Set once closing or after the worker died: every new job fails with it. */
  #failure: Error | null = null;
  #closing: Promise<void> | null = null;
  readonly #exited: Promise<void>;

  constructor(worker: Worker, options: PGliteThreadOptions) {
    this.#worker = worker;
    this.statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
    worker.on('message', (answer: WorkerAnswer) => this.#answer(answer));
    this.#exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        this.#fail(new DatabaseUnavailableError(`database unavailable: the PGlite worker stopped (exit code ${code})`));
        resolve();
      });
    });
    worker.on('error', (error) => {
      this.#fail(new DatabaseUnavailableError(`database unavailable: the PGlite worker failed: ${error.message}`, { cause: error }));
    });
  }

  submit(lane: Lane, tx: Tx | null, boundary: Boundary, message: Message, deadline: number | null): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      if (tx?.done) return reject(new Error('the transaction has already finished'));
      if (deadline !== null && Date.now() >= deadline) return reject(new RequestDeadlineError());
      const job: Job = { message, lane, tx, boundary, deadline, resolve, reject, settled: false, timer: undefined };
      if (tx && boundary !== 'begin') {
        this.#txJobs.push(job);
      } else {
        lane.jobs.push(job);
        // A lane whose statement is running joins the line when it finishes (#answer), behind those queued meanwhile.
        if (this.#running?.job?.lane !== lane) this.#rotation.add(lane);
      }
      if (deadline !== null) job.timer = setTimeout(() => this.#expireQueued(job), deadline - Date.now());
      this.#pump();
    });
  }

  async transaction<T>(lane: Lane, deadline: number | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx: Tx = { started: false, done: false };
    const boundary = (kind: Exclude<Boundary, null>, sql: string, until: number | null) =>
      this.submit(lane, tx, kind, { op: 'exec', sql }, until);
    try {
      await boundary('begin', 'BEGIN', deadline);
      const result = await fn(queryable(this, lane, tx, deadline));
      await boundary('commit', 'COMMIT', deadline);
      return result;
    } catch (error) {
      // No deadline for the rollback: the worker must leave the transaction whatever happened.
      if (tx.started && !tx.done) await boundary('rollback', 'ROLLBACK', null).catch(() => {});
      tx.done = true;
      throw error;
    }
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.#failure) this.#failure = new DatabaseUnavailableError('PGlite is closed');
      this.#rejectQueued(this.#failure);
      // A statement still running (even one its caller gave up on) finishes first.
      if (this.#running) await new Promise<void>((resolve) => (this.#running!.done = resolve));
      const id = this.#nextId++;
      const closed = new Promise<void>((resolve) => (this.#running = { id, job: null, done: resolve }));
      this.#worker.postMessage({ id, op: 'close' });
      await Promise.race([closed, this.#exited]);
      await this.#exited;
    })();
    return this.#closing;
  }

  #pump(): void {
    while (!this.#running) {
      let job: Job | undefined;
      if (this.#activeTx) {
        job = this.#txJobs.shift();
      } else {
        const [next] = this.#rotation;
        if (next) {
          job = next.jobs.shift();
          this.#rotation.delete(next);
        }
      }
      if (!job) return;
      this.#dispatch(job);
      // Refused at dispatch (its deadline had passed): the lane's next statement waits at the back of the line.
      if (!this.#running && job.lane.jobs.length > 0) this.#rotation.add(job.lane);
    }
  }

  #dispatch(job: Job): void {
    clearTimeout(job.timer);
    const now = Date.now();
    if (job.deadline !== null && now >= job.deadline) {
      this.#settle(job, new RequestDeadlineError());
      return;
    }
    const byDeadline = job.deadline !== null && job.deadline - now < this.statementTimeoutMs;
    const limit = byDeadline ? (job.deadline as number) - now : this.statementTimeoutMs;
    job.timer = setTimeout(
      () => this.#settle(job, byDeadline ? new RequestDeadlineError() : new StatementTimeoutError(this.statementTimeoutMs)),
      limit,
    );
    if (job.boundary === 'begin' && job.tx) {
      job.tx.started = true;
      this.#activeTx = job.tx;
    }
    const id = this.#nextId++;
    this.#running = { id, job };
    this.#worker.postMessage({ id, ...job.message });
  }

  #answer(answer: WorkerAnswer): void {
    const running = this.#running;
    if (!running || running.id !== answer.id) return;
    this.#running = null;
    running.done?.();
    const { job } = running;
    if (!job) return;
    clearTimeout(job.timer);
    // Its next statement (if any) waits behind every lane that queued one while this one ran.
    if (job.lane.jobs.length > 0) this.#rotation.add(job.lane);
    const ok = !answer.error;
    if (job.tx && ((job.boundary === 'begin' && !ok) || (job.boundary === 'commit' && ok) || job.boundary === 'rollback'))
      this.#endTx(job.tx);
    this.#settle(job, answer.error ? reviveError(answer.error) : (answer.rows ?? []));
    this.#pump();
  }

  /** The worker is free of the transaction: statements still queued for it fail. */
  #endTx(tx: Tx): void {
    tx.done = true;
    if (this.#activeTx === tx) this.#activeTx = null;
    for (const job of this.#txJobs.splice(0)) this.#settle(job, new Error('the transaction has already finished'));
  }

  #settle(job: Job, outcome: unknown[] | Error): void {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }

  /** A queued job's deadline passed before its turn came: it leaves the queue. */
  #expireQueued(job: Job): void {
    const queue = job.tx && job.boundary !== 'begin' ? this.#txJobs : job.lane.jobs;
    const index = queue.indexOf(job);
    if (index === -1) return;
    queue.splice(index, 1);
    if (job.lane.jobs.length === 0) this.#rotation.delete(job.lane);
    this.#settle(job, new RequestDeadlineError());
  }

  #rejectQueued(error: Error): void {
    for (const lane of this.#rotation) for (const job of lane.jobs.splice(0)) this.#settle(job, error);
    this.#rotation.clear();
    for (const job of this.#txJobs.splice(0)) this.#settle(job, error);
  }

  #fail(error: Error): void {
    if (!this.#failure) this.#failure = error;
    this.#rejectQueued(this.#failure);
    const running = this.#running;
    this.#running = null;
    if (running?.job) this.#settle(running.job, this.#failure);
    running?.done?.();
  }
}

function queryable(thread: PGliteThread, lane: Lane, tx: Tx | null, deadline: number | null): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const rows = await thread.submit(lane, tx, null, { op: 'query', sql, ...(params ? { params: [...params] } : {}) }, deadline);
      return { rows: rows as T[] };
    },
    async exec(sql: string) {
      await thread.submit(lane, tx, null, { op: 'exec', sql }, deadline);
    },
  };
}

function view(thread: PGliteThread, lane: Lane, deadline: number | null): Db {
  const shared = lane === thread.defaultLane;
  return {
    kind: 'pglite',
    ...queryable(thread, lane, null, deadline),
    transaction: (fn) => thread.transaction(lane, deadline, fn),
    // A request's view shares the database: only the owner of the default view closes it.
    close: shared ? () => thread.close() : async () => {},
    forRequest: (scope: RequestScope) => view(thread, new Lane(), deadline === null ? scope.deadline : Math.min(deadline, scope.deadline)),
  };
}

/** Starts PGlite in a worker thread and resolves once it is open. */
export async function openPGliteThread(source: PGliteThreadSource, options: PGliteThreadOptions = {}): Promise<Db> {
  const shared = await pgliteAssets();
  const worker = new Worker(WORKER_URL, {
    workerData: { ...(source.dump ? { dump: source.dump } : { dataDir: source.dataDir ?? 'memory://' }), ...shared },
    transferList: source.dump ? [source.dump] : [],
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type?: string; error?: WorkerAnswer['error'] }) => {
      if (message.type === 'ready') done(null);
      else if (message.type === 'failed' && message.error) done(reviveError(message.error));
    };
    const onError = (error: Error) => done(error);
    const onExit = (code: number) => done(new Error(`the PGlite worker stopped while opening the database (exit code ${code})`));
    const done = (error: Error | null) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (error) {
        void worker.terminate();
        reject(error);
      } else {
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  const thread = new PGliteThread(worker, options);
  return view(thread, thread.defaultLane, null);
}

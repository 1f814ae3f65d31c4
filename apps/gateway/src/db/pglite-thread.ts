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
 * statement stalled every HTTP request. Here the main thread keeps a queue and sends the worker its statements
 * in the queue's order, up to PIPELINE_DEPTH at a time: the worker runs them one after the other and answers
 * each, and under load it finds its next statement waiting instead of sleeping until the main thread has
 * read the last answer (a thread woken for every statement cost the worker about as much CPU as the statement
 * itself in bench/load.mjs). A statement counts as running from the answer of the one before it:
 * - fair: every request has a lane of its own (`forRequest`); lanes with a statement queued take turns in
 *   the order they joined the line (round robin, one statement per turn). A lane joins at the back when it
 *   queues a statement while it has none running, and again when its running statement finishes if it has
 *   more queued: a request with 80 statements queued delays another request's statement only by the one
 *   statement running, and an older request's next statement waits only for the statements queued before
 *   it, never behind a stream of newer requests. (Least attained service, used before, always ran a new
 *   request's first statement ahead of older requests' later ones: under sustained load those starved
 *   until their deadline, bench/load.mjs p99 9 s.);
 * - bulk lanes (`forRequest` with `bulk`: SUSHI reports) take their turns in a line of their own, served only
 *   when the worker has nothing else to do: no other lane has a statement queued or sent. A bulk statement is
 *   sent alone, so a console statement waits for at most the one bulk statement running (the worker cannot
 *   interrupt it), never behind a harvest's queue; bulk work waits while the console keeps the worker busy;
 * - transactions hold the worker: after BEGIN only that transaction's statements run until COMMIT/ROLLBACK;
 * - every statement has a timeout and a request's statements its deadline. PGlite cannot interrupt a
 *   running statement (`statement_timeout` does not fire inside WebAssembly; checked on 0.5.16 with
 *   `pg_sleep`), so on timeout the caller gets `StatementTimeoutError` (SQLSTATE 57014) at once while the
 *   worker finishes the statement; the queue waits for it. The worker is not terminated: that would lose an
 *   in-memory database and could leave a data folder half-written. A statement sent ahead whose request's
 *   deadline passes before its turn is refused by the worker (it gets the deadline with it);
 * - a SQL text is sent once with a number (`sid`); later statements of the same text send the number only.
 */

/** Most statements sent to the worker and not answered yet. */
const PIPELINE_DEPTH = 8;
/** Most SQL texts known to the worker by number; beyond it both sides start again (`forget`). */
const MAX_STATEMENT_IDS = 1_000;
/** Longer SQL texts (generated bulk statements) are sent as text every time, as the worker does not prepare them. */
const MAX_NUMBERED_SQL_LENGTH = 20_000;

type Message = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string };

/** What crosses to the worker (pglite-worker.mjs): a query's text, or its number once the worker has it. */
interface Outgoing {
  id: number;
  op: 'query' | 'exec' | 'close';
  sql?: string;
  sid?: number;
  params?: unknown[];
  /** Epoch milliseconds after which the worker refuses the statement (its request's deadline). */
  deadline?: number;
  /** The worker drops every numbered text before this message. */
  forget?: true;
}

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
  /** Handed to the worker (#dispatch). */
  sent: boolean;
  timer: NodeJS.Timeout | undefined;
}

/** One request's queue of statements (or the shared lane of work outside requests). */
class Lane {
  readonly jobs: Job[] = [];
  constructor(readonly bulk = false) {}
}

interface WorkerAnswer {
  id: number;
  rows?: unknown[];
  error?: { name: string; message: string } & Record<string, unknown>;
  /** The statement's deadline had passed when its turn came: not run. */
  expired?: true;
}

/** A message sent to the worker and not answered yet. */
interface InFlight {
  readonly id: number;
  readonly job: Job | null;
  done?: () => void;
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
  /** The same for bulk lanes, served only while #rotation is empty and nothing is sent (#nextLane). */
  readonly #bulkRotation = new Set<Lane>();
  #bulkTurn = false;
  #bulkTurnScheduled = false;
  /** Statements of the transaction that holds the worker. */
  readonly #txJobs: Job[] = [];
  #activeTx: Tx | null = null;
  /** Sent and not answered, in the order sent (the worker answers in that order); the first one is running. */
  readonly #inFlight: InFlight[] = [];
  #nextId = 1;
  /** SQL texts the worker knows by number. */
  readonly #statementIds = new Map<string, number>();
  #nextStatementId = 1;
  #forget = false;
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
      const job: Job = { message, lane, tx, boundary, deadline, resolve, reject, settled: false, sent: false, timer: undefined };
      if (tx && boundary !== 'begin') {
        this.#txJobs.push(job);
      } else {
        lane.jobs.push(job);
        // A lane whose statement is running joins the line when it finishes (#answer), behind those queued meanwhile.
        if (!this.#hasInFlight(lane)) this.#lineOf(lane).add(lane);
      }
      this.#pump();
      // Still queued (most statements are sent at once, with timers of their own): it leaves at its deadline.
      if (deadline !== null && !job.sent && !job.settled) job.timer = setTimeout(() => this.#expireQueued(job), deadline - Date.now());
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
      // Statements already sent (even ones their callers gave up on) finish first: the worker runs them in order.
      const id = this.#nextId++;
      const closed = new Promise<void>((resolve) => this.#inFlight.push({ id, job: null, done: resolve }));
      this.#worker.postMessage({ id, op: 'close' } satisfies Outgoing);
      await Promise.race([closed, this.#exited]);
      await this.#exited;
    })();
    return this.#closing;
  }

  #hasInFlight(lane: Lane): boolean {
    for (const sent of this.#inFlight) if (sent.job?.lane === lane) return true;
    return false;
  }

  #lineOf(lane: Lane): Set<Lane> {
    return lane.bulk ? this.#bulkRotation : this.#rotation;
  }

  /**
   * The lane whose statement goes next: a console lane's whenever one is queued; a bulk lane's only when the worker
   * has nothing else sent, and not before the code waiting for the last answer has run (`#bulkTurn`, on the next
   * turn of the event loop): a request's next statement follows its last one, and it must not find a bulk
   * statement sent in between.
   */
  #nextLane(): Lane | undefined {
    const [next] = this.#rotation;
    if (next) return next;
    if (this.#bulkRotation.size === 0 || this.#inFlight.length > 0) return undefined;
    if (this.#bulkTurn) return this.#bulkRotation.values().next().value;
    if (!this.#bulkTurnScheduled) {
      this.#bulkTurnScheduled = true;
      setImmediate(() => {
        this.#bulkTurnScheduled = false;
        this.#bulkTurn = true;
        try {
          this.#pump();
        } finally {
          this.#bulkTurn = false;
        }
      });
    }
    return undefined;
  }

  #pump(): void {
    while (this.#inFlight.length < PIPELINE_DEPTH && !this.#failure) {
      let job: Job | undefined;
      if (this.#activeTx) {
        // Nothing else is sent while a transaction holds the worker.
        job = this.#txJobs.shift();
      } else {
        const next = this.#nextLane();
        if (next) {
          job = next.jobs.shift();
          this.#lineOf(next).delete(next);
        }
      }
      if (!job) return;
      const sent = this.#dispatch(job);
      // Refused at dispatch (its deadline had passed): the lane's next statement waits at the back of the line.
      if (!sent && job.lane.jobs.length > 0 && !this.#hasInFlight(job.lane)) this.#lineOf(job.lane).add(job.lane);
    }
  }

  /** Sends the job to the worker; false when refused because its deadline had passed. */
  #dispatch(job: Job): boolean {
    clearTimeout(job.timer);
    if (job.deadline !== null && Date.now() >= job.deadline) {
      this.#settle(job, new RequestDeadlineError());
      return false;
    }
    if (job.boundary === 'begin' && job.tx) {
      job.tx.started = true;
      this.#activeTx = job.tx;
    }
    const id = this.#nextId++;
    job.sent = true;
    this.#inFlight.push({ id, job });
    if (this.#inFlight.length === 1) this.#startTimer(job);
    else if (job.deadline !== null) job.timer = setTimeout(() => this.#settle(job, new RequestDeadlineError()), job.deadline - Date.now());
    this.#worker.postMessage(this.#outgoing(id, job));
    return true;
  }

  /** The job's statement is running (the one before it was answered): its timeout counts from now. */
  #startTimer(job: Job): void {
    clearTimeout(job.timer);
    if (job.settled) return;
    const now = Date.now();
    const byDeadline = job.deadline !== null && job.deadline - now < this.statementTimeoutMs;
    const limit = byDeadline ? (job.deadline as number) - now : this.statementTimeoutMs;
    job.timer = setTimeout(
      () => this.#settle(job, byDeadline ? new RequestDeadlineError() : new StatementTimeoutError(this.statementTimeoutMs)),
      Math.max(0, limit),
    );
  }

  #outgoing(id: number, job: Job): Outgoing {
    const { message } = job;
    const out: Outgoing = { id, op: message.op };
    if (job.deadline !== null) out.deadline = job.deadline;
    if (message.op === 'exec' || message.sql.length > MAX_NUMBERED_SQL_LENGTH) {
      out.sql = message.sql;
    } else {
      const known = this.#statementIds.get(message.sql);
      if (known !== undefined) {
        out.sid = known;
      } else {
        if (this.#statementIds.size >= MAX_STATEMENT_IDS) {
          this.#statementIds.clear();
          this.#forget = true;
        }
        const sid = this.#nextStatementId++;
        this.#statementIds.set(message.sql, sid);
        out.sid = sid;
        out.sql = message.sql;
      }
    }
    if (message.op === 'query' && message.params) out.params = message.params;
    if (this.#forget) {
      out.forget = true;
      this.#forget = false;
    }
    return out;
  }

  #answer(answer: WorkerAnswer): void {
    const index = this.#inFlight.findIndex((sent) => sent.id === answer.id);
    if (index === -1) return;
    // The worker answers in order: anything sent before this one was answered already.
    const [running] = this.#inFlight.splice(index, 1);
    if (!running) return;
    const next = this.#inFlight[0]?.job;
    if (index === 0 && next) this.#startTimer(next);
    running.done?.();
    const { job } = running;
    if (!job) return;
    clearTimeout(job.timer);
    // Its next statement (if any) waits behind every lane that queued one while this one ran.
    if (job.lane.jobs.length > 0) this.#lineOf(job.lane).add(job.lane);
    const ok = !answer.error && !answer.expired;
    if (job.tx && ((job.boundary === 'begin' && !ok) || (job.boundary === 'commit' && ok) || job.boundary === 'rollback'))
      this.#endTx(job.tx);
    this.#settle(job, answer.expired ? new RequestDeadlineError() : answer.error ? reviveError(answer.error) : (answer.rows ?? []));
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
    if (job.lane.jobs.length === 0) this.#lineOf(job.lane).delete(job.lane);
    this.#settle(job, new RequestDeadlineError());
  }

  #rejectQueued(error: Error): void {
    for (const line of [this.#rotation, this.#bulkRotation]) {
      for (const lane of line) for (const job of lane.jobs.splice(0)) this.#settle(job, error);
      line.clear();
    }
    for (const job of this.#txJobs.splice(0)) this.#settle(job, error);
  }

  #fail(error: Error): void {
    if (!this.#failure) this.#failure = error;
    this.#rejectQueued(this.#failure);
    for (const sent of this.#inFlight.splice(0)) {
      if (sent.job) this.#settle(sent.job, this.#failure);
      sent.done?.();
    }
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
    forRequest: (scope: RequestScope) =>
      view(thread, new Lane(scope.bulk === true), deadline === null ? scope.deadline : Math.min(deadline, scope.deadline)),
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

import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, quoteIdentifier, type Db } from '../db/connection.ts';
import { usingPostgres } from '../testing/test-db.ts';
import { JOB_DEFINITIONS, JobQueue, retryOnDeadlock, type JobDefinitions, type JobQueueOptions } from './queue.ts';
import { restartableDb, type RestartableDb } from './testing/queue-db.ts';

/** Probe jobs of these tests (the production names are in JOB_DEFINITIONS). */
interface Probes {
  probe: { n: number };
  flaky: { failures: number };
  slow: { n: number };
}
const PROBES: JobDefinitions<Probes> = {
  probe: { policy: 'standard', retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
  flaky: { policy: 'standard', retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
  slow: { policy: 'standard', retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
};

let store: RestartableDb | undefined;
const queues: Array<JobQueue<Probes>> = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await store?.dispose();
  store = undefined;
});

async function setUp(
  restartable = false,
): Promise<{ db: Db; open: (options?: Partial<JobQueueOptions<Probes>>, db?: Db) => Promise<JobQueue<Probes>>; logs: string[] }> {
  store = await restartableDb({ restartable });
  const db = await store.open();
  const logs: string[] = [];
  const bossSchema = store.bossSchema;
  return {
    db,
    logs,
    async open(options = {}, on = db) {
      const queue = await JobQueue.start<Probes>({
        db: on,
        definitions: PROBES,
        schema: bossSchema,
        workers: false,
        schedules: false,
        maintenance: false,
        log: (line) => logs.push(line),
        ...options,
      });
      queues.push(queue);
      return queue;
    },
  };
}

function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = async () => {
      try {
        const value = await check();
        if (value) return resolve(value);
        if (Date.now() - started > timeoutMs) return reject(new Error(`not within ${timeoutMs} ms`));
        setTimeout(() => void poll(), 100);
      } catch (error) {
        reject(error as Error);
      }
    };
    void poll();
  });
}

describe('job queue (pg-boss over the gateway Db)', () => {
  it('stores a job in the database and runs it once through its handler, keeping its output', async () => {
    const { db, open } = await setUp();
    const queue = await open();
    const seen: number[] = [];
    queue.work('probe', async ({ n }) => {
      seen.push(n);
      return { doubled: n * 2 };
    });
    const id = await queue.send('probe', { n: 21 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Stored in pg-boss's tables before anything runs it.
    const { rows } = await db.query<{ state: string; data: unknown }>(
      `SELECT state::text AS state, data FROM ${store!.bossSchema}.job WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([{ state: 'created', data: { n: 21 } }]);
    expect(await queue.runDue('probe')).toBe(1);
    expect(await queue.runDue('probe')).toBe(0);
    expect(seen).toEqual([21]);
    expect(await queue.job('probe', id!)).toMatchObject({ state: 'completed', retryCount: 0, output: { doubled: 42 } });
  });

  it('retries a failed job until it succeeds, and fails it for good once the retries are spent', async () => {
    const { open, logs } = await setUp();
    const queue = await open();
    const runs = new Map<string, number>();
    queue.work('flaky', async ({ failures }, job) => {
      const run = (runs.get(job.id) ?? 0) + 1;
      runs.set(job.id, run);
      expect(job.retryCount).toBe(run - 1);
      if (run <= failures) throw new Error(`failure ${run}`);
      return { run };
    });
    const recovers = await queue.send('flaky', { failures: 2 });
    const gives = await queue.send('flaky', { failures: 5 });
    // Retry delay 0: each retry is due at once, so one runDue goes through all of them.
    expect(await queue.runDue('flaky')).toBe(6);
    expect(runs.get(recovers!)).toBe(3);
    expect(runs.get(gives!)).toBe(3);
    expect(await queue.job('flaky', recovers!)).toMatchObject({ state: 'completed', retryCount: 2, output: { run: 3 } });
    expect(await queue.job('flaky', gives!)).toMatchObject({ state: 'failed', retryCount: 2, output: { message: 'failure 3' } });
    expect(logs.filter((line) => line.includes(gives!))).toHaveLength(3);
  });

  it('keeps retries waiting for their delay', async () => {
    const { open } = await setUp();
    const queue = await open({ definitions: { ...PROBES, flaky: { ...PROBES.flaky, retryDelaySeconds: 30 } } });
    queue.work('flaky', async () => {
      throw new Error('down');
    });
    const id = await queue.send('flaky', { failures: 9 });
    expect(await queue.runDue('flaky')).toBe(1);
    expect(await queue.runDue('flaky')).toBe(0);
    expect(await queue.job('flaky', id!)).toMatchObject({ state: 'retry', retryCount: 0 });
  });

  it('resumes after a restart: a waiting job, and a job whose gateway died while running it', async () => {
    const { db, open } = await setUp(true);
    const first = await open();
    let hung = 0;
    first.work('slow', async () => {
      hung += 1;
      await new Promise(() => {}); // the gateway "dies" while this runs
    });
    const waiting = await first.send('probe', { n: 1 });
    const interrupted = await first.send('slow', { n: 2 }, { expireInSeconds: 1 });
    void first.runDue('slow');
    await waitFor(async () => hung === 1);
    expect(await first.job('slow', interrupted!)).toMatchObject({ state: 'active' });
    await first.stop();
    queues.splice(queues.indexOf(first), 1);
    await db.close();

    // The same data, opened again (a new process would do just this).
    const reopened = await store!.open();
    const second = await open({}, reopened);
    const ran: string[] = [];
    second.work('probe', async ({ n }, job) => {
      ran.push(`probe ${n} ${job.id}`);
    });
    second.work('slow', async ({ n }, job) => {
      ran.push(`slow ${n} retry ${job.retryCount}`);
    });
    expect(await second.runDue('probe')).toBe(1);
    expect(ran).toEqual([`probe 1 ${waiting}`]);
    // Still active until its expiry passes; then maintenance fails it by timeout and it is retried.
    expect(await second.runDue('slow')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await second.maintain();
    expect(await second.job('slow', interrupted!)).toMatchObject({ state: 'retry' });
    expect(await second.runDue('slow')).toBe(1);
    expect(ran).toEqual([`probe 1 ${waiting}`, 'slow 2 retry 1']);
    expect(await second.job('slow', interrupted!)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('with recoverActive, a job left active by a dead process is retried at the next start, not after its expiry', async () => {
    const { db, open } = await setUp(true);
    const first = await open();
    let hung = 0;
    first.work('slow', async () => {
      hung += 1;
      await new Promise(() => {}); // the process "dies" while this runs
    });
    const interrupted = await first.send('slow', { n: 3 });
    void first.runDue('slow');
    await waitFor(async () => hung === 1);
    await first.stop();
    queues.splice(queues.indexOf(first), 1);
    await db.close();

    const reopened = await store!.open();
    const logs: string[] = [];
    const second = await open({ recoverActive: true, log: (line) => logs.push(line) }, reopened);
    // expireInSeconds is 60: without recoverActive the job would stay active for a minute.
    expect(await second.job('slow', interrupted!)).toMatchObject({ state: 'retry' });
    expect(logs).toContain('job queue: 1 slow job(s) left active by a stopped process failed for a retry');
    const ran: string[] = [];
    second.work('slow', async ({ n }, job) => {
      ran.push(`slow ${n} retry ${job.retryCount}`);
    });
    expect(await second.runDue('slow')).toBe(1);
    expect(ran).toEqual(['slow 3 retry 1']);
  });

  it('runs jobs sent by another queue instance through the polling loop, and stops after the job under way', async () => {
    const { open } = await setUp();
    const sender = await open();
    const worker = await open({ workers: true, pollingIntervalSeconds: 0.5 });
    const seen: Array<{ n: number; at: number }> = [];
    let release = () => {};
    worker.work('probe', async ({ n }) => {
      seen.push({ n, at: Date.now() });
      if (n === 2) await new Promise<void>((resolve) => (release = resolve));
    });
    const sentAt = Date.now();
    const first = await sender.send('probe', { n: 1 });
    await waitFor(async () => (await worker.job('probe', first!))?.state === 'completed');
    // Found by polling every 0.5 s (the first poll may be under way when the job arrives).
    expect(seen[0]!.at - sentAt).toBeLessThan(1500);

    const second = await sender.send('probe', { n: 2 });
    await waitFor(async () => seen.length === 2);
    const stopping = worker.stop();
    const third = await sender.send('probe', { n: 3 });
    release();
    await stopping;
    expect(await sender.job('probe', second!)).toMatchObject({ state: 'completed' });
    // Sent while the worker was stopping: not taken, still waiting for the next gateway.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(seen.map((entry) => entry.n)).toEqual([1, 2]);
    expect(await sender.job('probe', third!)).toMatchObject({ state: 'created' });
  });

  it('runs a job sent in the same process at once, without waiting for the next poll', async () => {
    const { open } = await setUp();
    const queue = await open({ workers: true, pollingIntervalSeconds: 30 });
    let ranAt = 0;
    queue.work('probe', async () => {
      ranAt = Date.now();
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the loop's first poll found nothing and sleeps
    const sentAt = Date.now();
    await queue.send('probe', { n: 1 });
    await waitFor(async () => ranAt > 0, 5000);
    expect(ranAt - sentAt).toBeLessThan(1000);
  });

  it('registers cron schedules in the database and turns a due one into a job', async () => {
    const { open } = await setUp();
    const queue = await open({
      workers: true,
      pollingIntervalSeconds: 0.5,
      schedules: true,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    await queue.schedule('probe', '15 0 * * *', { n: 7 });
    expect(await queue.schedules()).toEqual([{ name: 'probe', cron: '15 0 * * *', timezone: 'UTC', data: { n: 7 } }]);
    // Every minute: the minute just begun counts as due, so a job follows within a few seconds.
    const seen: number[] = [];
    queue.work('probe', async ({ n }) => {
      seen.push(n);
    });
    await queue.schedule('probe', '* * * * *', { n: 8 });
    await waitFor(async () => seen.length > 0, 20_000);
    expect(seen[0]).toBe(8);
    await queue.unschedule('probe');
    expect(await queue.schedules()).toEqual([]);
  });

  it('refuses unknown job names and a second handler', async () => {
    const { open } = await setUp();
    const queue = await open();
    queue.work('probe', async () => {});
    expect(() => queue.work('probe', async () => {})).toThrow(/already has a handler/);
    expect(() => (queue as unknown as JobQueue<{ other: object }>).work('other', async () => {})).toThrow(/Unknown job other/);
    await expect(queue.runDue('flaky')).rejects.toThrow(/no handler/);
    expect(Object.keys(JOB_DEFINITIONS)).toContain('demo-usage-top-up');
  });
});

describe('retryOnDeadlock', () => {
  const failing = (codes: Array<string | undefined>) => {
    let calls = 0;
    const action = async () => {
      const code = codes[calls];
      calls += 1;
      if (calls <= codes.length) throw Object.assign(new Error(`failed with ${code}`), { code });
      return 'done';
    };
    return { action, calls: () => calls };
  };

  it('asks again after PostgreSQL broke a deadlock or a serialization conflict', async () => {
    const probe = failing(['40P01', '40001']);
    await expect(retryOnDeadlock(probe.action)).resolves.toBe('done');
    expect(probe.calls()).toBe(3);
  });

  it('gives up after the last try, and never retries any other error', async () => {
    const deadlocks = failing(['40P01', '40P01', '40P01']);
    await expect(retryOnDeadlock(deadlocks.action, 3)).rejects.toThrow('failed with 40P01');
    expect(deadlocks.calls()).toBe(3);
    const other = failing(['23505']);
    await expect(retryOnDeadlock(other.action)).rejects.toThrow('failed with 23505');
    expect(other.calls()).toBe(1);
  });
});

describe.skipIf(!usingPostgres)('several gateways starting at once on one PostgreSQL', () => {
  // Without the retry, 8 rounds gave 24 'deadlock detected' failures in pg-boss's create_queue (a CI run lost a
  // gateway to it); 3 rounds are enough to see it.
  it('all start: a deadlock between their queue creations is retried', async () => {
    const errors: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const schema = `pgboss_${randomBytes(5).toString('hex')}`;
      const dbs = [0, 1, 2, 3].map(() => openPostgres(process.env.TEST_DATABASE_URL ?? '', { maxConnections: 5 }));
      const started = await Promise.allSettled(
        dbs.map((db) => JobQueue.start({ db, schema, workers: false, schedules: false, maintenance: false, log: () => {} })),
      );
      for (const result of started) {
        if (result.status === 'rejected') errors.push(String((result.reason as Error).message));
        else await result.value.stop();
      }
      await dbs[0]?.exec(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
      await Promise.all(dbs.map((db) => db.close()));
    }
    expect(errors).toEqual([]);
  }, 60_000);
});

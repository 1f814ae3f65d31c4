import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/connection.ts';
import { JobQueue } from '../jobs/queue.ts';
import type { ReportGenerator } from '../modules/reports/jobs.ts';
import { setReportDispatcher } from '../modules/reports/jobs.ts';
import { registerReportJobs } from '../modules/reports/report-jobs.ts';
import { startGateway, type TestClient, type TestGateway } from './http.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from './test-db.ts';

/** The reports tests' clock: 23 November 2026, noon UTC (October 2026 is the last full month). */
export const REPORTS_NOW = new Date('2026-11-23T12:00:00Z');

export interface ReportsHarnessOptions {
  /** The gateway's and the jobs' clock (default REPORTS_NOW). */
  now?: () => Date;
  /** Serve the gateway (default true). */
  gateway?: boolean;
  /**
   * Start a job queue (its own pg-boss schema, no workers, schedules or maintenance: the test runs jobs with
   * `runDue`) with the report jobs registered on it. `generator` replaces the report generation.
   */
  queue?: boolean | { generator?: ReportGenerator };
  /** Serve the end-to-end test hooks (config.testHooks). */
  testHooks?: boolean;
}

export interface ReportsHarness {
  readonly db: Db;
  readonly gateway: TestGateway;
  readonly queue: JobQueue;
  /** A client signed in as the demo user, and the user's id. */
  signedIn(username: string): Promise<{ client: TestClient; userId: string }>;
}

/**
 * The set-up the reports tests share: a migrated and seeded test database, the gateway on it with a fixed
 * clock and, when asked, a queue with the report jobs. Call at the top of a test file: it registers
 * beforeAll/afterAll; the returned object's fields are ready inside the tests.
 */
export function setUpReportsHarness(options: ReportsHarnessOptions = {}): ReportsHarness {
  const now = options.now ?? (() => REPORTS_NOW);
  const bossSchema = `pgboss_${randomBytes(5).toString('hex')}`;
  let test: TestDatabase | undefined;
  let gateway: TestGateway | undefined;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    test = await createTestDatabase();
    if (options.gateway !== false) gateway = await startGateway(test.db, { now, testHooks: options.testHooks === true });
    if (options.queue) {
      queue = await JobQueue.start({ db: test.db, schema: bossSchema, workers: false, schedules: false, maintenance: false });
      const generator = typeof options.queue === 'object' ? options.queue.generator : undefined;
      await registerReportJobs(queue, test.db, { log: () => {} }, now, generator);
    }
  });
  afterAll(async () => {
    if (queue) {
      setReportDispatcher(null);
      await queue.stop();
    }
    await gateway?.close();
    if (queue && usingPostgres) await test?.db.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
    await test?.close();
  });

  const ready = <Value>(value: Value | undefined, what: string): Value => {
    if (value === undefined) throw new Error(`The reports harness has no ${what} (not started yet, or not asked for).`);
    return value;
  };

  return {
    get db() {
      return ready(test, 'database').db;
    },
    get gateway() {
      return ready(gateway, 'gateway');
    },
    get queue() {
      return ready(queue, 'queue');
    },
    async signedIn(username) {
      const client = ready(gateway, 'gateway').client();
      await client.login(username);
      const { session } = await client.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }');
      return { client, userId: session.userAccount.id };
    },
  };
}

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/queue.ts';
import { startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../testing/test-db.ts';
import { setReportDispatcher } from './jobs.ts';
import { registerReportJobs, REPORT_START_DELAY_SECONDS } from './report-jobs.ts';

const bossSchema = `pgboss_${randomBytes(5).toString('hex')}`;
let test: TestDatabase;
let gateway: TestGateway;
let queue: JobQueue;

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
  queue = await JobQueue.start({ db: test.db, schema: bossSchema, workers: false, schedules: false, maintenance: false });
  await registerReportJobs(queue, test.db, { log: () => {} }, () => new Date());
});
afterAll(async () => {
  setReportDispatcher(null);
  await queue.stop();
  await gateway.close();
  if (usingPostgres) await test.db.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
  await test.close();
});

const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { report_id status } }`;
const STATUS = `query ($id: ID!) { report(reportId: $id) { status } }`;

describe('report jobs on the queue', () => {
  it('a submitted report is a queued job: pending, then complete once the job ran', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    const { session } = await client.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }');
    const { addReport } = await client.data<{ addReport: { report_id: string; status: string } }>(ADD, {
      data: {
        report_name: 'Queued',
        report_type: 'Counter5.1',
        user_id: session.userAccount.id,
        email_address: 'librarian@demo.edu',
        output_format: 'tsv',
        attributes: {
          namespace: 'Counter5.1',
          reportCode: 'IR_M1',
          institutionName: 'Demo University',
          requiredAttributes: [
            { name: 'Institution_ID', value: 'demouniv' },
            { name: 'Begin_Date', value: '2025-06-01' },
            { name: 'End_Date', value: '2025-06-30' },
            { name: 'Platform', value: 'jstor' },
          ],
        },
      },
    });
    expect(addReport.status).toBe('pending');
    // Not due yet: the job starts a moment after the request.
    expect(await queue.runDue('report-run')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, (REPORT_START_DELAY_SECONDS + 0.5) * 1000));
    expect(await queue.runDue('report-run')).toBe(1);
    expect((await client.data<{ report: { status: string } }>(STATUS, { id: addReport.report_id })).report.status).toBe('complete');
  });

  it('the sweep re-queues requests left pending long ago', async () => {
    await test.db.exec(`UPDATE report_requests SET created_at = now() - interval '1 hour' WHERE status = 'pending'`);
    const pending = await test.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM report_requests WHERE status = 'pending'`);
    await queue.send('report-sweep', { reason: 'start' });
    expect(await queue.runDue('report-sweep')).toBeGreaterThanOrEqual(1);
    expect(await queue.runDue('report-run')).toBe(pending.rows[0]?.count);
    const after = await test.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM report_requests WHERE status = 'pending'`);
    expect(after.rows[0]?.count).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';
import { setReportDispatcher } from './jobs.ts';
import { REPORT_START_DELAY_SECONDS } from './report-jobs.ts';

const harness = setUpReportsHarness({ now: () => new Date(), queue: true });

const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { report_id status } }`;
const STATUS = `query ($id: ID!) { report(reportId: $id) { status } }`;

/** An IR_M1 of Demo University as TSV for a 30-day month of 2025 (`month`: '06'). */
const submission = (userId: string, name: string, month = '06') => ({
  report_name: name,
  report_type: 'Counter5.1',
  user_id: userId,
  email_address: 'librarian@demo.edu',
  output_format: 'tsv',
  attributes: {
    namespace: 'Counter5.1',
    reportCode: 'IR_M1',
    institutionName: 'Demo University',
    requiredAttributes: [
      { name: 'Institution_ID', value: 'demouniv' },
      { name: 'Begin_Date', value: `2025-${month}-01` },
      { name: 'End_Date', value: `2025-${month}-30` },
      { name: 'Platform', value: 'jstor' },
    ],
  },
});

describe('report jobs on the queue', () => {
  it('a submitted report is a queued job: pending, then complete once the job ran', async () => {
    const { client, userId } = await harness.signedIn('librarian@demo.edu');
    const { addReport } = await client.data<{ addReport: { report_id: string; status: string } }>(ADD, {
      data: submission(userId, 'Queued'),
    });
    expect(addReport.status).toBe('pending');
    // Not due yet: the job starts a moment after the request.
    expect(await harness.queue.runDue('report-run')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, (REPORT_START_DELAY_SECONDS + 0.5) * 1000));
    expect(await harness.queue.runDue('report-run')).toBe(1);
    expect((await client.data<{ report: { status: string } }>(STATUS, { id: addReport.report_id })).report.status).toBe('complete');
  });

  it('the sweep re-queues requests left pending long ago', async () => {
    await harness.db.exec(`UPDATE report_requests SET created_at = now() - interval '1 hour' WHERE status = 'pending'`);
    const pending = await harness.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM report_requests WHERE status = 'pending'`,
    );
    await harness.queue.send('report-sweep', { reason: 'start' });
    expect(await harness.queue.runDue('report-sweep')).toBeGreaterThanOrEqual(1);
    expect(await harness.queue.runDue('report-run')).toBe(pending.rows[0]?.count);
    const after = await harness.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM report_requests WHERE status = 'pending'`);
    expect(after.rows[0]?.count).toBe(0);
  });

  // Last: it replaces the queue's dispatcher (the harness clears it after the file).
  it('stores the job with its request: a job that cannot be stored fails the submission and leaves no request', async () => {
    const { client, userId } = await harness.signedIn('librarian@demo.edu');
    // The job goes into the request's transaction, then the dispatcher fails: the rollback takes both back.
    let inTransaction = false;
    setReportDispatcher(async (requestId, tx) => {
      inTransaction = tx !== undefined;
      if (tx) await harness.queue.send('report-run', { requestId }, { db: tx });
      throw new Error('the queue is down');
    });
    const response = await client.gql(ADD, { data: submission(userId, 'Never stored', '04') });
    // Another month than the first test's request: not a duplicate, so only the queue can refuse it.
    expect(response.body.errors?.[0]?.message).not.toMatch(/already requested/);
    expect(response.body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(inTransaction).toBe(true);
    const stored = await harness.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM report_requests WHERE report_name = 'Never stored'`,
    );
    expect(stored.rows[0]?.count).toBe(0);
    expect(await harness.queue.runDue('report-run')).toBe(0);
  });
});

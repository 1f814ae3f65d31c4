import { describe, expect, it } from 'vitest';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';
import { REPORT_START_DELAY_SECONDS } from './report-jobs.ts';

const harness = setUpReportsHarness({ now: () => new Date(), queue: true });

const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { report_id status } }`;
const STATUS = `query ($id: ID!) { report(reportId: $id) { status } }`;

describe('report jobs on the queue', () => {
  it('a submitted report is a queued job: pending, then complete once the job ran', async () => {
    const { client, userId } = await harness.signedIn('librarian@demo.edu');
    const { addReport } = await client.data<{ addReport: { report_id: string; status: string } }>(ADD, {
      data: {
        report_name: 'Queued',
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
            { name: 'Begin_Date', value: '2025-06-01' },
            { name: 'End_Date', value: '2025-06-30' },
            { name: 'Platform', value: 'jstor' },
          ],
        },
      },
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
});

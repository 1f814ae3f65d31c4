// Issue 30, item 3: the report mail relay. Quotas (50 one-time reports a user and day, 25 active schedules an
// account), mail only to the requester or a user of the account, and report names never links in the mail.
import { ACTIVE_SCHEDULES_PER_ACCOUNT, REPORTS_PER_USER_PER_DAY } from '@console/rules/reports';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../testing/http.ts';
import { REPORTS_NOW, setUpReportsHarness } from '../../testing/reports-harness.ts';
import { mailSafeText, readyMessage } from './jobs.ts';
import type { ReportRequestRow } from './repository.ts';

const harness = setUpReportsHarness();
const { signedIn } = harness;

const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { id } }`;
const ADD_SCHEDULE = `mutation ($data: ReportScheduleSubmissionInput!) { addReportSchedule(submissionData: $data) { id } }`;
const SET_STATE = `mutation ($id: ID!, $state: String!) { updateReportScheduleState(id: $id, state: $state) { id state } }`;

function submission(userId: string, name: string, email = 'librarian@demo.edu') {
  return {
    report_name: name,
    report_type: 'Counter5.1',
    user_id: userId,
    email_address: email,
    output_format: 'xlsx',
    attributes: {
      namespace: 'Counter5.1',
      reportCode: 'TR_J2',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: '2026-09-01' },
        { name: 'End_Date', value: '2026-09-30' },
        { name: 'Platform', value: 'jstor' },
      ],
    },
  };
}

describe('report mail (issue 30, item 3)', () => {
  it('mails only the requester or a user of the account', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const outside = await client.gql(ADD, { data: submission(userId, 'ACTION REQUIRED', 'victim@outside.example') });
    expect(errorCode(outside)).toBe('REPORT_EMAIL_NOT_ALLOWED');
    expect(outside.body.errors?.[0]?.message).toBe('Reports can be emailed only to you or to a user of this institution.');
    const paired = (
      await harness.db.query<{ email: string }>(
        "SELECT p.email FROM paired_users p JOIN accounts a ON a.id = p.account_id WHERE a.code = 'demouniv' ORDER BY p.email LIMIT 1",
      )
    ).rows[0]!.email;
    expect(errorCode(await client.gql(ADD, { data: submission(userId, 'For a paired user', paired.toUpperCase()) }))).toBeUndefined();
    expect(errorCode(await client.gql(ADD, { data: submission(userId, 'For me', 'Librarian@demo.edu') }))).toBeUndefined();
  });

  it(`refuses one-time report number ${REPORTS_PER_USER_PER_DAY + 1} of a user in a day`, async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    // The day of the gateway's clock (the harness's REPORTS_NOW).
    const dayStart = `${REPORTS_NOW.toISOString().slice(0, 10)}T00:00:00Z`;
    const { rows } = await harness.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_requests WHERE user_id = $1 AND schedule_id IS NULL AND created_at >= $2',
      [userId, dayStart],
    );
    for (let index = rows[0]!.n; index < REPORTS_PER_USER_PER_DAY; index += 1)
      expect(errorCode(await client.gql(ADD, { data: submission(userId, `Quota ${index}`) })), `request ${index}`).toBeUndefined();
    const over = await client.gql(ADD, { data: submission(userId, 'One too many') });
    expect(errorCode(over)).toBe('REPORT_QUOTA_EXCEEDED');
    expect(over.body.errors?.[0]?.message).toBe('You can request at most 50 reports a day. Please try again tomorrow.');
  }, 120_000);

  it(`keeps at most ${ACTIVE_SCHEDULES_PER_ACCOUNT} active schedules an account, also when one is made active again`, async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const { rows } = await harness.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM report_schedules s JOIN accounts a ON a.id = s.account_id WHERE a.code = 'demouniv' AND s.state = 'active'",
    );
    const schedule = (name: string) => {
      const { report_name: _name, ...rest } = submission(userId, name);
      return { ...rest, schedule_name: name, effective_date: '2026-12-01', frequency: 'monthly' };
    };
    const ids: string[] = [];
    for (let index = rows[0]!.n; index < ACTIVE_SCHEDULES_PER_ACCOUNT; index += 1)
      ids.push(
        (await client.data<{ addReportSchedule: { id: string } }>(ADD_SCHEDULE, { data: schedule(`Schedule ${index}`) })).addReportSchedule
          .id,
      );
    expect(errorCode(await client.gql(ADD_SCHEDULE, { data: schedule('One too many') }))).toBe('REPORT_SCHEDULE_QUOTA_EXCEEDED');
    await client.data(SET_STATE, { id: ids[0], state: 'inactive' });
    const another = (await client.data<{ addReportSchedule: { id: string } }>(ADD_SCHEDULE, { data: schedule('In its place') }))
      .addReportSchedule.id;
    expect(another).toBeTruthy();
    expect(errorCode(await client.gql(SET_STATE, { id: ids[0], state: 'active' }))).toBe('REPORT_SCHEDULE_QUOTA_EXCEEDED');
  }, 120_000);

  it('never writes a report name as a link in the mail', () => {
    const name = 'ACTION REQUIRED: verify at https://evil.example/login?x=1 or www.evil.example, mail help@evil.example\nBcc: x';
    expect(mailSafeText(name)).toBe(
      'ACTION REQUIRED: verify at https[:]//evil[.]example/login?x=1 or www[.]evil[.]example, mail help[at]evil[.]example Bcc: x',
    );
    const message = readyMessage(
      {
        email_address: 'librarian@demo.edu',
        report_name: name,
        report_code: 'TR_J2',
        report_id: 'R0123456789AB',
        attributes: { institutionName: 'Demo University' },
      } as unknown as ReportRequestRow,
      { file: { name: 'TR_J2.xlsx' } },
    )!;
    for (const text of [message.subject, message.text]) {
      expect(text).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example/);
      expect(text).not.toMatch(/\n(?!\n)Bcc/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../config.ts';
import { rawRequest, startGateway } from '../../testing/http.ts';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';
import { REPORT_SCHEDULE_TEST_HOOK_PATH } from './test-hooks.ts';

const harness = setUpReportsHarness({ queue: true, testHooks: true });

const ADD_SCHEDULE = `mutation ($data: ReportScheduleSubmissionInput!) { addReportSchedule(submissionData: $data) { id } }`;
const SET_STATE = `mutation ($id: ID!, $state: String!) { updateReportScheduleState(id: $id, state: $state) { id state } }`;

function schedule(userId: string) {
  return {
    schedule_name: 'Hooked monthly',
    report_type: 'Counter5.1',
    user_id: userId,
    email_address: 'librarian@demo.edu',
    output_format: 'tsv',
    effective_date: '2026-12-01',
    frequency: 'monthly',
    attributes: {
      namespace: 'Counter5.1',
      reportCode: 'TR_J3',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: '2026-12-01' },
        { name: 'End_Date', value: '2026-12-31' },
        { name: 'Platform', value: 'jstor' },
      ],
    },
  };
}

describe('the end-to-end schedule hook (test only)', () => {
  it('is off unless E2E_TEST_HOOKS=1, and never in production', () => {
    expect(resolveConfig({}).testHooks).toBe(false);
    expect(resolveConfig({ nodeEnv: 'production', testHooks: true }).testHooks).toBe(false);
    expect(resolveConfig({ nodeEnv: 'development', testHooks: true }).testHooks).toBe(true);
  });

  it("runs the signed-in user's own active schedule as of a day, once; nobody else's, not an inactive one, not without the hook", async () => {
    const { client, userId } = await harness.signedIn('librarian@demo.edu');
    const { addReportSchedule } = await client.data<{ addReportSchedule: { id: string } }>(ADD_SCHEDULE, { data: schedule(userId) });
    const hook = (cookie: string, port = harness.gateway.port) =>
      rawRequest(port, 'POST', `${REPORT_SCHEDULE_TEST_HOOK_PATH}?scheduleId=${addReportSchedule.id}&asOf=2027-01-05`, { cookie });
    const runs = async () =>
      (
        await harness.db.query<{ begin: string; end: string }>(
          `SELECT attributes->'requiredAttributes'->1->>'value' AS begin, attributes->'requiredAttributes'->2->>'value' AS end
             FROM report_requests WHERE schedule_id = $1`,
          [addReportSchedule.id],
        )
      ).rows;

    // Without the hook (an ordinary gateway) the path is not served.
    const plain = await startGateway(harness.db);
    try {
      expect((await hook(client.cookieHeader(), plain.port)).status).not.toBe(200);
    } finally {
      await plain.close();
    }
    // Another user's session makes nothing; no session is 401.
    const other = await harness.signedIn('consortium@demo.edu');
    expect(JSON.parse((await hook(other.client.cookieHeader())).body)).toEqual({ created: 0 });
    expect((await hook('')).status).toBe(401);
    expect(await runs()).toEqual([]);

    expect(JSON.parse((await hook(client.cookieHeader())).body)).toEqual({ created: 1 });
    expect(JSON.parse((await hook(client.cookieHeader())).body)).toEqual({ created: 0 });
    expect(await runs()).toEqual([{ begin: '2026-12-01', end: '2026-12-31' }]);

    await client.data(SET_STATE, { id: addReportSchedule.id, state: 'inactive' });
    const later = await rawRequest(
      harness.gateway.port,
      'POST',
      `${REPORT_SCHEDULE_TEST_HOOK_PATH}?scheduleId=${addReportSchedule.id}&asOf=2027-02-05`,
      { cookie: client.cookieHeader() },
    );
    expect(JSON.parse(later.body)).toEqual({ created: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { errorCode } from '../../testing/http.ts';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';
import { COUNTER_REPORT_IDS, FAMILY_METRICS, REPORT_DEFINITIONS } from '../counter/definitions.ts';
import { RELEASE_5_NAMES } from '../counter/release5.ts';
import { fullPeriods } from './availability.ts';
import { runReportRequest } from './jobs.ts';

const harness = setUpReportsHarness();
const { signedIn } = harness;

const TEMPLATES = `query ($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {
  reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode, platform: $platform) {
    templates { report { code name type release frequency } fileFormats disabledReason schedulable optionalAttributes { name type possibleValues } }
  }
}`;
const HISTORY = `query ($userId: ID!, $type: ReportsTypeInput!) {
  reportHistory(reportHistoryUserId: $userId, reportsType: $type) { id report_id report_name status created output_format attributes { reportCode requiredAttributes { name value } } }
}`;
const SCHEDULES = `query ($userId: ID!, $type: ReportsTypeInput!) {
  reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) { id schedule_name frequency state effective_date attributes { report { code name } } }
}`;
const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { id report_id status report_name output_format } }`;
const CHECK = `query ($data: ReportSubmissionInput!) { checkReportDuplicate(checkReportDuplicateInput: $data) { id report_id created reportCode reportName } }`;
const ADD_SCHEDULE = `mutation ($data: ReportScheduleSubmissionInput!) { addReportSchedule(submissionData: $data) { id state frequency effective_date } }`;
const CHECK_SCHEDULE = `query ($data: ReportScheduleSubmissionInput!) { checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $data) { id created } }`;
const SET_STATE = `mutation ($id: ID!, $state: String!) { updateReportScheduleState(id: $id, state: $state) { id state } }`;
const STATUS = `query ($id: ID!) { report(reportId: $id) { report_id status } }`;

function submission(userId: string, overrides: Record<string, unknown> = {}, attributes: Record<string, unknown> = {}) {
  return {
    report_name: 'October journals',
    report_type: 'Counter5.1',
    user_id: userId,
    email_address: 'librarian@demo.edu',
    output_format: 'xlsx',
    ...overrides,
    attributes: {
      namespace: 'Counter5.1',
      reportCode: 'TR_J2',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: '2026-10-01' },
        { name: 'End_Date', value: '2026-10-31' },
        { name: 'Platform', value: 'jstor' },
      ],
      ...attributes,
    },
  };
}

describe('report templates', () => {
  it('lists the COUNTER Release 5.1 reports and standard views with their official names', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const { reportsAvailable } = await client.data<{
      reportsAvailable: {
        templates: Array<{ report: { code: string; name: string; type: string }; optionalAttributes: Array<{ name: string }> }>;
      };
    }>(TEMPLATES, { userId, namespace: 'Counter5.1', siteCode: 'demouniv' });
    const byCode = new Map(reportsAvailable.templates.map((template) => [template.report.code, template]));
    expect([...byCode.keys()]).toEqual([
      'PR',
      'PR_P1',
      'DR',
      'DR_D1',
      'DR_D2',
      'TR',
      'TR_B1',
      'TR_B2',
      'TR_B3',
      'TR_J1',
      'TR_J2',
      'TR_J3',
      'TR_J4',
      'IR',
      'IR_A1',
      'IR_M1',
    ]);
    expect(byCode.get('TR_J1')?.report.name).toBe('Journal Requests (Controlled)');
    expect(byCode.get('IR_M1')?.report.name).toBe('Multimedia Item Requests');
    expect(byCode.get('TR')?.optionalAttributes.map((attribute) => attribute.name)).toEqual([
      'Metric_Type',
      'Data_Type',
      'Access_Type',
      'Access_Method',
      'YOP',
      'Exclude_Monthly_Details',
      'Attributes_To_Show',
    ]);
    expect(byCode.get('TR_J1')?.optionalAttributes).toEqual([]);
  });

  it('lists the COUNTER 5 (historical) reports with their Release 5 names, the names their files carry', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    type Templates = {
      reportsAvailable: {
        templates: Array<{
          report: { code: string; name: string; release: string };
          optionalAttributes: Array<{ name: string; possibleValues: string[] }>;
        }>;
      };
    };
    const r5 = await client.data<Templates>(TEMPLATES, { userId, namespace: 'Counter5', siteCode: 'demouniv' });
    const r51 = await client.data<Templates>(TEMPLATES, { userId, namespace: 'Counter5.1', siteCode: 'demouniv' });
    const names = new Map(r5.reportsAvailable.templates.map((template) => [template.report.code, template.report.name]));
    expect([...names.keys()]).toEqual([...COUNTER_REPORT_IDS]);
    expect(r5.reportsAvailable.templates.every((template) => template.report.release === '5')).toBe(true);
    // Release 5's names (Code of Practice R5): "Master Report" and "Excluding OA_Gold", renamed by 5.1.
    expect(
      Object.fromEntries(['PR', 'DR', 'TR', 'IR', 'TR_B1', 'TR_J1', 'TR_J4', 'TR_J3', 'PR_P1'].map((code) => [code, names.get(code)])),
    ).toEqual({
      PR: 'Platform Master Report',
      DR: 'Database Master Report',
      TR: 'Title Master Report',
      IR: 'Item Master Report',
      TR_B1: 'Book Requests (Excluding OA_Gold)',
      TR_J1: 'Journal Requests (Excluding OA_Gold)',
      TR_J4: 'Journal Requests by YOP (Excluding OA_Gold)',
      TR_J3: 'Journal Usage by Access Type',
      PR_P1: 'Platform Usage',
    });
    // The wizard offers what the files are called: the R5 generator's names, and 5.1's own for Counter5.1.
    for (const code of COUNTER_REPORT_IDS) {
      expect(names.get(code)).toBe(RELEASE_5_NAMES[code] ?? REPORT_DEFINITIONS[code].name);
    }
    for (const template of r51.reportsAvailable.templates) {
      expect(template.report.name).toBe(REPORT_DEFINITIONS[template.report.code as keyof typeof REPORT_DEFINITIONS].name);
    }
  });

  it("offers each master report's Metric_Type values as the generator knows them, in both releases", async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    for (const namespace of ['Counter5', 'Counter5.1']) {
      const { reportsAvailable } = await client.data<{
        reportsAvailable: {
          templates: Array<{ report: { code: string }; optionalAttributes: Array<{ name: string; possibleValues: string[] }> }>;
        };
      }>(TEMPLATES, { userId, namespace, siteCode: 'demouniv' });
      const metricsOf = (code: string) =>
        reportsAvailable.templates
          .find((template) => template.report.code === code)
          ?.optionalAttributes.find((attribute) => attribute.name === 'Metric_Type')?.possibleValues;
      expect(metricsOf('PR')).toEqual([
        'Searches_Platform',
        'Total_Item_Investigations',
        'Total_Item_Requests',
        'Unique_Item_Investigations',
        'Unique_Item_Requests',
        'Unique_Title_Investigations',
        'Unique_Title_Requests',
      ]);
      for (const family of ['PR', 'DR', 'TR', 'IR'] as const) expect(metricsOf(family)).toEqual([...FAMILY_METRICS[family]]);
      expect(metricsOf('IR')).toContain('No_License');
      expect(metricsOf('IR')).not.toContain('Unique_Title_Requests');
    }
  });

  it('gives consortia the consortial reports, with COUNTER 5 ones disabled', async () => {
    const { client, userId } = await signedIn('consortium@demo.edu');
    const c51 = await client.data<{ reportsAvailable: { templates: Array<{ report: { code: string }; disabledReason: string | null }> } }>(
      TEMPLATES,
      {
        userId,
        namespace: 'Counter5.1',
        siteCode: 'democons',
      },
    );
    expect(c51.reportsAvailable.templates.map((template) => template.report.code)).toEqual(['CR_C1']);
    const c5 = await client.data<{ reportsAvailable: { templates: Array<{ report: { code: string }; disabledReason: string | null }> } }>(
      TEMPLATES,
      {
        userId,
        namespace: 'ConsortialRF',
        siteCode: 'democons',
      },
    );
    expect(c5.reportsAvailable.templates.every((template) => template.disabledReason === 'now available only in COUNTER 5.1')).toBe(true);
    const artstor = await client.data<{ reportsAvailable: { templates: unknown[] } }>(TEMPLATES, {
      userId,
      namespace: 'ArtstorCollections',
      siteCode: 'democons',
    });
    expect(artstor.reportsAvailable.templates).toEqual([]);
  });

  it('refuses another user id and accounts the user may not act on', async () => {
    const { client, userId } = await signedIn('basic@demo.edu');
    expect(errorCode(await client.gql(TEMPLATES, { userId, namespace: 'Counter5.1', siteCode: 'demouniv' }))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await client.gql(TEMPLATES, { userId: '00000000-0000-0000-0000-000000000000', namespace: 'Counter5.1', siteCode: 'basicinst' }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await harness.gateway.client().gql(TEMPLATES, { userId, namespace: 'Counter5.1', siteCode: 'basicinst' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('usage availability', () => {
  it('finds the full day, week, month and quarter inside the usage', () => {
    expect(fullPeriods({ first: '2024-06-03', last: '2026-11-22' }, '2026-11-23')).toEqual({
      firstFullDayDateIso8601: '2024-06-03',
      lastFullDayDateIso8601: '2026-11-22',
      firstFullWeekDateIso8601: '2024-06-03',
      lastFullWeekDateIso8601: '2026-11-22',
      firstFullMonthDateIso8601: '2024-07-01',
      lastFullMonthDateIso8601: '2026-10-31',
      firstFullQuarterDateIso8601: '2024-07-01',
      lastFullQuarterDateIso8601: '2026-09-30',
    });
    expect(fullPeriods({ first: null, last: null }, '2026-11-23').firstFullDayDateIso8601).toBeNull();
    // Today's usage is never complete.
    expect(fullPeriods({ first: '2026-11-01', last: '2026-11-23' }, '2026-11-23').lastFullDayDateIso8601).toBe('2026-11-22');
  });
});

describe('report requests', () => {
  it('validates every submission on the server with the wizard rules', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{ report_name: '   ' }, {}, 'REPORT_NAME_MISSING'],
      [{ email_address: 'librarian@demo' }, {}, 'REPORT_EMAIL_MISSING'],
      [{ output_format: 'pdf' }, {}, 'REPORT_FORMAT_NOT_SELECTED'],
      [{}, { reportCode: 'XX_1' }, 'REPORT_TEMPLATE_NOT_SELECTED'],
      [
        {},
        {
          requiredAttributes: [
            { name: 'Begin_Date', value: '2026-10-01' },
            { name: 'End_Date', value: '2026-10-31' },
          ],
        },
        'REPORT_ACCOUNT_NOT_SELECTED',
      ],
      [
        {},
        {
          requiredAttributes: [
            { name: 'Institution_ID', value: 'demouniv' },
            { name: 'Begin_Date', value: '2026-10-31' },
            { name: 'End_Date', value: '2026-10-01' },
          ],
        },
        'REPORT_DATES_INVALID',
      ],
      [
        {},
        {
          requiredAttributes: [
            { name: 'Institution_ID', value: 'demouniv' },
            { name: 'Begin_Date', value: '2026-10-05' },
            { name: 'End_Date', value: '2026-10-31' },
          ],
        },
        'REPORT_DATES_INVALID',
      ],
      [{}, { reportCode: 'TR', optionalAttributes: [{ name: 'Metric_Type', value: 'Searches_Platform' }] }, 'REPORT_TEMPLATE_NOT_SELECTED'],
      [{}, { reportCode: 'TR_J1', optionalAttributes: [{ name: 'YOP', value: '2020' }] }, 'REPORT_TEMPLATE_NOT_SELECTED'],
    ];
    for (const [overrides, attributes, code] of cases) {
      expect(
        errorCode(await client.gql(ADD, { data: submission(userId, overrides, attributes) })),
        JSON.stringify([overrides, attributes]),
      ).toBe(code);
    }
    const other = submission(
      userId,
      {},
      {
        requiredAttributes: [
          { name: 'Institution_ID', value: 'basicinst' },
          { name: 'Begin_Date', value: '2026-10-01' },
          { name: 'End_Date', value: '2026-10-31' },
        ],
      },
    );
    expect(errorCode(await client.gql(ADD, { data: other }))).toBe('FORBIDDEN');
    expect(errorCode(await client.gql(ADD, { data: submission('00000000-0000-0000-0000-000000000000') }))).toBe('FORBIDDEN');
    // A master report takes the Code of Practice's optional attributes.
    const master = submission(
      userId,
      { report_name: 'Titles with YOP' },
      {
        reportCode: 'TR',
        optionalAttributes: [
          { name: 'Metric_Type', value: 'Total_Item_Requests|Unique_Item_Requests' },
          { name: 'YOP', value: '2001-2010|2020' },
          { name: 'Exclude_Monthly_Details', value: 'True' },
        ],
      },
    );
    expect((await client.data<{ addReport: { status: string } }>(ADD, { data: master })).addReport.status).toBe('pending');
  });

  it('stores a request as pending, lists it first, and the job moves it to complete', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const data = submission(
      userId,
      { report_name: 'Denials in September' },
      {
        reportCode: 'TR_B2',
        requiredAttributes: [
          { name: 'Institution_ID', value: 'demouniv' },
          { name: 'Begin_Date', value: '2026-09-01' },
          { name: 'End_Date', value: '2026-09-30' },
          { name: 'Platform', value: 'jstor' },
        ],
      },
    );
    expect((await client.data<{ checkReportDuplicate: { id: string } }>(CHECK, { data })).checkReportDuplicate.id).toBe('');
    const { addReport } = await client.data<{ addReport: { id: string; report_id: string; status: string } }>(ADD, { data });
    expect(addReport.status).toBe('pending');
    expect(addReport.report_id).toMatch(/^R[0-9A-F]{12}$/);

    const history = await client.data<{ reportHistory: Array<{ report_id: string; status: string; created: string }> }>(HISTORY, {
      userId,
      type: { userId, namespace: 'Counter5.1', platform: 'jstor' },
    });
    expect(history.reportHistory[0]).toMatchObject({ report_id: addReport.report_id, status: 'pending' });
    const created = history.reportHistory.map((item) => item.created);
    expect([...created].sort().reverse()).toEqual(created);

    const audit = await harness.db.query<{ action: string }>('SELECT action FROM report_audit WHERE report_request_id = $1 ORDER BY id', [
      addReport.id,
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual(['request']);

    // The duplicate check names the earlier request, and the server refuses the same settings again. The name
    // and the email address are settings (spec 001 §7 sends both): the same name in other spaces or case is the
    // same, another name or another address is not a duplicate (issue 30, item 14).
    const duplicate = await client.data<{
      checkReportDuplicate: { id: string; report_id: string; reportCode: string; reportName: string };
    }>(CHECK, {
      data: { ...data, report_name: '  denials  IN September ', email_address: data.email_address.toUpperCase() },
    });
    const paired = (
      await harness.db.query<{ email: string }>(
        "SELECT p.email FROM paired_users p JOIN accounts a ON a.id = p.account_id WHERE a.code = 'demouniv' ORDER BY p.email LIMIT 1",
      )
    ).rows[0]!.email;
    for (const other of [{ report_name: 'Another name' }, { email_address: paired }])
      expect(
        (await client.data<{ checkReportDuplicate: { id: string } }>(CHECK, { data: { ...data, ...other } })).checkReportDuplicate.id,
        JSON.stringify(other),
      ).toBe('');
    expect(duplicate.checkReportDuplicate).toMatchObject({
      id: addReport.id,
      report_id: addReport.report_id,
      reportCode: 'TR_B2',
      reportName: 'Book Access Denied',
    });
    expect(errorCode(await client.gql(ADD, { data }))).toBe('REPORT_DUPLICATE');

    expect(await runReportRequest(harness.db, addReport.id)).toEqual({ requestId: addReport.id, status: 'complete' });
    expect(await runReportRequest(harness.db, addReport.id)).toEqual({ requestId: addReport.id, status: 'skipped' });
    expect((await client.data<{ report: { status: string } }>(STATUS, { id: addReport.report_id })).report.status).toBe('complete');
    const after = await harness.db.query<{ action: string }>('SELECT action FROM report_audit WHERE report_request_id = $1 ORDER BY id', [
      addReport.id,
    ]);
    expect(after.rows.map((row) => row.action)).toEqual(['request', 'status']);

    // Another user cannot see the request.
    const other = await signedIn('basic@demo.edu');
    expect((await other.client.data<{ report: unknown }>(STATUS, { id: addReport.report_id })).report).toBeNull();
  });

  it('marks a request failed when generation fails on its last attempt', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const { addReport } = await client.data<{ addReport: { id: string; report_id: string } }>(ADD, {
      data: submission(userId, { report_name: 'Will fail', output_format: 'json' }, { reportCode: 'DR_D2' }),
    });
    const failing = async () => {
      throw new Error('usage store unavailable');
    };
    await expect(runReportRequest(harness.db, addReport.id, { generator: failing })).rejects.toThrow('usage store unavailable');
    expect((await client.data<{ report: { status: string } }>(STATUS, { id: addReport.report_id })).report.status).toBe('pending');
    expect(await runReportRequest(harness.db, addReport.id, { generator: failing, lastAttempt: true })).toEqual({
      requestId: addReport.id,
      status: 'failed',
    });
    expect((await client.data<{ report: { status: string } }>(STATUS, { id: addReport.report_id })).report.status).toBe('failed');
  });

  it('shows the seeded history of the demo librarian', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const { reportHistory } = await client.data<{ reportHistory: Array<{ status: string; attributes: { reportCode: string } }> }>(HISTORY, {
      userId,
      type: { userId, namespace: 'Counter5', platform: 'jstor' },
    });
    expect(reportHistory.map((item) => item.attributes.reportCode)).toContain('TR_J1');
  });
});

describe('report schedules', () => {
  const schedule = (userId: string, overrides: Record<string, unknown> = {}) => {
    const { report_name: _name, ...rest } = submission(userId, {}, { reportCode: 'TR_J4' });
    return { ...rest, schedule_name: 'Monthly YOP', effective_date: '2026-12-01', frequency: 'monthly', ...overrides };
  };

  it('adds a schedule, detects a duplicate and removes it when made inactive', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    expect(
      (await client.data<{ checkReportScheduleDuplicate: { id: string } }>(CHECK_SCHEDULE, { data: schedule(userId) }))
        .checkReportScheduleDuplicate.id,
    ).toBe('');
    const { addReportSchedule } = await client.data<{ addReportSchedule: { id: string; state: string; effective_date: string } }>(
      ADD_SCHEDULE,
      {
        data: schedule(userId),
      },
    );
    expect(addReportSchedule).toMatchObject({ state: 'active', effective_date: '2026-12-01' });
    const duplicate = await client.data<{ checkReportScheduleDuplicate: { id: string } }>(CHECK_SCHEDULE, {
      data: schedule(userId, { schedule_name: 'monthly  YOP' }),
    });
    expect(duplicate.checkReportScheduleDuplicate.id).toBe(addReportSchedule.id);
    const renamed = await client.data<{ checkReportScheduleDuplicate: { id: string } }>(CHECK_SCHEDULE, {
      data: schedule(userId, { schedule_name: 'Other name' }),
    });
    expect(renamed.checkReportScheduleDuplicate.id).toBe('');
    expect(errorCode(await client.gql(ADD_SCHEDULE, { data: schedule(userId) }))).toBe('REPORT_DUPLICATE');

    const list = async () =>
      (
        await client.data<{ reportScheduleHistory: Array<{ id: string }> }>(SCHEDULES, {
          userId,
          type: { userId, namespace: 'Counter5.1', platform: 'jstor' },
        })
      ).reportScheduleHistory.map((item) => item.id);
    expect(await list()).toContain(addReportSchedule.id);

    const other = await signedIn('basic@demo.edu');
    expect(errorCode(await other.client.gql(SET_STATE, { id: addReportSchedule.id, state: 'inactive' }))).toBe('FORBIDDEN');
    expect(errorCode(await client.gql(SET_STATE, { id: addReportSchedule.id, state: 'paused' }))).toBe('BAD_USER_INPUT');
    expect(
      (await client.data<{ updateReportScheduleState: { state: string } }>(SET_STATE, { id: addReportSchedule.id, state: 'inactive' }))
        .updateReportScheduleState.state,
    ).toBe('inactive');
    expect(await list()).not.toContain(addReportSchedule.id);
    const audit = await harness.db.query<{ action: string }>('SELECT action FROM report_audit WHERE report_schedule_id = $1 ORDER BY id', [
      addReportSchedule.id,
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual(['schedule', 'schedule_state']);
  });

  it('refuses schedules of COUNTER 5, past effective dates and frequencies the report lacks', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    expect(errorCode(await client.gql(ADD_SCHEDULE, { data: schedule(userId, { effective_date: '2026-11-01' }) }))).toBe(
      'REPORT_DATES_INVALID',
    );
    expect(errorCode(await client.gql(ADD_SCHEDULE, { data: schedule(userId, { frequency: 'weekly' }) }))).toBe(
      'REPORT_TEMPLATE_NOT_SELECTED',
    );
    const c5 = schedule(userId, { report_type: 'Counter5' });
    c5.attributes = { ...c5.attributes, namespace: 'Counter5' };
    expect(errorCode(await client.gql(ADD_SCHEDULE, { data: c5 }))).toBe('REPORT_TEMPLATE_NOT_SELECTED');
  });
});

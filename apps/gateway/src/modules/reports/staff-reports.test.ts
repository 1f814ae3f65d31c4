import { describe, expect, it } from 'vitest';
import { errorCode } from '../../testing/http.ts';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';

const { signedIn } = setUpReportsHarness();

const TEMPLATES = `query ($userId: ID!, $namespace: String!, $siteCode: String!) {
  reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode) { templates { report { code } } }
}`;
const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { id report_id status report_name } }`;
const HISTORY = `query ($userId: ID!, $type: ReportsTypeInput!) {
  reportHistory(reportHistoryUserId: $userId, reportsType: $type) { report_id report_name attributes { institutionName } }
}`;
const CHILDREN = `query ($id: ID!) { childInstitutions(accountId: $id) { id code name type } }`;
const SUMMARY = `query ($siteCode: String!) { publisherSummary(siteCode: $siteCode) { code label } }`;

function submission(userId: string, siteCode: string, name: string) {
  return {
    report_name: name,
    report_type: 'Counter5.1',
    user_id: userId,
    email_address: 'staff@demo.org',
    output_format: 'xlsx',
    attributes: {
      namespace: 'Counter5.1',
      reportCode: 'TR_J2',
      institutionName: 'Any name',
      requiredAttributes: [
        { name: 'Institution_ID', value: siteCode },
        { name: 'Begin_Date', value: '2026-10-01' },
        { name: 'End_Date', value: '2026-10-31' },
        { name: 'Platform', value: 'jstor' },
      ],
    },
  };
}

describe('internal staff in the reports area (spec 001 §2: the site-code account selector)', () => {
  it('lets staff who are not masquerading request a report for any account they found by code, and lists it in their history', async () => {
    const { client, userId } = await signedIn('staff@demo.org');
    const { reportsAvailable } = await client.data<{ reportsAvailable: { templates: Array<{ report: { code: string } }> } }>(TEMPLATES, {
      userId,
      namespace: 'Counter5.1',
      siteCode: 'democoll',
    });
    expect(reportsAvailable.templates.map((template) => template.report.code)).toContain('TR_J2');
    const { addReport } = await client.data<{ addReport: { report_id: string; status: string } }>(ADD, {
      data: submission(userId, 'democoll', 'Staff journals for the college'),
    });
    expect(addReport.status).toBe('pending');
    const { reportHistory } = await client.data<{ reportHistory: Array<{ report_id: string; report_name: string }> }>(HISTORY, {
      userId,
      type: { userId, namespace: 'Counter5.1', platform: 'jstor' },
    });
    expect(reportHistory.map((item) => item.report_id)).toContain(addReport.report_id);
    const { publisherSummary } = await client.data<{ publisherSummary: { code: string } }>(SUMMARY, { siteCode: 'demopress' });
    expect(publisherSummary.code).toBe('demopress');
  });

  it('keeps everyone else to their own accounts, and a masquerading staff member to the account they act as', async () => {
    const librarian = await signedIn('librarian@demo.edu');
    expect(errorCode(await librarian.client.gql(ADD, { data: submission(librarian.userId, 'basicinst', 'Not mine') }))).toBe('FORBIDDEN');
    expect(errorCode(await librarian.client.gql(SUMMARY, { siteCode: 'demopress' }))).toBe('FORBIDDEN');

    const staff = await signedIn('staff@demo.org');
    await staff.client.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect(errorCode(await staff.client.gql(ADD, { data: submission(staff.userId, 'basicinst', 'Not while masquerading') }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await staff.client.gql(TEMPLATES, { userId: staff.userId, namespace: 'Counter5.1', siteCode: 'basicinst' }))).toBe(
      'FORBIDDEN',
    );
  });

  it("lists the members of a consortium staff chose by site code (the CR_C1 note), and no one else's", async () => {
    const staff = await signedIn('staff@demo.org');
    const { childInstitutions } = await staff.client.data<{ childInstitutions: Array<{ code: string; type: string }> }>(CHILDREN, {
      id: '100004',
    });
    expect(childInstitutions).toHaveLength(12);
    expect(childInstitutions.every((child) => child.type === 'institution')).toBe(true);

    const librarian = await signedIn('librarian@demo.edu');
    expect(errorCode(await librarian.client.gql(CHILDREN, { id: '100004' }))).toBe('FORBIDDEN');
    // The consortium's own administrator, as before.
    const consortium = await signedIn('consortium@demo.edu');
    const own = await consortium.client.data<{ childInstitutions: unknown[] }>(CHILDREN, { id: '100004' });
    expect(own.childInstitutions).toHaveLength(12);
    // Staff masquerading as another account act as that account only.
    await staff.client.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect(errorCode(await staff.client.gql(CHILDREN, { id: '100004' }))).toBe('FORBIDDEN');
  });
});

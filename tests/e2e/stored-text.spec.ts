// Issue 16, item 2 (browser half): text stored through the real API that holds HTML is shown as text on every
// screen that shows it: visible literally, and no element or attribute of it reaches the page (no img, svg or
// script made from it, no event-handler attribute, no dialog). Stored link URLs other than http(s) never
// become links: the API refuses them (tests/security/input-validation.test.ts) and the only stored URL the
// console renders as a link, a notification's, goes through linkTarget (features/notifications/model).
import { expect, test, type Page } from '@playwright/test';
import { gql, signIn } from './support';
import { openReports } from './reports-support';

const PAYLOADS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>'];
/** The same payloads without spaces, for fields that refuse whitespace (URLs). */
const URL_PAYLOAD = '"><svg/onload=alert(1)><img/src=x/onerror=alert(1)>';

/** Fails the test on any dialog; returns a check that nothing of the payloads became markup. */
function watchForInjection(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened').toEqual([]);
    const injected = await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], img[src$="/x"]').length,
      svgHandlers: document.querySelectorAll('svg[onload]').length,
      handlers: document.querySelectorAll('[onerror], [onload]').length,
      inlineScripts: [...document.scripts].filter((script) => !script.src && /alert/.test(script.textContent ?? '')).length,
    }));
    expect(injected).toEqual({ images: 0, svgHandlers: 0, handlers: 0, inlineScripts: 0 });
  };
}

test.describe('stored HTML is shown as text', () => {
  test('report and schedule names on the report history and schedules of COUNTER 5.1', async ({ page }) => {
    const checkInjection = watchForInjection(page);
    await signIn(page, 'librarian');
    const { data: me } = await gql<{ session: { userAccount: { id: string; contact: { email: string } } } }>(
      page.request,
      '{ session { userAccount { id contact { email } } } }',
    );
    const user = me?.session.userAccount;
    expect(user).toBeTruthy();
    const tag = `x${Date.now().toString(36)}`;
    const reportName = `R${tag} ${PAYLOADS.join(' ')}`;
    const scheduleName = `S${tag} ${PAYLOADS.join(' ')}`;
    const attributes = (begin: string, end: string) => ({
      namespace: 'Counter5.1',
      reportCode: 'PR',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: begin },
        { name: 'End_Date', value: end },
        { name: 'Platform', value: 'jstor' },
      ],
    });
    const common = { report_type: 'Counter5.1', user_id: user?.id, email_address: user?.contact.email, output_format: 'xlsx' };
    // Distinct settings from every other test's (a duplicate is refused): a single month of 2025 picked by the tag.
    const monthIndex = parseInt(tag.slice(-2), 36) % 12;
    const month = String(monthIndex + 1).padStart(2, '0');
    const lastDay = new Date(Date.UTC(2025, monthIndex + 1, 0)).toISOString().slice(0, 10);
    const report = await gql<{ addReport: { report_name: string } }>(
      page.request,
      'mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { report_name } }',
      { d: { ...common, report_name: reportName, attributes: attributes(`2025-${month}-01`, lastDay) } },
    );
    expect(report.errors).toBeUndefined();
    expect(report.data?.addReport.report_name).toBe(reportName);
    const today = new Date().toISOString().slice(0, 10);
    const schedule = await gql<{ addReportSchedule: { schedule_name: string } }>(
      page.request,
      'mutation ($d: ReportScheduleSubmissionInput!) { addReportSchedule(submissionData: $d) { schedule_name } }',
      {
        d: {
          ...common,
          schedule_name: scheduleName,
          frequency: 'monthly',
          effective_date: today,
          attributes: { ...attributes(`2025-${month}-01`, lastDay), optionalAttributes: [] },
        },
      },
    );
    expect(schedule.errors).toBeUndefined();
    expect(schedule.data?.addReportSchedule.schedule_name).toBe(scheduleName);

    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    const history = page.getByRole('table', { name: 'Report History' });
    // The row is there (found by the plain start of its name), nothing was injected, and the name reads as typed.
    await expect(history.getByText(`R${tag}`)).toBeVisible();
    await checkInjection();
    await expect(history.getByText(reportName, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await expect(page.getByText(`S${tag}`)).toBeVisible();
    await checkInjection();
    await expect(page.getByText(scheduleName, { exact: true })).toBeVisible();
  });

  test('proxy URL and Canvas fields on Access Methods and its Recent changes', async ({ page }) => {
    const checkInjection = watchForInjection(page);
    await signIn(page, 'consortium');
    const account = '100004';
    const loginUrl = `https://library.democons.org/${URL_PAYLOAD}`;
    const clientId = `1000${PAYLOADS[0]}`;
    const update = (value: Record<string, unknown>) =>
      gql(page.request, 'mutation ($a: String!) { updateInstitutionalAccount(institutionId: "100004", account: $a) { id } }', {
        a: JSON.stringify(value),
      });
    const saved = await update({ preferences: { InstitutionFinderInfo: JSON.stringify({ loginUrl, domainCredentialProvider: '' }) } });
    expect(saved.errors).toBeUndefined();
    const canvas = await update({
      type: 'institution',
      accountId: account,
      idType: 'externalId',
      credentials: [{ type: 'LTI', clientId, clientSecret: `1:${PAYLOADS[2]}`, domain: 'democons.instructure.com', provider: 'canvas' }],
    });
    expect(canvas.errors).toBeUndefined();

    await page.goto('/admin/access-methods?tab=proxies');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('https://library.democons.org/')).toBeVisible();
    await checkInjection();
    await expect(panel.getByText(loginUrl, { exact: true })).toBeVisible();
    const changes = page.getByRole('region', { name: 'Recent changes' });
    await expect(changes.getByText(loginUrl).first()).toBeVisible();
    await page.getByRole('tab', { name: 'LMS Integration', exact: true }).click();
    await expect(panel.getByRole('textbox', { name: 'Client ID' })).toHaveValue(clientId);
    await expect(changes.getByText(clientId).first()).toBeVisible();
    await checkInjection();
  });
});

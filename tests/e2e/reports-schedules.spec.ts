import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { downloadWhenReady, historyRow, openReports, startReport, tsvCells } from './reports-support';

const scheduleRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Scheduled Reports' }).getByRole('row').filter({ hasText: name });

/** The day `days` after `day` (YYYY-MM-DD, UTC). */
function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A schedule's run without waiting a month: the e2e gateway serves a test-only hook (E2E_TEST_HOOKS=1, never in
 * production; modules/reports/test-hooks.ts) that makes the signed-in user's schedule run as the schedule job
 * would on a given day.
 */
async function runScheduleAsOf(page: Page, scheduleId: string, asOf: string): Promise<number> {
  const response = await page.request.post(`/admin/test-hooks/report-schedules/run?scheduleId=${scheduleId}&asOf=${asOf}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { created: number }).created;
}

test.describe('report schedules', () => {
  test('a monthly schedule runs into the history as a finished file; deleted, it runs no more; both kept after a reload', async ({
    page,
  }) => {
    // The status check runs every 10 s: the Download button may take up to 25 s.
    test.slow();
    const name = 'E2E scheduled journal usage';
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    const dialog = await startReport(page, 'TR_J3', name);
    await dialog.getByRole('radio', { name: 'TSV' }).check();
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const added = page.waitForResponse((response) => (response.request().postData() ?? '').includes('mutation AddReportSchedule'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const { data } = (await (await added).json()) as { data: { addReportSchedule: { id: string; effective_date: string } } };
    const { id, effective_date: effectiveDate } = data.addReportSchedule;
    await expect(scheduleRow(page, name)).toBeVisible();

    // 35 days after the effective date (the 1st of a month) is past exactly one monthly due date.
    expect(await runScheduleAsOf(page, id, daysAfter(effectiveDate, 35))).toBe(1);
    await page.reload();
    const file = await downloadWhenReady(page, name);
    expect(file.fileName).toMatch(/^TR_J3_\d{4}-\d{2}_\d{4}-\d{2}_R[0-9A-F]{12}\.tsv$/);
    const cells = tsvCells(readFileSync(file.path, 'utf8'));
    expect(cells.slice(0, 2).map((row) => row.slice(0, 2))).toEqual([
      ['Report_Name', 'Journal Usage by Access Type'],
      ['Report_ID', 'TR_J3'],
    ]);
    // The run covers the month from the effective date.
    expect(cells.find((row) => row[0] === 'Reporting_Period')?.[1]).toContain(`Begin_Date=${effectiveDate}`);

    // Delete (the schedule's state becomes inactive, spec 001 §4): gone from the list, and no further runs.
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete report schedule' })
      .or(page.getByRole('dialog', { name: 'Delete report schedule' }))
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('JSTOR Usage Report Schedule Deleted', { exact: true })).toBeVisible();
    await expect(scheduleRow(page, name)).toHaveCount(0);
    expect(await runScheduleAsOf(page, id, daysAfter(effectiveDate, 70))).toBe(0);
    await page.reload();
    await expect(historyRow(page, name)).toHaveCount(1);
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await expect(page.getByLabel('Loading reports')).toHaveCount(0);
    await expect(scheduleRow(page, name)).toHaveCount(0);
  });
});

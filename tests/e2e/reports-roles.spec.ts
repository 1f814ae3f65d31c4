import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';
import { historyRow, openReports, wizard } from './reports-support';

const scheduleRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Scheduled Reports' }).getByRole('row').filter({ hasText: name });

async function schedule(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('radio', { name: 'Scheduled' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(new RegExp(`^${name} was successfully scheduled for \\d\\d/\\d\\d/\\d{4}\\.$`))).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scheduled Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(scheduleRow(page, name)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
  await expect(scheduleRow(page, name)).toBeVisible();
}

/** Scheduled and downloadable reports for the roles beyond the librarian (reports-counter.spec has the librarian's). */
test.describe('reports by role', () => {
  test('consortium schedules CR_C1; it is kept after a reload', async ({ page }) => {
    await signIn(page, 'consortium');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('CR_C1');
    await dialog.getByLabel('Report name').fill('E2E consortium monthly');
    await dialog.getByRole('radio', { name: 'JSON' }).check();
    await schedule(page, dialog, 'E2E consortium monthly');
  });

  test('publisher schedules a journal report; it is kept after a reload', async ({ page }) => {
    await signIn(page, 'publisher');
    await openReports(page, '/publisher-reports', 'Publisher Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('PJ_I1');
    await dialog.getByLabel('Report name').fill('E2E publisher monthly');
    await schedule(page, dialog, 'E2E publisher monthly');
  });

  test('staff (not masquerading) request a report by site code: pending, then downloadable, kept after a reload', async ({ page }) => {
    // The status check runs every 10 s: the Download button may take up to 25 s.
    test.slow();
    await signIn(page, 'staff');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await dialog.getByRole('checkbox', { name: 'Exact match' }).check();
    const site = dialog.getByRole('combobox', { name: 'Site code' });
    await site.fill('demouniv');
    await dialog.getByRole('option', { name: /Demo University/ }).click();
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('TR_B1');
    await dialog.getByLabel('Report name').fill('E2E staff book requests');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const row = historyRow(page, 'E2E staff book requests');
    await expect(row.getByText('Pending...')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Download E2E staff book requests' })).toBeVisible({ timeout: 25_000 });
    await page.reload();
    await expect(
      historyRow(page, 'E2E staff book requests').getByRole('button', { name: 'Download E2E staff book requests' }),
    ).toBeVisible();
  });
});

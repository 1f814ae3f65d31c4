import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gql, signIn } from './support';
import { downloadWhenReady, historyRow, openReports, startReport, tsvCells, wizard } from './reports-support';

test.describe('report pages', () => {
  test('Books: savings link, a one-time request by day, and a weekly schedule with its period', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/book-reports', 'Books Reports', 'demouniv');
    await expect(page.getByRole('link', { name: 'View your savings' })).toHaveAttribute('href', '/admin/holdings?tab=books');
    await expectNoAxeViolations(page, 'Books page');

    let dialog = await startReport(page, 'BK_C1', 'E2E chapter downloads');
    await expect(dialog.getByLabel('Begin date')).toHaveValue(/^\d{4}-\d{2}-01$/);
    await expect(dialog.getByLabel('End date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole('radio', { name: 'CSV' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E chapter downloads')).toContainText('CSV');

    dialog = await startReport(page, 'BK_T1', 'E2E weekly titles');
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await expect(dialog.getByRole('radio', { name: 'Previous week (Mon-Sun)' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Previous 12 months' }).check();
    await expectNoAxeViolations(page, 'wizard scheduled with period');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('tab', { name: 'Scheduled Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Scheduled Reports' })).toContainText('E2E weekly titles');
    await page.reload();
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await expect(
      page.getByRole('table', { name: 'Scheduled Reports' }).getByRole('row').filter({ hasText: 'E2E weekly titles' }),
    ).toContainText('Weekly');
  });

  test('Artstor Collection: an artstor-only college requests an ART report', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/artstor-collection', 'Artstor Collection', 'democoll');
    await expect(page.getByText('Your report history is empty.')).toBeVisible();
    await expectNoAxeViolations(page, 'Artstor page, empty');
    const dialog = await startReport(page, 'ART_C1', 'E2E artstor collections');
    await expect(dialog.getByRole('radiogroup', { name: 'Platform' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E artstor collections')).toBeVisible();
    await page.reload();
    await expect(historyRow(page, 'E2E artstor collections')).toBeVisible();
  });

  test('Collections Usage: the name and format are preset and all collections chosen', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/ccud-reports', 'Collections Usage', 'demouniv');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByLabel('Report name')).toHaveValue('Collections Usage Report');
    await expect(dialog.getByRole('combobox', { name: 'Collection' })).toHaveValue('ALL');
    await expect(dialog.getByRole('radio', { name: 'XLSX' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'CSV' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await expect(dialog.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Annually' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Previous month' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'One-time' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('SC_IR - Collections Usage')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'Collections Usage Report')).toBeVisible();
  });

  test('Engagement Report: one-time request', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/engagement-report', 'Engagement Report', 'demouniv');
    const dialog = await startReport(page, 'PE_E1', 'E2E engagement');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E engagement').getByText('Pending...')).toBeVisible();
  });

  test('consortium: CR_C1 with its member institutions on COUNTER 5.1, to its downloaded file', async ({ page }) => {
    // The status check runs every 10 s: the Download button may take up to 25 s.
    test.slow();
    await signIn(page, 'consortium');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    await expect(historyRow(page, 'Member usage last month')).toBeVisible();
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    const accounts = dialog.getByRole('combobox', { name: 'SELECT AN ACCOUNT' });
    await expect(accounts.locator('option')).toHaveCount(14);
    const members = (await accounts.locator('option').allTextContents()).slice(2);
    expect(members).toEqual([...members].sort((a, b) => a.localeCompare(b)));
    const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
    await expect(report.locator('option[value="CR_C1"]')).toHaveCount(1);
    await report.selectOption('CR_C1');
    await expect(dialog.getByText('Includes 12 member institutions.')).toBeVisible();
    await dialog.getByLabel('Report name').fill('E2E consortium members');
    // The demo consortium already requested CR_C1 for last month as XLSX.
    await dialog.getByRole('radio', { name: 'TSV' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E consortium members').getByText('Pending...')).toBeVisible();
    // The generation job runs in the e2e gateway; the page's status check shows the finished file.
    const file = await downloadWhenReady(page, 'E2E consortium members');
    expect(file.fileName).toMatch(/^CR_C1_.*\.tsv$/);
    const cells = tsvCells(readFileSync(file.path, 'utf8'));
    expect(cells[1]?.slice(0, 2)).toEqual(['Report_ID', 'CR_C1']);
    expect(cells.find((row) => row[0] === 'Institution_Name')?.[1]).toBe('Demo Consortium');
    await page.reload();
    await expect(historyRow(page, 'E2E consortium members').getByRole('button', { name: 'Download E2E consortium members' })).toBeVisible();
  });

  test('publisher: a journal report for All Journals, to its downloaded file', async ({ page }) => {
    test.slow();
    await signIn(page, 'publisher');
    await openReports(page, '/publisher-reports', 'Publisher Usage Reports');
    await expect(historyRow(page, 'Journal usage by institution')).toBeVisible();
    await expectNoAxeViolations(page, 'Publisher page');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByText('PUBLISHER', { exact: true })).toBeVisible();
    const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
    await expect(report.locator('option[value="PJ_I1"]')).toHaveCount(1);
    await report.selectOption('PJ_I1');
    await expect(dialog.getByRole('combobox', { name: 'Journal' })).toHaveValue('~All~');
    await expect(dialog.getByRole('combobox', { name: 'Journal' }).locator('option').first()).toHaveText('All Journals');
    await dialog.getByLabel('Report name').fill('E2E publisher journals');
    await dialog.getByRole('radio', { name: 'CSV' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E publisher journals').getByText('Pending...')).toBeVisible();
    const file = await downloadWhenReady(page, 'E2E publisher journals');
    expect(file.fileName).toMatch(/^PJ_I1_.*\.csv$/);
    const lines = readFileSync(file.path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^"?Report_Name"?,"?Journal Usage by Institution"?/);
    expect(lines[1]).toMatch(/^"?Report_ID"?,"?PJ_I1"?/);
    await page.reload();
    await expect(historyRow(page, 'E2E publisher journals').getByRole('button', { name: 'Download E2E publisher journals' })).toBeVisible();
  });

  test('staff masquerading as Demo University request a report', async ({ page }) => {
    await signIn(page, 'staff');
    const started = await gql(page.request, 'mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect(started.errors).toBeUndefined();
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    const dialog = await startReport(page, 'PR_P1', 'E2E staff platform usage');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E staff platform usage')).toBeVisible();
  });
});

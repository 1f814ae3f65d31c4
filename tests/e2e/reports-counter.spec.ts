import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, refuseChunk, signIn } from './support';
import { historyRow, openReports, startReport, wizard } from './reports-support';

test.describe('COUNTER 5.1 reports', () => {
  test('librarian requests a one-time report: pending, then downloadable, kept after a reload', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    await expect(page.getByRole('tab', { name: 'Report History' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Scheduled Reports' })).toBeVisible();
    await expectNoAxeViolations(page, 'COUNTER 5.1 page');

    const dialog = await startReport(page, 'TR_J2', 'E2E journal denials');
    await expect(dialog.getByText('INSTITUTION', { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'XLSX' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'TSV' }).check();
    await expect(dialog.getByLabel('Email address')).toHaveValue('librarian@demo.edu');
    await expectNoAxeViolations(page, 'wizard required step');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Confirm your report')).toBeVisible();
    await expect(dialog.getByText('TR_J2 - Journal Access Denied')).toBeVisible();
    await expectNoAxeViolations(page, 'wizard confirm step');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(wizard(page)).toBeHidden();
    await expect(
      page.getByText("E2E journal denials was successfully submitted. We'll email the report when it's ready or you can download it here."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Report' })).toBeFocused();
    const row = historyRow(page, 'E2E journal denials');
    await expect(row.getByText('Pending...')).toBeVisible();
    // The job completes it; the status check (every 10 s) turns the row into a Download button.
    await expect(row.getByRole('button', { name: 'Download E2E journal denials' })).toBeVisible({ timeout: 25_000 });

    await page.reload();
    await expect(historyRow(page, 'E2E journal denials').getByRole('button', { name: 'Download E2E journal denials' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await historyRow(page, 'E2E journal denials').getByRole('button', { name: 'Download E2E journal denials' }).click();
    await expect(page.getByText('COUNTER 5.1 Usage Report Download: TR_J2', { exact: true })).toBeVisible();
    // The gateway's file: COUNTER 5.1 tabular TR_J2 of Demo University, header rows as the official sample.
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^TR_J2_\d{4}-\d{2}_\d{4}-\d{2}_R[0-9A-F]{12}\.tsv$/);
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    const cells = lines.map((line) => line.split('\t'));
    expect(cells.slice(0, 4).map((row) => row.slice(0, 2))).toEqual([
      ['Report_Name', 'Journal Access Denied'],
      ['Report_ID', 'TR_J2'],
      ['Release', '5.1'],
      ['Institution_Name', 'Demo University'],
    ]);
    expect(cells[6]?.[1]).toBe('Data_Type=Journal; Access_Method=Regular');
    expect(cells[14]?.slice(0, 11)).toEqual([
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Metric_Type',
      'Reporting_Period_Total',
    ]);
    // Demo University is refused some journals every month: the file has denial rows whose total is the month's.
    const rows = cells.slice(15);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['Limit_Exceeded', 'No_License']).toContain(row[9]);
      expect(Number(row[10])).toBe(Number(row[11]));
    }
  });

  test('a request with the same name, email and settings is a duplicate: only Back remains', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    // The demo librarian requested TR_J1 for last month (xlsx) three days ago, by this name (another name would be
    // another report: issue 30, item 14).
    const dialog = await startReport(page, 'TR_J1', 'Journal requests last month');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByText(
        /^A TR_J1 - Journal Requests \(Controlled\) report with the same settings was requested on \d\d\/\d\d\/\d{4}\. This report is a duplicate\.$/,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'wizard duplicate warning');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Report name')).toHaveValue('Journal requests last month');
  });

  test('the error summary lists every missing field and focuses the first', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await dialog.getByLabel('Email address').fill('not-an-email');
    await expect(dialog.getByText('You must enter a valid email address.').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('There are 3 errors found in your report request.')).toBeVisible();
    await expect(dialog.getByText('Please correct these errors to continue submitting your request.')).toBeVisible();
    await expect(dialog.getByText('You must select a report from the available reports list.').first()).toBeVisible();
    await expect(dialog.getByText('You must name your report.').first()).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Report', exact: true })).toBeFocused();
    await expectNoAxeViolations(page, 'wizard errors');
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('TR_B1');
    await dialog.getByLabel('Report name').fill('Books');
    await dialog.getByLabel('Email address').fill('librarian@demo.edu');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('There are 3 errors found in your report request.')).toHaveCount(0);
    // Closing resets every choice.
    await dialog.getByRole('button', { name: 'Close create report' }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(wizard(page).getByLabel('Report name')).toHaveValue('');
    await expect(wizard(page).getByRole('combobox', { name: 'Report', exact: true })).toHaveValue('');
  });

  test("the form's code failing to load shows the generic failure and leaves the page usable; once it loads the form opens", async ({
    page,
  }) => {
    await signIn(page, 'librarian');
    // The Create Report form is its own chunk (reports-screen.tsx): every request for it fails until let through.
    const chunk = await refuseChunk(page, /^create-report-dialog-[^/]+\.js$/);
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    const create = page.getByRole('button', { name: 'Create Report' });
    await create.click();
    await expect(page.getByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    expect(chunk.refused()).toBeGreaterThan(0);
    await expect(wizard(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'create report form failed to load');
    // The rest of the page still works.
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Scheduled Reports' })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('We are unable to complete your request, please try again or contact support')).toHaveCount(0);
    // A new page load with the chunk reachable: the form opens.
    chunk.allow();
    await page.reload();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(wizard(page)).toBeVisible();
  });

  test("the delete dialog's code failing to load shows the generic failure and keeps the schedule; asked again it opens", async ({
    page,
  }) => {
    await signIn(page, 'librarian');
    // "Delete report schedule" is its own chunk (reports-screen.tsx), asked for when the Scheduled Reports tab shows.
    const chunk = await refuseChunk(page, /^delete-schedule-dialog-[^/]+\.js$/);
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    // Not asked for with the page: only once the tab shows.
    expect(chunk.refused()).toBe(0);
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    const row = page
      .getByRole('table', { name: 'Scheduled Reports' })
      .getByRole('row')
      .filter({ hasText: 'Monthly journal usage by access type' });
    const remove = row.getByRole('button', { name: 'Delete Monthly journal usage by access type' });
    await remove.click();
    await expect(page.getByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    expect(chunk.refused()).toBeGreaterThan(0);
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toHaveCount(0);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page, 'delete dialog failed to load');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('We are unable to complete your request, please try again or contact support')).toHaveCount(0);
    // The code reachable again: the next Delete asks for it again, and the dialog opens; Cancel keeps the schedule and
    // gives focus back to the button.
    chunk.allow();
    await remove.click();
    const modal = page
      .getByRole('alertdialog', { name: 'Delete report schedule' })
      .or(page.getByRole('dialog', { name: 'Delete report schedule' }));
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Delete the schedule Monthly journal usage by access type? No more reports will be sent for it.');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row).toBeVisible();
  });

  test('a master report has an optional step with the Code of Practice attributes', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    const dialog = await startReport(page, 'IR', 'E2E item report');
    await dialog.getByRole('radio', { name: 'JSON' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Optional fields')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Metric Type' })).toBeVisible();
    await dialog.getByRole('group', { name: 'Metric Type' }).getByRole('checkbox', { name: 'Total_Item_Requests' }).check();
    await dialog.getByLabel('Year or range (yyyy or yyyy-yyyy)').fill('2001-2010');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Published years' })).toHaveText(/2001-2010/);
    await expectNoAxeViolations(page, 'wizard optional step');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E item report')).toContainText('JSON');
  });

  test('a scheduled report goes to Scheduled Reports, stays after a reload, and is deleted through its modal', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    const dialog = await startReport(page, 'DR_D1', 'E2E monthly databases');
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await expect(dialog.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(
      dialog.getByText('Scheduled COUNTER reports cover the previous month and are delivered at the beginning of each month.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^E2E monthly databases was successfully scheduled for \d\d\/01\/\d{4}\.$/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Scheduled Reports' })).toHaveAttribute('aria-selected', 'true');
    const schedules = page.getByRole('table', { name: 'Scheduled Reports' });
    await expect(schedules.getByRole('row').filter({ hasText: 'E2E monthly databases' })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    const row = page.getByRole('table', { name: 'Scheduled Reports' }).getByRole('row').filter({ hasText: 'E2E monthly databases' });
    await expect(row).toContainText('Monthly');
    await expectNoAxeViolations(page, 'scheduled reports tab');
    await row.getByRole('button', { name: 'Delete E2E monthly databases' }).click();
    const modal = page
      .getByRole('alertdialog', { name: 'Delete report schedule' })
      .or(page.getByRole('dialog', { name: 'Delete report schedule' }));
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, 'delete schedule modal');
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('JSTOR Usage Report Schedule Deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Scheduled Reports' }).click();
    await expect(page.getByRole('table', { name: 'Scheduled Reports' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Scheduled Reports' }).getByRole('row').filter({ hasText: 'E2E monthly databases' }),
    ).toHaveCount(0);
  });

  test('the whole wizard works from the keyboard', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports', 'demouniv');
    await page.getByRole('button', { name: 'Create Report' }).focus();
    await page.keyboard.press('Enter');
    const dialog = wizard(page);
    await expect(dialog).toBeVisible();
    const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
    // Tab from the dialog's start to the report list, then choose with the keyboard.
    for (let i = 0; i < 10 && !(await report.evaluate((element) => element === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(report).toBeFocused();
    await expect(report.locator('option[value="TR_J3"]')).toHaveCount(1);
    await report.press('t'); // type-ahead in the native list
    await report.selectOption('TR_J3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard report');
    await expect(dialog.getByLabel('Report name')).toHaveValue('Keyboard report');
    await dialog.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Confirm your report')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(historyRow(page, 'Keyboard report')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Report' })).toBeFocused();
  });
});

test.describe('COUNTER 5 reports', () => {
  test('history only, with the notice and SUSHI ids; consortial COUNTER 5 reports are disabled', async ({ page }) => {
    await signIn(page, 'librarian');
    await openReports(page, '/counter', 'COUNTER 5 Usage Reports', 'demouniv');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(
      page.getByText('your customer ID is demouniv and your requestor ID is librarian@demo.edu', { exact: false }),
    ).toBeVisible();
    await expect(historyRow(page, 'Journal requests January 2025')).toContainText('01/01/2025 - 01/31/2025');
    await expectNoAxeViolations(page, 'COUNTER 5 page');
    const dialog = await startReport(page, 'TR_B1', 'E2E COUNTER 5 books');
    await expect(dialog.getByRole('radio', { name: 'Scheduled' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E COUNTER 5 books')).toBeVisible();
  });

  test('consortium: consortial COUNTER 5 reports are listed but disabled', async ({ page }) => {
    await signIn(page, 'consortium');
    await openReports(page, '/counter', 'COUNTER 5 Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const report = wizard(page).getByRole('combobox', { name: 'Report', exact: true });
    await expect(report.locator('option[value="CR_TR_J1"]')).toHaveText(/now available only in COUNTER 5\.1/);
    await expect(report.locator('option[value="CR_TR_J1"]')).toBeDisabled();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, gql, loggedEvents, signIn } from './support';
import ExcelJS from 'exceljs';

// The real files are read and marked with exceljs (a root devDependency for the e2e suite).
type Workbook = ExcelJS.Workbook;
type Worksheet = ExcelJS.Worksheet;

/** A downloaded file's bytes as exceljs takes them. */
async function bytesOf(path: string): Promise<ArrayBuffer> {
  const bytes = await readFile(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

// Demo University is the one EBA participant (DESIGN.md) and a success submits it for good: the tests of this
// file run in order, the errors before the success.
test.describe.configure({ mode: 'serial' });

const STATUS = 'query { ebaUploadStatus(siteCode: "demouniv") { status reason } }';

/** Opens the EBA page on a clock the test can move (the page polls every 10 s). */
async function openEba(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/admin/eba');
  await expect(page.getByRole('heading', { level: 1, name: 'EBA Selection' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Demo University: 2024-2025 selection$/ })).toBeVisible();
}

/** Downloads the selection file through the page's link, as a librarian does. */
async function downloadSelectionFile(page: Page): Promise<Workbook> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download selection file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('EBA_Selection_demouniv_2024-2025.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(await download.path()));
  return workbook;
}

/** A copy of the selection file with the given title rows (0-based) marked 'y' and edits applied. */
async function marked(source: Workbook, marks: number[] | 'all', edit?: (sheet: Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await source.xlsx.writeBuffer()) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  for (let row = 5; row <= sheet.rowCount; row += 1) {
    if (marks === 'all' || marks.includes(row - 5)) sheet.getCell(row, 1).value = 'y';
  }
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, buffer: Buffer, name = 'EBA_Selection_demouniv_2024-2025.xlsx'): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

/** Moves the clock on by one polling interval at a time until `done` shows. */
async function pollUntil(page: Page, done: ReturnType<Page['getByText']>): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'EBA_Selection_demouniv_2024-2025.xlsx' })).toBeVisible();
  for (let poll = 0; poll < 10 && !(await done.isVisible()); poll += 1) {
    await page.clock.fastForward(10_000);
    await done.waitFor({ state: 'visible', timeout: 1_500 }).catch(() => undefined);
  }
  await expect(done).toBeVisible();
}

test.describe('EBA selection as a librarian', () => {
  let source: Workbook;

  test('the page, the selection file, the other institution, and a file that is not a workbook', async ({ page }) => {
    await signIn(page, 'librarian');
    await openEba(page);
    // Two institutions: the page's own picker and the coming-soon notice; no ACCOUNTS dropdown here.
    await expect(page.getByText('Uploading for several institutions is coming soon')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'ACCOUNTS' })).toHaveCount(0);
    await expect(
      page.getByText(/your statement for the 2024-2025 cycle is sent within 24 hours; large orders may take longer/),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'EBA selection');

    source = await downloadSelectionFile(page);
    const sheet = source.worksheets[0]!;
    expect(sheet.getCell('B1').value).toBe('demouniv');
    expect(sheet.getCell('B2').value).toBe('2024-2025');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Selection', 'ISBN', 'Title', 'Usage', 'Price (USD)']);
    expect(sheet.rowCount).toBe(44);

    // A file named .xlsx that is not a workbook: the storage refuses it (415).
    await upload(page, Buffer.from('not a workbook'));
    await expect(page.getByText('Failed to upload file: Unsupported Media Type')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expectNoAxeViolations(page, 'EBA storage failure');

    // The other institution does not take part; its progress starts over.
    await page.getByRole('combobox', { name: 'Institution' }).selectOption('democoll');
    await expect(page.getByRole('heading', { level: 2, name: 'Your institution does not participate in JSTOR EBA' })).toBeVisible();
    await expect(page.getByText('Failed to upload file', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, 'EBA non-participant');
  });

  test('remove while processing aborts the upload', async ({ page }) => {
    await signIn(page, 'librarian');
    // The job takes milliseconds: the trigger is held so that the stored file is still under way when removed.
    let held: Route | null = null;
    await page.route('**/ui/data-fetch/gateway', async (route) => {
      if (route.request().postData()?.includes('ebaTriggerUpload')) held = route;
      else await route.continue();
    });
    const events = loggedEvents(page);
    await openEba(page);
    const workbook = source ?? (await downloadSelectionFile(page));
    await upload(page, await marked(workbook, []));
    const progress = page.getByRole('progressbar', { name: 'EBA_Selection_demouniv_2024-2025.xlsx' });
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByText('Uploading your file...')).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);
    await expectNoAxeViolations(page, 'EBA upload in progress');
    expect(events.filter((event) => event.type === 'eba-upload-aborted')).toEqual([]);
    await page.getByRole('button', { name: 'Remove file' }).click();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeFocused();
    await expect(progress).toHaveCount(0);
    // The removal is logged once, for the institution, and the gateway took it (spec 000 §4, §7).
    await expect
      .poll(() => events.filter((event) => event.type === 'eba-upload-aborted'))
      .toMatchObject([{ type: 'eba-upload-aborted', siteCode: 'demouniv' }]);
    await expect
      .poll(async () => (await gql<{ ebaUploadStatus: { status: string } }>(page.request, STATUS)).data?.ebaUploadStatus.status)
      .toBe('aborted');
    // The held trigger now finds nothing to process; the page stays as it is.
    await (held as Route | null)?.continue();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
  });

  const errors: Array<[string, (workbook: Workbook) => Promise<Buffer>, string | RegExp]> = [
    [
      'balance_error',
      (workbook) => marked(workbook, 'all'),
      /^Your remaining balance is -\$[\d,]+\.\d{2}\. To process your order, we require a remaining balance between \$0 and \$1,450\.00\. Please select or remove titles accordingly and upload an updated file\. If you need help, contact JSTOR Support\.$/,
    ],
    [
      'no_book_selections_error',
      (workbook) => marked(workbook, []),
      "We did not find any selections in your file. Please make sure there is a 'y' in the Selection column (column A) for each title you want, then upload the file again.",
    ],
    [
      'column_error',
      (workbook) => marked(workbook, [0], (sheet) => (sheet.getCell('B4').value = 'Number')),
      'Some required information was deleted from your file. Please download the selection file again, mark your selections and upload the new file.',
    ],
    [
      'file_or_site_code_error',
      (workbook) => marked(workbook, [0], (sheet) => (sheet.getCell('B1').value = 'basicinst')),
      'Some required information was deleted from your file. Please download the selection file again, mark your selections and upload the new file.',
    ],
    [
      'invalid_eba_selection_year',
      (workbook) => marked(workbook, [0], (sheet) => (sheet.getCell('B2').value = '2023-2024')),
      'This file is from a previous year. Please download the selection file for the 2024-2025 cycle, mark your selections and upload it.',
    ],
  ];

  for (const [code, file, text] of errors) {
    test(`${code}: its error panel, and 'Try again' reloads the page`, async ({ page }) => {
      await signIn(page, 'librarian');
      await openEba(page);
      const workbook = source ?? (await downloadSelectionFile(page));
      await upload(page, await file(workbook));
      const panel = page.locator(`[data-error-code="${code}"]`);
      await pollUntil(page, page.getByText('Your file was not processed'));
      await expect(panel.getByRole('alert')).toBeVisible();
      await expect(panel.locator('p').last()).toHaveText(text);
      await expectNoAxeViolations(page, `EBA ${code}`);
      await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Try again' }).click()]);
      await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
      expect((await gql<{ ebaUploadStatus: { reason: string } }>(page.request, STATUS)).data?.ebaUploadStatus.reason).toBe(`EBA-${code}`);
    });
  }

  test('a selection of three titles succeeds, and the institution stays submitted after a reload', async ({ page }) => {
    await signIn(page, 'librarian');
    await openEba(page);
    const workbook = source ?? (await downloadSelectionFile(page));
    await upload(page, await marked(workbook, [0, 1, 2]));
    await expect(
      page.getByRole('status').filter({ hasText: 'Uploading your file...' }).or(page.getByText('Your selections have been submitted')),
    ).toBeVisible();
    await pollUntil(page, page.getByText('Your selections have been submitted'));
    await expect(page.getByText(/We have received the selections of Demo University for the 2024-2025 cycle/)).toBeVisible();
    await expectNoAxeViolations(page, 'EBA success');
    await page.reload();
    await expect(page.getByText('Your selections have been submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose file' })).toHaveCount(0);
  });
});

test.describe('EBA status dashboard as internal staff', () => {
  test('the participants, the search, the report, and a reload', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/admin/eba-status-dashboard');
    await expect(page).toHaveTitle('JSTOR Admin: EBA Status Dashboard');
    const table = page.getByRole('table', { name: 'EBA participants' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'demouniv', exact: true }) });
    await expect(row.getByRole('cell', { name: 'Demo University', exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('2024-09-02');
    await expectNoAxeViolations(page, 'EBA status dashboard');

    await page.getByRole('searchbox', { name: 'Site codes' }).fill(' basicinst , DEMOUNIV ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Download report' })).toHaveAttribute('href', /siteCodes=basicinst%2CDEMOUNIV$/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download report' }).click()]);
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(await bytesOf(await download.path()));
    const values = report.worksheets[0]!.getSheetValues().flat().map(String);
    expect(values).toContain('Demo University');
    expect(values).toContain('demouniv');

    await page.getByRole('searchbox', { name: 'Site codes' }).fill('nowhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No participants have these site codes.')).toBeVisible();
    await expectNoAxeViolations(page, 'EBA status dashboard, no match');

    await page.reload();
    await expect(row.getByRole('cell', { name: 'Demo University', exact: true })).toBeVisible();
  });

  test('a librarian is sent home from the dashboard', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.goto('/admin/eba-status-dashboard');
    await expect(page).toHaveTitle('JSTOR Admin: Home');
  });
});

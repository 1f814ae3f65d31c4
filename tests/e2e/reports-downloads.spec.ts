import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signIn } from './support';
import { downloadWhenReady, historyRow, openReports, startReport } from './reports-support';
import { csvRows } from '../../apps/gateway/src/testing/csv.ts';

/** The provider reports' header rows (modules/counter/provider-reports.ts), then a blank row and the headings. */
const HEADER_LABELS = [
  'Report_Name',
  'Report_ID',
  'Report_Title',
  'Institution_Name',
  'Institution_ID',
  'Platform',
  'Report_Filters',
  'Exceptions',
  'Reporting_Period',
  'Created',
  'Created_By',
];

const sumOf = (values: readonly unknown[]) => values.reduce<number>((total, value) => total + Number(value), 0);

test.describe('report files of the provider namespaces, downloaded and read', () => {
  test('Engagement Report: PE_E1 as CSV, pending then downloadable; its weeks add up to the Total row; kept after a reload', async ({
    page,
  }) => {
    // The status check runs every 10 s: the Download button may take up to 25 s.
    test.slow();
    await signIn(page, 'librarian');
    await openReports(page, '/engagement-report', 'Engagement Report', 'demouniv');
    const dialog = await startReport(page, 'PE_E1', 'E2E engagement file');
    // XLSX is the default (report-pages.spec requests that one); CSV keeps this request from being its duplicate.
    await dialog.getByRole('radio', { name: 'CSV' }).check();
    const begin = await dialog.getByLabel('Begin date').inputValue();
    const end = await dialog.getByLabel('End date').inputValue();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E engagement file').getByText('Pending...')).toBeVisible();
    await expectNoAxeViolations(page, 'Engagement page with a pending report');

    const file = await downloadWhenReady(page, 'E2E engagement file');
    expect(file.fileName).toMatch(/^PE_E1_.*\.csv$/);
    const rows = csvRows(readFileSync(file.path, 'utf8'));
    const header = rows.slice(0, HEADER_LABELS.length);
    expect(header.map((row) => row[0])).toEqual(HEADER_LABELS);
    expect(header[0]).toEqual(['Report_Name', 'Platform Engagement']);
    expect(header[1]).toEqual(['Report_ID', 'PE_E1']);
    expect(header[2]).toEqual(['Report_Title', 'E2E engagement file']);
    expect(header[4]).toEqual(['Institution_ID', 'demouniv']);
    expect(header[8]).toEqual(['Reporting_Period', `Begin_Date=${begin}; End_Date=${end}`]);
    expect(rows[HEADER_LABELS.length]).toEqual(['']);
    const headingsAt = HEADER_LABELS.length + 1;
    expect(rows[headingsAt]).toEqual([
      'Week_Beginning',
      'Week_Ending',
      'Sessions',
      'Platform_Searches',
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Access_Denied',
      'Titles_Used',
    ]);
    const body = rows.slice(headingsAt + 1).filter((row) => row.some((cell) => cell !== ''));
    const weeks = body.slice(0, -1);
    const total = body.at(-1)!;
    // Weeks from the first day to the last, each a number in every count column.
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    expect(weeks[0]![0]).toBe(begin);
    expect(weeks.at(-1)![1]).toBe(end);
    for (const week of weeks) for (const cell of week.slice(2)) expect(cell).toMatch(/^\d+$/);
    // Demo University uses JSTOR every day: the month has sessions and requests, and the Total row is the weeks' sum.
    for (const column of [2, 3, 4, 5]) {
      expect(Number(total[column])).toBeGreaterThan(0);
      expect(Number(total[column])).toBe(sumOf(weeks.map((week) => week[column])));
    }

    await page.reload();
    await expect(historyRow(page, 'E2E engagement file').getByRole('button', { name: 'Download E2E engagement file' })).toBeVisible();
    await expectNoAxeViolations(page, 'Engagement page after the reload');
  });

  test('Books: BK_T1 as XLSX, pending then downloadable; one row per book and a Total row; kept after a reload', async ({ page }) => {
    test.slow();
    await signIn(page, 'librarian');
    await openReports(page, '/book-reports', 'Books Reports', 'demouniv');
    const dialog = await startReport(page, 'BK_T1', 'E2E book titles file');
    // The seed's BK_T1 of last month is a CSV: the XLSX default is not its duplicate.
    await expect(dialog.getByRole('radio', { name: 'XLSX' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E book titles file').getByText('Pending...')).toBeVisible();

    const file = await downloadWhenReady(page, 'E2E book titles file');
    expect(file.fileName).toMatch(/^BK_T1_.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(file.path) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      rows[number - 1] = (row.values as unknown[]).slice(1);
    });
    expect(rows.slice(0, HEADER_LABELS.length).map((row) => row?.[0])).toEqual(HEADER_LABELS);
    expect(rows[0]?.slice(0, 2)).toEqual(['Report_Name', 'Book Title Usage']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Report_ID', 'BK_T1']);
    expect(rows[4]?.slice(0, 2)).toEqual(['Institution_ID', 'demouniv']);
    const headingsAt = HEADER_LABELS.length + 1;
    const headings = rows[headingsAt] as string[];
    expect(headings.slice(0, 6)).toEqual(['Title', 'Publisher', 'ISBN', 'DOI', 'YOP', 'Access_Type']);
    const counts = ['Views', 'Downloads', 'Access_Denied', 'Total_Usage'].map((name) => headings.indexOf(name));
    expect(counts.every((index) => index >= 0)).toBe(true);
    const body = rows.slice(headingsAt + 1).filter((row) => row && row.length > 0);
    const books = body.slice(0, -1);
    const total = body.at(-1)!;
    expect(books.length).toBeGreaterThan(0);
    for (const book of books) {
      expect(String(book[2])).toMatch(/^97[89]-/);
      for (const index of counts) expect(typeof book[index]).toBe('number');
      // Total_Usage is views plus downloads.
      expect(book[counts[3]!]).toBe(Number(book[counts[0]!]) + Number(book[counts[1]!]));
    }
    expect(Number(total[counts[3]!])).toBeGreaterThan(0);
    for (const index of counts) expect(Number(total[index])).toBe(sumOf(books.map((book) => book[index])));

    await page.reload();
    await expect(historyRow(page, 'E2E book titles file').getByRole('button', { name: 'Download E2E book titles file' })).toBeVisible();
    await expectNoAxeViolations(page, 'Books page after the reload');
  });
});

import type { TitleUsage, UsageCategory, UsagePeriod, UsagePoint } from '@console/graphql/resolvers';
import { neutraliseCell } from '@console/rules/spreadsheet';
import ExcelJS from 'exceljs';
import type { IsoDate } from './calendar.ts';
import type { Timeframe } from './periods.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Labels of the first column: tests and readers find the sections by them. */
export const SHEET_LABELS = {
  timeframe: 'Time frame',
  periodStart: 'Period start',
  periodEnd: 'Period end',
  dataThrough: 'Data through',
  generated: 'Generated',
  summary: 'Summary',
  uniqueTitles: 'Unique titles',
  uniqueBooks: 'Unique books',
  uniqueJournals: 'Unique journals',
  views: 'Views',
  downloads: 'Downloads',
  totalItemRequests: 'Total item requests',
  accessDenied: 'Access denied',
  topBooks: 'Top books',
  topJournals: 'Top journals',
  weekly: 'Weekly usage',
  monthly: 'Monthly usage',
} as const;

export interface DashboardWorkbookInput {
  institutionName: string;
  siteCode: string;
  timeframe: Timeframe;
  dataThrough: IsoDate;
  generatedAt: Date;
  categories: readonly UsageCategory[];
}

/** An Excel date cell for an ISO date (midnight UTC, shown as yyyy-mm-dd). */
function dateCell(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

const DATE_FORMAT = 'yyyy-mm-dd';

function addTitleTable(sheet: ExcelJS.Worksheet, heading: string, titles: readonly TitleUsage[]): void {
  sheet.addRow([heading]).font = { bold: true };
  sheet.addRow(['Title', 'URL', 'Usage', 'Usage change']).font = { bold: true };
  if (titles.length === 0) sheet.addRow(['None']);
  for (const title of titles) {
    sheet.addRow([
      neutraliseCell(title.uniqueTitle),
      { text: title.uniqueTitleUrl, hyperlink: title.uniqueTitleUrl },
      title.usageCount,
      title.usageChange,
    ]);
  }
  sheet.addRow([]);
}

function addSeries(sheet: ExcelJS.Worksheet, heading: string, startLabel: string, points: readonly UsagePoint[]): void {
  sheet.addRow([heading]).font = { bold: true };
  sheet.addRow([startLabel, 'Usage']).font = { bold: true };
  for (const point of points) {
    const row = sheet.addRow([dateCell(point.periodStarting), point.usageCount]);
    row.getCell(1).numFmt = DATE_FORMAT;
  }
  sheet.addRow([]);
}

function addCategorySheet(workbook: ExcelJS.Workbook, input: DashboardWorkbookInput, category: UsageCategory): void {
  const period: UsagePeriod = category[input.timeframe.field];
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(category.label.slice(0, 31).replace(/[:\\/?*[\]]/g, ' '));
  sheet.columns = [{ width: 42 }, { width: 58 }, { width: 12 }, { width: 14 }];
  sheet.addRow([neutraliseCell(`${input.institutionName} (${input.siteCode}): ${category.label}`)]).font = { bold: true, size: 14 };
  sheet.addRow([SHEET_LABELS.timeframe, input.timeframe.label]);
  sheet.addRow([SHEET_LABELS.periodStart, dateCell(period.startDate)]).getCell(2).numFmt = DATE_FORMAT;
  sheet.addRow([SHEET_LABELS.periodEnd, dateCell(period.endDate)]).getCell(2).numFmt = DATE_FORMAT;
  sheet.addRow([SHEET_LABELS.dataThrough, dateCell(input.dataThrough)]).getCell(2).numFmt = DATE_FORMAT;
  sheet.addRow([SHEET_LABELS.generated, input.generatedAt]).getCell(2).numFmt = 'yyyy-mm-dd hh:mm "UTC"';
  sheet.addRow([]);

  sheet.addRow([SHEET_LABELS.summary]).font = { bold: true };
  const summary: Array<[string, number]> = [
    [SHEET_LABELS.uniqueTitles, period.uniqueTitleCount],
    [SHEET_LABELS.uniqueBooks, period.uniqueBookCount],
    [SHEET_LABELS.uniqueJournals, period.uniqueJournalCount],
    [SHEET_LABELS.views, period.views],
    [SHEET_LABELS.downloads, period.downloads],
    [SHEET_LABELS.totalItemRequests, period.totalItemRequests],
    [SHEET_LABELS.accessDenied, period.accessDenied],
  ];
  for (const line of summary) sheet.addRow(line);
  sheet.addRow([]);

  addTitleTable(sheet, SHEET_LABELS.topBooks, period.itemizedBookUsage);
  addTitleTable(sheet, SHEET_LABELS.topJournals, period.itemizedJournalUsage);
  addSeries(sheet, SHEET_LABELS.weekly, 'Week starting', period.weeklyUsages);
  addSeries(sheet, SHEET_LABELS.monthly, 'Month starting', period.monthlyUsages);
}

/**
 * The XLSX of one time frame of the institution dashboard: a sheet per category (in the dashboard's order)
 * with the period, the summary numbers, the top books and journals with their change, and the weekly and
 * monthly series. Text goes in as plain strings, never as formulas.
 */
export async function dashboardWorkbook(input: DashboardWorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Admin console gateway';
  workbook.created = input.generatedAt;
  workbook.modified = input.generatedAt;
  for (const category of input.categories) addCategorySheet(workbook, input, category);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { Readable } from 'node:stream';
import {
  EBA_DASHBOARD_COLUMNS,
  EBA_SELECTION_COLUMNS,
  EBA_SHEET_LABELS,
  EBA_SHEET_ROWS,
  isSelectionMark,
  type EbaDashboardRowValue,
} from '@console/rules/eba';
import ExcelJS from 'exceljs';

/** Cells written by the gateway never start a formula in a spreadsheet program. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface SelectionTitle {
  isbn: string;
  title: string;
  uses: number;
  price: number;
}

/** The institution's selection file: site code and cycle, then eligible titles with usage and price; column A is marked 'y'. */
export async function selectionWorkbook(input: {
  siteCode: string;
  institutionName: string;
  cycle: string;
  titles: readonly SelectionTitle[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('EBA Selection');
  sheet.columns = [{ width: 12 }, { width: 22 }, { width: 48 }, { width: 10 }, { width: 14 }];
  sheet.addRow([EBA_SHEET_LABELS.siteCode, safeCell(input.siteCode), safeCell(input.institutionName)]);
  sheet.addRow([EBA_SHEET_LABELS.cycle, input.cycle]);
  sheet.addRow(["Mark the titles you select with 'y' in the Selection column (column A)."]);
  sheet.addRow([...EBA_SELECTION_COLUMNS]).font = { bold: true };
  for (const title of input.titles) sheet.addRow(['', safeCell(title.isbn), safeCell(title.title), title.uses, title.price]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The dashboard report: the dashboard's columns (the console's table shows the same list) and its rows. */
export async function dashboardWorkbook(rows: readonly EbaDashboardRowValue[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('EBA Status');
  sheet.addRow(EBA_DASHBOARD_COLUMNS.map((column) => column.label)).font = { bold: true };
  for (const row of rows) sheet.addRow(EBA_DASHBOARD_COLUMNS.map((column) => safeCell(row[column.field] ?? '')));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const record = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown };
    if (Array.isArray(record.richText)) return record.richText.map((part) => part.text).join('');
    if ('result' in record) return cellText(record.result);
    if ('text' in record) return cellText(record.text);
  }
  return '';
}

export interface ReadSelection {
  /** All five headers in place on the header row. */
  columnsOk: boolean;
  siteCode: string;
  cycle: string;
  /** ISBNs marked 'y'. */
  selected: string[];
  rows: number;
}

/** Most title rows read from one file (the catalogue is far smaller). */
export const MAX_SELECTION_ROWS = 100_000;

/** Reads the first worksheet with exceljs's streaming reader, keeping only the cells the checks need. */
export async function readSelectionFile(bytes: Buffer): Promise<ReadSelection> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const result: ReadSelection = { columnsOk: false, siteCode: '', cycle: '', selected: [], rows: 0 };
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cell = (column: number) => cellText(values[column]).trim();
      if (row.number === EBA_SHEET_ROWS.siteCode) {
        if (cell(1) === EBA_SHEET_LABELS.siteCode) result.siteCode = cell(2);
      } else if (row.number === EBA_SHEET_ROWS.cycle) {
        if (cell(1) === EBA_SHEET_LABELS.cycle) result.cycle = cell(2);
      } else if (row.number === EBA_SHEET_ROWS.header) {
        result.columnsOk = EBA_SELECTION_COLUMNS.every((header, index) => cell(index + 1) === header);
      } else if (row.number >= EBA_SHEET_ROWS.firstTitle) {
        result.rows += 1;
        if (result.rows > MAX_SELECTION_ROWS) throw new Error('Too many rows in the selection file.');
        if (isSelectionMark(cellText(values[1]))) result.selected.push(cell(2).replace(/^'/, ''));
      }
    }
    // Only the first worksheet is the selection.
    break;
  }
  return result;
}

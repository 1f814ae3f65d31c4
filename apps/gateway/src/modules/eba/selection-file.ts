import { Readable } from 'node:stream';
import {
  EBA_DASHBOARD_COLUMNS,
  EBA_SELECTION_COLUMNS,
  EBA_SHEET_LABELS,
  EBA_SHEET_ROWS,
  isSelectionMark,
  type EbaDashboardRowValue,
} from '@console/rules/eba';
import { neutraliseCell } from '@console/rules/spreadsheet';
import ExcelJS from 'exceljs';
import { entryStream, type ZipEntry } from './zip.ts';

/** Cells written by the gateway never start a formula in a spreadsheet program (the one rule of `@console/rules/spreadsheet`). */
export const safeCell = neutraliseCell;

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

/**
 * The parts of exceljs 4.4.0's streaming `WorkbookReader` that read one zip entry each (lib/stream/xlsx/
 * workbook-reader.js). Its own `parse()` walks the archive with unzipper's single streaming pass, which now and then
 * ends after the first worksheet and loses the entries stored after it (exceljs/exceljs#3064: "Cannot read
 * properties of undefined (reading 'sheets')", about 1 read in 300 here, and a valid file was refused with
 * file_or_site_code_error). The entries are found here through the central directory instead, in the order the
 * reader needs them, as exceljs/exceljs#3065 proposes; the worksheet is still read row by row. exceljs is pinned.
 */
interface WorkbookReaderParts {
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKSHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The zip path of the workbook's first sheet: by the workbook's sheet order, else the lowest-numbered worksheet part. */
function firstWorksheetPath(reader: WorkbookReaderParts, names: ReadonlySet<string>): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (names.has(path) && WORKSHEET_PATH.test(path)) return path;
  }
  return [...names]
    .filter((name) => WORKSHEET_PATH.test(name))
    .sort((a, b) => Number(WORKSHEET_PATH.exec(a)![1]) - Number(WORKSHEET_PATH.exec(b)![1]))[0];
}

/**
 * Reads the first worksheet with exceljs's streaming reader, keeping only the cells the checks need. `entries` is
 * the zip's central directory as `inspectZip` read it and `entriesMatchDirectory` checked it.
 */
export async function readSelectionFile(bytes: Buffer, entries: readonly ZipEntry[]): Promise<ReadSelection> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const open = (name: string) => {
    const entry = byName.get(name);
    return entry ? entryStream(bytes, entry) : undefined;
  };
  const rels = open('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const book = open('xl/workbook.xml');
  if (book) await reader._parseWorkbook(book);
  // Text cells refer to the shared strings, which are cached before the sheet is read.
  const strings = open('xl/sharedStrings.xml');
  if (strings) for await (const event of reader._parseSharedStrings(strings)) void event;

  const result: ReadSelection = { columnsOk: false, siteCode: '', cycle: '', selected: [], rows: 0 };
  const path = firstWorksheetPath(reader, new Set(byName.keys()));
  if (!path) return result;
  for (const { eventType, value: worksheet } of reader._parseWorksheet(open(path)!, WORKSHEET_PATH.exec(path)![1]!)) {
    if (eventType !== 'worksheet') continue;
    for await (const row of worksheet) {
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
  }
  return result;
}

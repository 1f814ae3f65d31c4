import { Writable } from 'node:stream';
import { neutraliseAnyCell } from '@console/rules/spreadsheet';
import ExcelJS from 'exceljs';
import type { ReportSink } from './writers.ts';

/**
 * The provider's own report layouts (Books, Journal, Research, Artstor, Collections Usage, Engagement,
 * Publisher and the consortium's CR_C1): header rows of label and value, one blank row, the column headings,
 * the rows, and for reports with counts a closing 'Total' row. Written as CSV (RFC 4180, UTF-8 with a byte-order
 * mark so Excel reads accents, CRLF), TSV (as the COUNTER files: BOM, LF), XLSX (exceljs streaming writer,
 * numbers as numbers) or JSON (header object, items keyed by heading). Rows are streamed as they come. In CSV,
 * TSV and XLSX every text cell (a report title someone typed included) goes through the one formula rule
 * (`@console/rules/spreadsheet`); numbers stay numbers.
 */

export type TableFormat = 'csv' | 'tsv' | 'xlsx' | 'json';
export type TableCell = string | number | null;

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

export interface TableReport {
  /** The worksheet's name (the report code). */
  sheet: string;
  headerRows: Array<[string, string]>;
  columns: string[];
  /** Columns (by index) summed into the closing Total row; none: no Total row. */
  totalColumns: number[];
  rows: AsyncIterable<TableCell[]>;
}

export interface TableSummary {
  rows: number;
  totals: number[];
}

function csvCell(cell: TableCell): string {
  const text = cell === null ? '' : String(neutraliseAnyCell(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const TAB_SAFE = /[\t\r\n]+/g;

function streamOf(sink: ReportSink): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink.write(chunk).then(() => callback(), callback);
    },
  });
}

/** The Total row: 'Total' in the first column, the sums under the summed columns. */
function totalRow(report: TableReport, totals: number[]): TableCell[] {
  const row: TableCell[] = report.columns.map(() => null);
  row[0] = 'Total';
  report.totalColumns.forEach((column, index) => {
    row[column] = totals[index] ?? 0;
  });
  return row;
}

/** Writes a table report into `sink` in `format`. */
export async function writeTable(format: TableFormat, report: TableReport, sink: ReportSink): Promise<TableSummary> {
  const totals = report.totalColumns.map(() => 0);
  let count = 0;
  const add = (row: TableCell[]) => {
    count += 1;
    report.totalColumns.forEach((column, index) => {
      const value = row[column];
      if (typeof value === 'number') totals[index] = (totals[index] ?? 0) + value;
    });
  };

  if (format === 'json') {
    const header = Object.fromEntries(report.headerRows);
    await sink.write(Buffer.from(`{"Report_Header":${JSON.stringify(header)},"Report_Items":[`));
    for await (const row of report.rows) {
      add(row);
      const item = Object.fromEntries(report.columns.map((column, index) => [column, row[index] ?? null]));
      await sink.write(Buffer.from(`${count === 1 ? '' : ','}${JSON.stringify(item)}`));
    }
    const totalJson =
      report.totalColumns.length > 0
        ? `,"Report_Totals":${JSON.stringify(Object.fromEntries(report.totalColumns.map((column, index) => [report.columns[column], totals[index]])))}`
        : '';
    await sink.write(Buffer.from(`]${totalJson}}`));
    return { rows: count, totals };
  }

  if (format === 'xlsx') {
    const stream = streamOf(sink);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(report.sheet);
    for (const [label, value] of report.headerRows) sheet.addRow(value ? [label, neutraliseAnyCell(value)] : [label]).commit();
    sheet.addRow([]).commit();
    sheet.addRow(report.columns.map(neutraliseAnyCell)).commit();
    for await (const row of report.rows) {
      add(row);
      sheet.addRow(row.map((cell) => (cell === '' ? null : neutraliseAnyCell(cell)))).commit();
    }
    if (report.totalColumns.length > 0) sheet.addRow(totalRow(report, totals)).commit();
    sheet.commit();
    const finished = new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', reject);
    });
    await workbook.commit();
    await finished;
    return { rows: count, totals };
  }

  const width = report.columns.length;
  const line =
    format === 'csv'
      ? (cells: readonly TableCell[]) => `${cells.map(csvCell).join(',')}\r\n`
      : (cells: readonly TableCell[]) => {
          const padded = cells.map((cell) => (cell === null ? '' : String(neutraliseAnyCell(cell)).replace(TAB_SAFE, ' ')));
          while (padded.length < width) padded.push('');
          return `${padded.join('\t')}\n`;
        };
  const head = report.headerRows.map(([label, value]) => line([label, value])).join('');
  await sink.write(Buffer.from(`\uFEFF${head}${line([])}${line(report.columns)}`));
  let buffered: string[] = [];
  for await (const row of report.rows) {
    add(row);
    buffered.push(line(row));
    if (buffered.length >= 500) {
      await sink.write(Buffer.from(buffered.join('')));
      buffered = [];
    }
  }
  if (report.totalColumns.length > 0) buffered.push(line(totalRow(report, totals)));
  if (buffered.length > 0) await sink.write(Buffer.from(buffered.join('')));
  return { rows: count, totals };
}

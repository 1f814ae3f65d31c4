import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { EBA_SELECTION_COLUMNS, EBA_SHEET_LABELS } from '@console/rules/eba';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSelectionFile, selectionWorkbook } from './selection-file.ts';
import { writeZip } from '../../testing/zip.ts';
import { entriesMatchDirectory, inspectZip, type ZipEntry } from './zip.ts';

const TITLES = Array.from({ length: 40 }, (_, index) => ({
  isbn: `97800000${String(index).padStart(5, '0')}`,
  title: `Title ${index}`,
  uses: index,
  price: 10 + index,
}));

/** A selection file as the gateway writes it, with the given title rows (0-based) marked 'y'. */
async function selectionFile(marks: number[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await selectionWorkbook({ siteCode: 'demouniv', institutionName: 'Demo University', cycle: '2024-2025', titles: TITLES })) as never,
  );
  const sheet = workbook.worksheets[0]!;
  for (const mark of marks) sheet.getCell(5 + mark, 1).value = 'y';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function directory(bytes: Buffer): ZipEntry[] {
  const zip = inspectZip(bytes);
  if ('problem' in zip) throw new Error(zip.problem);
  expect(entriesMatchDirectory(bytes, zip.entries)).toBe(true);
  return zip.entries;
}

/** The entries' unpacked contents, by name, in the archive's order. */
function unpack(bytes: Buffer): Array<[string, Buffer]> {
  return directory(bytes).map((entry) => {
    const start =
      entry.localHeaderOffset + 30 + bytes.readUInt16LE(entry.localHeaderOffset + 26) + bytes.readUInt16LE(entry.localHeaderOffset + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    return [entry.name, entry.method === 0 ? Buffer.from(data) : inflateRawSync(data)];
  });
}

/** A plain zip of the given entries in the given order, each stored (method 0) or deflated (method 8). */
function zip(files: Array<[string, Buffer]>, method: 0 | 8): Buffer {
  return writeZip(
    files.map(([name, content]) => ({
      name,
      data: method === 0 ? content : deflateRawSync(content),
      size: content.length,
      crc: crc32(content),
      method,
    })),
  );
}

const EXPECTED = {
  columnsOk: true,
  siteCode: 'demouniv',
  cycle: '2024-2025',
  selected: [TITLES[0]!.isbn, TITLES[7]!.isbn, TITLES[39]!.isbn],
  rows: TITLES.length,
};

describe('readSelectionFile', () => {
  it('reads the same valid file correctly 2,000 times in a row, 4 at a time (exceljs#3064 refused about 1 in 300)', async () => {
    const bytes = await selectionFile([0, 7, 39]);
    const entries = directory(bytes);
    const wrong: unknown[] = [];
    for (let round = 0; round < 500; round += 1) {
      const reads = await Promise.allSettled(Array.from({ length: 4 }, () => readSelectionFile(bytes, entries)));
      for (const read of reads) {
        if (read.status === 'rejected') wrong.push(String(read.reason));
        else if (JSON.stringify(read.value) !== JSON.stringify(EXPECTED)) wrong.push(read.value);
      }
    }
    expect(wrong.slice(0, 3)).toEqual([]);
  }, 60_000);

  it('does not depend on the order of the entries in the archive, stored or deflated', async () => {
    const files = unpack(await selectionFile([0, 7, 39]));
    const workbookLast = [...files.filter(([name]) => name !== 'xl/workbook.xml'), ...files.filter(([name]) => name === 'xl/workbook.xml')];
    const sheetLast = [
      ...files.filter(([name]) => !name.startsWith('xl/worksheets/')),
      ...files.filter(([name]) => name.startsWith('xl/worksheets/')),
    ];
    for (const order of [files, workbookLast, sheetLast, [...files].reverse()]) {
      for (const method of [0, 8] as const) {
        const bytes = zip(order, method);
        expect(await readSelectionFile(bytes, directory(bytes))).toEqual(EXPECTED);
      }
    }
  });

  it('reads the first sheet of the workbook, whatever its part is called', async () => {
    const workbook = new ExcelJS.Workbook();
    const other = workbook.addWorksheet('Notes');
    other.addRow([EBA_SHEET_LABELS.siteCode, 'basicinst']);
    const selection = workbook.addWorksheet('EBA Selection');
    selection.addRow([EBA_SHEET_LABELS.siteCode, 'demouniv']);
    selection.addRow([EBA_SHEET_LABELS.cycle, '2024-2025']);
    selection.addRow(['']);
    selection.addRow([...EBA_SELECTION_COLUMNS]);
    selection.addRow(['y', '9780000000001', 'A title', 1, 10]);
    const files = unpack(Buffer.from(await workbook.xlsx.writeBuffer()));
    // Swap the order of the two sheets in the workbook part: 'EBA Selection' (sheet2.xml) becomes the first sheet.
    const swapped = files.map(([name, content]): [string, Buffer] => {
      if (name !== 'xl/workbook.xml') return [name, content];
      const xml = content.toString('utf8');
      const sheets = /<sheets>(<sheet [^>]*\/>)(<sheet [^>]*\/>)<\/sheets>/.exec(xml);
      expect(sheets, 'the workbook part lists two sheets').not.toBeNull();
      return [name, Buffer.from(xml.replace(sheets![0], `<sheets>${sheets![2]}${sheets![1]}</sheets>`), 'utf8')];
    });
    for (const [order, siteCode] of [
      [files, 'basicinst'],
      [swapped, 'demouniv'],
    ] as const) {
      const bytes = zip([...order], 8);
      expect((await readSelectionFile(bytes, directory(bytes))).siteCode).toBe(siteCode);
    }
  });

  it('reads nothing from a workbook without worksheets', async () => {
    const files = unpack(await selectionFile([0])).filter(([name]) => !name.startsWith('xl/worksheets/'));
    const bytes = zip(files, 8);
    expect(await readSelectionFile(bytes, directory(bytes))).toEqual({ columnsOk: false, siteCode: '', cycle: '', selected: [], rows: 0 });
  });
});

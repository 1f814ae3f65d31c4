import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiles, describeAccept, formatFileSize, matchesAccept } from './model';

const file = (name: string, type = '', size = 100) => ({ name, type, size });

describe('matchesAccept', () => {
  it('matches extensions case-insensitively', () => {
    expect(matchesAccept(file('Selections.XLSX'), ['.xlsx'])).toBe(true);
    expect(matchesAccept(file('selections.xls'), ['.xlsx'])).toBe(false);
    expect(matchesAccept(file('xlsx'), ['.xlsx'])).toBe(false);
    expect(matchesAccept(file('.xlsx'), ['.xlsx'])).toBe(false);
    expect(matchesAccept(file('report.xlsx.exe'), ['.xlsx'])).toBe(false);
  });

  it('matches MIME types and families', () => {
    expect(matchesAccept(file('a', 'text/csv'), ['text/csv'])).toBe(true);
    expect(matchesAccept(file('a', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a', 'text/plain'), ['image/*', '.csv'])).toBe(false);
  });

  it('accepts anything when the list is empty', () => {
    expect(matchesAccept(file('anything.bin'), [])).toBe(true);
  });
});

describe('checkFiles', () => {
  it('takes exactly one accepted, non-empty file within the size limit', () => {
    const good = file('holdings.xlsx', '', 2048);
    expect(checkFiles([good], { accept: ['.xlsx'] })).toEqual({ file: good });
    expect(checkFiles([], { accept: ['.xlsx'] })).toBeNull();
  });

  it('explains each refusal', () => {
    expect(checkFiles([file('a.xlsx'), file('b.xlsx')], { accept: ['.xlsx'] })).toEqual({ error: 'Choose only one file.' });
    expect(checkFiles([file('a.csv')], { accept: ['.xlsx'] })).toEqual({ error: 'The file must be .xlsx.' });
    expect(checkFiles([file('a.txt')], { accept: ['.xlsx', '.csv', '.tsv'] })).toEqual({ error: 'The file must be .xlsx, .csv or .tsv.' });
    expect(checkFiles([file('a.xlsx', '', 0)], { accept: ['.xlsx'] })).toEqual({ error: 'The file is empty.' });
    expect(checkFiles([file('a.xlsx', '', 20_000_000)], { accept: ['.xlsx'], maxSize: 10_000_000 })).toEqual({
      error: 'The file must be smaller than 10 MB.',
    });
  });

  it('uses replacement messages', () => {
    const messages = { tooMany: 'One file only.', wrongType: () => 'Wrong type.', tooLarge: () => 'Too big.', empty: 'Empty.' };
    expect(checkFiles([file('a.csv')], { accept: ['.xlsx'], messages })).toEqual({ error: 'Wrong type.' });
  });
});

describe('describeAccept', () => {
  it('joins the list in words', () => {
    expect(describeAccept(['.xlsx'])).toBe('.xlsx');
    expect(describeAccept(['.xlsx', '.csv'])).toBe('.xlsx or .csv');
    expect(describeAccept([])).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [12_345, '12.3 kB'],
    [999_960, '1 MB'],
    [3_000_000, '3 MB'],
    [123_456_789, '123 MB'],
    [5_500_000_000, '5.5 GB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('always gives a number and a unit (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d)? (byte|bytes|kB|MB|GB|TB)$/);
      }),
    );
  });
});

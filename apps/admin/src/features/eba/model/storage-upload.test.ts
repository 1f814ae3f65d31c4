import { describe, expect, it } from 'vitest';
import { acceptsEbaFile, storageForm, storageTarget } from './storage-upload';

describe('storage upload', () => {
  it('posts to the signed URL origin and path with its query parameters, spaces restored', () => {
    const target = storageTarget(
      '/ui/data-fetch/uploads/eba?siteCode=a_slash_b&key=eba%2Fa_slash_b%2F1%2FEBA+selection.xlsx&expires=10&signature=ff',
      'http://localhost:4000',
    );
    expect(target.action).toBe('http://localhost:4000/ui/data-fetch/uploads/eba');
    expect(target.fields).toEqual([
      ['siteCode', 'a_slash_b'],
      ['key', 'eba/a_slash_b/1/EBA selection.xlsx'],
      ['expires', '10'],
      ['signature', 'ff'],
    ]);
    const form = storageForm(target.fields, new File(['x'], 'mine.xlsx'));
    expect([...form.keys()]).toEqual(['siteCode', 'key', 'expires', 'signature', 'file']);
    expect((form.get('file') as File).name).toBe('mine.xlsx');
  });

  it('accepts exactly one .xlsx file', () => {
    expect(acceptsEbaFile([{ name: 'Selection.XLSX' }])).toBe(true);
    expect(acceptsEbaFile([{ name: 'a.xls' }])).toBe(false);
    expect(acceptsEbaFile([{ name: 'a.xlsx' }, { name: 'b.xlsx' }])).toBe(false);
    expect(acceptsEbaFile([])).toBe(false);
  });
});

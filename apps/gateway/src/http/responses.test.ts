import { describe, expect, it } from 'vitest';
import { attachmentDisposition, attachmentHeaders } from './responses.ts';

describe('attachment headers', () => {
  it('quote a plain ASCII name as it is', () => {
    expect(attachmentDisposition('demo-home-30-days-2026-11-23.xlsx')).toBe('attachment; filename="demo-home-30-days-2026-11-23.xlsx"');
  });

  it('never let a name close the quoted string or add a header line', () => {
    const value = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.csv');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.startsWith('attachment; filename="a_b_cSet-Cookie: x=1.csv"')).toBe(true);
  });

  it('carry a non-ASCII name exactly in filename* and a readable fallback in filename', () => {
    expect(attachmentDisposition('Université (TR_J1).tsv')).toBe(
      `attachment; filename="Universit_ (TR_J1).tsv"; filename*=UTF-8''Universit%C3%A9%20%28TR_J1%29.tsv`,
    );
  });

  it('are never cached or sniffed, with the length when known', () => {
    expect(attachmentHeaders('r.json', 'application/json', 12)).toEqual({
      'Content-Type': 'application/json',
      'Content-Disposition': 'attachment; filename="r.json"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': 12,
    });
    expect(attachmentHeaders('r.json', 'application/json')).not.toHaveProperty('Content-Length');
  });
});

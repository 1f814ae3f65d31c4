import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from './content-encoding.ts';

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli when the client takes both, as browsers send it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
  it('falls back to gzip, and to identity when nothing we have is accepted', () => {
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });
  it('follows q-values, refuses q=0 and honours the wildcard', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
  });
  it('only offers what exists on disk', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });
  it('treats a malformed q as a refusal', () => {
    expect(parseAcceptEncoding('br;q=2').get('br')).toBe(0);
    expect(parseAcceptEncoding('br;q=abc').get('br')).toBe(0);
    expect(chooseEncoding('br;q=1.5, gzip')).toBe('gzip');
  });
  it('never chooses an encoding the header refuses or does not cover (any header)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (header) => {
        const choice = chooseEncoding(header);
        if (choice === null) return;
        const accepted = parseAcceptEncoding(header);
        const q = accepted.get(choice) ?? (choice === 'gzip' ? accepted.get('x-gzip') : undefined) ?? accepted.get('*') ?? 0;
        expect(q).toBeGreaterThan(0);
      }),
    );
  });
});

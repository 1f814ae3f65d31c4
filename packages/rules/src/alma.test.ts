import { describe, expect, it } from 'vitest';
import { almaTokenProblemMessage, isValidAlmaToken, maskAlmaToken } from './alma.ts';

describe('Alma token', () => {
  it('accepts 32 to 64 URL-safe characters', () => {
    expect(isValidAlmaToken('a'.repeat(32))).toBe(true);
    expect(isValidAlmaToken('Ab0_-'.repeat(8) + 'xyz')).toBe(true);
    expect(isValidAlmaToken('a'.repeat(64))).toBe(true);
  });

  it('refuses empty, short, long and other characters', () => {
    for (const token of [
      null,
      undefined,
      '',
      'a'.repeat(31),
      'a'.repeat(65),
      `${'a'.repeat(40)}=`,
      `${'a'.repeat(40)} `,
      `${'a'.repeat(40)}/`,
    ]) {
      expect(isValidAlmaToken(token)).toBe(false);
    }
  });

  it('masks every character', () => {
    expect(maskAlmaToken('abc')).toBe('•••');
    expect(maskAlmaToken('a'.repeat(43))).toHaveLength(43);
  });

  it('fills the provider into the problem message', () => {
    expect(almaTokenProblemMessage('JSTOR')).toBe('There has been a problem generating your key. Please contact JSTOR Support.');
  });
});

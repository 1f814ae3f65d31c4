import { describe, expect, it } from 'vitest';
import { isBlank, normaliseSpaces } from './text';

describe('text rules', () => {
  it('collapses white space and trims', () => {
    expect(normaliseSpaces('  Demo \t University\n')).toBe('Demo University');
  });
  it('treats null, undefined and spaces as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

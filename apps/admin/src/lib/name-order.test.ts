import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCII_PRIMARY_ORDER, compareNamesBase } from './name-order';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sign = (value: number) => Math.sign(value);
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 24 });
// Names built from a few characters, so that long shared prefixes, case-only and prefix differences are common.
const nameLike = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', ' ', '-', '.', '1', '9', 'z', 'Z', "'"), maxLength: 10 });

describe('compareNamesBase', () => {
  it('ranks every printable ASCII character as ICU root collation does at base strength', () => {
    const chars = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index));
    const sorted = [...chars].sort((a, b) => collator.compare(a, b) || a.charCodeAt(0) - b.charCodeAt(0));
    const groups: string[] = [];
    for (const char of sorted) {
      const last = groups.at(-1);
      if (last !== undefined && collator.compare(last[0] ?? '', char) === 0) groups[groups.length - 1] = last + char;
      else groups.push(char);
    }
    expect(groups).toEqual([...ASCII_PRIMARY_ORDER]);
  });

  it('agrees with localeCompare(…, "en", { sensitivity: "base" }) on printable ASCII names', () => {
    fc.assert(
      fc.property(printable, printable, (a, b) => {
        expect(sign(compareNamesBase(a, b))).toBe(sign(a.localeCompare(b, 'en', { sensitivity: 'base' })));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(nameLike, nameLike, (a, b) => {
        expect(sign(compareNamesBase(a, b))).toBe(sign(a.localeCompare(b, 'en', { sensitivity: 'base' })));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves any other name to the collator (accents, other scripts, control characters)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(sign(compareNamesBase(a, b))).toBe(sign(a.localeCompare(b, 'en', { sensitivity: 'base' })));
      }),
      { numRuns: 2000 },
    );
    expect(compareNamesBase('Université de Montréal', 'Universite de Montreal')).toBe(0);
    expect(compareNamesBase('Ångström Institute', 'Zeta College')).toBeLessThan(0);
    expect(compareNamesBase('demo university', 'Demo University')).toBe(0);
    expect(compareNamesBase('Demo', 'Demo University')).toBeLessThan(0);
    expect(compareNamesBase('A-B College', 'AB College')).toBeLessThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { savingsPercent, searchForTab, splitHalves, supportNameFor, tabFromSearch } from './holdings';

describe('holdings tabs', () => {
  it('reads the tab query parameter, falling back to journals', () => {
    expect(tabFromSearch('')).toBe('journals');
    expect(tabFromSearch('?tab=books')).toBe('books');
    expect(tabFromSearch('tab=free-and-open')).toBe('free-and-open');
    expect(tabFromSearch('?tab=unknown')).toBe('journals');
    expect(tabFromSearch('?tab=Books')).toBe('journals');
    expect(searchForTab('primary-sources')).toBe('?tab=primary-sources');
  });

  it('names Artstor support on the images tab only', () => {
    expect(supportNameFor('images', 'JSTOR')).toBe('Artstor');
    expect(supportNameFor('journals', 'JSTOR')).toBe('JSTOR');
  });
});

describe('splitHalves', () => {
  it('puts the ceiling of half in the first column', () => {
    expect(splitHalves([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(splitHalves([1, 2])).toEqual([[1], [2]]);
    expect(splitHalves([1])).toEqual([[1], []]);
    expect(splitHalves([])).toEqual([[], []]);
  });
});

describe('savingsPercent', () => {
  it('is the fraction times 100', () => {
    expect(savingsPercent(0.42)).toBe(42);
    expect(savingsPercent(0.35)).toBe(35);
    expect(savingsPercent(0)).toBe(0);
    expect(savingsPercent(1)).toBe(100);
    expect(savingsPercent(0.4199)).toBe(42);
  });
});

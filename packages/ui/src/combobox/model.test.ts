import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, indexOptions, normalize, statusMessage, toRows, type ComboboxOption } from './model';

const options: ComboboxOption[] = [
  { value: 'demouniv', label: 'Demo University', group: 'Institutions', keywords: ['demouniv'] },
  { value: 'demopress', label: 'Demo Press', group: 'Publishers' },
  { value: 'democoll', label: 'Demo College', group: 'Institutions' },
  { value: 'montreal', label: 'Université de Montréal', group: 'Institutions' },
  { value: 'basic', label: 'Basic Institute' },
];

describe('normalize', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalize('  Université   de MONTRÉAL ')).toBe('universite de montreal');
    expect(normalize('Ærø')).toBe('ærø');
  });
});

describe('indexOptions', () => {
  it('puts each group together, groups in order of first appearance', () => {
    const { ordered } = indexOptions(options);
    expect(ordered.map((option) => option.value)).toEqual(['demouniv', 'democoll', 'montreal', 'demopress', 'basic']);
  });
});

describe('filterOptions', () => {
  const index = indexOptions(options);

  it('matches every typed word anywhere in the label or keywords', () => {
    expect(filterOptions(index, 'press demo').options.map((o) => o.value)).toEqual(['demopress']);
    expect(filterOptions(index, 'montreal').options.map((o) => o.value)).toEqual(['montreal']);
    expect(filterOptions(index, 'DEMOUNIV').options.map((o) => o.value)).toEqual(['demouniv']);
    expect(filterOptions(index, 'zzz')).toEqual({ options: [], total: 0 });
  });

  it('lists everything for an empty query', () => {
    expect(filterOptions(index, '   ').total).toBe(5);
  });

  it('limits the list but counts every match', () => {
    const result = filterOptions(index, 'demo', { limit: 2 });
    expect(result.options.map((o) => o.value)).toEqual(['demouniv', 'democoll']);
    expect(result.total).toBe(3);
    expect(filterOptions(index, '', { limit: 1 })).toEqual({ options: [index.ordered[0]], total: 5 });
  });

  it('returns only matches, in list order, and never more than the limit (property)', () => {
    const option = fc.record({
      value: fc.uuid(),
      label: fc.string({ maxLength: 12 }),
      group: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 40 }),
        fc.string({ maxLength: 4 }),
        fc.option(fc.nat(10), { nil: undefined }),
        (list, query, limit) => {
          const idx = indexOptions(list);
          const result = filterOptions(idx, query, { limit });
          const terms = normalize(query).split(' ').filter(Boolean);
          const expected = idx.ordered.filter((o) => terms.every((term) => normalize(o.label).includes(term)));
          expect(result.total).toBe(expected.length);
          expect(result.options).toEqual(expected.slice(0, limit ?? Infinity));
        },
      ),
    );
  });

  it('filters 5,000 options in a few milliseconds', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      value: `inst-${i}`,
      label: `Institution number ${i}`,
      group: `Region ${i % 7}`,
    }));
    const big = indexOptions(many);
    const started = performance.now();
    for (const query of ['i', 'in', 'ins', 'inst', 'institution 4', 'institution 49', 'institution 4999']) filterOptions(big, query);
    // Loose bound: seven passes over 5,000 options; typically well under 10 ms.
    expect(performance.now() - started).toBeLessThan(200);
    expect(filterOptions(big, 'institution number 4999').options.map((o) => o.value)).toEqual(['inst-4999']);
  });
});

describe('toRows', () => {
  it('adds a heading row before each group and maps options back to rows', () => {
    const { ordered } = indexOptions(options);
    const { rows, optionRow } = toRows(ordered);
    expect(rows.map((row) => (row.kind === 'group' ? `# ${row.group}` : row.option.value))).toEqual([
      '# Institutions',
      'demouniv',
      'democoll',
      'montreal',
      '# Publishers',
      'demopress',
      'basic',
    ]);
    expect(optionRow).toEqual([1, 2, 3, 5, 6]);
  });
});

describe('statusMessage', () => {
  const base = { open: true, shown: 3, total: 3, empty: 'No results' };
  it('says how many results there are, or why there are none', () => {
    expect(statusMessage(base)).toBe('3 results available.');
    expect(statusMessage({ ...base, shown: 1, total: 1 })).toBe('1 result available.');
    expect(statusMessage({ ...base, shown: 10, total: 214 })).toBe('Showing 10 of 214 results. Type more to narrow the list.');
    expect(statusMessage({ ...base, shown: 0, total: 0 })).toBe('No results');
    expect(statusMessage({ ...base, belowMinimum: 'Type at least 3 characters to search' })).toBe('Type at least 3 characters to search');
    expect(statusMessage({ ...base, loading: 'Searching…' })).toBe('Searching…');
    expect(statusMessage({ ...base, open: false })).toBe('');
  });
});

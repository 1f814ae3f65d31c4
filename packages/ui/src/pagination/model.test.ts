import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPageItems, type PageItem } from './model';

/** `[1, '…', 4, 5, 6, '…', 10]`, with the current page in brackets: easy to read in a failing test. */
function show(items: PageItem[]): string {
  return items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('getPageItems', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [3, 7, '1 2 [3] 4 5 6 7'],
    [1, 10, '[1] 2 3 4 5 … 10'],
    [4, 10, '1 2 3 [4] 5 … 10'],
    [5, 10, '1 … 4 [5] 6 … 10'],
    [7, 10, '1 … 6 [7] 8 9 10'],
    [10, 10, '1 … 6 7 8 9 [10]'],
    [50, 100, '1 … 49 [50] 51 … 100'],
  ])('page %i of %i is %s', (page, pageCount, expected) => {
    expect(show(getPageItems({ page, pageCount }))).toBe(expected);
  });

  it('shows more siblings and boundary pages when asked', () => {
    expect(show(getPageItems({ page: 10, pageCount: 20, siblingCount: 2, boundaryCount: 2 }))).toBe('1 2 … 8 9 [10] 11 12 … 19 20');
  });

  it('clamps the page and copes with nothing to page', () => {
    expect(show(getPageItems({ page: 0, pageCount: 3 }))).toBe('[1] 2 3');
    expect(show(getPageItems({ page: 99, pageCount: 3 }))).toBe('1 2 [3]');
    expect(getPageItems({ page: 1, pageCount: 0 })).toEqual([]);
  });

  it('keeps its promises for any page, count, sibling and boundary count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (rawPage, pageCount, siblingCount, boundaryCount) => {
          const page = Math.min(rawPage, pageCount);
          const items = getPageItems({ page, pageCount, siblingCount, boundaryCount });
          const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          const slots = 2 * boundaryCount + 2 * siblingCount + 3;

          // The first, the last and the current page are always there, and only the current is current.
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(pageCount);
          expect(items.filter((item) => item.type === 'page' && item.current)).toEqual([{ type: 'page', page, current: true }]);
          // Pages ascend without repeats.
          for (let i = 1; i < pages.length; i += 1) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
          // An ellipsis stands for two pages or more; anywhere else, neighbours are consecutive.
          items.forEach((item, i) => {
            const before = items[i - 1];
            const after = items[i + 1];
            if (item.type === 'ellipsis') {
              expect(before?.type === 'page' && after?.type === 'page' && after.page - before.page).toBeGreaterThanOrEqual(3);
            } else if (after?.type === 'page') {
              expect(after.page).toBe(item.page + 1);
            }
          });
          // Constant length once there are enough pages: the control keeps its width while paging.
          expect(items).toHaveLength(Math.min(pageCount, slots));
          // At most one ellipsis on each side of the current page.
          expect(items.filter((item) => item.type === 'ellipsis').length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

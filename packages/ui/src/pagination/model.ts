/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PageItemsOptions {
  /** The current page, 1-based. Clamped to 1…pageCount. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Pages shown on each side of the current one. Defaults to 1. */
  siblingCount?: number;
  /** Pages always shown at each end. Defaults to 1. */
  boundaryCount?: number;
}

const range = (start: number, end: number) => (end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i));

/**
 * The pages to show for `page` of `pageCount`: both ends, the current page with its siblings, and an
 * ellipsis for each run of two or more hidden pages (a gap of one shows the page itself: an ellipsis would
 * take the same room). Once there are enough pages the list always has the same length
 * (2 × boundaryCount + 2 × siblingCount + 3), so the control does not change width while paging.
 */
export function getPageItems({ page, pageCount, siblingCount = 1, boundaryCount = 1 }: PageItemsOptions): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(1, Math.floor(boundaryCount));

  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);

  // The window around the current page, pushed inwards near the ends so the length stays constant.
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), count - boundary - 1);

  const items: Array<number | 'start' | 'end'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];

  return items.map((item) =>
    typeof item === 'number' ? { type: 'page', page: item, current: item === current } : { type: 'ellipsis', position: item },
  );
}

import type * as React from 'react';
import { cn } from '../lib/cn';
import { ChevronRightIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';
import { getPageItems } from './model';

export interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'onChange' | 'children'> {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. With fewer than 2, nothing is rendered. */
  pageCount: number;
  /** Called with the page the user asks for (never the current one, never outside 1…pageCount). */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. Defaults to 1. */
  siblingCount?: number;
  /** Pages always shown at each end. Defaults to 1. */
  boundaryCount?: number;
  /** The navigation landmark's name; name each one when a page has several. Defaults to "Pagination". */
  label?: string;
  /** Text of the previous-page button. Defaults to "Previous". */
  previousLabel?: string;
  /** Text of the next-page button. Defaults to "Next". */
  nextLabel?: string;
  /** Accessible name of a page button. Defaults to "Page 3"; it must contain the visible number (WCAG 2.5.3). */
  getPageLabel?: (page: number) => string;
}

const itemClass = cn(
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded px-3 text-sm text-ink select-none',
  'border border-transparent hover:bg-subtle',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent',
  focusRing,
);
// Merged once here, not on every render: a list re-renders the control on every page change.
const previousClass = cn(itemClass, 'ps-2');
const nextClass = cn(itemClass, 'pe-2');
const pageClass = cn(itemClass, 'tabular-nums');
const currentPageClass = cn(pageClass, 'border-primary bg-primary font-semibold text-primary-contrast hover:bg-primary-hover');

/**
 * Page navigation: a `nav` landmark with previous and next buttons and the page numbers (an ellipsis for
 * long runs). The current page is marked `aria-current="page"`. At either end the previous or next button
 * is `aria-disabled` rather than `disabled`, so the focus stays on it when the user reaches the end.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = (n) => `Page ${n}`,
  className,
  ...props
}: PaginationProps) {
  if (pageCount < 2) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = getPageItems({ page: current, pageCount, siblingCount, boundaryCount });
  const go = (target: number) => {
    if (target < 1 || target > pageCount || target === current) return;
    onPageChange(target);
  };
  const atStart = current === 1;
  const atEnd = current === pageCount;

  return (
    <nav aria-label={label} data-slot="pagination" className={cn('text-ink', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={previousClass}
            aria-disabled={atStart || undefined}
            data-slot="pagination-previous"
            onClick={() => go(current - 1)}
          >
            <ChevronRightIcon className="size-4 rotate-180 rtl:rotate-0" />
            {previousLabel}
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            // Decorative: screen reader users hear the jump in numbers from one page button to the next.
            <li key={`ellipsis-${item.position}`} aria-hidden="true" className="inline-flex min-w-8 justify-center text-muted">
              …
            </li>
          ) : (
            // Keyed by page: the button that was pressed stays the same element, so it keeps the focus.
            <li key={item.page}>
              <button
                type="button"
                aria-label={getPageLabel(item.page)}
                aria-current={item.current ? 'page' : undefined}
                data-state={item.current ? 'current' : undefined}
                className={item.current ? currentPageClass : pageClass}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={nextClass}
            aria-disabled={atEnd || undefined}
            data-slot="pagination-next"
            onClick={() => go(current + 1)}
          >
            {nextLabel}
            <ChevronRightIcon className="size-4 rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

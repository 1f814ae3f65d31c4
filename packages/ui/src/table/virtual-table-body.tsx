import { useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import { cn } from '../lib/cn';
import { TableEmpty, TableRow, TableSectionContext, useTableContext } from './table';

export interface VirtualTableBodyProps extends Omit<React.ComponentProps<'tbody'>, 'children'> {
  /** How many data rows there are in all (not only those on screen). */
  rowCount: number;
  /** The cells (`TableCell`, or `TableHead scope="row"`) of the row at `index` (0-based). Rows are rendered only near the visible part. */
  renderRow: (index: number) => React.ReactNode;
  /** Props for the row at `index` (`data-state`, `className`, ...). */
  getRowProps?: (index: number) => Omit<React.ComponentProps<'tr'>, 'children'>;
  /** A stable key for the row at `index` (an id), so React keeps a row's state when rows are inserted or sorted. Defaults to the index. */
  getRowKey?: (index: number) => React.Key;
  /** A row's expected height in px before it is measured. Defaults to 37 (one line of `text-sm` with the default padding). */
  estimateRowHeight?: number;
  /** Rows rendered beyond each edge of the visible part, so fast scrolling shows no gap. Defaults to 10. */
  overscan?: number;
  /** Header rows above the body, for `aria-rowindex` (the first data row is `headerRowCount + 1`). Defaults to 1. */
  headerRowCount?: number;
  /** Shown in a full-width cell when `rowCount` is 0. */
  emptyText?: React.ReactNode;
}

/**
 * A table body that renders only the rows near the visible part of the table's scrolling box
 * (@tanstack/react-virtual), for lists of thousands of rows. The table keeps `aria-rowcount` at the true
 * number of rows and each row its `aria-rowindex`, so screen readers know where they are and how many
 * there are. Place it in a `Table` whose `containerClassName` bounds the height (`max-h-[32rem]`).
 */
export function VirtualTableBody({
  rowCount,
  renderRow,
  getRowProps,
  getRowKey,
  estimateRowHeight = 37,
  overscan = 10,
  headerRowCount = 1,
  emptyText,
  className,
  ref,
  ...props
}: VirtualTableBodyProps) {
  const { containerRef, setRowCount, columnCount } = useTableContext('VirtualTableBody');
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  React.useImperativeHandle(ref, () => bodyRef.current as HTMLTableSectionElement);
  const [scrollMargin, setScrollMargin] = React.useState(0);

  React.useLayoutEffect(() => {
    setRowCount(rowCount + headerRowCount);
    return () => setRowCount(undefined);
  }, [rowCount, headerRowCount, setRowCount]);

  // The header rows sit above the body inside the same scrolling box: rows start that far down.
  React.useLayoutEffect(() => {
    const container = containerRef.current;
    const body = bodyRef.current;
    if (!container || !body) return;
    const measure = () => setScrollMargin(body.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef]);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => containerRef.current,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    getItemKey: getRowKey,
    // Measure rows in the next frame: re-rendering inside the ResizeObserver callback changes sizes it is
    // still delivering, which Chromium reports as "ResizeObserver loop completed with undelivered notifications".
    useAnimationFrameWithResizeObserver: true,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <TableSectionContext.Provider value="body">
      <tbody ref={bodyRef} data-slot="table-body" data-virtual="" className={cn(className)} {...props}>
        {rowCount === 0 && emptyText != null && <TableEmpty>{emptyText}</TableEmpty>}
        {/* Spacers stand in for the rows not rendered, so the scrollbar reflects the whole list. */}
        {before > 0 && <Spacer height={before} columns={columnCount} />}
        {items.map((item) => (
          <TableRow
            key={item.key}
            {...getRowProps?.(item.index)}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-rowindex={headerRowCount + item.index + 1}
          >
            {renderRow(item.index)}
          </TableRow>
        ))}
        {after > 0 && <Spacer height={after} columns={columnCount} />}
      </tbody>
    </TableSectionContext.Provider>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" data-slot="table-spacer" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}

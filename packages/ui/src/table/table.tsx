import * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing, focusRingInset } from '../lib/styles';

export type SortDirection = 'ascending' | 'descending' | 'none';

interface TableContextValue {
  /** Columns of the first header row, for the full-width "empty" cell. */
  columnCount: number;
  setColumnCount: (count: number) => void;
  /** Total rows (header rows included) while a VirtualTableBody renders only some: `aria-rowcount`. */
  setRowCount: (count: number | undefined) => void;
  virtual: boolean;
  announce: (message: string) => void;
  containerRef: React.RefObject<HTMLDivElement | null>;
  setCaptionId: (id: string | undefined) => void;
}

const TableContext = React.createContext<TableContextValue | null>(null);
/** Which section a row is in (header rows of a virtual table get an index; body rows a hover colour). */
export const TableSectionContext = React.createContext<'header' | 'body' | 'footer' | null>(null);
const SectionContext = TableSectionContext;

/** The table's shared state, for the parts in this folder (VirtualTableBody). */
export function useTableContext(part: string): TableContextValue {
  const context = React.useContext(TableContext);
  if (!context) throw new Error(`${part} must be placed inside a Table.`);
  return context;
}

/**
 * True while the element's content is larger than its box (it scrolls). Measured in ResizeObserver callbacks,
 * which run after the browser's own layout (the first one as soon as observing starts), never in a layout
 * effect: reading scrollWidth there forces a synchronous layout of the whole page on every mount.
 */
function useOverflows(ref: React.RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = React.useState(false);
  // The value last set: a table whose rows change height (another page of a list) is observed again on every
  // change, and setting the state it already has still re-rendered the table once more.
  const last = React.useRef(false);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      const next = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      if (next === last.current) return;
      last.current = next;
      setOverflows(next);
    };
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export interface TableProps extends React.ComponentProps<'table'> {
  /**
   * Classes of the box around the table, which scrolls when the table is wider (or, with a height, taller)
   * than it. A `VirtualTableBody` needs a bounded height here, e.g. `max-h-[32rem]`.
   */
  containerClassName?: string;
  /**
   * Name of the scrolling box, read when keyboard users focus it to scroll. Defaults to the caption (or the
   * table's `aria-label`).
   */
  scrollLabel?: string;
  /** `auto` (default) sizes columns by content; `fixed` shares the width evenly and wraps long text. */
  layout?: 'auto' | 'fixed';
}

/**
 * A data table: a real `<table>` with its semantics (row and column headers, caption), in a box that
 * scrolls when the table is too wide. When the box does scroll it becomes focusable (WCAG 2.1.1), so
 * keyboard users can scroll it too. Give every table a name: a `TableCaption`, or `aria-label`.
 */
export function Table({ className, containerClassName, scrollLabel, layout = 'auto', children, ...props }: TableProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [columnCount, setColumnCount] = React.useState(1);
  const [rowCount, setRowCount] = React.useState<number | undefined>(undefined);
  const [captionId, setCaptionId] = React.useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = React.useState('');
  const overflows = useOverflows(containerRef);

  const context = React.useMemo<TableContextValue>(
    () => ({
      columnCount,
      setColumnCount,
      setRowCount,
      virtual: rowCount !== undefined,
      announce: setAnnouncement,
      containerRef,
      setCaptionId,
    }),
    [columnCount, rowCount],
  );

  const regionName = scrollLabel ?? props['aria-label'];
  return (
    <TableContext.Provider value={context}>
      <div
        ref={containerRef}
        data-slot="table-container"
        data-overflows={overflows ? '' : undefined}
        className={cn('relative w-full overflow-auto rounded', overflows && focusRing, containerClassName)}
        // Only a box that scrolls is a stop in the tab order (axe scrollable-region-focusable); it is named after the table.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={overflows ? 0 : undefined}
        role={overflows && (regionName || captionId) ? 'region' : undefined}
        aria-label={overflows ? regionName : undefined}
        aria-labelledby={overflows && !regionName ? captionId : undefined}
      >
        <table
          data-slot="table"
          aria-rowcount={rowCount ?? props['aria-rowcount']}
          className={cn('w-full border-collapse text-sm text-ink', layout === 'fixed' && 'table-fixed', className)}
          {...props}
        >
          {children}
        </table>
      </div>
      {/* Sort changes are announced here: aria-sort alone is not read out by every screen reader when it changes. */}
      <div role="status" className="sr-only" data-slot="table-announcer">
        {announcement}
      </div>
    </TableContext.Provider>
  );
}

/**
 * The header rows (`<thead>`). Its first row tells an empty body how many columns to span. Under a
 * `VirtualTableBody` it stays in view while the body scrolls.
 */
export function TableHeader({ className, ref, ...props }: React.ComponentProps<'thead'>) {
  const context = React.useContext(TableContext);
  const localRef = React.useRef<HTMLTableSectionElement>(null);
  React.useImperativeHandle(ref, () => localRef.current as HTMLTableSectionElement);
  const setColumnCount = context?.setColumnCount;
  React.useLayoutEffect(() => {
    const row = localRef.current?.querySelector('tr');
    if (!row || !setColumnCount) return;
    const cells = Array.from(row.children).filter((cell): cell is HTMLTableCellElement => cell.tagName === 'TH' || cell.tagName === 'TD');
    setColumnCount(cells.reduce((sum, cell) => sum + (Number(cell.getAttribute('colspan')) || 1), 0));
  });
  return (
    <SectionContext.Provider value="header">
      <thead
        ref={localRef}
        data-slot="table-header"
        // Collapsed borders stay behind when the header sticks: an inset shadow draws its bottom line instead.
        className={cn(context?.virtual && 'sticky top-0 z-10 [&_th]:shadow-[inset_0_-1px_0_theme(colors.line)]', className)}
        {...props}
      />
    </SectionContext.Provider>
  );
}

export interface TableBodyProps extends React.ComponentProps<'tbody'> {
  /**
   * Shown in one full-width cell when the body has no rows ("No users match these filters."). Without it
   * an empty table shows only its headers.
   */
  emptyText?: React.ReactNode;
}

/** The data rows (`<tbody>`); with `emptyText`, says so when there are none. */
export function TableBody({ className, children, emptyText, ...props }: TableBodyProps) {
  const empty = React.Children.toArray(children).length === 0;
  return (
    <SectionContext.Provider value="body">
      <tbody
        data-slot="table-body"
        data-empty={empty ? '' : undefined}
        className={cn('[&>tr:last-child]:border-b-0', className)}
        {...props}
      >
        {empty && emptyText != null ? <TableEmpty>{emptyText}</TableEmpty> : children}
      </tbody>
    </SectionContext.Provider>
  );
}

export interface TableEmptyProps extends React.ComponentProps<'td'> {
  /** Columns to span. Defaults to the number of header columns. */
  colSpan?: number;
}

/** One row, one cell across every column, for a message in place of rows. `TableBody emptyText` renders it. */
export function TableEmpty({ className, colSpan, children, ...props }: TableEmptyProps) {
  const context = React.useContext(TableContext);
  return (
    <tr data-slot="table-empty">
      <td colSpan={colSpan ?? context?.columnCount ?? 1} className={cn('px-3 py-8 text-center text-muted', className)} {...props}>
        {children}
      </td>
    </tr>
  );
}

/** Summary rows (`<tfoot>`), totals for example. */
export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <SectionContext.Provider value="footer">
      <tfoot data-slot="table-footer" className={cn('border-t border-line bg-subtle font-semibold', className)} {...props} />
    </SectionContext.Provider>
  );
}

const rowClassName = 'border-b border-divider';

/**
 * The classes of a body row and of a data cell (`TableRow` in a `TableBody`, `TableCell`), for a list that renders
 * its many rows as plain `<tr>` and `<td>` elements, with `data-slot="table-row"` / `"table-cell"`: each row then
 * costs React no component renders and no class merging (User Management re-renders 25 rows per page change).
 */
export const tableBodyRowClassName = `${rowClassName} hover:bg-subtle/60 data-[state=selected]:bg-primary-soft`;
export const tableCellClassName = 'px-3 py-2 align-top wrap-break-word';

/** A row. Header rows of a virtualised table get `aria-rowindex` 1 by themselves. */
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  const context = React.useContext(TableContext);
  const section = React.useContext(SectionContext);
  return (
    <tr
      data-slot="table-row"
      aria-rowindex={section === 'header' && context?.virtual ? 1 : undefined}
      className={cn(section === 'body' ? tableBodyRowClassName : rowClassName, className)}
      {...props}
    />
  );
}

const columnHeadCell = 'bg-subtle px-3 py-2 text-start align-bottom font-semibold text-ink border-b border-line';
// A row header reads like a data cell that names its row: same alignment and colours, bolder.
const rowHeadCell = 'px-3 py-2 text-start align-top font-semibold text-ink wrap-break-word';

export interface TableHeadProps extends React.ComponentProps<'th'> {
  /** `col` (default) for a column header; `row` for the cell that heads its row. */
  scope?: 'col' | 'row' | 'colgroup' | 'rowgroup';
}

/** A header cell: of a column (`<th scope="col">`, the default) or, with `scope="row"`, of its row. */
export function TableHead({ className, scope = 'col', ...props }: TableHeadProps) {
  const rowHeader = scope === 'row' || scope === 'rowgroup';
  return <th data-slot="table-head" scope={scope} className={cn(rowHeader ? rowHeadCell : columnHeadCell, className)} {...props} />;
}

/** A data cell. Long text wraps (words break only when a word alone is wider than the cell). */
export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn(tableCellClassName, className)} {...props} />;
}

/** The table's name, shown above it. Prefer it to `aria-label`: everyone sees it. Hide it with `className="sr-only"` if the page heading already says it. */
export function TableCaption({ className, id, ...props }: React.ComponentProps<'caption'>) {
  const context = React.useContext(TableContext);
  const generatedId = React.useId();
  const captionId = id ?? generatedId;
  const setCaptionId = context?.setCaptionId;
  React.useLayoutEffect(() => {
    setCaptionId?.(captionId);
    return () => setCaptionId?.(undefined);
  }, [captionId, setCaptionId]);
  return (
    <caption
      id={captionId}
      data-slot="table-caption"
      className={cn('mb-2 text-start text-base font-semibold text-ink', className)}
      {...props}
    />
  );
}

/** The direction a click on a sortable header moves to: unsorted and descending go to ascending, ascending to descending. */
export function nextSortDirection(current: SortDirection): Exclude<SortDirection, 'none'> {
  return current === 'ascending' ? 'descending' : 'ascending';
}

function SortGlyph({ sort }: { sort: SortDirection }) {
  // Both arrows when unsorted (the column can be sorted), one when sorted; aria-sort carries the meaning.
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0" fill="currentColor">
      <path d="M8 2 4.5 6h7z" opacity={sort === 'descending' ? 0.25 : 1} />
      <path d="M8 14l3.5-4h-7z" opacity={sort === 'ascending' ? 0.25 : 1} />
    </svg>
  );
}

export interface SortableHeadProps extends Omit<TableHeadProps, 'onClick' | 'aria-sort' | 'align'> {
  /** This column's current order: `ascending`, `descending` or `none`. Written to `aria-sort`. */
  sort: SortDirection;
  /**
   * Called when the user activates the header, with the suggested next direction (see
   * `nextSortDirection`). Sort the rows and pass the new `sort` back; set the other columns to `none`.
   */
  onSort: (next: Exclude<SortDirection, 'none'>) => void;
  /** What is announced after the user sorts. Defaults to "Sorted by {column}, ascending" (or descending). */
  formatAnnouncement?: (column: string, sort: Exclude<SortDirection, 'none'>) => string;
  /** Where the label and arrows sit: `start` (default) or `end`, for columns of numbers (replaces the obsolete HTML `align`). */
  align?: 'start' | 'end';
  /** Props of the button inside the header cell. */
  buttonProps?: Omit<React.ComponentProps<'button'>, 'onClick' | 'type'>;
}

const defaultAnnouncement = (column: string, sort: Exclude<SortDirection, 'none'>) => `Sorted by ${column}, ${sort}`;

/**
 * A column header the user can sort by: a button inside the `<th>`, which carries `aria-sort`. After the
 * user sorts, the new order is announced politely (by the table's live region).
 */
export function SortableHead({
  sort,
  onSort,
  formatAnnouncement = defaultAnnouncement,
  align = 'start',
  buttonProps,
  className,
  children,
  ...props
}: SortableHeadProps) {
  const context = React.useContext(TableContext);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const userSorted = React.useRef(false);
  const announce = context?.announce;

  React.useEffect(() => {
    if (!userSorted.current || sort === 'none') return;
    userSorted.current = false;
    const column = buttonRef.current?.textContent?.trim() ?? '';
    announce?.(formatAnnouncement(column, sort));
  }, [sort, announce, formatAnnouncement]);

  return (
    <TableHead aria-sort={sort} data-sort={sort} className={cn('p-0', align === 'end' && 'text-end', className)} {...props}>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        data-slot="sortable-head-button"
        className={cn(
          // The whole cell is the target (at least 36px high), and the text lines up with plain header cells.
          'inline-flex w-full cursor-pointer items-center gap-1 px-3 py-2 text-start font-semibold hover:bg-ink/5',
          align === 'end' && 'justify-end text-end',
          // Inset: the scroll container would clip an outer ring on the first row.
          focusRingInset,
          buttonProps?.className,
        )}
        onClick={() => {
          userSorted.current = true;
          onSort(nextSortDirection(sort));
        }}
      >
        {children}
        <SortGlyph sort={sort} />
      </button>
    </TableHead>
  );
}

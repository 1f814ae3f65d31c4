import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nextSortDirection,
  SortableHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type SortDirection,
} from './table';
import { VirtualTableBody } from './virtual-table-body';

describe('Table', () => {
  it('is a table named by its caption, with column headers', () => {
    render(
      <Table>
        <TableCaption>Users</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ada</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });

  it('shows emptyText in one cell spanning every header column', () => {
    render(
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead colSpan={2}>Contact</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody emptyText="No users match these filters.">{[]}</TableBody>
      </Table>,
    );
    const cell = screen.getByRole('cell', { name: 'No users match these filters.' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('renders rows, not the empty text, when there are rows', () => {
    render(
      <Table aria-label="Users">
        <TableBody emptyText="Nothing">
          <TableRow>
            <TableCell>Ada</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.queryByText('Nothing')).toBeNull();
  });

  it('is not a tab stop while it does not scroll', () => {
    render(<Table aria-label="Users" />);
    const box = screen.getByRole('table').parentElement!;
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
  });
});

describe('Table overflow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('becomes a named, focusable scrolling region when a resize makes it scroll, and stops being one after', () => {
    let notify: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <Table aria-label="Rows">
        <TableBody>
          <TableRow>
            <TableCell>a</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const box = screen.getByRole('table', { name: 'Rows' }).parentElement!;
    let contentWidth = 100;
    Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => contentWidth });
    // Resizes that leave it as it was (rows of another page) change nothing.
    act(() => notify());
    act(() => notify());
    expect(box).not.toHaveAttribute('data-overflows');
    expect(screen.queryByRole('region')).toBeNull();
    contentWidth = 600;
    act(() => notify());
    expect(box).toHaveAttribute('data-overflows');
    expect(screen.getByRole('region', { name: 'Rows' })).toHaveAttribute('tabindex', '0');
    act(() => notify());
    expect(box).toHaveAttribute('data-overflows');
    contentWidth = 300;
    act(() => notify());
    expect(box).not.toHaveAttribute('data-overflows');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('SortableHead', () => {
  function Sortable({ onSort }: { onSort?: (column: string, next: SortDirection) => void }) {
    const [sort, setSort] = React.useState<{ column: string; direction: SortDirection }>({ column: 'name', direction: 'ascending' });
    const head = (column: string, label: string) => (
      <SortableHead
        sort={sort.column === column ? sort.direction : 'none'}
        onSort={(direction) => {
          onSort?.(column, direction);
          setSort({ column, direction });
        }}
      >
        {label}
      </SortableHead>
    );
    return (
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            {head('name', 'Name')}
            {head('expires', 'Expires')}
          </TableRow>
        </TableHeader>
        <TableBody />
      </Table>
    );
  }

  it('puts aria-sort on the header cell and a button inside it', () => {
    render(<Sortable />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Expires' })).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button', { name: 'Name' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('suggests the next direction, updates aria-sort and announces the change politely', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Sortable onSort={onSort} />);
    const status = screen.getByRole('status');
    // Nothing is announced on first render.
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Expires' }));
    expect(onSort).toHaveBeenLastCalledWith('expires', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Expires' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(status).toHaveTextContent('Sorted by Expires, ascending'));
    await user.click(screen.getByRole('button', { name: 'Expires' }));
    expect(onSort).toHaveBeenLastCalledWith('expires', 'descending');
    await waitFor(() => expect(status).toHaveTextContent('Sorted by Expires, descending'));
  });

  it('cycles ascending and descending', () => {
    expect(nextSortDirection('none')).toBe('ascending');
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBe('ascending');
  });
});

describe('VirtualTableBody', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function Big({ rowCount }: { rowCount: number }) {
    return (
      <Table aria-label="Holdings" containerClassName="max-h-96">
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
          </TableRow>
        </TableHeader>
        <VirtualTableBody
          rowCount={rowCount}
          estimateRowHeight={40}
          overscan={2}
          emptyText="No titles."
          renderRow={(i) => <TableCell>Title {i + 1}</TableCell>}
        />
      </Table>
    );
  }

  it('renders only the rows in view, and tells the true size with aria-rowcount and aria-rowindex', () => {
    // happy-dom has no layout: give the scrolling box a 400px height and each row 40px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.slot === 'table-container' ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? 40 : 0;
    });
    render(<Big rowCount={5000} />);
    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(5);
    expect(body.length).toBeLessThan(30);
    expect(body[0]).toHaveAttribute('aria-rowindex', '2');
    expect(body[0]).toHaveTextContent('Title 1');
    // The rows not rendered are stood in for by a hidden spacer that keeps the scroll height.
    const spacer = table.querySelector<HTMLElement>('[data-slot="table-spacer"]')!;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(4900 * 40);
  });

  it('says so when there are no rows', () => {
    render(<Big rowCount={0} />);
    expect(screen.getByRole('cell', { name: 'No titles.' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1');
  });

  it('must be inside a Table', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<VirtualTableBody rowCount={1} renderRow={() => null} />)).toThrow(
      'VirtualTableBody must be placed inside a Table.',
    );
  });
});

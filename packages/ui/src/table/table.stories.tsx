import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Skeleton } from '../skeleton/skeleton';
import { SortableHead, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow, type SortDirection } from './table';
import { VirtualTableBody } from './virtual-table-body';

interface Title {
  id: number;
  title: string;
  publisher: string;
  year: number;
  requests: number;
}

const words = ['Journal', 'Review', 'Quarterly', 'Studies', 'Annals', 'Bulletin', 'Letters', 'Proceedings'];
const fields = ['Economics', 'Botany', 'Medieval History', 'Linguistics', 'Sociology', 'Philosophy', 'Astronomy', 'Law'];
const publishers = ['Demo Press', 'University of Somewhere Press', 'Learned Society', 'Old Books Ltd'];

/** Deterministic rows: the same on every run, so visual baselines hold. */
function makeTitles(count: number): Title[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `${words[i % words.length]} of ${fields[(i * 3) % fields.length]} ${i + 1}`,
    publisher: publishers[(i * 7) % publishers.length]!,
    year: 1950 + ((i * 37) % 74),
    requests: (i * 7919) % 5000,
  }));
}

type Column = 'title' | 'year' | 'requests';

function SortableTitles({ rows }: { rows: Title[] }) {
  const [sort, setSort] = React.useState<{ column: Column; direction: Exclude<SortDirection, 'none'> }>({
    column: 'title',
    direction: 'ascending',
  });
  const sorted = React.useMemo(() => {
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = a[sort.column];
      const y = b[sort.column];
      return (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * factor;
    });
  }, [rows, sort]);
  const head = (column: Column, label: string, align?: 'end') => (
    <SortableHead
      align={align}
      sort={sort.column === column ? sort.direction : 'none'}
      onSort={(direction) => setSort({ column, direction })}
    >
      {label}
    </SortableHead>
  );
  return (
    <Table>
      <TableCaption>Most requested titles</TableCaption>
      <TableHeader>
        <TableRow>
          {head('title', 'Title')}
          <TableHead>Publisher</TableHead>
          {head('year', 'Year')}
          {head('requests', 'Requests', 'end')}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.publisher}</TableCell>
            <TableCell>{row.year}</TableCell>
            <TableCell className="text-end tabular-nums">{row.requests.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  subcomponents: { TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption, SortableHead, VirtualTableBody },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

export const Sortable: Story = {
  render: () => <SortableTitles rows={makeTitles(25)} />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Most requested titles' });
    await expect(bodyRows(table)).toHaveLength(25);
    const header = (name: string) => canvas.getByRole('columnheader', { name });
    await expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Requests')).toHaveAttribute('aria-sort', 'none');
    const titles = firstCells(table);
    await expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!)));
    // Focus order: the sortable headers in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Title' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Year' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Requests' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header('Requests')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Title')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Requests, ascending'));
    const ascending = bodyRows(table).map((row) => Number(within(row).getAllByRole('cell')[3]!.textContent!.replace(/,/g, '')));
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.keyboard('{Enter}');
    await expect(header('Requests')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Requests, descending'));
    const descending = bodyRows(table).map((row) => Number(within(row).getAllByRole('cell')[3]!.textContent!.replace(/,/g, '')));
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await userEvent.click(canvas.getByRole('button', { name: 'Year' }));
    await expect(header('Year')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Requests')).toHaveAttribute('aria-sort', 'none');
  },
};

export const Empty: Story = {
  render: () => (
    <Table>
      <TableCaption>Users</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Expires</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody emptyText="No users match these filters." />
    </Table>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No users match these filters.' });
    // One cell across every column, not a message squeezed into the first.
    await expect(cell).toHaveAttribute('colspan', '4');
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(Math.round(cell.getBoundingClientRect().width)).toBe(Math.round(table.getBoundingClientRect().width));
  },
};

export const Loading: Story = {
  render: () => (
    // The table says it is busy; the placeholder bars are decorative.
    <Table aria-busy="true">
      <TableCaption>Report history</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Report</TableHead>
          <TableHead>Requested</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[0, 1, 2].map((row) => (
          <TableRow key={row}>
            <TableCell>
              <Skeleton className="h-4 w-48" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-4 w-24" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-4 w-16" />
              {row === 0 && <span className="sr-only">Loading</span>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Report history' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

const manyTitles = makeTitles(5000);

export const Virtualized5000Rows: Story = {
  name: 'Virtualised, 5,000 rows',
  render: () => (
    <Table containerClassName="max-h-[480px] border border-divider">
      <TableCaption className="sr-only">All holdings</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">#</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Publisher</TableHead>
          <TableHead className="text-end">Requests</TableHead>
        </TableRow>
      </TableHeader>
      <VirtualTableBody
        rowCount={manyTitles.length}
        getRowKey={(index) => manyTitles[index]!.id}
        renderRow={(index) => {
          const row = manyTitles[index]!;
          return (
            <>
              <TableCell className="tabular-nums">{row.id}</TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell>{row.publisher}</TableCell>
              <TableCell className="text-end tabular-nums">{row.requests.toLocaleString('en-US')}</TableCell>
            </>
          );
        }}
      />
    </Table>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'All holdings' });
    // Screen readers learn the true size: 5,000 rows plus the header row.
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const rendered = () => bodyRows(table);
    await expect(rendered().length).toBeLessThan(60);
    await expect(rendered()[0]).toHaveAttribute('aria-rowindex', '2');
    // The scrolling box is focusable, named after the table, so keyboard users can scroll it.
    // It becomes a named region once it overflows (measured after the first rows render).
    const box = await canvas.findByRole('region', { name: 'All holdings' });
    await expect(box).toHaveAttribute('tabindex', '0');

    // Rows are 37px: this brings row 2,501 to the top.
    box.scrollTop = 2500 * 37;
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Annals of Sociology 2501' })).toBeInTheDocument());
    const row2501 = canvas.getByRole('cell', { name: 'Annals of Sociology 2501' }).closest('tr')!;
    await expect(row2501).toHaveAttribute('aria-rowindex', '2502');
    await expect(canvas.queryByRole('cell', { name: 'Journal of Economics 1' })).toBeNull();
    await expect(rendered().length).toBeLessThan(60);
    // Indexes of what is rendered are consecutive: no row is skipped or repeated.
    const indexes = rendered().map((row) => Number(row.getAttribute('aria-rowindex')));
    await expect(indexes).toEqual(indexes.map((_, i) => indexes[0]! + i));

    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Proceedings of Philosophy 5000' })).toBeInTheDocument());
    await expect(canvas.getByRole('cell', { name: 'Proceedings of Philosophy 5000' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '5001',
    );
    // The header stays in view above the rows.
    const header = canvas.getByRole('columnheader', { name: 'Title' });
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(box.getBoundingClientRect().top + 1));
  },
};

const longRows = [
  {
    title:
      'Proceedings of the International Congress on the History of Science, Technology and Medicine in the Long Nineteenth Century, Volumes 1 to 12',
    url: 'https://www.jstor.org/action/showPublication?journalCode=procintcongrhistscietechmed&specialCollection=longnineteenthcentury',
    note: 'Moved to a new platform in 2019; holdings before 1950 are kept in the archive collection.',
  },
  { title: 'Annals of Botany', url: 'https://www.jstor.org/journal/annbot', note: 'Current.' },
];

export const LongTextWraps: Story = {
  render: () => (
    <div className="w-[36rem] max-w-full">
      <Table layout="fixed">
        <TableCaption>Titles with moved content</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-2/5">Title</TableHead>
            <TableHead className="w-1/3">Address</TableHead>
            <TableHead>Note</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {longRows.map((row) => (
            <TableRow key={row.title}>
              <TableCell>{row.title}</TableCell>
              {/* An address has no spaces: let it break anywhere rather than widen the table. */}
              <TableCell className="wrap-anywhere">{row.url}</TableCell>
              <TableCell>{row.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Titles with moved content' });
    const box = table.parentElement!;
    // Everything wraps within the 576px column: no sideways scrolling, so the box is not a tab stop.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box).not.toHaveAttribute('tabindex');
    const cell = canvas.getByRole('cell', { name: longRows[0]!.title });
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

function WideTable() {
  const columns = ['Institution', 'Site code', 'Platform', 'Total requests', 'Unique requests', 'Searches', 'Denials', 'Country'];
  return (
    <div className="w-96 max-w-full">
      <Table>
        <TableCaption>Consortium usage</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column} className="whitespace-nowrap">
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {['Demo University', 'Demo College', 'Basic Institute'].map((name, i) => (
            <TableRow key={name}>
              <TableHead scope="row" className="whitespace-nowrap">
                {name}
              </TableHead>
              <TableCell>{['demouniv', 'democoll', 'basicinst'][i]}</TableCell>
              <TableCell>JSTOR</TableCell>
              <TableCell className="text-end">{(12045 - i * 3100).toLocaleString('en-US')}</TableCell>
              <TableCell className="text-end">{(8012 - i * 2000).toLocaleString('en-US')}</TableCell>
              <TableCell className="text-end">{(4310 - i * 900).toLocaleString('en-US')}</TableCell>
              <TableCell className="text-end">{12 + i}</TableCell>
              <TableCell>United States</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export const WideTableScrolls: Story = {
  render: () => <WideTable />,
  play: async ({ canvas, userEvent }) => {
    // Too wide for its 384px column: the box scrolls, and keyboard users reach it to scroll.
    const box = await waitFor(() => canvas.getByRole('region', { name: 'Consortium usage' }));
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Row headers name each row.
    await expect(canvas.getByRole('rowheader', { name: 'Demo College' })).toBeInTheDocument();
  },
};

export const RightToLeftOverflow: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <WideTable />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = await waitFor(() => canvas.getByRole('region', { name: 'Consortium usage' }));
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // Headers align to the start edge, the right in a right-to-left page.
    const header = canvas.getByRole('columnheader', { name: 'Institution' });
    await expect(getComputedStyle(header).textAlign).toBe('start');
    await expect(Math.abs(header.getBoundingClientRect().right - box.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
  },
};

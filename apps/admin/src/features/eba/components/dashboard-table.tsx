import { EBA_DASHBOARD_COLUMNS, EBA_DASHBOARD_MAX_ROWS } from '@console/rules/eba';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TextLink } from '@console/ui';
import { useAtomValue } from 'jotai';
import type { EbaDashboardRow } from '../api/eba';
import { ebaDashboardAtom, ebaDashboardSearchAtom } from '../atoms/eba-atoms';
import { dashboardDate } from '../model/dashboard';

type Field = (typeof EBA_DASHBOARD_COLUMNS)[number]['field'];

/** One cell of a row: names as they are, milestone dates (or 'Not yet'), and complete as Yes or No. */
function DashboardCell({ row, field }: { row: EbaDashboardRow; field: Field }) {
  if (field === 'accountName' || field === 'siteCode') return <TableCell>{row[field]}</TableCell>;
  if (field === 'complete') return <TableCell>{row.complete === 'N' ? 'No' : 'Yes'}</TableCell>;
  const value = row[field];
  return <TableCell className={value ? 'tabular-nums' : 'text-muted'}>{dashboardDate(value)}</TableCell>;
}

/** The participants' table (spec 000 §2, §3 "EBA dashboard row"); its columns are the gateway report's (@console/rules/eba). */
export function DashboardTable({ rows, searched }: { rows: readonly EbaDashboardRow[]; searched: boolean }) {
  return (
    <Table aria-label="EBA participants">
      <TableHeader>
        <TableRow>
          {EBA_DASHBOARD_COLUMNS.map((column) => (
            <TableHead key={column.field}>{column.label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody emptyText={searched ? 'No participants have these site codes.' : 'No institution takes part in EBA yet.'}>
        {rows.map((row) => (
          <TableRow key={row.siteCode}>
            {EBA_DASHBOARD_COLUMNS.map((column) => (
              <DashboardCell key={column.field} row={row} field={column.field} />
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The dashboard of the search in force: the report download, then the table. */
export function DashboardSection() {
  const { data } = useAtomValue(ebaDashboardAtom);
  const search = useAtomValue(ebaDashboardSearchAtom);
  return (
    <div className="flex flex-col gap-4">
      <p>
        <TextLink href={data.reportLink} download>
          Download report
        </TextLink>
      </p>
      {/* The gateway sends at most 20 rows; the table never shows more (spec 000 §9). */}
      <DashboardTable rows={data.rows.slice(0, EBA_DASHBOARD_MAX_ROWS)} searched={search !== ''} />
    </div>
  );
}

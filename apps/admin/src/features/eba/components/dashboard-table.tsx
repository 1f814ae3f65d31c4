import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TextLink } from '@console/ui';
import { useAtomValue } from 'jotai';
import type { EbaDashboardRow } from '../api/eba';
import { ebaDashboardAtom, ebaDashboardSearchAtom } from '../atoms/eba-atoms';
import { dashboardDate } from '../model/dashboard';

const COLUMNS = [
  'Account name',
  'Site code',
  'Selection file sent',
  'Selection file uploaded',
  'Order submitted',
  'Order accepted',
  'Statement sent',
  'Complete',
] as const;

function DateCell({ value }: { value: string | null | undefined }) {
  return <TableCell className={value ? 'tabular-nums' : 'text-muted'}>{dashboardDate(value)}</TableCell>;
}

/** The participants' table (spec 000 §2, §3 "EBA dashboard row"). */
export function DashboardTable({ rows, searched }: { rows: readonly EbaDashboardRow[]; searched: boolean }) {
  return (
    <Table aria-label="EBA participants">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody emptyText={searched ? 'No participants have these site codes.' : 'No institution takes part in EBA yet.'}>
        {rows.map((row) => (
          <TableRow key={row.siteCode}>
            <TableCell>{row.accountName}</TableCell>
            <TableCell>{row.siteCode}</TableCell>
            <DateCell value={row.selectionFileSent} />
            <DateCell value={row.selectionFileUploaded} />
            <DateCell value={row.orderSubmitted} />
            <DateCell value={row.orderAccepted} />
            <DateCell value={row.statementSent} />
            <TableCell>{row.complete === 'N' ? 'No' : 'Yes'}</TableCell>
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
      <DashboardTable rows={data.rows} searched={search !== ''} />
    </div>
  );
}

import { Button, Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@console/ui';
import { HISTORY_LIMIT_NOTE, REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense } from 'react';
import type { HistoryItem } from '../api/reports';
import { reportStatusAtomFamily } from '../atoms/reports-atoms';
import { displayDate } from '../model/dates';
import { HISTORY_EMPTY, isComplete, isLongHistory, reportingPeriod } from '../model/history';

export interface HistoryTableProps {
  items: readonly HistoryItem[];
  /** Adds the Platform column (COUNTER 5's multi-platform history). */
  multiPlatform: boolean;
  onDownload: (item: HistoryItem) => void;
  /** Replaces the status check of pending rows (stories). */
  renderPending?: (item: HistoryItem) => React.ReactNode;
  /**
   * The scrolling box and the virtualised body. By default a history of more than LONG_HISTORY rows; the page
   * says so from its first answer (more to come), so the layout does not change when the rest comes.
   */
  long?: boolean;
  /** The history reaches the gateway's limit (the note above the table). By default: REPORT_HISTORY_LIMIT rows or more. */
  atLimit?: boolean;
  /**
   * Whether a long history's virtualised body (and its code) may come: the page sets it once its introduction has
   * painted. Until then the box shows the first FIRST_WINDOW rows as a plain body. By default at once.
   */
  virtualise?: boolean;
}

// Only a long history needs the virtualiser: its code stays out of the reports pages' first load (most
// histories are short) and is asked for when a long one may show it (after the page's first paint).
const VirtualTableBody = lazy(() => import('./virtual-history-body'));

/**
 * The rows a long history shows before its virtualised body is in: more than its 40rem box shows at once (about 7
 * rows of 97 px, fewer on a phone), so the box looks the same before and after, and the page's first paint
 * renders 12 rows, not 100.
 */
export const FIRST_WINDOW = 12;

/**
 * Report history (spec 001 §2 "History table headings"); a history at the gateway's limit says older requests are
 * not listed (REPORT_HISTORY_LIMIT). A long history (model/history.ts) is virtualised in a scrolling box
 * whose height it fills: its first rows show as a plain body until the virtualiser's code is in, so nothing below
 * moves when it comes.
 */
export function HistoryTable({
  items,
  multiPlatform,
  onDownload,
  renderPending,
  long = isLongHistory(items.length),
  atLimit = items.length >= REPORT_HISTORY_LIMIT,
  virtualise = true,
}: HistoryTableProps) {
  const cells = (item: HistoryItem) => (
    <HistoryCells item={item} multiPlatform={multiPlatform} onDownload={onDownload} renderPending={renderPending} />
  );
  const bodyRows = (rows: readonly HistoryItem[]) => rows.map((item) => <TableRow key={item.report_id}>{cells(item)}</TableRow>);
  const plainRows = <TableBody>{bodyRows(items.slice(0, FIRST_WINDOW))}</TableBody>;
  return (
    <>
      {atLimit && <p className="text-sm text-ink">{HISTORY_LIMIT_NOTE}</p>}
      <Table aria-label="Report History" containerClassName={long ? 'max-h-[40rem]' : undefined}>
        <TableHeader className={long ? 'sticky top-0 z-10 bg-surface' : undefined}>
          <TableRow>
            <TableHead>Report Info</TableHead>
            <TableHead>Reporting Period</TableHead>
            {multiPlatform && <TableHead>Platform</TableHead>}
            <TableHead>Type</TableHead>
            <TableHead>Format</TableHead>
            <TableHead>Date Created</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        {long ? (
          // Set in a transition (use-near-viewport.ts), `virtualise` keeps the plain rows shown while the code loads.
          <Suspense fallback={plainRows}>
            {virtualise ? (
              <VirtualTableBody
                rowCount={items.length}
                estimateRowHeight={97}
                getRowKey={(index) => items[index]?.report_id ?? index}
                renderRow={(index) => {
                  const item = items[index];
                  return item ? cells(item) : null;
                }}
              />
            ) : (
              plainRows
            )}
          </Suspense>
        ) : (
          <TableBody>
            {items.length === 0 ? <TableEmpty colSpan={multiPlatform ? 7 : 6}>{HISTORY_EMPTY}</TableEmpty> : bodyRows(items)}
          </TableBody>
        )}
      </Table>
    </>
  );
}

/**
 * One row's cells. Memoised: the virtualised body renders its rows again as it measures them and as the box
 * scrolls, and the table again when the rest of a long history comes; a row whose request did not change is not
 * formatted again.
 */
const HistoryCells = memo(function HistoryCells({
  item,
  multiPlatform,
  onDownload,
  renderPending,
}: Pick<HistoryTableProps, 'multiPlatform' | 'onDownload' | 'renderPending'> & { item: HistoryItem }) {
  const period = reportingPeriod(item);
  return (
    <>
      <TableCell>
        <span className="block font-semibold">{item.report_name}</span>
        <span className="block text-sm text-ink-muted">
          {item.attributes.reportCode} - {item.attributes.reportName}
        </span>
        <span className="block text-sm text-ink-muted">{item.attributes.institutionName}</span>
      </TableCell>
      <TableCell>{period.begin && period.end ? `${displayDate(period.begin)} - ${displayDate(period.end)}` : ''}</TableCell>
      {multiPlatform && <TableCell>{item.platform === 'artstor' ? 'Artstor' : 'JSTOR'}</TableCell>}
      <TableCell>{item.scheduled_report ? 'Scheduled' : 'One-time'}</TableCell>
      <TableCell>{item.output_format.toUpperCase()}</TableCell>
      <TableCell>{displayDate(item.created)}</TableCell>
      <TableCell>
        {isComplete(item.status) ? (
          <DownloadButton item={item} onDownload={onDownload} />
        ) : renderPending ? (
          renderPending(item)
        ) : (
          <PendingStatus item={item} onDownload={onDownload} />
        )}
      </TableCell>
    </>
  );
});

function DownloadButton({ item, onDownload }: { item: HistoryItem; onDownload: (item: HistoryItem) => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onDownload(item)} aria-label={`Download ${item.report_name}`}>
      Download
    </Button>
  );
}

/** 'Pending...' until the status check says complete, then the Download button (spec 001 §4). */
function PendingStatus({ item, onDownload }: { item: HistoryItem; onDownload: (item: HistoryItem) => void }) {
  const status = useAtomValue(reportStatusAtomFamily(item.report_id));
  return isComplete(status.data ?? 'pending') ? <DownloadButton item={item} onDownload={onDownload} /> : <span>Pending...</span>;
}

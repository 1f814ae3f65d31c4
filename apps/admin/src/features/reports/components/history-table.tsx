import { Button, SkeletonText, Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@console/ui';
import { HISTORY_LIMIT_NOTE, REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
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
}

// Only a long history needs the virtualiser: its code stays out of the reports pages' first load (most
// histories are short) and is asked for when a long one arrives.
const VirtualTableBody = lazy(() => import('./virtual-history-body'));

/**
 * Report history (spec 001 §2 "History table headings"); a history at the gateway's limit says older requests are
 * not listed (REPORT_HISTORY_LIMIT). A long history (model/history.ts) is virtualised;
 * while that code loads, the body holds the scrolling box's whole height (a long history fills it), so
 * nothing below moves when the rows come.
 */
export function HistoryTable({ items, multiPlatform, onDownload, renderPending }: HistoryTableProps) {
  const long = isLongHistory(items.length);
  const cells = (item: HistoryItem) => (
    <HistoryCells item={item} multiPlatform={multiPlatform} onDownload={onDownload} renderPending={renderPending} />
  );
  return (
    <>
      {items.length >= REPORT_HISTORY_LIMIT && <p className="text-sm text-ink">{HISTORY_LIMIT_NOTE}</p>}
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
          <Suspense
            fallback={
              <TableBody>
                <TableRow>
                  <TableCell colSpan={multiPlatform ? 7 : 6} className="h-[40rem] align-top">
                    <SkeletonText lines={6} label="Loading report history" />
                  </TableCell>
                </TableRow>
              </TableBody>
            }
          >
            <VirtualTableBody
              rowCount={items.length}
              estimateRowHeight={97}
              getRowKey={(index) => items[index]?.report_id ?? index}
              renderRow={(index) => {
                const item = items[index];
                return item ? cells(item) : null;
              }}
            />
          </Suspense>
        ) : (
          <TableBody>
            {items.length === 0 ? (
              <TableRow>
                <TableEmpty colSpan={multiPlatform ? 7 : 6}>{HISTORY_EMPTY}</TableEmpty>
              </TableRow>
            ) : (
              items.map((item) => <TableRow key={item.report_id}>{cells(item)}</TableRow>)
            )}
          </TableBody>
        )}
      </Table>
    </>
  );
}

function HistoryCells({ item, multiPlatform, onDownload, renderPending }: Omit<HistoryTableProps, 'items'> & { item: HistoryItem }) {
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
}

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

import { Button, Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@console/ui';
import { useAtomValue } from 'jotai';
import type { HistoryItem } from '../api/reports';
import { reportStatusAtomFamily } from '../atoms/reports-atoms';
import { displayDate } from '../model/dates';
import { HISTORY_EMPTY, isComplete, reportingPeriod } from '../model/history';

export interface HistoryTableProps {
  items: readonly HistoryItem[];
  /** Adds the Platform column (COUNTER 5's multi-platform history). */
  multiPlatform: boolean;
  onDownload: (item: HistoryItem) => void;
  /** Replaces the status check of pending rows (stories). */
  renderPending?: (item: HistoryItem) => React.ReactNode;
}

/** Report history (spec 001 §2 "History table headings"). */
export function HistoryTable({ items, multiPlatform, onDownload, renderPending }: HistoryTableProps) {
  return (
    <Table aria-label="Report History">
      <TableHeader>
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
      <TableBody>
        {items.length === 0 ? (
          <TableRow>
            <TableEmpty colSpan={multiPlatform ? 7 : 6}>{HISTORY_EMPTY}</TableEmpty>
          </TableRow>
        ) : (
          items.map((item) => {
            const period = reportingPeriod(item);
            return (
              <TableRow key={item.report_id}>
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
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
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

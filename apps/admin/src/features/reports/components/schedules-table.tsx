import { Button, Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@console/ui';
import type { ScheduleItem } from '../api/reports';
import { displayDate } from '../model/dates';
import { SCHEDULES_EMPTY } from '../model/history';

export interface SchedulesTableProps {
  items: readonly ScheduleItem[];
  /** Adds the Platform column (Artstor's multi-platform schedules). */
  multiPlatform: boolean;
  onDelete: (item: ScheduleItem) => void;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Scheduled reports (spec 001 §2 "Schedules table headings"). */
export function SchedulesTable({ items, multiPlatform, onDelete }: SchedulesTableProps) {
  return (
    <Table aria-label="Scheduled Reports">
      <TableHeader>
        <TableRow>
          <TableHead>Schedule Info</TableHead>
          <TableHead>Frequency</TableHead>
          {multiPlatform && <TableHead>Platform</TableHead>}
          <TableHead>Format</TableHead>
          <TableHead>Recipient</TableHead>
          <TableHead>Delete Report</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 ? (
          <TableEmpty colSpan={multiPlatform ? 6 : 5}>{SCHEDULES_EMPTY}</TableEmpty>
        ) : (
          items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <span className="block font-semibold">{item.schedule_name}</span>
                <span className="block text-sm text-ink-muted">
                  {item.attributes.report.code} - {item.attributes.report.name}
                </span>
                <span className="block text-sm text-ink-muted">Starts {displayDate(item.effective_date)}</span>
              </TableCell>
              <TableCell>{capitalise(item.frequency)}</TableCell>
              {multiPlatform && <TableCell>{item.platform === 'artstor' ? 'Artstor' : 'JSTOR'}</TableCell>}
              <TableCell>{item.output_format.toUpperCase()}</TableCell>
              <TableCell>{item.email_address}</TableCell>
              <TableCell>
                <Button size="sm" variant="secondary" onClick={() => onDelete(item)} aria-label={`Delete ${item.schedule_name}`}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

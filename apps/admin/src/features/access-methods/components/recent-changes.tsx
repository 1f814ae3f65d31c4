import { displayProxyUrl } from '@console/rules/access-methods';
import { formatUtcDateTime } from '@console/rules/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@console/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { AccessMethodChangeEntry } from '../api/access-methods';
import { accessMethodChangesAtom } from '../atoms/access-methods-atoms';
import { changeLabel, changeValue } from '../model/access-methods';

/** Beyond the spec: the last 20 audit rows of the institution, who, what, when, old → new (secrets masked by the gateway). */
export function RecentChangesTable({ changes }: { changes: readonly AccessMethodChangeEntry[] }) {
  if (changes.length === 0) return <p className="text-ink">No changes to your access methods yet.</p>;
  return (
    <Table aria-labelledby="recent-changes">
      <TableHeader>
        <TableRow>
          <TableHead>When (UTC)</TableHead>
          <TableHead>Who</TableHead>
          <TableHead>What</TableHead>
          <TableHead>Change</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={change.createdAt}>{formatUtcDateTime(new Date(change.createdAt))}</time>
            </TableCell>
            <TableCell>{change.userName ?? 'A former user'}</TableCell>
            <TableCell>{changeLabel(change.eventType)}</TableCell>
            <TableCell className="break-all">
              {changeValue(change.eventType, change.oldValue, displayProxyUrl)} →{' '}
              {changeValue(change.eventType, change.newValue, displayProxyUrl)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RecentChanges() {
  const { data } = useAtomValue(accessMethodChangesAtom);
  return <RecentChangesTable changes={data} />;
}

/** The panel's frame: its heading names the region and the table. */
export function RecentChangesFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="recent-changes" className="flex flex-col gap-3">
      <h2 id="recent-changes" className="text-xl font-semibold text-ink">
        Recent changes
      </h2>
      {children}
    </section>
  );
}

import { formatNumber } from '@console/rules/format';
import { Button, TextLink } from '@console/ui';
import { useId, useState } from 'react';
import type { UsagePeriod } from '../api/home';
import { changeLabel, listEntries, USAGE_LIST_COLLAPSED } from '../model/dashboard';

type Entry = UsagePeriod['itemizedBookUsage'][number];

export interface UsageListProps {
  /** "books" or "journals": the heading and the empty text name it. */
  kind: 'books' | 'journals';
  entries: readonly Entry[];
  /** Heading level inside its card. */
  headingLevel?: 3 | 4;
}

/** Top titles with their usage change: 4 entries, 'See more' shows 10, 'Collapse' returns to 4. */
export function UsageList({ kind, entries, headingLevel = 4 }: UsageListProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const shown = listEntries(entries, expanded);
  return (
    <div className="flex flex-col gap-2">
      <Heading id={headingId} className="text-base font-semibold text-ink capitalize">
        {kind}
      </Heading>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">You do not have any {kind}.</p>
      ) : (
        <>
          <ol id={listId} aria-labelledby={headingId} className="flex flex-col gap-1.5">
            {shown.map((entry) => (
              <li key={entry.uniqueTitleUrl} className="flex items-baseline justify-between gap-3 text-sm">
                <TextLink href={entry.uniqueTitleUrl} className="min-w-0 break-words">
                  {entry.uniqueTitle}
                </TextLink>
                <span className="shrink-0 text-right tabular-nums text-ink">
                  {formatNumber(entry.usageCount)}
                  <span className={entry.usageChange < 0 ? 'ml-2 text-danger' : 'ml-2 text-success'}>
                    <span className="sr-only">, change </span>
                    {changeLabel(entry.usageChange)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          {entries.length > USAGE_LIST_COLLAPSED && (
            <div>
              <Button
                variant="link"
                size="sm"
                aria-controls={listId}
                aria-expanded={expanded}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? 'Collapse' : 'See more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

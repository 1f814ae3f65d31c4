import { formatNumber } from '@console/rules/format';
import { Card, CardContent, CardHeader, CardTitle } from '@console/ui';
import type { UsageCategory, UsagePeriod } from '../api/home';
import { totalItemRequests } from '../model/dashboard';
import { UsageList } from './usage-list';

export interface CategoryCardProps {
  category: Pick<UsageCategory, 'key' | 'label'>;
  period: UsagePeriod;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/** One card of the institution dashboard: its counts and its top books and journals (spec 000 §2). */
export function CategoryCard({ category, period }: CategoryCardProps) {
  const denied = category.key === 'access_denied';
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle level={3}>{category.label}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="Unique titles" value={period.uniqueTitleCount} />
          {denied ? (
            <Stat label="Access denied" value={period.accessDenied} />
          ) : (
            <Stat label="Total Item Requests" value={totalItemRequests(period.views, period.downloads)} />
          )}
          {!denied && <Stat label="Views" value={period.views} />}
          {!denied && <Stat label="Downloads" value={period.downloads} />}
        </dl>
        <UsageList kind="books" entries={period.itemizedBookUsage} />
        <UsageList kind="journals" entries={period.itemizedJournalUsage} />
      </CardContent>
    </Card>
  );
}

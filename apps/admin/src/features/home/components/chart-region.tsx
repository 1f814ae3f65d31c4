import { Skeleton } from '@console/ui';
import { lazy, Suspense } from 'react';
import { ChartTable } from './chart-table';
import type { UsageChartProps } from './usage-chart';

const UsageChart = lazy(() => import('./usage-chart'));

export interface ChartRegionProps extends UsageChartProps {
  /** First column heading of the data table. */
  rowHeader: string;
}

/**
 * A chart with its data table, or the spec's empty text when every value is 0 (then no chart code
 * loads at all).
 */
export function ChartRegion({ rowHeader, ...chart }: ChartRegionProps) {
  const empty = chart.series.every((series) => series.values.every((value) => value === 0));
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-1 rounded border border-dashed border-line p-8 text-center">
        <p className="font-semibold text-ink">No data</p>
        <p className="text-sm text-muted">When you have usage data, this chart will populate</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <div className="w-full max-w-3xl">
          <UsageChart {...chart} />
        </div>
      </Suspense>
      <ChartTable
        caption={chart.title}
        rowHeader={rowHeader}
        rowLabels={chart.labels}
        series={chart.series.map((series) => ({ label: series.label, values: series.values }))}
      />
    </div>
  );
}

import { Skeleton } from '@console/ui';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { CHART_WIDTH, chartHeight } from '../model/chart-geometry';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';
import type { UsageChartProps } from './usage-chart';

const UsageChart = lazy(() => import('./usage-chart'));

export interface ChartRegionProps extends UsageChartProps {
  /** First column heading of the data table. */
  rowHeader: string;
  /** The `elementtiming` name of text above the chart that is shown first: the chart's code is asked for once it is on screen. */
  afterPaintOf?: string;
}

/**
 * A chart with its legend and data table, or the spec's empty text when every value is 0 (then no chart
 * code loads at all). The chart itself (Victory, the page's heaviest rendering) is drawn only once its
 * place comes near the viewport, after the cards and lists are interactive; until then, and while its code
 * loads, its box keeps the chart's exact size, so nothing below it moves. Legend and table need no chart.
 */
export function ChartRegion({ rowHeader, afterPaintOf, ...chart }: ChartRegionProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, { afterPaintOf });
  const empty = chart.series.every((series) => series.values.every((value) => value === 0));
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-1 rounded border border-dashed border-line p-8 text-center">
        <p className="font-semibold text-ink">No data</p>
        <p className="text-sm text-muted">When you have usage data, this chart will populate</p>
      </div>
    );
  }
  const placeholder = <Skeleton className="size-full" />;
  return (
    <div className="flex flex-col gap-2">
      <figure className="flex w-full max-w-3xl flex-col gap-2">
        <div ref={box} style={{ aspectRatio: `${CHART_WIDTH} / ${chartHeight(chart.labels.length, chart.horizontal ?? false)}` }}>
          {near ? (
            <Suspense fallback={placeholder}>
              <UsageChart {...chart} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
        {chart.series.length > 1 && (
          <figcaption>
            <ChartLegend series={chart.series} />
          </figcaption>
        )}
      </figure>
      <ChartTable
        caption={chart.title}
        rowHeader={rowHeader}
        rowLabels={chart.labels}
        series={chart.series.map((series) => ({ label: series.label, values: series.values }))}
      />
    </div>
  );
}

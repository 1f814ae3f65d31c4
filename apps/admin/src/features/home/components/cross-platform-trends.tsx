import { useAtomValue } from 'jotai';
import { providerNameAtom } from '../../../state/session';
import { crossPlatformTrendsAtom } from '../atoms/home-atoms';
import { pointLabel, trendSeries } from '../model/dashboard';
import { ChartRegion } from './chart-region';

const COLOURS = { jstor: '#0b5394', artstor: '#990000', both: '#1f2328' } as const;

/** Weekly usage per platform; artstor series only while the data reaches back before August 2024. */
export function CrossPlatformTrends() {
  const { data } = useAtomValue(crossPlatformTrendsAtom);
  const providerName = useAtomValue(providerNameAtom);
  const series = trendSeries(data.usageTrends, providerName);
  const weeks = series[0]?.points ?? [];
  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-2">
      <h2 id="trends-heading" className="text-2xl font-bold text-ink">
        Cross-platform usage trends
      </h2>
      <ChartRegion
        title="Cross-platform usage trends"
        desc={`Item requests per week on ${series.map((s) => s.label).join(', ')}.`}
        kind="line"
        labels={weeks.map((point) => pointLabel(point.weekStarting))}
        rowHeader="Week starting"
        series={series.map((s) => ({
          label: s.label,
          color: COLOURS[s.key],
          dashed: s.key === 'both',
          values: s.points.map((p) => p.usageCount),
        }))}
      />
    </section>
  );
}

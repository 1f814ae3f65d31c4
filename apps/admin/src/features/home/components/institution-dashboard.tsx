import { TextLink } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { chooseTimeFrameAtom, homepageSummaryAtom, timeFrameOptionAtom, usageTimeFrameAtom } from '../atoms/home-atoms';
import { hasNoInsights, pointLabel, visibleCategories } from '../model/dashboard';
import { CategoryCard } from './category-card';
import { ChartRegion } from './chart-region';
import { TimeFramePicker } from './time-frame-picker';

const SERIES_COLOURS: Record<string, string> = { licensed: '#0b5394', open_access: '#1a7f37', access_denied: '#990000' };

/** Usage insights for books and journals of an institution (spec 000 §2 "Institution dashboard"). */
export function InstitutionDashboard() {
  const { data } = useAtomValue(homepageSummaryAtom);
  const timeFrame = useAtomValue(timeFrameOptionAtom);
  const value = useAtomValue(usageTimeFrameAtom);
  const choose = useSetAtom(chooseTimeFrameAtom);
  const institution = data.institution;
  if (!institution) return null;

  const cards = institution.categories.map((category) => ({ ...category, period: category[timeFrame.periodKey] }));
  const shown = visibleCategories(cards.map((card) => ({ ...card, uniqueTitleCount: card.period.uniqueTitleCount })));
  const download = institution.downloads.find((d) => d.timeframe === timeFrame.timeframe);
  const weeks = shown[0]?.period.weeklyUsages ?? [];

  return (
    <section aria-labelledby="usage-insights-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="usage-insights-heading" className="text-2xl font-bold text-ink">
            Usage insights
          </h2>
          <p className="text-sm text-muted">Books and journals, through {data.dataThrough}.</p>
        </div>
        {download && (
          <TextLink href={download.url} download>
            Download report<span className="sr-only"> for the {timeFrame.label} (XLSX)</span>
          </TextLink>
        )}
      </div>
      <TimeFramePicker value={value} onValueChange={choose} />
      {hasNoInsights(cards.map((card) => ({ key: card.key, uniqueTitleCount: card.period.uniqueTitleCount }))) && (
        <p className="text-ink">You currently have no insights available. Use the widgets below to learn more.</p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {shown.map((card) => (
          <CategoryCard key={card.key} category={card} period={card.period} />
        ))}
      </div>
      <section aria-labelledby="weekly-usage-heading" className="flex flex-col gap-2">
        <h3 id="weekly-usage-heading" className="text-xl font-semibold text-ink">
          Weekly usage, {timeFrame.label}
        </h3>
        <ChartRegion
          title={`Weekly usage, ${timeFrame.label}`}
          desc={`Item requests per week (weeks start on Monday) for ${shown.map((card) => card.label.toLowerCase()).join(', ')}.`}
          kind={timeFrame.weeks === 4 ? 'bar' : 'line'}
          labels={weeks.map((point) => pointLabel(point.periodStarting))}
          rowHeader="Week starting"
          series={shown.map((card) => ({
            label: card.label,
            color: SERIES_COLOURS[card.key] ?? '#0b5394',
            values: card.period.weeklyUsages.map((point) => point.usageCount),
          }))}
        />
      </section>
    </section>
  );
}

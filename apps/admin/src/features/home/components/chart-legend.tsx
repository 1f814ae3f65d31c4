export interface ChartLegendSeries {
  label: string;
  color: string;
  dashed?: boolean;
}

/** The legend of a chart with more than one series, in HTML (read in order by screen readers); none for one. */
export function ChartLegend({ series }: { series: readonly ChartLegendSeries[] }) {
  if (series.length <= 1) return null;
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-4 text-sm text-ink">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-2">
          {s.dashed ? (
            <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: s.color }} />
          ) : (
            <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: s.color }} />
          )}
          {s.label}
        </li>
      ))}
    </ul>
  );
}

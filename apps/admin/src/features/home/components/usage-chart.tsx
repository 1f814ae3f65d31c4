import { formatNumber } from '@console/rules/format';
import { useId } from 'react';
import { VictoryAxis } from 'victory-axis';
import { VictoryBar } from 'victory-bar';
import { VictoryLine } from 'victory-line';
import { CHART_WIDTH, chartHeight } from '../model/chart-geometry';

export interface UsageChartSeries {
  label: string;
  values: readonly number[];
  color: string;
  /** Draw a line series dashed (e.g. a total that overlaps one of its parts). */
  dashed?: boolean;
}

export interface UsageChartProps {
  /** The chart's accessible name (svg title). */
  title: string;
  /** The chart's accessible description (svg desc): what it shows, in one sentence. */
  desc: string;
  kind: 'bar' | 'line';
  /** One label per point, e.g. 'Mon DD'. */
  labels: readonly string[];
  series: readonly UsageChartSeries[];
  /** Horizontal bars (category charts such as top institutions). */
  horizontal?: boolean;
}

const WIDTH = CHART_WIDTH;
const tickLabels = { fill: '#1f2328', fontSize: 11, fontFamily: 'Liberation Sans, Arial, sans-serif', padding: 4 };
const axisStyle = { axis: { stroke: '#767676' }, tickLabels, grid: { stroke: 'transparent' } };
const valueAxisStyle = { ...axisStyle, grid: { stroke: '#e5e7eb' } };

function niceMax(values: readonly number[]): number {
  const max = Math.max(1, ...values);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / magnitude) * magnitude;
}

/**
 * The Victory chart behind every dashboard chart: Victory's axis, bar and line components composed in
 * one svg (standalone={false}) rather than VictoryChart, whose polar and event machinery would add
 * about 10 kB to the lazily loaded chart chunk. Only the svg: the chart region around it draws the legend
 * (HTML, read in order by screen readers) and reserves the svg's box before this chunk has loaded.
 */
export default function UsageChart({ title, desc, kind, labels: givenLabels, series: givenSeries, horizontal = false }: UsageChartProps) {
  // Horizontal bars are drawn bottom-up: reverse them so the first (largest) entry sits on top.
  const labels = horizontal ? [...givenLabels].reverse() : givenLabels;
  const series = horizontal ? givenSeries.map((s) => ({ ...s, values: [...s.values].reverse() })) : givenSeries;
  const titleId = useId();
  const descId = useId();
  const count = labels.length;
  const height = chartHeight(count, horizontal);
  const padding = { top: 16, bottom: 40, left: horizontal ? 230 : 56, right: 24 };
  const domain = { x: [0.5, count + 0.5] as [number, number], y: [0, niceMax(series.flatMap((s) => s.values))] as [number, number] };
  const step = Math.max(1, Math.ceil(count / 8));
  const common = { standalone: false, width: WIDTH, height, padding, domain, horizontal };
  const bars = series.length;
  const slot = 0.8 / bars;
  const barWidth = Math.max(4, Math.min(28, ((WIDTH - padding.left - padding.right) / Math.max(count, 1)) * slot * (horizontal ? 0.4 : 1)));

  return (
    <svg role="img" aria-labelledby={titleId} aria-describedby={descId} viewBox={`0 0 ${WIDTH} ${height}`} className="block h-auto w-full">
      <title id={titleId}>{title}</title>
      <desc id={descId}>{desc}</desc>
      <VictoryAxis
        {...common}
        tickValues={labels.map((_, index) => index + 1)}
        tickFormat={(tick: number) => (horizontal || (tick - 1) % step === 0 ? (labels[tick - 1] ?? '') : '')}
        style={axisStyle}
      />
      <VictoryAxis {...common} dependentAxis tickFormat={(tick: number) => formatNumber(tick)} style={valueAxisStyle} />
      {kind === 'bar'
        ? series.map((s, i) => (
            <VictoryBar
              key={s.label}
              {...common}
              barWidth={barWidth}
              data={s.values.map((y, index) => ({ x: index + 1 + (i - (bars - 1) / 2) * slot, y }))}
              style={{ data: { fill: s.color } }}
            />
          ))
        : series.map((s) => (
            <VictoryLine
              key={s.label}
              {...common}
              data={s.values.map((y, index) => ({ x: index + 1, y }))}
              style={{ data: { stroke: s.color, strokeWidth: 2, strokeDasharray: s.dashed ? '6 4' : undefined } }}
            />
          ))}
    </svg>
  );
}

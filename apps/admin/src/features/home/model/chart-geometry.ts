/** Width of every dashboard chart's drawing (its svg viewBox); the svg scales to its box. */
export const CHART_WIDTH = 720;

/**
 * Height of a chart's drawing: one row of 28 px per bar for horizontal bars (at least 200), 280 otherwise.
 * The chart region reserves width × height / CHART_WIDTH before the chart renders, so nothing moves when it does.
 */
export function chartHeight(pointCount: number, horizontal: boolean): number {
  return horizontal ? Math.max(200, pointCount * 28 + 50) : 280;
}

/**
 * WCAG 2.x relative luminance of a `#rrggbb` colour (0 for black, 1 for white).
 * Shared by the token contrast tests and the "Design tokens" docs page, so the figures shown are computed.
 */
export function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio between two `#rrggbb` colours, from 1 (same) to 21 (black on white). Order does not matter. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as the docs print it, to one decimal ("15.8:1"). Rounded to nearest, except that a ratio just
 * under a WCAG threshold (3, 4.5, 7) is rounded down, so a failing pair never shows a passing figure.
 */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 10) / 10;
  const crossesThreshold = [3, 4.5, 7].some((threshold) => ratio < threshold && rounded >= threshold);
  const shown = crossesThreshold ? Math.floor(ratio * 10) / 10 : rounded;
  return `${shown.toFixed(1)}:1`;
}

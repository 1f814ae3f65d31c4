import { formatNumber, formatUtcMonthDay } from '@console/rules/format';

/** Usage lists show 4 entries collapsed and 10 expanded (spec 000 §9). */
export const USAGE_LIST_COLLAPSED = 4;
export const USAGE_LIST_EXPANDED = 10;
/** Chart institution labels are cut at this many characters (spec 000 §9). */
export const CHART_LABEL_MAX = 35;
/** The artstor platform was retired in August 2024 (spec 000 §2, §9). */
export const ARTSTOR_CUTOFF = '2024-08-01';

/** A chart label longer than 35 characters is cut and ends with an ellipsis. */
export function cutLabel(label: string, max = CHART_LABEL_MAX): string {
  return label.length > max ? `${label.slice(0, max).trimEnd()}…` : label;
}

/** Weekly chart points are labelled 'Mon DD' (e.g. "Nov 03"); ISO dates are read as UTC days. */
export function pointLabel(isoDate: string): string {
  return formatUtcMonthDay(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Last Updated' shows the date with slashes (MM/DD/YYYY), in UTC. */
export function lastUpdatedLabel(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Total Item Requests equals Views plus Downloads (spec 000 §2). */
export const totalItemRequests = (views: number, downloads: number) => views + downloads;

interface CategoryCounts {
  key: string;
  uniqueTitleCount: number;
}

/**
 * The cards to show: the access-denied card is dropped when both the licensed and the open-access
 * unique title counts are 0 for the time frame (spec 000 §2).
 */
export function visibleCategories<T extends CategoryCounts>(categories: readonly T[]): T[] {
  const count = (key: string) => categories.find((category) => category.key === key)?.uniqueTitleCount ?? 0;
  const noUsage = count('licensed') === 0 && count('open_access') === 0;
  return categories.filter((category) => !(noUsage && category.key === 'access_denied'));
}

/** Whether the dashboard has nothing at all to show for the time frame. */
export function hasNoInsights(categories: readonly CategoryCounts[]): boolean {
  return categories.every((category) => category.uniqueTitleCount === 0);
}

export interface TrendPoint {
  weekStarting: string;
  platform: string;
  usageCount: number;
}

export interface TrendSeries {
  key: 'jstor' | 'artstor' | 'both';
  label: string;
  points: { weekStarting: string; usageCount: number }[];
}

/**
 * Weekly series per platform. The artstor and both-platform series are shown only if the data has dates
 * before 2024-08-01, when artstor was retired (spec 000 §2).
 */
export function trendSeries(trends: readonly TrendPoint[], providerName: string): TrendSeries[] {
  const weeks = [...new Set(trends.map((t) => t.weekStarting))].sort();
  const sumFor = (week: string, platform?: string) =>
    trends.filter((t) => t.weekStarting === week && (!platform || t.platform === platform)).reduce((sum, t) => sum + t.usageCount, 0);
  const jstor: TrendSeries = {
    key: 'jstor',
    label: providerName,
    points: weeks.map((w) => ({ weekStarting: w, usageCount: sumFor(w, 'jstor') })),
  };
  if (!weeks.some((week) => week < ARTSTOR_CUTOFF)) return [jstor];
  return [
    jstor,
    { key: 'artstor', label: 'Artstor', points: weeks.map((w) => ({ weekStarting: w, usageCount: sumFor(w, 'artstor') })) },
    { key: 'both', label: 'Both platforms', points: weeks.map((w) => ({ weekStarting: w, usageCount: sumFor(w) })) },
  ];
}

/** Which entries of a usage list are shown: 4 collapsed, 10 expanded. */
export function listEntries<T>(entries: readonly T[], expanded: boolean): T[] {
  return entries.slice(0, expanded ? USAGE_LIST_EXPANDED : USAGE_LIST_COLLAPSED);
}

/** A signed usage change for display: "+12", "−3", "0". */
export function changeLabel(change: number): string {
  if (change > 0) return `+${formatNumber(change)}`;
  if (change < 0) return `−${formatNumber(Math.abs(change))}`;
  return '0';
}

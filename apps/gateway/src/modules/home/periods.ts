import { addDays, firstOfMonth, mondayOf, nextMonth, type IsoDate } from './calendar.ts';

/** The dashboard's three time frames (schema enum HomepageTimeframe). */
export type TimeframeKey = 'PAST_FOUR_WEEKS' | 'PAST_SIX_MONTHS' | 'PAST_TWELVE_MONTHS';

export interface Timeframe {
  readonly key: TimeframeKey;
  /** Field of UsageCategory and PublisherHomepage that holds the period. */
  readonly field: 'pastFourWeeks' | 'pastSixMonths' | 'pastTwelveMonths';
  /** In download URLs and file names. */
  readonly slug: string;
  /** As the console names it (spec 000 §2). */
  readonly label: string;
  /** Length in weeks: 4, 26 or 52 (28, 182 or 364 days). */
  readonly weeks: number;
}

export const TIMEFRAMES: readonly Timeframe[] = [
  { key: 'PAST_FOUR_WEEKS', field: 'pastFourWeeks', slug: 'past-4-weeks', label: 'Past 4 Weeks', weeks: 4 },
  { key: 'PAST_SIX_MONTHS', field: 'pastSixMonths', slug: 'past-6-months', label: 'Past 6 Months', weeks: 26 },
  { key: 'PAST_TWELVE_MONTHS', field: 'pastTwelveMonths', slug: 'past-12-months', label: 'Past Year (12 Months)', weeks: 52 },
];

export function timeframeBySlug(slug: string): Timeframe | undefined {
  return TIMEFRAMES.find((timeframe) => timeframe.slug === slug);
}

/** One period of the dashboard and the boundaries of its series. */
export interface Period {
  readonly timeframe: Timeframe;
  /** First and last day (inclusive). */
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** The period of the same length just before (for usageChange). */
  readonly previousStart: IsoDate;
  readonly previousEnd: IsoDate;
  /**
   * Mondays of the weekly points: the `weeks` calendar weeks (Monday to Sunday) ending with the week that
   * holds `end`. The last week is cut at `end`. The first Monday is on or after `start`; the days of the
   * period before it (0 to 6 of them; none when `end` is a Sunday) count in the totals and the monthly
   * points but in no weekly point.
   */
  readonly weekStarts: readonly IsoDate[];
  /**
   * First days of the calendar months the period touches, oldest first. The first month counts from
   * `start`, the last up to `end`.
   */
  readonly monthStarts: readonly IsoDate[];
}

/** The period of a time frame ending on `end` (the last full day of data). */
export function periodOf(timeframe: Timeframe, end: IsoDate): Period {
  const days = timeframe.weeks * 7;
  const start = addDays(end, 1 - days);
  const lastMonday = mondayOf(end);
  const weekStarts = Array.from({ length: timeframe.weeks }, (_, index) => addDays(lastMonday, -7 * (timeframe.weeks - 1 - index)));
  const monthStarts: IsoDate[] = [];
  for (let month = firstOfMonth(start); month <= end; month = nextMonth(month)) monthStarts.push(month);
  return {
    timeframe,
    start,
    end,
    previousStart: addDays(start, -days),
    previousEnd: addDays(start, -1),
    weekStarts,
    monthStarts,
  };
}

/** The three periods ending on `end`, in TIMEFRAMES order. */
export function periodsEnding(end: IsoDate): Period[] {
  return TIMEFRAMES.map((timeframe) => periodOf(timeframe, end));
}

/** The publisher dashboard is refreshed weekly, on Monday at 08:00 UTC (spec 000 §2, §9). */
export function lastPublisherRefresh(now: Date): Date {
  const refresh = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
  // getUTCDay: 0 Sunday ... 6 Saturday; step back to this week's Monday.
  refresh.setUTCDate(refresh.getUTCDate() - ((refresh.getUTCDay() + 6) % 7));
  if (refresh.getTime() > now.getTime()) refresh.setUTCDate(refresh.getUTCDate() - 7);
  return refresh;
}

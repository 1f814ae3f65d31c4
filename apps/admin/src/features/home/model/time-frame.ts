import type { HomepageTimeframe } from '@console/graphql/client';

/** The time-frame choice of the institution dashboard; Past 4 Weeks is the empty (default) value. */
export type TimeFrameValue = '' | 'PAST_SIX_MONTHS' | 'PAST_TWELVE_MONTHS';

export interface TimeFrameOption {
  value: TimeFrameValue;
  label: string;
  /** The period field of a category that holds this time frame's numbers. */
  periodKey: 'pastFourWeeks' | 'pastSixMonths' | 'pastTwelveMonths';
  timeframe: HomepageTimeframe;
  /** Weekly points the chart shows (spec 000 §9: 4, 26 or 52). */
  weeks: 4 | 26 | 52;
}

export const TIME_FRAMES: readonly TimeFrameOption[] = [
  { value: '', label: 'Past 4 Weeks', periodKey: 'pastFourWeeks', timeframe: 'PAST_FOUR_WEEKS', weeks: 4 },
  { value: 'PAST_SIX_MONTHS', label: 'Past 6 Months', periodKey: 'pastSixMonths', timeframe: 'PAST_SIX_MONTHS', weeks: 26 },
  {
    value: 'PAST_TWELVE_MONTHS',
    label: 'Past Year (12 Months)',
    periodKey: 'pastTwelveMonths',
    timeframe: 'PAST_TWELVE_MONTHS',
    weeks: 52,
  },
];

/** The option of a stored value; anything unknown falls back to the default, Past 4 Weeks. */
export function timeFrameOf(value: string | null | undefined): TimeFrameOption {
  return TIME_FRAMES.find((option) => option.value === value) ?? TIME_FRAMES[0]!;
}

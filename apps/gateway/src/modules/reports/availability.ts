import {
  addDays,
  addMonths,
  endOfQuarter,
  format,
  parseISO,
  startOfMonth,
  startOfQuarter,
  endOfMonth,
  startOfISOWeek,
  endOfISOWeek,
} from 'date-fns';
import type { DayRange } from './repository.ts';

export interface Availability {
  firstFullDayDateIso8601: string | null;
  lastFullDayDateIso8601: string | null;
  firstFullWeekDateIso8601: string | null;
  lastFullWeekDateIso8601: string | null;
  firstFullMonthDateIso8601: string | null;
  lastFullMonthDateIso8601: string | null;
  firstFullQuarterDateIso8601: string | null;
  lastFullQuarterDateIso8601: string | null;
}

const EMPTY: Availability = {
  firstFullDayDateIso8601: null,
  lastFullDayDateIso8601: null,
  firstFullWeekDateIso8601: null,
  lastFullWeekDateIso8601: null,
  firstFullMonthDateIso8601: null,
  lastFullMonthDateIso8601: null,
  firstFullQuarterDateIso8601: null,
  lastFullQuarterDateIso8601: null,
};

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
// Dates are calendar days: parse at local midnight and format back, so no time zone shifts the day.
const day = (value: string) => parseISO(value);

/**
 * The full periods inside the usage range (spec 001 §3 "Usage availability"): the first and last day,
 * the first Monday and the last Sunday of a whole week, the first and last day of a whole month and of
 * a whole quarter. Usage of today is never complete, so the last full day is at most yesterday. Each
 * "first" is the start of the first full period and each "last" the end of the last one; null when
 * there is no such period.
 */
export function fullPeriods(range: DayRange, today: string): Availability {
  if (!range.first || !range.last) return EMPTY;
  const yesterday = iso(addDays(day(today), -1));
  const first = range.first;
  const last = range.last < yesterday ? range.last : yesterday;
  if (first > last) return EMPTY;

  const firstWeek = iso(startOfISOWeek(day(first))) === first ? first : iso(addDays(endOfISOWeek(day(first)), 1));
  const lastWeek = iso(endOfISOWeek(day(last))) === last ? last : iso(addDays(startOfISOWeek(day(last)), -1));
  const firstMonth = iso(startOfMonth(day(first))) === first ? first : iso(addMonths(startOfMonth(day(first)), 1));
  const lastMonth = iso(endOfMonth(day(last))) === last ? last : iso(addDays(startOfMonth(day(last)), -1));
  const firstQuarter = iso(startOfQuarter(day(first))) === first ? first : iso(addMonths(startOfQuarter(day(first)), 3));
  const lastQuarter = iso(endOfQuarter(day(last))) === last ? last : iso(addDays(startOfQuarter(day(last)), -1));

  const pair = (start: string, end: string): [string | null, string | null] => (start < end ? [start, end] : [null, null]);
  const [fw, lw] = pair(firstWeek, lastWeek);
  const [fm, lm] = pair(firstMonth, lastMonth);
  const [fq, lq] = pair(firstQuarter, lastQuarter);
  return {
    firstFullDayDateIso8601: first,
    lastFullDayDateIso8601: last,
    firstFullWeekDateIso8601: fw,
    lastFullWeekDateIso8601: lw,
    firstFullMonthDateIso8601: fm,
    lastFullMonthDateIso8601: lm,
    firstFullQuarterDateIso8601: fq,
    lastFullQuarterDateIso8601: lq,
  };
}

import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  format,
  isValid,
  nextMonday,
  parseISO,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subDays,
} from 'date-fns';
import { DEFAULT_EARLIEST_DATE } from '@console/rules/reports';
import type { DateGranularity } from './page-modes';

/**
 * Date rules of the wizard (spec 001 §4, §5), as pure functions of ISO dates and a given today. Dates are
 * calendar days written YYYY-MM-DD; they are parsed at local midnight and formatted back, so no time zone
 * moves a day.
 */

export type IsoDate = string;

const day = (value: IsoDate) => parseISO(value);
const iso = (date: Date): IsoDate => format(date, 'yyyy-MM-dd');

export function isIsoDay(value: string | null | undefined): value is IsoDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(day(value)) && iso(day(value)) === value;
}

/** What the gateway says about the usage a namespace covers (only the fields the wizard reads). */
export interface UsageWindow {
  firstFullDayDateIso8601?: string | null;
  lastFullDayDateIso8601?: string | null;
  firstFullMonthDateIso8601?: string | null;
  lastFullMonthDateIso8601?: string | null;
}

/** The last full month (its first and last day): from the usage when known, else the month before today's. */
export function lastFullMonth(window: UsageWindow | null, today: IsoDate): { start: IsoDate; end: IsoDate } {
  const end = window?.lastFullMonthDateIso8601 ?? iso(subDays(startOfMonth(day(today)), 1));
  return { start: iso(startOfMonth(day(end))), end };
}

/** The last full day: from the usage when known, else yesterday. */
export function lastFullDay(window: UsageWindow | null, today: IsoDate): IsoDate {
  return window?.lastFullDayDateIso8601 ?? iso(subDays(day(today), 1));
}

/**
 * One-time defaults (spec 001 §4): begin is the first of the last full month; end is the last full month's
 * end for month-picked reports (COUNTER 5, 5.1, Artstor), the last full day for the others.
 */
export function defaultOneTimeDates(
  granularity: DateGranularity,
  window: UsageWindow | null,
  today: IsoDate,
): { begin: IsoDate; end: IsoDate } {
  const month = lastFullMonth(window, today);
  return { begin: month.start, end: granularity === 'month' ? month.end : lastFullDay(window, today) };
}

/** Publisher reports: end yesterday; begin the first of this month, or of last month when today is the 1st. */
export function publisherDates(today: IsoDate): { begin: IsoDate; end: IsoDate } {
  const now = day(today);
  const begin = now.getDate() === 1 ? startOfMonth(addMonths(now, -1)) : startOfMonth(now);
  return { begin: iso(begin), end: iso(subDays(now, 1)) };
}

/**
 * The first day a schedule runs for (its effective date, spec 001 §4): weekly, the day after the coming
 * Sunday (the next Monday); quarterly, the next quarter's start; annually, the next year's; monthly (the
 * default), the first of next month.
 */
export function effectiveDate(frequency: string | null | undefined, today: IsoDate): IsoDate {
  const now = day(today);
  switch (frequency) {
    case 'weekly':
      return iso(nextMonday(now));
    case 'quarterly':
      return iso(startOfQuarter(addQuarters(now, 1)));
    case 'annually':
      return iso(startOfYear(addYears(now, 1)));
    default:
      return iso(startOfMonth(addMonths(now, 1)));
  }
}

/** A schedule's end date: the day before its next period. */
export function scheduleEndDate(frequency: string | null | undefined, effective: IsoDate): IsoDate {
  const start = day(effective);
  switch (frequency) {
    case 'weekly':
      return iso(subDays(addWeeks(start, 1), 1));
    case 'quarterly':
      return iso(endOfQuarter(start));
    case 'annually':
      return iso(endOfYear(start));
    default:
      return iso(endOfMonth(start));
  }
}

export const PERIOD_PREVIOUS_WEEK = 'PREVIOUS WEEK';
export const PERIOD_PREVIOUS_MONTH = 'PREVIOUS MONTH';
export const PERIOD_PREVIOUS_12_MONTHS = 'PREVIOUS 12 MONTHS';

export interface PeriodOption {
  value: string;
  label: string;
  description: string;
}

/**
 * Reporting period options (spec 001 §4): weekly (or no frequency) offers the previous week and 12 months;
 * monthly, and Collections Usage, the previous month and 12 months.
 */
export function periodOptions(frequency: string | null | undefined, collectionsUsage: boolean): PeriodOption[] {
  const twelve = { value: PERIOD_PREVIOUS_12_MONTHS, label: 'Previous 12 months', description: 'Previous 12 months usage' };
  if (collectionsUsage || frequency === 'monthly') {
    return [{ value: PERIOD_PREVIOUS_MONTH, label: 'Previous month', description: 'Previous month usage' }, twelve];
  }
  return [{ value: PERIOD_PREVIOUS_WEEK, label: 'Previous week (Mon-Sun)', description: 'Previous week usage' }, twelve];
}

/** Choosing 12 months starts the report at the first date with data (spec 001 §4). */
export function beginForPeriod(period: string, window: UsageWindow | null, current: IsoDate | null): IsoDate | null {
  if (period !== PERIOD_PREVIOUS_12_MONTHS) return current;
  return window?.firstFullDayDateIso8601 ?? DEFAULT_EARLIEST_DATE;
}

/** Month pickers snap: a start to the first day of its month, an end to the last (spec 001 §5). */
export function snapStart(value: IsoDate, granularity: DateGranularity): IsoDate {
  return granularity === 'month' ? iso(startOfMonth(day(value))) : value;
}

export function snapEnd(value: IsoDate, granularity: DateGranularity): IsoDate {
  return granularity === 'month' ? iso(endOfMonth(day(value))) : value;
}

const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * A new start (spec 001 §5): snapped; when it passes the end, the end moves to the end of the start's
 * month (month pickers) or to the next day, capped at the latest available (day pickers).
 */
export function chooseStart(
  value: IsoDate,
  end: IsoDate | null,
  granularity: DateGranularity,
  latest: IsoDate,
): { begin: IsoDate; end: IsoDate | null } {
  const begin = snapStart(value, granularity);
  if (end === null || begin <= end) return { begin, end };
  const moved = granularity === 'month' ? iso(endOfMonth(day(begin))) : minDate(iso(addDays(day(begin), 1)), latest);
  return { begin, end: moved < begin ? begin : moved };
}

/** A new end: snapped; when it is before the start, the start moves to the first of its month, or the day before. */
export function chooseEnd(value: IsoDate, begin: IsoDate | null, granularity: DateGranularity): { begin: IsoDate | null; end: IsoDate } {
  const end = snapEnd(value, granularity);
  if (begin === null || begin <= end) return { begin, end };
  return { begin: granularity === 'month' ? iso(startOfMonth(day(end))) : iso(subDays(day(end), 1)), end };
}

/** Selectable range (spec 001 §5): from the first full day (or 2020-01-01) to the last full month or day. */
export function dateBounds(
  window: UsageWindow | null,
  granularity: DateGranularity,
  today: IsoDate,
): { earliest: IsoDate; latest: IsoDate } {
  const earliest = window?.firstFullDayDateIso8601 ?? DEFAULT_EARLIEST_DATE;
  const latest = granularity === 'month' ? lastFullMonth(window, today).end : lastFullDay(window, today);
  return { earliest: earliest < DEFAULT_EARLIEST_DATE ? DEFAULT_EARLIEST_DATE : earliest, latest };
}

/** The picker's value and bounds in its own format (YYYY-MM for month pickers). */
export function toPickerValue(value: IsoDate | null, granularity: DateGranularity): string | null {
  return value === null ? null : granularity === 'month' ? value.slice(0, 7) : value;
}

export function fromPickerValue(value: string, granularity: DateGranularity, edge: 'start' | 'end'): IsoDate {
  if (granularity === 'day') return value;
  return edge === 'start' ? `${value}-01` : iso(endOfMonth(day(`${value}-01`)));
}

/** Dates as the tables show them: MM/DD/YYYY. */
export function displayDate(value: string): string {
  const date = value.length === 10 ? day(value) : new Date(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy') : value;
}

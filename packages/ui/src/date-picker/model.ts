/**
 * Pure logic of the date picker: parsing typed text in the ISO formats (`YYYY-MM-DD` by day, `YYYY-MM` by
 * month), bounds, clamping, conversions to and from `Date`, and movement in the month grid.
 * Values are plain strings, so they compare in calendar order with `<` and carry no time zone.
 */

export type DatePickerMode = 'day' | 'month';

export const FORMATS: Record<DatePickerMode, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };
export const EXAMPLES: Record<DatePickerMode, string> = { day: '2024-03-15', month: '2024-03' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Builds `YYYY-MM-DD` or `YYYY-MM` from numbers (month 1-12). Years are written with four digits. */
export function formatIso(mode: DatePickerMode, year: number, month: number, day = 1): string {
  return mode === 'day' ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : `${pad(year, 4)}-${pad(month)}`;
}

/** Whether text is a real calendar value in the mode's format: `2024-02-29` is, `2023-02-29` and `2024-2-1` are not. */
export function isIsoValue(mode: DatePickerMode, text: string): boolean {
  return parseParts(mode, text) !== null;
}

function parseParts(mode: DatePickerMode, text: string): { year: number; month: number; day: number } | null {
  const match = (mode === 'day' ? DAY : MONTH).exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = mode === 'day' ? Number(match[3]) : 1;
  if (year < 1 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export type ParseResult =
  | { status: 'empty' }
  | { status: 'valid'; value: string }
  | { status: 'invalid-format' }
  | { status: 'invalid-date' }
  | { status: 'before-min'; min: string }
  | { status: 'after-max'; max: string };

export interface Bounds {
  /** Earliest allowed value, in the same format as the mode. */
  min?: string;
  /** Latest allowed value, in the same format as the mode. */
  max?: string;
}

/**
 * Reads what the user typed. Surrounding spaces are ignored; a value that has the right shape but is not a
 * date (`2023-02-30`, `2024-13`) is told apart from one in the wrong shape (`15/03/2024`), and a real date
 * outside `min`/`max` reports the bound it crossed.
 */
export function parseInput(mode: DatePickerMode, text: string, { min, max }: Bounds = {}): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  if (!(mode === 'day' ? DAY : MONTH).test(trimmed)) return { status: 'invalid-format' };
  if (!parseParts(mode, trimmed)) return { status: 'invalid-date' };
  if (min !== undefined && trimmed < min) return { status: 'before-min', min };
  if (max !== undefined && trimmed > max) return { status: 'after-max', max };
  return { status: 'valid', value: trimmed };
}

export interface DateMessages {
  /** The text is not in the format; receives the format and an example. */
  format: (format: string, example: string) => string;
  /** The text has the format but is no real date (30 February, month 13). */
  invalid: (format: string, example: string) => string;
  /** Before `min` (and there is no `max`). */
  beforeMin: (min: string) => string;
  /** After `max` (and there is no `min`). */
  afterMax: (max: string) => string;
  /** Outside a range with both bounds. */
  outOfRange: (min: string, max: string) => string;
}

export const defaultDateMessages: Record<DatePickerMode, DateMessages> = {
  day: {
    format: (format, example) => `Enter a date in the format ${format}, for example ${example}.`,
    invalid: (_format, example) => `Enter a real date, for example ${example}.`,
    beforeMin: (min) => `Enter a date on or after ${min}.`,
    afterMax: (max) => `Enter a date on or before ${max}.`,
    outOfRange: (min, max) => `Enter a date between ${min} and ${max}.`,
  },
  month: {
    format: (format, example) => `Enter a month in the format ${format}, for example ${example}.`,
    invalid: (_format, example) => `Enter a real month, for example ${example}.`,
    beforeMin: (min) => `Enter a month on or after ${min}.`,
    afterMax: (max) => `Enter a month on or before ${max}.`,
    outOfRange: (min, max) => `Enter a month between ${min} and ${max}.`,
  },
};

/** The message for a parse result, or `null` when it is valid or empty. Range messages name both bounds when both exist. */
export function parseMessage(
  mode: DatePickerMode,
  result: ParseResult,
  { min, max }: Bounds = {},
  messages: DateMessages = defaultDateMessages[mode],
): string | null {
  switch (result.status) {
    case 'empty':
    case 'valid':
      return null;
    case 'invalid-format':
      return messages.format(FORMATS[mode], EXAMPLES[mode]);
    case 'invalid-date':
      return messages.invalid(FORMATS[mode], EXAMPLES[mode]);
    case 'before-min':
    case 'after-max':
      if (min !== undefined && max !== undefined) return messages.outOfRange(min, max);
      return result.status === 'before-min' ? messages.beforeMin(result.min) : messages.afterMax(result.max);
  }
}

/** The value moved inside `[min, max]`: itself when inside, else the nearer bound. */
export function clamp(value: string, { min, max }: Bounds = {}): string {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** Whether a value lies within the bounds (inclusive). */
export function isWithin(value: string, { min, max }: Bounds = {}): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** A `YYYY-MM-DD` or `YYYY-MM` value as a local `Date` at midnight (the first of the month for months). */
export function toDate(value: string): Date | undefined {
  const parts = parseParts(value.length > 7 ? 'day' : 'month', value);
  if (!parts) return undefined;
  const date = new Date(parts.year, parts.month - 1, parts.day);
  // Years below 100 are taken as 19xx by the Date constructor.
  date.setFullYear(parts.year);
  return date;
}

/** A local `Date` as `YYYY-MM-DD` or `YYYY-MM`. */
export function fromDate(mode: DatePickerMode, date: Date): string {
  return formatIso(mode, date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Year and month (1-12) of a value in either format. */
export function yearMonthOf(value: string): { year: number; month: number } {
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) };
}

/** Adds months to a `YYYY-MM` value (negative to go back), across years. */
export function addMonths(value: string, months: number): string {
  const { year, month } = yearMonthOf(value);
  const index = year * 12 + (month - 1) + months;
  return formatIso('month', Math.floor(index / 12), (index % 12) + 1);
}

/** The bounds of a day-mode picker reduced to months, so the month grid can tell which months hold allowed days. */
export function monthBounds({ min, max }: Bounds): Bounds {
  return { min: min?.slice(0, 7), max: max?.slice(0, 7) };
}

/** Columns of the month grid: three, so four rows show the twelve months. */
export const MONTH_GRID_COLUMNS = 3;

export type MonthGridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * Where a key moves the focus in the month grid, as a `YYYY-MM` value: arrows by one month or one row
 * (three months), crossing into the neighbouring year; Home and End to the start and end of the row;
 * PageUp and PageDown by a year. In right-to-left text Left and Right swap, as they do on screen.
 * The result is clamped to the bounds, so focus never lands on a month that cannot be shown.
 */
export function moveInMonthGrid(value: string, key: MonthGridKey, { rtl = false, ...bounds }: Bounds & { rtl?: boolean } = {}): string {
  const { month } = yearMonthOf(value);
  const column = (month - 1) % MONTH_GRID_COLUMNS;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  let next: string;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      next = addMonths(value, key === forward ? 1 : -1);
      break;
    case 'ArrowUp':
      next = addMonths(value, -MONTH_GRID_COLUMNS);
      break;
    case 'ArrowDown':
      next = addMonths(value, MONTH_GRID_COLUMNS);
      break;
    case 'Home':
      next = addMonths(value, -column);
      break;
    case 'End':
      next = addMonths(value, MONTH_GRID_COLUMNS - 1 - column);
      break;
    case 'PageUp':
      next = addMonths(value, -12);
      break;
    case 'PageDown':
      next = addMonths(value, 12);
      break;
  }
  return clamp(next, bounds);
}

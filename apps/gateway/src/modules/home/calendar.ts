/** A calendar date written `YYYY-MM-DD` (UTC; the usage model has no time of day). */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01. */
export function toEpochDay(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not an ISO date: ${date}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new Error(`Not a calendar date: ${date}`);
  return ms / MS_PER_DAY;
}

export function fromEpochDay(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week (Monday to Sunday) holding the date. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

export function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 8)}01`;
}

/** The first day of the month after the date's month. */
export function nextMonth(date: IsoDate): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The UTC calendar date of an instant. */
export function utcDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

/** The last full UTC day before the instant: the newest day usage data can be complete for. */
export function lastFullDay(now: Date): IsoDate {
  return addDays(utcDate(now), -1);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, firstOfMonth, fromEpochDay, isoWeekday, lastFullDay, mondayOf, nextMonth, toEpochDay } from './calendar.ts';
import { lastPublisherRefresh, periodOf, periodsEnding, TIMEFRAMES, timeframeBySlug } from './periods.ts';

/** Any calendar day from 1990 to 2100. */
const isoDay = fc.integer({ min: toEpochDay('1990-01-01'), max: toEpochDay('2100-12-31') }).map(fromEpochDay);
const timeframe = fc.constantFrom(...TIMEFRAMES);

describe('calendar', () => {
  it('knows weekdays, Mondays and months', () => {
    expect(isoWeekday('2024-06-03')).toBe(1);
    expect(isoWeekday('2025-03-11')).toBe(2);
    expect(isoWeekday('2025-03-16')).toBe(7);
    expect(mondayOf('2025-03-16')).toBe('2025-03-10');
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
    expect(firstOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(nextMonth('2024-12-01')).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(lastFullDay(new Date('2025-01-01T00:00:00Z'))).toBe('2024-12-31');
    expect(lastFullDay(new Date('2025-01-01T23:59:59Z'))).toBe('2024-12-31');
    expect(() => toEpochDay('2025-02-30')).toThrow();
    expect(() => toEpochDay('2025-2-3')).toThrow();
  });

  it('round-trips days and agrees with Date on weekdays', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        expect(fromEpochDay(toEpochDay(day))).toBe(day);
        expect(isoWeekday(day)).toBe(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
        expect(isoWeekday(mondayOf(day))).toBe(1);
        expect(daysBetween(mondayOf(day), day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(mondayOf(day), day)).toBeLessThan(7);
      }),
    );
  });
});

describe('periods', () => {
  it('are 28, 182 and 364 days ending on the last full day, with the period before of the same length', () => {
    fc.assert(
      fc.property(isoDay, timeframe, (end, frame) => {
        const period = periodOf(frame, end);
        const days = frame.weeks * 7;
        expect(period.end).toBe(end);
        expect(daysBetween(period.start, period.end)).toBe(days - 1);
        expect(period.previousEnd).toBe(addDays(period.start, -1));
        expect(daysBetween(period.previousStart, period.previousEnd)).toBe(days - 1);
      }),
    );
  });

  it('have exactly 4, 26 or 52 weekly points on consecutive Mondays, the last holding the end, none before the start', () => {
    fc.assert(
      fc.property(isoDay, timeframe, (end, frame) => {
        const { weekStarts, start } = periodOf(frame, end);
        expect(weekStarts).toHaveLength(frame.weeks);
        weekStarts.forEach((monday, index) => {
          expect(isoWeekday(monday)).toBe(1);
          if (index > 0) expect(daysBetween(weekStarts[index - 1] as string, monday)).toBe(7);
        });
        expect(weekStarts[weekStarts.length - 1]).toBe(mondayOf(end));
        // The days of the period before the first Monday: 0 exactly when the period ends on a Sunday.
        const leading = daysBetween(start, weekStarts[0] as string);
        expect(leading).toBe(7 - isoWeekday(end));
        expect(leading >= 0 && leading <= 6).toBe(true);
      }),
    );
  });

  it('have a monthly point for every calendar month the period touches', () => {
    fc.assert(
      fc.property(isoDay, timeframe, (end, frame) => {
        const { monthStarts, start } = periodOf(frame, end);
        expect(monthStarts[0]).toBe(firstOfMonth(start));
        expect(monthStarts[monthStarts.length - 1]).toBe(firstOfMonth(end));
        monthStarts.forEach((month, index) => {
          expect(month.endsWith('-01')).toBe(true);
          if (index > 0) expect(nextMonth(monthStarts[index - 1] as string)).toBe(month);
        });
        const months = { 4: [1, 2], 26: [6, 7], 52: [12, 13] }[frame.weeks as 4 | 26 | 52];
        expect(months).toContain(monthStarts.length);
      }),
    );
  });

  it('nest: the shorter periods end together inside the longer ones', () => {
    fc.assert(
      fc.property(isoDay, (end) => {
        const [four, six, twelve] = periodsEnding(end).map((period) => ({
          start: period.start,
          end: period.end,
          weekStarts: period.weekStarts,
        }));
        expect([four?.end, six?.end, twelve?.end]).toEqual([end, end, end]);
        expect((four?.start ?? '') > (six?.start ?? '') && (six?.start ?? '') > (twelve?.start ?? '')).toBe(true);
        expect(twelve?.weekStarts.slice(-26)).toEqual(six?.weekStarts);
        expect(six?.weekStarts.slice(-4)).toEqual(four?.weekStarts);
      }),
    );
  });

  it('name their download slugs', () => {
    expect(TIMEFRAMES.map((frame) => [frame.key, frame.slug])).toEqual([
      ['PAST_FOUR_WEEKS', 'past-4-weeks'],
      ['PAST_SIX_MONTHS', 'past-6-months'],
      ['PAST_TWELVE_MONTHS', 'past-12-months'],
    ]);
    expect(timeframeBySlug('past-6-months')?.weeks).toBe(26);
    expect(timeframeBySlug('PAST_SIX_MONTHS')).toBeUndefined();
  });
});

describe('publisher refresh', () => {
  it('is the latest Monday 08:00 UTC at or before now', () => {
    expect(lastPublisherRefresh(new Date('2025-03-10T08:00:00Z')).toISOString()).toBe('2025-03-10T08:00:00.000Z');
    expect(lastPublisherRefresh(new Date('2025-03-10T07:59:59.999Z')).toISOString()).toBe('2025-03-03T08:00:00.000Z');
    expect(lastPublisherRefresh(new Date('2025-03-09T23:00:00Z')).toISOString()).toBe('2025-03-03T08:00:00.000Z');
    expect(lastPublisherRefresh(new Date('2025-01-01T12:00:00Z')).toISOString()).toBe('2024-12-30T08:00:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const refresh = lastPublisherRefresh(now);
        expect(refresh.getUTCDay()).toBe(1);
        expect([refresh.getUTCHours(), refresh.getUTCMinutes(), refresh.getUTCSeconds(), refresh.getUTCMilliseconds()]).toEqual([
          8, 0, 0, 0,
        ]);
        expect(refresh.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - refresh.getTime()).toBeLessThan(7 * 86_400_000);
      }),
    );
  });
});

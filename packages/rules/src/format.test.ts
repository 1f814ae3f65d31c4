import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatTwoDecimals, formatUtcDate, formatUtcDateTime, formatUtcMonthDay, formatWholeDollars } from './format';

// The Intl calls the functions replace (as the console wrote them before issue 8).
const plain = new Intl.NumberFormat('en-US');
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });
/** What home's chart labels built from formatToParts before: `${month} ${day}`. */
const monthDayParts = (value: Date) => {
  const parts = monthDay.formatToParts(value);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}`;
};

const RUNS = 20_000;

/** Integers of every magnitude up to ±1e15 (a uniform draw over ±1e15 would almost never give a small one). */
const integers = fc.oneof(
  fc.integer(),
  fc.nat({ max: 15 }).chain((digits) => fc.bigInt({ min: -(10n ** BigInt(digits)), max: 10n ** BigInt(digits) }).map(Number)),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, 999, 1000, -1000, 999_999, 1_000_000, 10 ** 15, -(10 ** 15), Number.MAX_SAFE_INTEGER),
);
/** Amounts with cents, and halves at the rounding positions (…5 at the first dropped digit). */
const amounts = fc.oneof(
  fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }).map((cents) => cents / 100),
  fc
    .nat({ max: 13 })
    .chain((digits) => fc.bigInt({ min: -(10n ** BigInt(digits)), max: 10n ** BigInt(digits) }).map((n) => Number(n) / 1000)),
  fc.integer().map((n) => n / 2),
  fc.integer().map((n) => n / 200),
  fc.integer().map((n) => n / 2000),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n + 0.005),
  fc.double({ min: -1e9, max: 1e9 }),
);
/** Any double: NaN, ±Infinity, -0, subnormals and exponent forms go to Intl itself. */
const anyNumber = fc.oneof(fc.double(), integers, amounts);

const numberCases: [string, (value: number) => string, (value: number) => string][] = [
  ['formatNumber = toLocaleString("en-US")', formatNumber, (value) => value.toLocaleString('en-US')],
  ['formatNumber = Intl.NumberFormat("en-US")', formatNumber, (value) => plain.format(value)],
  ['formatTwoDecimals', formatTwoDecimals, (value) => twoDecimals.format(value)],
  ['formatWholeDollars', formatWholeDollars, (value) => wholeDollars.format(value)],
];

describe.each(numberCases)('%s', (_, format, intl) => {
  it('agrees with Intl on integers up to ±1e15', () => {
    fc.assert(
      fc.property(integers, (value) => {
        expect(format(value)).toBe(intl(value));
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with Intl on amounts with cents and on halves (rounding half away from zero)', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(format(value)).toBe(intl(value));
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with Intl on any double, NaN and the infinities included', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(format(value)).toBe(intl(value));
      }),
      { numRuns: RUNS },
    );
    for (const value of [
      NaN,
      Infinity,
      -Infinity,
      -0,
      0,
      5e-324,
      1e-7,
      1e21,
      -1e21,
      0.0005,
      -0.0005,
      0.4,
      -0.4,
      0.5,
      -0.5,
      1.005,
      999.9995,
      9.995,
    ]) {
      expect(format(value)).toBe(intl(value));
    }
  });
});

describe('number formats (examples)', () => {
  it('writes what the console shows', () => {
    expect(formatNumber(1024)).toBe('1,024');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(1e15)).toBe('1,000,000,000,000,000');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(-0)).toBe('-0');
    expect(formatTwoDecimals(1.005)).toBe('1.01'); // ICU rounds the shortest decimal, 1.005, not the double below it
    expect(formatTwoDecimals(2534.5)).toBe('2,534.50');
    expect(formatTwoDecimals(999.995)).toBe('1,000.00');
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(-2.5)).toBe('-$3');
    expect(formatWholeDollars(-0.4)).toBe('-$0');
  });
});

/** Dates from 1970 to 2100, to the millisecond. */
const consoleDates = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59.999Z'), noInvalidDate: true });
/** Any date JavaScript has, invalid ones included (Intl throws a RangeError for those, and so must the function). */
const anyDate = fc.oneof(fc.date(), fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z') }));

const outcome = (call: () => string) => {
  try {
    return call();
  } catch (error) {
    return error instanceof Error ? `${error.constructor.name}` : 'thrown';
  }
};

const dateCases: [string, (value: Date) => string, (value: Date) => string][] = [
  ['formatUtcDateTime', formatUtcDateTime, (value) => dateTime.format(value)],
  ['formatUtcDate', formatUtcDate, (value) => date.format(value)],
  ['formatUtcMonthDay', formatUtcMonthDay, (value) => monthDay.format(value)],
  ['formatUtcMonthDay = home chart labels from formatToParts', formatUtcMonthDay, monthDayParts],
];

describe.each(dateCases)('%s', (_, format, intl) => {
  it('agrees with Intl on dates from 1970 to 2100', () => {
    fc.assert(
      fc.property(consoleDates, (value) => {
        expect(format(value)).toBe(intl(value));
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with Intl on every minute of a day, and on every day of 1970 to 2100 at a random time', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const value = new Date(Date.UTC(2026, 10, 25, 0, minute, 59, 999));
      expect(format(value)).toBe(intl(value));
    }
    const first = Date.UTC(1970, 0, 1);
    const last = Date.UTC(2100, 11, 31);
    for (let day = first, n = 0; day <= last; day += 86_400_000, n += 1) {
      const value = new Date(day + ((n * 7_919_000) % 86_400_000));
      expect(format(value)).toBe(intl(value));
    }
  });

  it('agrees with Intl on any date, invalid ones and years outside 1-9999 included', () => {
    fc.assert(
      fc.property(anyDate, (value) => {
        expect(outcome(() => format(value))).toBe(outcome(() => intl(value)));
      }),
      { numRuns: RUNS },
    );
    for (const value of [
      new Date(NaN),
      new Date('0001-01-01T00:00:00Z'),
      new Date('0000-12-31T23:59:00Z'),
      new Date('+010000-01-01T00:00:00Z'),
    ]) {
      expect(outcome(() => format(value))).toBe(outcome(() => intl(value)));
    }
  });
});

describe('date formats (examples)', () => {
  it('writes what the console shows', () => {
    expect(formatUtcDateTime(new Date('2026-01-05T00:05:00Z'))).toBe('Jan 5, 2026, 12:05 AM');
    expect(formatUtcDateTime(new Date('2026-11-25T12:00:00Z'))).toBe('Nov 25, 2026, 12:00 PM');
    expect(formatUtcDateTime(new Date('2026-09-30T23:59:59Z'))).toBe('Sep 30, 2026, 11:59 PM');
    expect(formatUtcDate(new Date('2026-09-03T23:00:00Z'))).toBe('Sep 3, 2026');
    expect(formatUtcMonthDay(new Date('2026-11-03T00:00:00Z'))).toBe('Nov 03');
    expect(() => formatUtcDate(new Date(NaN))).toThrow(RangeError);
  });
});

describe('the fast path', () => {
  const saved = { intl: globalThis.Intl, number: Number.prototype.toLocaleString, date: Date.prototype.toLocaleString };
  afterEach(() => {
    globalThis.Intl = saved.intl;
    Number.prototype.toLocaleString = saved.number;
    Date.prototype.toLocaleString = saved.date;
  });

  it('uses no Intl (what the console formats on a route load), and the fallback does', async () => {
    // A fresh copy of the module: the one above has created its fallback formatters already.
    vi.resetModules();
    const fresh = await import('./format');
    const touched = () => {
      throw new Error('ICU touched');
    };
    globalThis.Intl = new Proxy({} as typeof Intl, { get: touched });
    Number.prototype.toLocaleString = touched;
    Date.prototype.toLocaleString = touched;
    expect(fresh.formatNumber(1_234_567)).toBe('1,234,567');
    expect(fresh.formatNumber(-0.5)).toBe('-0.5');
    expect(fresh.formatTwoDecimals(1400)).toBe('1,400.00');
    expect(fresh.formatWholeDollars(86_000)).toBe('$86,000');
    expect(fresh.formatUtcDateTime(new Date('2026-11-25T03:17:00Z'))).toBe('Nov 25, 2026, 3:17 AM');
    expect(fresh.formatUtcDate(new Date('2026-11-25T03:17:00Z'))).toBe('Nov 25, 2026');
    expect(fresh.formatUtcMonthDay(new Date('2026-11-25T00:00:00Z'))).toBe('Nov 25');
    expect(() => fresh.formatNumber(NaN)).toThrow('ICU touched');
    expect(() => fresh.formatUtcDate(new Date(NaN))).toThrow('ICU touched');
  });
});

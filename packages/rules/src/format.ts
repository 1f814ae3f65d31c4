/**
 * The console's en-US number and UTC date formats without ICU: each function returns exactly what the Intl call
 * named in its comment returns, for the values the console shows.
 *
 * Why (issue 8, docs/performance.md): a page's first use of ICU (any Intl object, toLocaleString, localeCompare)
 * is one uninterruptible call of 6-35 ms on the main thread in Chromium (25-140 ms at Lighthouse's 4× CPU), and
 * a route's chunk formats a count or a date while it loads. `format.test.ts` compares every function with its Intl
 * call (fast-check, wide ranges), so an ICU or CLDR change that alters a format fails there.
 *
 * Numbers: ICU formats the shortest decimal that reads back as the double (what `String(value)` writes) and rounds
 * it half away from zero ('halfExpand'); these functions do the same on `String(value)`. A negative value, -0
 * included, keeps its minus sign even when it rounds to 0 ("-0", "-$0"), as Intl does. The fast path takes every
 * finite number that `String` writes without an exponent (1e-6 ≤ |value| < 1e21, and 0); NaN, ±Infinity and the
 * exponent forms go to Intl itself (created on first such use), so they are formatted as before, only not faster.
 *
 * Dates: read in UTC, years 1 to 9999 (JavaScript's and ICU's proleptic Gregorian calendar). Any other date goes to
 * Intl, an invalid one too (Intl throws its RangeError as before). V8 writes an ASCII space before AM/PM where
 * CLDR 42+ has U+202F (narrow no-break space): V8 replaces it for the web's sake, and the tests hold this too.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** '1234567' → '1,234,567' (en-US: groups of 3, from 1,000 on). */
function group(digits: string): string {
  let start = digits.length % 3 || 3;
  let out = digits.slice(0, start);
  for (; start < digits.length; start += 3) out += `,${digits.slice(start, start + 3)}`;
  return out;
}

/** Adds 1 to the last digit of a string of digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String.fromCharCode(digits.charCodeAt(index) + 1) + '0'.repeat(digits.length - index - 1);
}

/**
 * The en-US decimal text of |value| with `minFraction` to `maxFraction` fraction digits, rounded half away from
 * zero, and whether a minus sign goes before it; undefined outside the fast path (see the module's comment).
 */
function decimal(value: number, minFraction: number, maxFraction: number): { negative: boolean; text: string } | undefined {
  if (!Number.isFinite(value)) return undefined;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return undefined;
  const point = shortest.indexOf('.');
  let whole = point === -1 ? shortest : shortest.slice(0, point);
  let fraction = point === -1 ? '' : shortest.slice(point + 1);
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= 0x35; // '5' or more: half away from zero
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const digits = incrementDigits(whole + fraction);
      whole = digits.slice(0, digits.length - maxFraction);
      fraction = digits.slice(digits.length - maxFraction);
    }
  }
  let end = fraction.length;
  while (end > minFraction && fraction[end - 1] === '0') end -= 1;
  fraction = fraction.slice(0, end).padEnd(minFraction, '0');
  const text = fraction === '' ? group(whole) : `${group(whole)}.${fraction}`;
  return { negative: value < 0 || Object.is(value, -0), text };
}

let plainFormat: Intl.NumberFormat | undefined;
let twoDecimalsFormat: Intl.NumberFormat | undefined;
let wholeDollarsFormat: Intl.NumberFormat | undefined;

/** `value.toLocaleString('en-US')`: "1,234,567", "-42", "0.5" (up to 3 fraction digits). */
export function formatNumber(value: number): string {
  const result = decimal(value, 0, 3);
  if (result === undefined) return (plainFormat ??= new Intl.NumberFormat('en-US')).format(value);
  return result.negative ? `-${result.text}` : result.text;
}

/** `value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })`: "1,234.50". */
export function formatTwoDecimals(value: number): string {
  const result = decimal(value, 2, 2);
  if (result === undefined) {
    twoDecimalsFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return twoDecimalsFormat.format(value);
  }
  return result.negative ? `-${result.text}` : result.text;
}

/** `new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value)`: "$1,235", "-$3". */
export function formatWholeDollars(value: number): string {
  const result = decimal(value, 0, 0);
  if (result === undefined) {
    wholeDollarsFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return wholeDollarsFormat.format(value);
  }
  return result.negative ? `-$${result.text}` : `$${result.text}`;
}

// ---------------------------------------------------------------------------------------------------------------
// UTC dates

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The date's UTC fields when it is in the fast path (years 1 to 9999), else undefined. */
function utcFields(date: Date) {
  const year = date.getUTCFullYear(); // NaN for an invalid date
  if (!(year >= 1 && year <= 9999)) return undefined;
  return {
    year,
    month: MONTHS[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  };
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
let monthDayFormat: Intl.DateTimeFormat | undefined;

/**
 * `new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)`:
 * "Nov 5, 2026, 3:07 PM"; midnight is "12:05 AM", noon "12:05 PM".
 */
export function formatUtcDateTime(date: Date): string {
  const f = utcFields(date);
  if (f === undefined) {
    dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return dateTimeFormat.format(date);
  }
  return `${f.month} ${f.day}, ${f.year}, ${f.hours % 12 || 12}:${pad2(f.minutes)} ${f.hours < 12 ? 'AM' : 'PM'}`;
}

/** `new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date)`: "Nov 5, 2026". */
export function formatUtcDate(date: Date): string {
  const f = utcFields(date);
  if (f === undefined) {
    dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return dateFormat.format(date);
  }
  return `${f.month} ${f.day}, ${f.year}`;
}

/** `new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' }).format(date)`: "Nov 05". */
export function formatUtcMonthDay(date: Date): string {
  const f = utcFields(date);
  if (f === undefined) {
    monthDayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });
    return monthDayFormat.format(date);
  }
  return `${f.month} ${pad2(f.day)}`;
}

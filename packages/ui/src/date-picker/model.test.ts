import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clamp,
  daysInMonth,
  formatIso,
  fromDate,
  isIsoValue,
  isWithin,
  moveInMonthGrid,
  parseInput,
  parseMessage,
  toDate,
} from './model';

const dayArb = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true })
  .map((date) => fromDate('day', date));
const monthArb = dayArb.map((value) => value.slice(0, 7));

describe('parseInput', () => {
  it('accepts real dates in the format, ignoring surrounding spaces', () => {
    expect(parseInput('day', ' 2024-02-29 ')).toEqual({ status: 'valid', value: '2024-02-29' });
    expect(parseInput('month', '2024-12')).toEqual({ status: 'valid', value: '2024-12' });
  });

  it('tells an empty input, a wrong format and an impossible date apart', () => {
    expect(parseInput('day', '  ')).toEqual({ status: 'empty' });
    expect(parseInput('day', '15/03/2024')).toEqual({ status: 'invalid-format' });
    expect(parseInput('day', '2024-3-15')).toEqual({ status: 'invalid-format' });
    expect(parseInput('day', '2024-03')).toEqual({ status: 'invalid-format' });
    expect(parseInput('month', '2024-03-15')).toEqual({ status: 'invalid-format' });
    expect(parseInput('day', '2023-02-29')).toEqual({ status: 'invalid-date' });
    expect(parseInput('day', '2024-04-31')).toEqual({ status: 'invalid-date' });
    expect(parseInput('month', '2024-13')).toEqual({ status: 'invalid-date' });
    expect(parseInput('month', '2024-00')).toEqual({ status: 'invalid-date' });
    expect(parseInput('day', '0000-01-01')).toEqual({ status: 'invalid-date' });
  });

  it('reports the bound a value crosses', () => {
    const bounds = { min: '2020-01-01', max: '2024-06-30' };
    expect(parseInput('day', '2019-12-31', bounds)).toEqual({ status: 'before-min', min: '2020-01-01' });
    expect(parseInput('day', '2024-07-01', bounds)).toEqual({ status: 'after-max', max: '2024-06-30' });
    expect(parseInput('day', '2020-01-01', bounds)).toEqual({ status: 'valid', value: '2020-01-01' });
    expect(parseInput('day', '2024-06-30', bounds)).toEqual({ status: 'valid', value: '2024-06-30' });
  });

  it('accepts exactly the formatted real dates (property)', () => {
    fc.assert(
      fc.property(dayArb, (value) => {
        expect(parseInput('day', value)).toEqual({ status: 'valid', value });
        expect(parseInput('month', value.slice(0, 7))).toEqual({ status: 'valid', value: value.slice(0, 7) });
      }),
    );
  });

  it('never throws and never calls arbitrary text valid unless it round-trips (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('day' as const, 'month' as const), (text, mode) => {
        const result = parseInput(mode, text);
        if (result.status === 'valid') {
          expect(isIsoValue(mode, result.value)).toBe(true);
          expect(fromDate(mode, toDate(result.value)!)).toBe(result.value);
        }
      }),
    );
  });

  it('agrees with the bounds: valid values lie inside, out-of-range ones outside (property)', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (a, b, value) => {
        const [min, max] = a < b ? [a, b] : [b, a];
        const result = parseInput('day', value, { min, max });
        expect(result.status === 'valid').toBe(isWithin(value, { min, max }));
      }),
    );
  });
});

describe('parseMessage', () => {
  it('explains each problem in words', () => {
    expect(parseMessage('day', { status: 'invalid-format' })).toBe('Enter a date in the format YYYY-MM-DD, for example 2024-03-15.');
    expect(parseMessage('month', { status: 'invalid-format' })).toBe('Enter a month in the format YYYY-MM, for example 2024-03.');
    expect(parseMessage('day', { status: 'invalid-date' })).toBe('Enter a real date, for example 2024-03-15.');
    expect(parseMessage('day', { status: 'before-min', min: '2020-01-01' }, { min: '2020-01-01' })).toBe(
      'Enter a date on or after 2020-01-01.',
    );
    expect(parseMessage('month', { status: 'after-max', max: '2024-06' }, { max: '2024-06' })).toBe('Enter a month on or before 2024-06.');
    expect(parseMessage('day', { status: 'after-max', max: '2024-06-30' }, { min: '2020-01-01', max: '2024-06-30' })).toBe(
      'Enter a date between 2020-01-01 and 2024-06-30.',
    );
    expect(parseMessage('day', { status: 'valid', value: '2024-01-01' })).toBeNull();
    expect(parseMessage('day', { status: 'empty' })).toBeNull();
  });
});

describe('clamp', () => {
  it('moves a value to the nearer bound', () => {
    expect(clamp('2019-05', { min: '2020-01', max: '2024-06' })).toBe('2020-01');
    expect(clamp('2025-05', { min: '2020-01', max: '2024-06' })).toBe('2024-06');
    expect(clamp('2022-05', { min: '2020-01', max: '2024-06' })).toBe('2022-05');
    expect(clamp('2022-05')).toBe('2022-05');
  });

  it('always lands inside the bounds and keeps values already inside (property)', () => {
    fc.assert(
      fc.property(monthArb, monthArb, monthArb, (a, b, value) => {
        const [min, max] = a < b ? [a, b] : [b, a];
        const clamped = clamp(value, { min, max });
        expect(isWithin(clamped, { min, max })).toBe(true);
        if (isWithin(value, { min, max })) expect(clamped).toBe(value);
        expect(clamp(clamped, { min, max })).toBe(clamped);
      }),
    );
  });
});

describe('dates and months', () => {
  it('knows leap years and month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
  });

  it('converts to and from local dates', () => {
    expect(toDate('2024-03-15')).toEqual(new Date(2024, 2, 15));
    expect(toDate('2024-03')).toEqual(new Date(2024, 2, 1));
    expect(toDate('2024-02-30')).toBeUndefined();
    expect(fromDate('day', new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(fromDate('month', new Date(2024, 0, 5))).toBe('2024-01');
    expect(formatIso('day', 999, 1, 2)).toBe('0999-01-02');
  });

  it('adds months across years', () => {
    expect(addMonths('2024-11', 3)).toBe('2025-02');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(addMonths('2024-01', -25)).toBe('2021-12');
  });

  it('adding then subtracting months gives the month back (property)', () => {
    fc.assert(
      fc.property(monthArb, fc.integer({ min: -600, max: 600 }), (month, n) => {
        expect(addMonths(addMonths(month, n), -n)).toBe(month);
      }),
    );
  });
});

describe('moveInMonthGrid', () => {
  it('moves by month, row, row edge and year', () => {
    expect(moveInMonthGrid('2024-05', 'ArrowRight')).toBe('2024-06');
    expect(moveInMonthGrid('2024-05', 'ArrowLeft')).toBe('2024-04');
    expect(moveInMonthGrid('2024-05', 'ArrowDown')).toBe('2024-08');
    expect(moveInMonthGrid('2024-05', 'ArrowUp')).toBe('2024-02');
    expect(moveInMonthGrid('2024-05', 'Home')).toBe('2024-04');
    expect(moveInMonthGrid('2024-05', 'End')).toBe('2024-06');
    expect(moveInMonthGrid('2024-05', 'PageUp')).toBe('2023-05');
    expect(moveInMonthGrid('2024-05', 'PageDown')).toBe('2025-05');
  });

  it('crosses into the neighbouring year', () => {
    expect(moveInMonthGrid('2024-12', 'ArrowRight')).toBe('2025-01');
    expect(moveInMonthGrid('2024-01', 'ArrowUp')).toBe('2023-10');
  });

  it('swaps left and right in right-to-left text', () => {
    expect(moveInMonthGrid('2024-05', 'ArrowLeft', { rtl: true })).toBe('2024-06');
    expect(moveInMonthGrid('2024-05', 'ArrowRight', { rtl: true })).toBe('2024-04');
  });

  it('stops at the bounds', () => {
    expect(moveInMonthGrid('2024-06', 'ArrowRight', { max: '2024-06' })).toBe('2024-06');
    expect(moveInMonthGrid('2020-02', 'PageUp', { min: '2020-01' })).toBe('2020-01');
  });

  it('never leaves the bounds (property)', () => {
    const key = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown' as const);
    fc.assert(
      fc.property(monthArb, monthArb, fc.array(key, { maxLength: 20 }), (a, b, keys) => {
        const [min, max] = a < b ? [a, b] : [b, a];
        let month = min;
        for (const pressed of keys) month = moveInMonthGrid(month, pressed, { min, max });
        expect(isWithin(month, { min, max })).toBe(true);
      }),
    );
  });
});

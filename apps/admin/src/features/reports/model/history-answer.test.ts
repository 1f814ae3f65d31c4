import { REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstAnswer,
  HISTORY_FIRST_ANSWER,
  isLongHistory,
  LONG_HISTORY,
  olderRequestOf,
  pageHistory,
  wholeHistory,
  withSubmitted,
  type HistoryItemLike,
} from './history';

const item = (reportId: string, created: string, reportCode = 'TR_J1'): HistoryItemLike => ({
  report_id: reportId,
  created,
  status: 'complete',
  attributes: { reportCode, requiredAttributes: [] },
});

/** `count` requests, newest first, one hour apart (as the gateway lists them). */
const history = (count: number, start = 0) =>
  Array.from({ length: count }, (_, index) =>
    item(`R${String(start + index).padStart(12, '0')}`, new Date(Date.UTC(2026, 10, 20) - (start + index) * 3600_000).toISOString()),
  );

describe("a history's first answer", () => {
  it('asks for one more than a long history, so it tells whether the history is long', () => {
    expect(HISTORY_FIRST_ANSWER).toBe(LONG_HISTORY + 1);
    expect(isLongHistory(HISTORY_FIRST_ANSWER)).toBe(true);
    expect(isLongHistory(HISTORY_FIRST_ANSWER - 1)).toBe(false);
  });

  it('has more to ask for only when it is full; the rest starts after its last row', () => {
    expect(firstAnswer(history(3), false)).toEqual({ items: history(3), more: false, atLimit: false });
    expect(olderRequestOf(firstAnswer(history(3), false))).toBeNull();
    expect(olderRequestOf(firstAnswer(history(LONG_HISTORY), false))).toBeNull();
    const full = firstAnswer(history(HISTORY_FIRST_ANSWER), true);
    expect(full.more).toBe(true);
    expect(full.atLimit).toBe(true);
    expect(olderRequestOf(full)).toEqual({ offset: HISTORY_FIRST_ANSWER, after: `R${String(LONG_HISTORY).padStart(12, '0')}` });
    expect(olderRequestOf(firstAnswer([], false))).toBeNull();
  });

  it('a whole history (the publisher’s, not paged) is at the limit as its length says', () => {
    expect(wholeHistory(history(3))).toEqual({ items: history(3), more: false, atLimit: false });
    expect(wholeHistory(history(REPORT_HISTORY_LIMIT)).atLimit).toBe(true);
  });

  it('a new request shows first at once, and moves where the rest starts (its query asks again)', () => {
    const full = firstAnswer(history(HISTORY_FIRST_ANSWER, 1), true);
    const submitted = withSubmitted(full, history(1)[0]!);
    expect(submitted.items[0]?.report_id).toBe(history(1)[0]!.report_id);
    expect(submitted.items).toHaveLength(HISTORY_FIRST_ANSWER + 1);
    expect(olderRequestOf(submitted)?.offset).toBe(HISTORY_FIRST_ANSWER + 1);
    expect(submitted.atLimit).toBe(true);
  });
});

describe("the page's rows", () => {
  it('are the first answer alone until the rest is in, then the whole history sorted newest first', () => {
    const all = history(REPORT_HISTORY_LIMIT);
    const answer = firstAnswer(all.slice(0, HISTORY_FIRST_ANSWER), true);
    expect(pageHistory('counter51', answer, undefined)).toEqual(all.slice(0, HISTORY_FIRST_ANSWER));
    // The rest in any order: the page sorts the whole, not the first page alone.
    const rest = [...all.slice(HISTORY_FIRST_ANSWER)].reverse();
    expect(pageHistory('counter51', answer, rest)).toEqual(all);
  });

  it('show a request both answers list once (the rows moved down between them)', () => {
    const all = history(REPORT_HISTORY_LIMIT + 1);
    const answer = firstAnswer(all.slice(0, HISTORY_FIRST_ANSWER), true);
    // Asked for after a new request: the rest from offset 101 starts one row earlier than the first answer ends.
    const rest = all.slice(HISTORY_FIRST_ANSWER - 1, REPORT_HISTORY_LIMIT);
    const rows = pageHistory('counter51', answer, rest);
    expect(rows.map((row) => row.report_id)).toEqual(all.slice(0, REPORT_HISTORY_LIMIT).map((row) => row.report_id));
  });

  it('keep the page’s filter over the whole (COUNTER 5 shows no Artstor codes)', () => {
    const answer = firstAnswer([item('R1', '2026-11-20T00:00:00Z'), item('R2', '2026-11-19T00:00:00Z', 'ART_I1')], false);
    const rest = [item('R3', '2026-11-18T00:00:00Z', 'ART_I1'), item('R4', '2026-11-17T00:00:00Z')];
    expect(pageHistory('counter5', answer, rest).map((row) => row.report_id)).toEqual(['R1', 'R4']);
    expect(pageHistory('artstor', answer, rest).map((row) => row.report_id)).toEqual(['R2', 'R3']);
  });

  it('for any split of a history into a first answer and a rest, are the history itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (count, split) => {
        const all = history(count);
        const cut = Math.min(split, count);
        const rows = pageHistory('counter51', firstAnswer(all.slice(0, cut), false), all.slice(cut));
        expect(rows).toEqual(all);
      }),
      { numRuns: 50 },
    );
  });
});

import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { findChains } from './request-chains.mjs';

interface Call {
  name: string;
  calledAt: number;
  calledSeq: number;
  answeredAt: number | null;
  answeredSeq: number | null;
}

/** Calls from a list of page events in order: ['call', name, at] or ['answer', name, at]. */
function fromEvents(events: Array<['call' | 'answer', string, number]>): Call[] {
  const calls = new Map<string, Call>();
  events.forEach(([kind, name, at], seq) => {
    if (kind === 'call') calls.set(name, { name, calledAt: at, calledSeq: seq, answeredAt: null, answeredSeq: null });
    else Object.assign(calls.get(name)!, { answeredAt: at, answeredSeq: seq });
  });
  return [...calls.values()];
}

describe('findChains', () => {
  it('one parallel round: no chain, however the answers come back', () => {
    const calls = fromEvents([
      ['call', 'Home', 0],
      ['call', 'Trends', 2],
      ['call', 'Notifications', 3],
      ['answer', 'Trends', 40],
      ['answer', 'Home', 120],
      ['answer', 'Notifications', 300],
    ]);
    expect(findChains(calls)).toEqual([]);
  });

  it('a call made after another call had been answered is a chain, named with the latest answer before it', () => {
    const calls = fromEvents([
      ['call', 'History', 0],
      ['call', 'Schedules', 1],
      ['answer', 'Schedules', 60],
      ['answer', 'History', 100],
      ['call', 'ReportStatus', 130],
      ['answer', 'ReportStatus', 170],
    ]);
    expect(findChains(calls)).toEqual([{ request: 'ReportStatus', after: 'History', gapMs: 30, kind: 'data' }]);
  });

  it('order decides, not the clock: a call in the same millisecond as an answer it follows is a chain', () => {
    const calls = fromEvents([
      ['call', 'A', 0],
      ['answer', 'A', 10],
      ['call', 'B', 10],
    ]);
    expect(findChains(calls)).toEqual([{ request: 'B', after: 'A', gapMs: 0, kind: 'data' }]);
  });

  it('a slow synchronous call whose first fetch the gateway answered at once makes no chain', () => {
    // The network had the first answer at 2 ms, but the page's code was still making its calls: it is handed
    // the answer only after its last call (the case a network-timing rule with a time window got wrong).
    const calls = fromEvents([
      ['call', 'EbaParticipantStatus', 0],
      ['call', 'SiteCollections', 9],
      ['call', 'HoldingsSummary', 31],
      ['answer', 'EbaParticipantStatus', 32],
      ['answer', 'SiteCollections', 60],
      ['answer', 'HoldingsSummary', 70],
    ]);
    expect(findChains(calls)).toEqual([]);
  });

  it('a fast chain is still a chain, however soon after the first call it was made', () => {
    const calls = fromEvents([
      ['call', 'Me', 0],
      ['answer', 'Me', 3],
      ['call', 'Summary', 4],
      ['answer', 'Summary', 20],
    ]);
    expect(findChains(calls)).toEqual([{ request: 'Summary', after: 'Me', gapMs: 1, kind: 'data' }]);
  });

  it('a call that never got an answer is followed by nothing', () => {
    const calls = fromEvents([
      ['call', 'Hangs', 0],
      ['call', 'Other', 50],
    ]);
    expect(findChains(calls)).toEqual([]);
  });

  it('a chain with a script arriving in its gap waited for code', () => {
    const calls = fromEvents([
      ['call', 'Home', 0],
      ['answer', 'Home', 50],
      ['call', 'Notifications', 80],
      ['answer', 'Notifications', 90],
    ]);
    expect(findChains(calls, [60])).toEqual([{ request: 'Notifications', after: 'Home', gapMs: 30, kind: 'code' }]);
    expect(findChains(calls, [40, 85])).toEqual([{ request: 'Notifications', after: 'Home', gapMs: 30, kind: 'data' }]);
  });
});

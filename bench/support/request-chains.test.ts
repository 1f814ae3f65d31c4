import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { findChains } from './request-chains.mjs';

describe('findChains', () => {
  it('one parallel round: no chain, however the requests overlap', () => {
    expect(
      findChains([
        { name: 'Home', start: 0, end: 120 },
        { name: 'Trends', start: 2, end: 40 },
        { name: 'Notifications', start: 3, end: 300 },
      ]),
    ).toEqual([]);
  });

  it('a request sent after another had answered is a chain, named with the latest one it followed', () => {
    expect(
      findChains([
        { name: 'History', start: 0, end: 100 },
        { name: 'Schedules', start: 1, end: 60 },
        { name: 'ReportStatus', start: 130, end: 170 },
      ]),
    ).toEqual([{ request: 'ReportStatus', after: 'History', gapMs: 30, kind: 'data' }]);
  });

  it('a request starting the very moment another ends counts as following it', () => {
    expect(
      findChains([
        { name: 'A', start: 0, end: 10 },
        { name: 'B', start: 10, end: 20 },
      ]),
    ).toEqual([{ request: 'B', after: 'A', gapMs: 0, kind: 'data' }]);
  });

  it('a chain with a script arriving in its gap waited for code', () => {
    const requests = [
      { name: 'Home', start: 0, end: 50 },
      { name: 'Notifications', start: 80, end: 90 },
    ];
    expect(findChains(requests, [60])).toEqual([{ request: 'Notifications', after: 'Home', gapMs: 30, kind: 'code' }]);
    expect(findChains(requests, [40, 85])).toEqual([{ request: 'Notifications', after: 'Home', gapMs: 30, kind: 'data' }]);
  });

  it('within the first burst nothing is a chain, however fast an answer came; after it, as before', () => {
    const requests = [
      { name: 'EbaParticipantStatus', start: 0, end: 2 },
      { name: 'SiteCollections', start: 1, end: 40 },
      { name: 'HoldingsSummary', start: 5, end: 60 },
      { name: 'ReportStatus', start: 70, end: 90 },
    ];
    expect(findChains(requests, [], 15)).toEqual([{ request: 'ReportStatus', after: 'HoldingsSummary', gapMs: 10, kind: 'data' }]);
    expect(findChains(requests).map((chain: { request: string }) => chain.request)).toEqual(['HoldingsSummary', 'ReportStatus']);
  });
});

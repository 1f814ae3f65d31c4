import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLabel,
  cutLabel,
  hasNoInsights,
  lastUpdatedLabel,
  listEntries,
  pointLabel,
  totalItemRequests,
  trendSeries,
  visibleCategories,
} from './dashboard';
import { timeFrameOf, TIME_FRAMES } from './time-frame';
import { rememberWelcomeSeen, welcomeSeen } from './welcome';

describe('time frames', () => {
  it('defaults to Past 4 Weeks, the empty value', () => {
    expect(timeFrameOf('')).toMatchObject({ label: 'Past 4 Weeks', weeks: 4 });
    expect(timeFrameOf(undefined).label).toBe('Past 4 Weeks');
    expect(timeFrameOf('nonsense').label).toBe('Past 4 Weeks');
  });

  it('offers 4, 26 and 52 weekly points', () => {
    expect(TIME_FRAMES.map((t) => [t.label, t.weeks])).toEqual([
      ['Past 4 Weeks', 4],
      ['Past 6 Months', 26],
      ['Past Year (12 Months)', 52],
    ]);
  });
});

describe('labels', () => {
  it('cuts labels longer than 35 characters and ends them with an ellipsis', () => {
    const long = 'The University of Somewhere Very Far Away Campus';
    expect(cutLabel(long)).toBe('The University of Somewhere Very Fa…');
    expect(cutLabel('x'.repeat(35))).toBe('x'.repeat(35));
    fc.assert(fc.property(fc.string(), (label) => cutLabel(label).length <= 36));
  });

  it("labels weekly points 'Mon DD' and Last Updated with slashes", () => {
    expect(pointLabel('2026-11-02')).toBe('Nov 02');
    expect(pointLabel('2024-01-31')).toBe('Jan 31');
    expect(pointLabel('2025-12-01')).toBe('Dec 01');
    expect(lastUpdatedLabel('2026-11-16T08:00:00.000Z')).toBe('11/16/2026');
  });

  it('signs usage changes', () => {
    expect([changeLabel(1200), changeLabel(-3), changeLabel(0)]).toEqual(['+1,200', '−3', '0']);
  });
});

describe('cards', () => {
  const cards = (licensed: number, open: number, denied: number) => [
    { key: 'licensed', uniqueTitleCount: licensed },
    { key: 'open_access', uniqueTitleCount: open },
    { key: 'access_denied', uniqueTitleCount: denied },
  ];

  it('drops the access-denied card only when licensed and open access are both 0', () => {
    expect(visibleCategories(cards(0, 0, 7)).map((c) => c.key)).toEqual(['licensed', 'open_access']);
    expect(visibleCategories(cards(1, 0, 7)).map((c) => c.key)).toEqual(['licensed', 'open_access', 'access_denied']);
    expect(visibleCategories(cards(0, 2, 0))).toHaveLength(3);
  });

  it('knows when there are no insights', () => {
    expect(hasNoInsights(cards(0, 0, 0))).toBe(true);
    expect(hasNoInsights(cards(0, 0, 1))).toBe(false);
  });

  it('adds views and downloads for total item requests', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (v, d) => totalItemRequests(v, d) === v + d));
  });

  it('shows 4 entries collapsed and 10 expanded', () => {
    const entries = Array.from({ length: 12 }, (_, i) => i);
    expect(listEntries(entries, false)).toEqual([0, 1, 2, 3]);
    expect(listEntries(entries, true)).toHaveLength(10);
    expect(listEntries([1, 2], true)).toEqual([1, 2]);
  });
});

describe('cross-platform trends', () => {
  it('shows only the provider series when no data predates 2024-08-01', () => {
    const series = trendSeries(
      [
        { weekStarting: '2025-01-06', platform: 'jstor', usageCount: 5 },
        { weekStarting: '2025-01-13', platform: 'jstor', usageCount: 7 },
      ],
      'JSTOR',
    );
    expect(series.map((s) => s.key)).toEqual(['jstor']);
    expect(series[0]!.points.map((p) => p.usageCount)).toEqual([5, 7]);
  });

  it('adds artstor and both-platform series when the data reaches back before the cut-off', () => {
    const series = trendSeries(
      [
        { weekStarting: '2024-07-22', platform: 'jstor', usageCount: 10 },
        { weekStarting: '2024-07-22', platform: 'artstor', usageCount: 4 },
        { weekStarting: '2024-08-05', platform: 'jstor', usageCount: 8 },
      ],
      'JSTOR',
    );
    expect(series.map((s) => s.key)).toEqual(['jstor', 'artstor', 'both']);
    expect(series[1]!.points.map((p) => p.usageCount)).toEqual([4, 0]);
    expect(series[2]!.points.map((p) => p.usageCount)).toEqual([14, 8]);
  });
});

describe('publisher welcome', () => {
  it('is remembered per user id', () => {
    localStorage.clear();
    expect(welcomeSeen('u1')).toBe(false);
    rememberWelcomeSeen('u1');
    expect(welcomeSeen('u1')).toBe(true);
    expect(welcomeSeen('u2')).toBe(false);
  });
});

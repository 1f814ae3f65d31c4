import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminState } from './fixtures/admin-state';

const calls: { operation: string; variables: unknown }[] = [];
vi.mock('../../lib/graphql-client', () => ({
  execute: (document: { toString(): string }, variables: unknown) => {
    calls.push({ operation: /query (\w+)/.exec(document.toString())?.[1] ?? '?', variables });
    return Promise.resolve({ homepageSummaryV2: { siteCode: 'x' }, crossPlatformUsageTrends: { siteCode: 'x' } });
  },
}));
// The dashboards' code is not under test here.
vi.mock('./home-chunks', () => ({
  loadInstitutionDashboard: () => Promise.resolve({}),
  loadCrossPlatformTrends: () => Promise.resolve({}),
  loadPublisherDashboard: () => Promise.resolve({}),
  loadWelcomeModal: () => Promise.resolve({}),
}));

const { homeRouteRequests } = await import('./home-route-requests');

const admin = adminState;
const nothingKnown = () => false;

describe('homeRouteRequests', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("asks for an institution's summary and trends, under the home's query keys", async () => {
    const started = homeRouteRequests.start(admin({}), nothingKnown);
    expect(started.map((query) => query.queryKey)).toEqual([
      ['home', 'summary', 'demouniv', 'institution'],
      ['home', 'trends', 'demouniv'],
    ]);
    expect(calls).toEqual([
      { operation: 'HomepageSummary', variables: { siteCode: 'demouniv', accountType: 'institution' } },
      { operation: 'CrossPlatformUsageTrends', variables: { siteCode: 'demouniv' } },
    ]);
    await expect(started[0]!.promise).resolves.toEqual({ siteCode: 'x' });
  });

  it('asks for nothing the cache already holds', () => {
    const started = homeRouteRequests.start(admin({}), (key) => key[1] === 'summary');
    expect(started.map((query) => query.queryKey[1])).toEqual(['trends']);
    expect(calls.map((call) => call.operation)).toEqual(['CrossPlatformUsageTrends']);
  });

  it("asks for a publisher's summary only, and nothing for staff or a consortium without its dashboard", () => {
    expect(homeRouteRequests.start(admin({ selectedInstitution: 'demopub', accountType: 'publisher' }), nothingKnown)).toHaveLength(1);
    expect(homeRouteRequests.start(admin({ internalAdmin: true }), nothingKnown)).toEqual([]);
    expect(homeRouteRequests.start(admin({ selectedInstitution: 'democons', accountType: 'consortium' }), nothingKnown)).toEqual([]);
    expect(calls.map((call) => call.operation)).toEqual(['HomepageSummary']);
  });
});

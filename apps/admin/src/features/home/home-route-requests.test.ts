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
const chunks = vi.hoisted(() => ({
  loadInstitutionDashboard: vi.fn(() => Promise.resolve({})),
  loadCrossPlatformTrends: vi.fn(() => Promise.resolve({})),
  loadPublisherDashboard: vi.fn(() => Promise.resolve({})),
  loadWelcomeModal: vi.fn(() => Promise.resolve({})),
}));
vi.mock('./home-chunks', () => chunks);

const { homeRouteRequests } = await import('./home-route-requests');
const { rememberWelcomeSeen } = await import('./model/welcome');

const admin = adminState;
const nothingKnown = () => false;

describe('homeRouteRequests', () => {
  beforeEach(() => {
    calls.length = 0;
    for (const load of Object.values(chunks)) load.mockClear();
    localStorage.clear();
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

  it("loads the publisher's dashboard code, and the welcome's only on a first visit (local storage, per user)", () => {
    const publisher = admin({ selectedInstitution: 'demopub', accountType: 'publisher' });
    if (publisher.kind !== 'admin') throw new Error('not an admin');
    homeRouteRequests.start(publisher, nothingKnown);
    expect(chunks.loadPublisherDashboard).toHaveBeenCalledTimes(1);
    expect(chunks.loadWelcomeModal).toHaveBeenCalledTimes(1);
    expect(chunks.loadInstitutionDashboard).not.toHaveBeenCalled();

    rememberWelcomeSeen(publisher.user.userId);
    homeRouteRequests.start(publisher, nothingKnown);
    expect(chunks.loadPublisherDashboard).toHaveBeenCalledTimes(2);
    expect(chunks.loadWelcomeModal).toHaveBeenCalledTimes(1);
    // An institution never loads it, seen or not.
    localStorage.clear();
    homeRouteRequests.start(admin({}), nothingKnown);
    expect(chunks.loadWelcomeModal).toHaveBeenCalledTimes(1);
    expect(chunks.loadInstitutionDashboard).toHaveBeenCalledTimes(1);
  });
});

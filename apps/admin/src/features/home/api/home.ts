import { queryOptions } from '@tanstack/react-query';
import { fetchCrossPlatformTrends, fetchHomepageSummary, homeQueryKeys } from './home-requests';

export type { HomepageSummary, InstitutionHomepage, PublisherHomepage, PublisherPeriod, UsageCategory, UsagePeriod } from './home-requests';

/** How long an answer counts as the one fetched for the current opening of the dashboard (slow 4G included). */
const ANSWER_OF_THIS_OPENING_MS = 10_000;

/** The dashboard's numbers for every time frame at once: switching the time frame fetches nothing. */
export const homepageSummaryOptions = (siteCode: string, accountType: string) =>
  queryOptions({
    queryKey: homeQueryKeys.summary(siteCode, accountType),
    queryFn: () => fetchHomepageSummary(siteCode, accountType),
    // The spec's "no cache": always asked again when the dashboard is opened...
    staleTime: 0,
    // ...but the answer the route's prefetch brought for this opening (while the dashboard's code loaded) is
    // not asked for a second time when the dashboard mounts: that was the duplicate request of every home.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > ANSWER_OF_THIS_OPENING_MS,
    gcTime: 5 * 60_000,
  });

export const crossPlatformTrendsOptions = (siteCode: string) =>
  queryOptions({
    queryKey: homeQueryKeys.trends(siteCode),
    queryFn: () => fetchCrossPlatformTrends(siteCode),
    staleTime: 10 * 60_000,
  });

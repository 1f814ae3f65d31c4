import type { QueryClient } from '@tanstack/react-query';
import { crossPlatformTrendsOptions, homepageSummaryOptions } from './api/home';
import type { HomeParams } from './model/home-params';

import { loadCrossPlatformTrends, loadInstitutionDashboard, loadPublisherDashboard, loadWelcomeModal } from './home-chunks';

export { loadCrossPlatformTrends, loadInstitutionDashboard, loadPublisherDashboard, loadWelcomeModal };

/**
 * Starts Home's queries and its dashboard code together, before any region suspends (React does not
 * render a suspended region's siblings at once, so reading the atoms alone would be a waterfall). Like
 * usePrefetchQuery, a query already in the cache is left alone. Called by the route table when /home
 * matches (in parallel with the screen's chunk) and by the screen when the selected account changes.
 */
export function prefetchHome(client: QueryClient, params: HomeParams): void {
  const prefetch = (options: { queryKey: readonly unknown[] }, start: () => Promise<unknown>) => {
    if (!client.getQueryState(options.queryKey)) void start();
  };
  if (params.kind === 'institution') {
    void Promise.all([loadInstitutionDashboard(), loadCrossPlatformTrends()]).catch(() => undefined);
    const summary = homepageSummaryOptions(params.siteCode, params.accountType);
    const trends = crossPlatformTrendsOptions(params.siteCode);
    prefetch(summary, () => client.prefetchQuery(summary));
    prefetch(trends, () => client.prefetchQuery(trends));
  }
  if (params.kind === 'publisher') {
    void Promise.all([loadPublisherDashboard(), loadWelcomeModal()]).catch(() => undefined);
    const summary = homepageSummaryOptions(params.siteCode, params.accountType);
    prefetch(summary, () => client.prefetchQuery(summary));
  }
}

import type { UserStateResult } from '../../state/user-state';
import { fetchCrossPlatformTrends, fetchHomepageSummary, homeQueryKeys } from './api/home-requests';
import { loadCrossPlatformTrends, loadInstitutionDashboard, loadPublisherDashboard, loadWelcomeModal } from './home-chunks';
import { homeParamsOf } from './model/home-params';

/** A request already under way, to be put in the query cache under its key once the cache exists. */
export interface EarlyQuery {
  queryKey: readonly unknown[];
  promise: Promise<unknown>;
}

/**
 * Starts Home's dashboard code and queries as soon as the page knows who is signed in (the boot, from the
 * session the gateway embedded in the page), in parallel with the signed-in app's code: without this they
 * started only once that code had arrived and rendered (three chunk round trips, then the data). The same
 * requests as home-prefetch.ts, which leaves a query already in the cache alone, so each is sent once.
 * Failures surface where the dashboard reads the query (its error region and 'Try again').
 */
export function startHomeEarly(state: UserStateResult): EarlyQuery[] {
  const params = homeParamsOf(state);
  const ignore = () => undefined;
  // Handled here so a failure before the cache takes the request over is not an unhandled rejection; the
  // cache still sees the failure through `promise`.
  const early = (queryKey: readonly unknown[], promise: Promise<unknown>): EarlyQuery => {
    promise.catch(ignore);
    return { queryKey, promise };
  };
  if (params.kind === 'institution') {
    loadInstitutionDashboard().catch(ignore);
    loadCrossPlatformTrends().catch(ignore);
    return [
      early(homeQueryKeys.summary(params.siteCode, params.accountType), fetchHomepageSummary(params.siteCode, params.accountType)),
      early(homeQueryKeys.trends(params.siteCode), fetchCrossPlatformTrends(params.siteCode)),
    ];
  }
  if (params.kind === 'publisher') {
    loadPublisherDashboard().catch(ignore);
    loadWelcomeModal().catch(ignore);
    return [early(homeQueryKeys.summary(params.siteCode, params.accountType), fetchHomepageSummary(params.siteCode, params.accountType))];
  }
  return [];
}

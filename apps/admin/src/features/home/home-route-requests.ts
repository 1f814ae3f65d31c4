import type { RouteRequests } from '../../lib/early-requests';
import { earlyQuery } from '../../lib/early-requests';
import { fetchCrossPlatformTrends, fetchHomepageSummary, homeQueryKeys } from './api/home-requests';
import { loadCrossPlatformTrends, loadInstitutionDashboard, loadPublisherDashboard, loadWelcomeModal } from './home-chunks';
import { homeParamsOf } from './model/home-params';
import { welcomeSeen } from './model/welcome';

/**
 * Home's early requests: the dashboard of the account's kind (its code and its queries). Started by the boot
 * with the signed-in app's code (no request chain), and by the router when Home matches.
 */
export const homeRouteRequests: RouteRequests = {
  start(state, known) {
    const params = homeParamsOf(state);
    const ignore = () => undefined;
    const summaryKey = homeQueryKeys.summary(params.siteCode, params.accountType);
    const trendsKey = homeQueryKeys.trends(params.siteCode);
    if (params.kind === 'institution') {
      loadInstitutionDashboard().catch(ignore);
      loadCrossPlatformTrends().catch(ignore);
      return [
        ...(known(summaryKey) ? [] : [earlyQuery(summaryKey, () => fetchHomepageSummary(params.siteCode, params.accountType))]),
        ...(known(trendsKey) ? [] : [earlyQuery(trendsKey, () => fetchCrossPlatformTrends(params.siteCode))]),
      ];
    }
    if (params.kind === 'publisher') {
      loadPublisherDashboard().catch(ignore);
      // The one-time welcome's code (Radix Dialog, about 10 kB) only when it will show: a publisher's first
      // visit. Asked for here, with the dashboard's code and query, so it arrives before the dashboard can
      // paint; the page does not preload it (the gateway cannot see local storage).
      if (state.kind === 'admin' && !welcomeSeen(state.user.userId)) loadWelcomeModal().catch(ignore);
      return known(summaryKey) ? [] : [earlyQuery(summaryKey, () => fetchHomepageSummary(params.siteCode, params.accountType))];
    }
    return [];
  },
};

import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { ebaQueryKeys, fetchEbaDashboard, fetchEbaPage } from './api/eba-requests';
import { ebaSiteCodeOf } from './model/eba-page';

/** EBA Selection's early request: the page of the institution it opens with. */
export const ebaRouteRequests: RouteRequests = {
  start(state, known) {
    const siteCode = ebaSiteCodeOf(state, null);
    if (siteCode === '') return [];
    const key = ebaQueryKeys.page(siteCode);
    return known(key) ? [] : [earlyQuery(key, () => fetchEbaPage(siteCode))];
  },
};

/** The status dashboard's early request: the most recently updated participants (internal staff only). */
export const ebaStatusRouteRequests: RouteRequests = {
  start(state, known) {
    if (state.kind !== 'admin' || !state.user.internalAdmin) return [];
    const key = ebaQueryKeys.dashboard('');
    return known(key) ? [] : [earlyQuery(key, () => fetchEbaDashboard(''))];
  },
};

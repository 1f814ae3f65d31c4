import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { fetchHoldingsSummary, holdingsKeys } from './api/holdings-requests';

/**
 * Holdings' early request: the selected institution's summary (all six tabs come in one answer), started by
 * the boot or the router as soon as Holdings is next. Not for the accounts the route sends elsewhere
 * (publishers and consortia), whose summary the gateway refuses.
 */
export const holdingsRouteRequests: RouteRequests = {
  start(state, known) {
    if (state.kind !== 'admin') return [];
    const { user } = state;
    if ((user.isPublisher && !user.internalAdmin) || user.accountType === 'consortium' || !user.selectedInstitution) return [];
    const key = holdingsKeys.summary(user.selectedInstitution);
    return known(key) ? [] : [earlyQuery(key, () => fetchHoldingsSummary(user.selectedInstitution))];
  },
};

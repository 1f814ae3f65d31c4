import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { hasFlag } from '../../state/user-state';
import { almaKeys, fetchAlmaToken } from './api/alma-linking-requests';

/**
 * Alma Linking's early request: the institution's token, as soon as the route is next (with its flag only, and
 * only for an institution: atoms/alma-linking-atoms.ts `almaHasTokenAtom`).
 */
export const almaLinkingRouteRequests: RouteRequests = {
  start(state, known) {
    if (state.kind !== 'admin') return [];
    const { user } = state;
    if (!hasFlag(user, 'enable_alma_linking') || (user.isPublisher && !user.internalAdmin) || !user.selectedInstitution) return [];
    if (user.accountType !== 'institution') return [];
    const key = almaKeys.token(user.selectedInstitution);
    return known(key) ? [] : [earlyQuery(key, () => fetchAlmaToken(user.selectedInstitution))];
  },
};

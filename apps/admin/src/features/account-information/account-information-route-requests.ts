import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { accountInformationKeys, fetchAccountInformation } from './api/account-information-requests';

/** Account Information's early request: the selected account's information, as soon as the route is next. */
export const accountInformationRouteRequests: RouteRequests = {
  start(state, known) {
    if (state.kind !== 'admin') return [];
    const { user } = state;
    if ((user.isPublisher && !user.internalAdmin) || !user.selectedInstitution) return [];
    const key = accountInformationKeys.account(user.selectedInstitution);
    return known(key) ? [] : [earlyQuery(key, () => fetchAccountInformation(user.selectedInstitution))];
  },
};

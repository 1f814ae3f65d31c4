import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { accountInformationKeys, fetchAccountInformation, fetchSushiCredentials } from './api/account-information-requests';

/** Account Information's early requests: the selected account's information and SUSHI credentials, as soon as the route is next. */
export const accountInformationRouteRequests: RouteRequests = {
  start(state, known) {
    if (state.kind !== 'admin') return [];
    const { user } = state;
    if ((user.isPublisher && !user.internalAdmin) || !user.selectedInstitution) return [];
    const siteCode = user.selectedInstitution;
    const wanted: Array<[readonly unknown[], () => Promise<unknown>]> = [
      [accountInformationKeys.account(siteCode), () => fetchAccountInformation(siteCode)],
    ];
    // An agency's child: only its own administrators see its SUSHI credentials (the gateway refuses the rest).
    if (user.selectedAccount?.viaAgency !== true)
      wanted.push([accountInformationKeys.sushiCredentials(siteCode), () => fetchSushiCredentials(siteCode)]);
    return wanted.filter(([key]) => !known(key)).map(([key, fetch]) => earlyQuery(key, fetch));
  },
};

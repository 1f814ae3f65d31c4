import { earlyQuery, type RouteRequests } from '../../lib/early-requests';
import { fetchUsersPage, usersPageKey } from './api/users-requests';
import { firstPageQuery, userManagementParamsOf } from './model/params';

/** User Management's early request: the first page of the selected account's users. */
export const userManagementRouteRequests: RouteRequests = {
  start(state, known) {
    const params = userManagementParamsOf(state);
    if (params.siteCode === '') return [];
    const query = firstPageQuery(params);
    const key = usersPageKey(query);
    return known(key) ? [] : [earlyQuery(key, () => fetchUsersPage(query))];
  },
};

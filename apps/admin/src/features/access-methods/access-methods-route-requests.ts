import type { RouteRequests } from '../../lib/early-requests';
import { earlyQuery } from '../../lib/early-requests';
import { accessMethodsKeys, fetchAccessMethodChanges, fetchAccessMethodsAccount } from './api/access-methods-requests';
import { accessMethodsAccountIdOf } from './model/access-methods';

/** The screen's two queries, started by the boot or the router as soon as Access Methods is next. */
export const accessMethodsRouteRequests: RouteRequests = {
  start(state, known) {
    const accountId = accessMethodsAccountIdOf(state);
    // An agency's child institution: the screen says only its administrators see them (nothing to ask for).
    if (!accountId || (state.kind === 'admin' && state.user.selectedAccount?.viaAgency)) return [];
    const account = accessMethodsKeys.account(accountId);
    const changes = accessMethodsKeys.changes(accountId);
    return [
      ...(known(account) ? [] : [earlyQuery(account, () => fetchAccessMethodsAccount(accountId))]),
      ...(known(changes) ? [] : [earlyQuery(changes, () => fetchAccessMethodChanges(accountId))]),
    ];
  },
};

import { earlyQuery, type EarlyQuery } from '../../lib/early-requests';
import {
  fetchNotifications,
  notificationParamsOf,
  notificationsKey,
  showsNotifications,
} from '../../features/notifications/api/notifications-requests';
import {
  collectionsSiteCodeOf,
  ebaParticipationKey,
  ebaSiteCodesOf,
  fetchEbaParticipation,
  fetchSiteCollections,
  siteCollectionsKey,
} from '../../state/shell-queries';
import type { UserStateResult } from '../../state/user-state';

/**
 * The shell's queries (the side navigation's EBA participation and collections, the header's notifications),
 * started with a route's early requests by the boot and by the router: the shell's atoms (state/site.ts,
 * features/notifications) read them from the cache under the same keys, rather than asking once the shell has
 * rendered, after the route's answers (a request chain). `known` says which keys the cache already holds.
 */
export function startShellRequests(state: UserStateResult, known: (queryKey: readonly unknown[]) => boolean): EarlyQuery[] {
  if (state.kind !== 'admin') return [];
  const { user } = state;
  const started: EarlyQuery[] = [];
  const siteCodes = ebaSiteCodesOf(user);
  if (siteCodes.length > 0 && !known(ebaParticipationKey(siteCodes))) {
    started.push(earlyQuery(ebaParticipationKey(siteCodes), () => fetchEbaParticipation(siteCodes)));
  }
  const siteCode = collectionsSiteCodeOf(user);
  if (siteCode !== '' && !known(siteCollectionsKey(siteCode))) {
    started.push(earlyQuery(siteCollectionsKey(siteCode), () => fetchSiteCollections(siteCode)));
  }
  const { userId, accountType } = notificationParamsOf(user);
  if (showsNotifications(user) && userId !== '' && accountType !== '' && !known(notificationsKey(userId, accountType))) {
    started.push(earlyQuery(notificationsKey(userId, accountType), () => fetchNotifications(userId, accountType)));
  }
  return started;
}

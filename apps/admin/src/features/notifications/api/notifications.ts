import { queryOptions } from '@tanstack/react-query';
import type { AdminNotificationsQuery } from '@console/graphql/client';
import { fetchNotifications, notificationsKey } from './notifications-requests';

export { NOTIFICATIONS_KEY } from './notifications-requests';

export type AdminNotification = AdminNotificationsQuery['getAdminNotifications'][number];

/**
 * How long an answer counts as the one the header's mount asked for: the page starts the query with the
 * route's early requests (app/shell/shell-requests.ts), some hundred milliseconds before the header mounts.
 */
export const MOUNT_ANSWER_MS = 10_000;

/**
 * Spec 000 §7: getAdminNotifications is not cached: asked again whenever the header mounts or the menu opens.
 * The header's first mount takes the answer the page asked for as it loaded (not older than MOUNT_ANSWER_MS).
 */
export const notificationsOptions = (userId: string, accountType: string) =>
  queryOptions({
    queryKey: notificationsKey(userId, accountType),
    queryFn: () => fetchNotifications(userId, accountType),
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > MOUNT_ANSWER_MS,
    enabled: userId !== '' && accountType !== '',
  });

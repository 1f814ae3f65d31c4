import { queryOptions } from '@tanstack/react-query';
import { graphql, type AdminNotificationsQuery } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const notificationsDocument = graphql(`
  query AdminNotifications($userId: ID!, $accountType: String) {
    getAdminNotifications(userId: $userId, accountType: $accountType) {
      notificationId
      title
      body
      moreDetailsUrl
      moreDetailsText
      audience
      createdDatetime
      readDatetime
    }
  }
`);

const markReadDocument = graphql(`
  mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {
    markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {
      notificationId
      readDatetime
    }
  }
`);

export type AdminNotification = AdminNotificationsQuery['getAdminNotifications'][number];

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Spec 000 §7: getAdminNotifications is not cached: asked again whenever the header mounts or the menu opens. */
export const notificationsOptions = (userId: string, accountType: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, accountType],
    queryFn: () => execute(notificationsDocument, { userId, accountType }).then((data) => data.getAdminNotifications),
    staleTime: 0,
    enabled: userId !== '' && accountType !== '',
  });

export const markNotificationsRead = (userId: string, notificationIds: string[]) =>
  execute(markReadDocument, { userId, notificationIds }).then((data) => data.markAdminNotificationsAsRead);

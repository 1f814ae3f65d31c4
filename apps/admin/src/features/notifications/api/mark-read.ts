import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const markReadDocument = graphql(`
  mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {
    markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {
      notificationId
      readDatetime
    }
  }
`);

/** Spec 000 §2: marks notifications read (the menu's code: not in the shell). */
export const markNotificationsRead = (userId: string, notificationIds: string[]) =>
  execute(markReadDocument, { userId, notificationIds }).then((data) => data.markAdminNotificationsAsRead);

import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import { hasFlag, type UserState } from '../../../state/user-state';

// The header's notifications query without TanStack Query: the menu's atom (api/notifications.ts) and the
// shell's early requests (app/shell/shell-requests.ts) share its key, parameters and fetch.

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

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsKey = (userId: string, accountType: string) => [...NOTIFICATIONS_KEY, userId, accountType] as const;

export const fetchNotifications = (userId: string, accountType: string) =>
  execute(notificationsDocument, { userId, accountType }).then((data) => data.getAdminNotifications);

/** Spec 000 §2: the header shows notifications only with enable_admin_notifications or as_qa; staff acting as themselves have no account type. */
export const showsNotifications = (user: UserState) =>
  (hasFlag(user, 'enable_admin_notifications') || hasFlag(user, 'as_qa')) && !user.internalAdmin;

/** The signed-in user and the selected account's type: the audience rule applies to it (spec 000 §5). */
export function notificationParamsOf(user: UserState | null): { userId: string; accountType: string } {
  if (!user || user.internalAdmin) return { userId: '', accountType: '' };
  const type = user.accountType;
  return { userId: user.userId, accountType: type === 'individual' ? '' : type };
}

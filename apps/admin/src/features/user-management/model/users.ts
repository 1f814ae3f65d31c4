import { formatNumber, formatUtcDate } from '@console/rules/format';
import { ACCESS_EXTENSION_DAYS, isExpiringSoon, userStatus, type UserStatus } from '@console/rules/users';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';
import type { PairedUser } from '../api/users';

/** Spec 000 §6: displayed admin role names. */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
  ADMINISTRATOR: 'Administrator',
  ARTSTOR_INS_ADMIN: 'Artstor Administrator',
  SHARED_ARTSTOR_ADMIN: 'Shared Artstor Administrator',
};

export const DOES_NOT_EXPIRE = 'Does not expire';

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** What one table row shows. */
export interface UserRow {
  email: string;
  status: UserStatus;
  isAdmin: boolean;
  /** ISO end of access, or null (admins: "Does not expire"; others: none recorded). */
  expiration: string | null;
  expiringSoon: boolean;
  roleName: string | null;
  lastLogIn: string | null;
}

/**
 * A paired user as the table shows them: the latest end of access over the profiles read (one that does not
 * expire wins), the status by the spec's rule, the expiring-soon warning under 14 days.
 */
export function toUserRow(user: PairedUser, now: Date): UserRow {
  const roles = [...new Set(user.profiles.flatMap((profile) => profile.roles.map((role) => role.name)))];
  const isAdmin = roles.length > 0;
  let expiration: string | null = null;
  let open = false;
  for (const profile of user.profiles) {
    if (profile.expirationDateTime === null || profile.expirationDateTime === undefined) open = true;
    else if (expiration === null || Date.parse(profile.expirationDateTime) > Date.parse(expiration))
      expiration = profile.expirationDateTime;
  }
  if (open && user.profiles.length > 0) expiration = null;
  const status = userStatus({ status: user.status, expiration, isAdmin }, now);
  return {
    email: user.email,
    status,
    isAdmin,
    expiration,
    expiringSoon: status !== 'Expired' && isExpiringSoon(expiration, now),
    roleName: roles.map((role) => ROLE_NAMES[role] ?? role)[0] ?? null,
    lastLogIn: user.latestAuthenticatedDateTime ?? null,
  };
}

export type AccessAction = 'extend' | 'expire' | 'addAdmin' | 'resend' | 'restore';

/**
 * Spec 000 §4 and §6: extend and expire (expire hidden for expired users); resend only for invited users;
 * with user_management_add_admin_permission, admin rows have no actions at all and others are offered
 * "Grant admin permissions". Admins do not expire, so they are never offered an extension; an admin whose access
 * was expired is offered "Restore admin access" (the gateway's extend restores no end of access). The gateway
 * applies the same rule (issue 30).
 */
export function actionsFor(row: Pick<UserRow, 'status' | 'isAdmin'>, canGrantAdmin: boolean): AccessAction[] {
  if (canGrantAdmin && row.isAdmin) return [];
  const actions: AccessAction[] = [];
  if (!row.isAdmin) actions.push('extend');
  else if (row.status === 'Expired') actions.push('restore');
  if (row.status !== 'Expired') actions.push('expire');
  if (canGrantAdmin) actions.push('addAdmin');
  if (row.status === 'Invited') actions.push('resend');
  return actions;
}

export const ACTION_LABELS: Readonly<Record<AccessAction, string>> = {
  extend: 'Extend access',
  expire: 'Expire access',
  addAdmin: 'Grant admin permissions',
  resend: 'Resend invitation',
  restore: 'Restore admin access',
};

/** The confirmation modal of each action (the spec names the modals, not their words). */
export function confirmationOf(
  action: AccessAction,
  email: string,
  institution: string,
): { header: string; text: string; danger: boolean } {
  switch (action) {
    case 'extend':
      return { header: 'Extend access', text: `Extend access for ${email} to ${ACCESS_EXTENSION_DAYS} days from today?`, danger: false };
    case 'expire':
      return { header: 'Expire access', text: `${email} will lose access to ${institution}'s content now.`, danger: true };
    case 'addAdmin':
      return {
        header: 'Grant admin permissions',
        text: `${email} will be able to manage users and settings of ${institution} in the admin console. Admin access does not expire.`,
        danger: false,
      };
    case 'resend':
      return { header: 'Resend invitation', text: `Send the invitation to ${email} again?`, danger: false };
    case 'restore':
      return {
        header: 'Restore admin access',
        text: `${email} will have access to ${institution}'s content again. Admin access does not expire.`,
        danger: false,
      };
  }
}

/** Spec 000 §8: the toasts of the access actions. */
export function successToast(action: AccessAction, email: string): string {
  switch (action) {
    case 'extend':
      return `Access for ${email} was extended to ${ACCESS_EXTENSION_DAYS} days`;
    case 'expire':
      return `Access for ${email} was expired`;
    case 'addAdmin':
      return `Admin access for ${email} was granted`;
    case 'resend':
      return 'Your invitation has been resent';
    case 'restore':
      return `Admin access for ${email} was restored`;
  }
}

export function failureToast(action: AccessAction, email: string): string {
  switch (action) {
    case 'extend':
    case 'expire':
      return `We are unable to ${action} access for ${email}, please try again or contact support`;
    case 'addAdmin':
      return `We are unable to grant admin access for ${email}, please try again or contact support`;
    case 'resend':
      return GENERIC_FAILURE;
    case 'restore':
      return `We are unable to restore admin access for ${email}, please try again or contact support`;
  }
}

export const USERS_ADDED_TOAST = 'The users you entered were successfully added';
export const DATA_DOWNLOAD_TOAST = 'A link to your user data will be sent to your associated email within the hour';
export const NO_USERS_TEXT = 'You have no users paired with your institution.';
export const NOT_FOUND_TEXT = "User's email address not found.";
export const EMPTY_ROW_TEXT = 'Users you add will display here';

export const countHeading = (count: number): string => `${formatNumber(count)} Active and invited users`;

export const formatDate = (iso: string): string => formatUtcDate(new Date(iso));

/** Whole days from now to the end of access (at least 1 while it has not ended). */
export function daysLeft(expiration: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(expiration) - now.getTime()) / 86_400_000));
}

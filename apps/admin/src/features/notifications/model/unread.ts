// What the header's bell needs (it is in the shell's code; the rest of the model loads with the menu).

/** Spec 000 §5: shown only when the audience (comma-separated account types) includes the current type, case-insensitively. */
export function isForAccountType(audience: string, accountType: string): boolean {
  const type = accountType.trim().toLowerCase();
  return audience.split(',').some((entry) => entry.trim().toLowerCase() === type);
}

export const isUnread = (notification: { readDatetime?: string | null }): boolean => !notification.readDatetime;

/** The bell's accessible name carries the unread state (not only its colour). */
export const bellLabel = (unread: number): string => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

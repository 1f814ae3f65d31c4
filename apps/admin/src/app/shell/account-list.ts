import type { AdminListEntry } from '../../state/user-state';

/**
 * Up to this many accounts, ACCOUNTS is a native select (every option in the page, the browser's own
 * type-ahead). Above it (an agent administrator's thousands of child institutions) every option would be an
 * element of the page: ACCOUNTS becomes a filterable combobox whose list renders only the rows on screen.
 */
export const LONG_ACCOUNT_LIST = 500;

export const isLongAccountList = (adminList: readonly AdminListEntry[]): boolean => adminList.length > LONG_ACCOUNT_LIST;

/** The combobox's options: the account's name, matched by its site code too. */
export function accountOptions(adminList: readonly AdminListEntry[]): Array<{ value: string; label: string; keywords: string[] }> {
  return adminList.map((entry) => ({ value: entry.siteCode, label: entry.name, keywords: [entry.siteCode] }));
}

import { LONG_ACCOUNT_LIST } from '@console/rules/accounts';
import type { AdminListEntry } from '../../state/user-state';
import type AccountCombobox from './account-combobox';

/**
 * Up to LONG_ACCOUNT_LIST accounts, ACCOUNTS is a native select (every option in the page, the browser's own
 * type-ahead). Above it (an agent administrator's thousands of child institutions) every option would be an
 * element of the page: ACCOUNTS becomes a filterable combobox whose list renders only the rows on screen. It takes
 * the user's `accountCount`: the page of such a list carries only its first account, and the rest comes later.
 */
export { LONG_ACCOUNT_LIST };

export const isLongAccountList = (accountCount: number): boolean => accountCount > LONG_ACCOUNT_LIST;

let loadedAccountComboboxComponent: typeof AccountCombobox | null = null;

/**
 * The combobox's code (its own chunk: only users with a long list load it). The boot (app/boot.tsx) asks for it
 * with the shell's code when the list is long, and the header (header.tsx) then renders the component it keeps
 * here, without React.lazy: a lazy component suspends on its first render even when its code is in, and outside a
 * transition React commits the fallback and shows the component only 300 ms later (its throttle), which moved the
 * page below the header (Lighthouse, agent@demo.edu with DEMO_DATA=large at 412 px: CLS 0.094).
 */
export const loadAccountCombobox = (): Promise<{ default: typeof AccountCombobox }> =>
  import('./account-combobox').then((module) => {
    loadedAccountComboboxComponent = module.default;
    return module;
  });

/** The combobox's component once its code has loaded (loadAccountCombobox), else null. */
export const loadedAccountCombobox = () => loadedAccountComboboxComponent;

/** The combobox's options: the account's name, matched by its site code too. */
export function accountOptions(adminList: readonly AdminListEntry[]): Array<{ value: string; label: string; keywords: string[] }> {
  return adminList.map((entry) => ({ value: entry.siteCode, label: entry.name, keywords: [entry.siteCode] }));
}

import { describe, expect, it } from 'vitest';
import type { AdminListEntry } from '../../state/user-state';
import AccountCombobox from './account-combobox';
import { accountOptions, isLongAccountList, loadAccountCombobox, loadedAccountCombobox, LONG_ACCOUNT_LIST } from './account-list';

const entries = (count: number): AdminListEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Institution ${index}`,
    siteCode: `site${index}`,
    externalId: String(index),
    accountType: 'Institution',
  }));

describe('ACCOUNTS for long lists', () => {
  it('stays a native select up to 500 accounts (the demo agent has 401) and is a combobox above', () => {
    expect(isLongAccountList(401)).toBe(false);
    expect(isLongAccountList(LONG_ACCOUNT_LIST)).toBe(false);
    expect(isLongAccountList(LONG_ACCOUNT_LIST + 1)).toBe(true);
    expect(isLongAccountList(5001)).toBe(true);
  });

  it('offers each account by name, found by its site code too', () => {
    expect(accountOptions(entries(2))).toEqual([
      { value: 'site0', label: 'Institution 0', keywords: ['site0'] },
      { value: 'site1', label: 'Institution 1', keywords: ['site1'] },
    ]);
  });

  it('keeps the combobox once its code is in, for the header to render it without a lazy fallback', async () => {
    // The boot loads it with the shell's code (app/boot.tsx); until then the header's lazy component is used.
    expect(loadedAccountCombobox()).toBeNull();
    const module = await loadAccountCombobox();
    expect(module.default).toBe(AccountCombobox);
    expect(loadedAccountCombobox()).toBe(AccountCombobox);
  });
});

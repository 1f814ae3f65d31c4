import { describe, expect, it } from 'vitest';
import type { AdminListEntry } from '../../state/user-state';
import { accountOptions, isLongAccountList, LONG_ACCOUNT_LIST } from './account-list';

const entries = (count: number): AdminListEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Institution ${index}`,
    siteCode: `site${index}`,
    externalId: String(index),
    accountType: 'Institution',
  }));

describe('ACCOUNTS for long lists', () => {
  it('stays a native select up to 500 accounts (the demo agent has 401) and is a combobox above', () => {
    expect(isLongAccountList(entries(401))).toBe(false);
    expect(isLongAccountList(entries(LONG_ACCOUNT_LIST))).toBe(false);
    expect(isLongAccountList(entries(LONG_ACCOUNT_LIST + 1))).toBe(true);
    expect(isLongAccountList(entries(5001))).toBe(true);
  });

  it('offers each account by name, found by its site code too', () => {
    expect(accountOptions(entries(2))).toEqual([
      { value: 'site0', label: 'Institution 0', keywords: ['site0'] },
      { value: 'site1', label: 'Institution 1', keywords: ['site1'] },
    ]);
  });
});

import { Combobox } from '@console/ui';
import { useMemo } from 'react';
import type { AdminListEntry } from '../../state/user-state';
import { accountOptions } from './account-list';

export interface AccountComboboxProps {
  adminList: readonly AdminListEntry[];
  /** Site code of the selected account. */
  value: string;
  onSelect: (siteCode: string) => void;
}

/**
 * ACCOUNTS for long lists (account-list.ts): type part of a name or a site code to filter; the list is
 * virtualised, so thousands of accounts keep the page small. Its own chunk: only such users load it.
 */
export default function AccountCombobox({ adminList, value, onSelect }: AccountComboboxProps) {
  const options = useMemo(() => accountOptions(adminList), [adminList]);
  return (
    <Combobox
      label="ACCOUNTS"
      options={options}
      value={value}
      onValueChange={(next) => {
        if (next !== null && next !== value) onSelect(next);
      }}
      toggleLabel="Show all accounts"
      className="w-72 flex-row items-center gap-2 *:mt-0 max-[700px]:w-full [&_[data-slot=field-label]]:text-xs [&_[data-slot=field-label]]:tracking-wide [&_[data-slot=field-label]]:text-muted"
    />
  );
}

import { Combobox } from '@console/ui';
import { useMemo } from 'react';
import type { AdminListEntry } from '../../state/user-state';
import { accountOptions } from './account-list';

export interface AccountComboboxProps {
  adminList: readonly AdminListEntry[];
  /** Site code of the selected account. */
  value: string;
  onSelect: (siteCode: string) => void;
  /** The list holds only the first accounts of a long list, the rest is on its way: said in the list and announced. */
  loading?: boolean;
  /** Why the rest of the list could not be read (shown under ACCOUNTS; the accounts already listed stay usable). */
  error?: string;
  /** Called when ACCOUNTS receives focus. */
  onFocus?: () => void;
}

/**
 * ACCOUNTS for long lists (account-list.ts): type part of a name or a site code to filter; the list is
 * virtualised, so thousands of accounts keep the page small. Its own chunk: only such users load it.
 */
export default function AccountCombobox({ adminList, value, onSelect, loading = false, error, onFocus }: AccountComboboxProps) {
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
      loading={loading}
      loadingText="Loading accounts…"
      error={error}
      onFocus={onFocus}
      // The label beside the input; an error (the rest of the list could not be read) on a line of its own under both.
      className="w-72 flex-row flex-wrap items-center gap-x-2 gap-y-1 *:mt-0 max-[700px]:w-full [&>.relative]:min-w-0 [&>.relative]:flex-1 [&_[data-slot=field-error]]:basis-full [&_[data-slot=field-label]]:text-xs [&_[data-slot=field-label]]:tracking-wide [&_[data-slot=field-label]]:text-muted"
    />
  );
}

import { useId } from 'react';
import type { AdminListEntry } from '../../../state/user-state';

export interface InstitutionPickerProps {
  institutions: readonly AdminListEntry[];
  value: string;
  onChange: (siteCode: string) => void;
}

/** The page's own institution choice (ACCOUNTS is hidden on the EBA page, spec 000 §2): a native select, as ACCOUNTS is. */
export function InstitutionPicker({ institutions, value, onChange }: InstitutionPickerProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Institution
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-target w-full max-w-md rounded border border-line bg-surface px-2 py-1 text-ink"
      >
        {institutions.map((entry) => (
          <option key={entry.siteCode} value={entry.siteCode}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}

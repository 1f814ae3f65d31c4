import { Checkbox, Combobox, type ComboboxOption } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { siteSearchCodeAtom, siteSearchResultsAtom } from '../atoms/reports-atoms';
import { siteSearchCode, siteSuggestions, type FoundAccount } from '../model/site-search';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

export interface SiteCodeSearchProps {
  /** Publisher reports list publishers; the other reports filter them out (spec 001 §2). */
  publisherReports: boolean;
  /** The chosen account's site code, or null. */
  value: string | null;
  onChange: (account: FoundAccount | null) => void;
  error?: string | undefined;
  /** Receives the input, so an invalid submit can focus it. */
  inputRef?: (element: HTMLElement | null) => void;
}

/**
 * The internal admins' account selector of the create-report wizard (spec 001 §2): an autocomplete on site
 * code from 3 characters, with a wildcard unless Exact match is ticked, at most 5 suggestions.
 */
export function SiteCodeSearch({ publisherReports, value, onChange, error, inputRef }: SiteCodeSearchProps) {
  const [input, setInput] = useState('');
  const [exact, setExact] = useState(false);
  const setCode = useSetAtom(siteSearchCodeAtom);
  const results = useAtomValue(siteSearchResultsAtom);

  useEffect(() => {
    const timer = setTimeout(() => setCode(siteSearchCode(input, exact)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, exact, setCode]);
  // A new wizard starts a new search.
  useEffect(() => () => setCode(null), [setCode]);

  const found = useMemo(() => siteSuggestions(results.data ?? [], publisherReports), [results.data, publisherReports]);
  const options = useMemo<ComboboxOption[]>(
    () => found.map((account) => ({ value: account.code, label: account.name, description: `${account.code} · ${account.type}` })),
    [found],
  );

  return (
    <div className="flex flex-col gap-2" ref={(element) => inputRef?.(element?.querySelector('input') ?? null)}>
      <Combobox
        label="Site code"
        description="At least 3 characters. Codes starting with what you type are found unless you ask for an exact match."
        required
        error={error}
        options={options}
        value={value}
        onValueChange={(code) => onChange(found.find((account) => account.code === code) ?? null)}
        onInputChange={setInput}
        minInputLength={3}
        maxSuggestions={5}
        filter={false}
        loading={results.isFetching}
        emptyText={results.isError ? 'The search failed. Please try again.' : 'No accounts found'}
        placeholder="Type a site code"
      />
      <Checkbox label="Exact match" checked={exact} onCheckedChange={(checked) => setExact(checked === true)} />
    </div>
  );
}

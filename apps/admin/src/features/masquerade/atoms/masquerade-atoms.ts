import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { ACCOUNT_SEARCH_MAX_RESULTS } from '../../../config/constants';
import { refetchSession } from '../../../state/session';
import { searchAccounts, startMasquerade } from '../api/masquerade';

export interface AccountSearch {
  /** The code sent to the gateway (with the wildcard, spec 001 §2). */
  code: string;
  /** What the user typed, for "Unable to find institution {input}". */
  input: string;
}

const accountSearchKey = (code: string) => ['accounts', 'search', code] as const;

/** The search the staff member asked for last; null before the first one. */
export const accountSearchAtom = atom<AccountSearch | null>(null);

/** The accounts found for accountSearchAtom: an on-demand lookup, so a plain (not suspense) query atom. */
export const accountSearchResultsAtom = atomWithQuery((get) => {
  const search = get(accountSearchAtom);
  return {
    queryKey: accountSearchKey(search?.code ?? ''),
    queryFn: async () => (await searchAccounts(search?.code ?? '')).slice(0, ACCOUNT_SEARCH_MAX_RESULTS),
    enabled: search !== null,
    // A failed search is answered at once; asking again is one click.
    retry: false,
    staleTime: 0,
  };
});

/** Runs a search; the same search again asks the gateway again (its key does not change, so invalidate). */
export const searchAccountsAtom = atom(null, (get, set, search: AccountSearch) => {
  if (get(accountSearchAtom)?.code === search.code)
    void get(queryClientAtom).invalidateQueries({ queryKey: accountSearchKey(search.code) });
  set(accountSearchAtom, search);
});

/** Starts acting as the account with this site code; pending until the new session is read. */
export const startMasqueradeAtom = atomWithMutation((get) => {
  const client = get(queryClientAtom);
  return {
    mutationKey: ['session', 'start-masquerade'],
    mutationFn: (siteCode: string) => startMasquerade(siteCode),
    onSuccess: () => refetchSession(client),
  };
});

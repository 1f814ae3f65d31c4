import { atom } from 'jotai';
import { atomWithSuspenseQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { almaTokenOptions } from '../api/alma-linking';

export const almaSiteCodeAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user.selectedInstitution : '';
});

/**
 * Whether the selected account has an Institution Token Id to show: only an institution does (the token is its
 * holdings', and a consortium holds none: the gateway refuses its holdings summary). For another account the page
 * says so instead of asking (a refused request would show the page's load error).
 */
export const almaHasTokenAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' && state.user.accountType === 'institution';
});

export const almaTokenAtom = atomWithSuspenseQuery((get) => almaTokenOptions(get(almaSiteCodeAtom)));

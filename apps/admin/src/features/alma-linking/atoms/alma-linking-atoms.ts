import { atom } from 'jotai';
import { atomWithSuspenseQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { almaTokenOptions } from '../api/alma-linking';

export const almaSiteCodeAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user.selectedInstitution : '';
});

export const almaTokenAtom = atomWithSuspenseQuery((get) => almaTokenOptions(get(almaSiteCodeAtom)));

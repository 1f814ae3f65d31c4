import { atom } from 'jotai';
import { atomWithSuspenseQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { holdingsSummaryOptions } from '../api/holdings';

/** The selected institution's site code ('' when none). */
export const holdingsSiteCodeAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user.selectedInstitution : '';
});

export const holdingsSummaryAtom = atomWithSuspenseQuery((get) => holdingsSummaryOptions(get(holdingsSiteCodeAtom)));

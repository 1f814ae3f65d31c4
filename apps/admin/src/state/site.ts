import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { userStateAtom } from './session';
import {
  collectionsSiteCodeOf,
  ebaParticipationKey,
  ebaSiteCodesOf,
  fetchEbaParticipation,
  fetchSiteCollections,
  siteCollectionsKey,
} from './shell-queries';
import type { UserState } from './user-state';

/** The signed-in admin, or null. */
const adminUserAtom = atom((get): UserState | null => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user : null;
});

/** ebaSiteCodesOf, of the signed-in admin. */
const ownSiteCodesAtom = atom((get): string[] => ebaSiteCodesOf(get(adminUserAtom)));

/** EBA participation of the user's accounts (spec 001 §7 "EBA participant status"). */
export const ebaParticipationAtom = atomWithQuery((get) => {
  const siteCodes = get(ownSiteCodesAtom);
  return {
    queryKey: ebaParticipationKey(siteCodes),
    queryFn: () => fetchEbaParticipation(siteCodes),
    enabled: siteCodes.length > 0,
    staleTime: 5 * 60_000,
  };
});

/** Whether any of the user's accounts takes part in EBA; undefined while that is not known yet. */
export const isEbaParticipantAtom = atom((get): boolean | undefined => {
  if (get(ownSiteCodesAtom).length === 0) return false;
  const result = get(ebaParticipationAtom);
  if (result.isError) return false;
  return result.data ? result.data.ebaParticipantStatus.some((status) => status.isParticipant) : undefined;
});

/** Collections available to the selected site (the Collections Usage menu rule, spec 000 §2). */
export const siteCollectionsAtom = atomWithQuery((get) => {
  const siteCode = collectionsSiteCodeOf(get(adminUserAtom));
  return {
    queryKey: siteCollectionsKey(siteCode),
    queryFn: () => fetchSiteCollections(siteCode),
    enabled: siteCode !== '',
    staleTime: 5 * 60_000,
  };
});

export const hasCollectionsAtom = atom((get): boolean | undefined => {
  const result = get(siteCollectionsAtom);
  if (result.isError) return false;
  return result.data ? result.data.ccuDashboardData.collections.length > 0 : undefined;
});

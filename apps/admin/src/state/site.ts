import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { execute } from '../lib/graphql-client';
import { ebaParticipantStatusDocument, siteCollectionsDocument } from './session-api';
import { userStateAtom } from './session';

const adminUserAtom = atom((get) => {
  const state = get(userStateAtom);
  if (state instanceof Promise) return state.then((s) => (s.kind === 'admin' ? s.user : null));
  return state.kind === 'admin' ? state.user : null;
});

/** Site codes of the user's own admin profiles (agent children are not EBA candidates of the user). */
const ownSiteCodesAtom = atom(async (get) => {
  const user = await get(adminUserAtom);
  if (!user || user.internalAdmin) return [];
  return user.adminList.filter((entry) => entry.siteCode && !user.agentAccountIds.includes(entry.externalId)).map((e) => e.siteCode).slice(0, 100);
});

/** EBA participation of the user's accounts (spec 001 §7 "EBA participant status"). */
export const ebaParticipationAtom = atomWithQuery((get) => {
  const codes = get(ownSiteCodesAtom);
  const siteCodes = codes instanceof Promise ? [] : codes;
  return {
    queryKey: ['eba', 'participant-status', siteCodes],
    queryFn: () => execute(ebaParticipantStatusDocument, { siteCodes }),
    enabled: siteCodes.length > 0,
    staleTime: 5 * 60_000,
  };
});

/** Whether any of the user's accounts takes part in EBA; undefined while unknown. */
export const isEbaParticipantAtom = atom((get) => {
  const result = get(ebaParticipationAtom);
  if (result.isError) return false;
  if (!result.data) return result.isPending && result.fetchStatus === 'idle' ? false : undefined;
  return result.data.ebaParticipantStatus.some((status) => status.isParticipant);
});

/** Collections available to the selected site (the Collections Usage menu rule, spec 000 §2). */
export const siteCollectionsAtom = atomWithQuery((get) => {
  const user = get(adminUserAtom);
  const siteCode = user instanceof Promise || !user || user.internalAdmin ? '' : user.selectedInstitution;
  return {
    queryKey: ['collections', 'available', siteCode],
    queryFn: () => execute(siteCollectionsDocument, { siteCode }),
    enabled: siteCode !== '',
    staleTime: 5 * 60_000,
  };
});

export const hasCollectionsAtom = atom((get) => {
  const result = get(siteCollectionsAtom);
  if (result.isError) return false;
  return result.data ? result.data.ccuDashboardData.collections.length > 0 : undefined;
});

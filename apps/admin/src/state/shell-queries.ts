import { execute } from '../lib/graphql-client';
import { ebaParticipantStatusDocument, siteCollectionsDocument } from './session-api';
import type { UserState } from './user-state';

// The shell's own queries (side navigation), without TanStack Query or Jotai: the atoms of state/site.ts read
// them, and the boot and the router start them with a route's early requests (app/shell/shell-requests.ts),
// under the same keys, so the shell finds them in the cache rather than asking once it has rendered.

/** Site codes of the user's own admin profiles (agent children are not the user's EBA candidates). */
export function ebaSiteCodesOf(user: UserState | null): string[] {
  if (!user || user.internalAdmin) return [];
  return user.adminList
    .filter((entry) => entry.siteCode && !entry.viaAgency && !user.agentAccountIds.includes(entry.externalId))
    .map((entry) => entry.siteCode)
    .slice(0, 100);
}

export const ebaParticipationKey = (siteCodes: readonly string[]) => ['eba', 'participant-status', siteCodes] as const;

export const fetchEbaParticipation = (siteCodes: string[]) => execute(ebaParticipantStatusDocument, { siteCodes });

/** The site whose collections decide the Collections Usage entry ('' for staff acting as themselves: none). */
export function collectionsSiteCodeOf(user: UserState | null): string {
  return !user || user.internalAdmin ? '' : user.selectedInstitution;
}

export const siteCollectionsKey = (siteCode: string) => ['collections', 'available', siteCode] as const;

export const fetchSiteCollections = (siteCode: string) => execute(siteCollectionsDocument, { siteCode });

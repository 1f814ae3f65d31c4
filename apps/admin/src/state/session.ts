import { atom, type Getter } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomWithQuery, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { AGENT_ADMIN_ROLE } from '../config/constants';
import { execute } from '../lib/graphql-client';
import { writeSignedInHint } from '../lib/signed-in-hint';
import { childInstitutionsDocument, endMasqueradeDocument, logOutDocument } from './session-api';
import { appConfigQueryOptions, sessionQueryOptions } from './session-queries';
import { buildUserState, type UserStateResult } from './user-state';
import type { SessionQuery } from '@console/graphql/client';

export const sessionAtom = atomWithSuspenseQuery(() => sessionQueryOptions);
export const appConfigAtom = atomWithSuspenseQuery(() => appConfigQueryOptions);

/** The provider's display name ({provider} in product copy). */
export const providerNameAtom = atom((get) => {
  const result = get(appConfigAtom);
  return result instanceof Promise
    ? result.then((r) => r.data.appConfig.providerName)
    : result.data.appConfig.providerName;
});

/** The account the user chose in the ACCOUNTS dropdown; kept for the browser tab's life. */
export const selectedSiteCodeAtom = atomWithStorage<string | null>(
  'admin.selectedInstitution',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

function agentAccountIds(data: SessionQuery): string[] {
  const profiles = data.session?.authenticatedProfiles ?? [];
  return [...new Set(profiles.filter((p) => p.role === AGENT_ADMIN_ROLE).map((p) => p.externalId))];
}

/** Child institutions of the agent accounts the user administers (spec 000 §1), merged into ACCOUNTS. */
export const agentChildrenAtom = atomWithQuery((get) => {
  const session = get(sessionAtom);
  const ids = session instanceof Promise ? [] : agentAccountIds(session.data);
  return {
    queryKey: ['accounts', 'agent-children', ids],
    queryFn: async () => {
      const lists = await Promise.all(ids.map((accountId) => execute(childInstitutionsDocument, { accountId })));
      return lists.flatMap((list) => list.childInstitutions);
    },
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  };
});

function build(data: SessionQuery, get: Getter): UserStateResult {
  return buildUserState(data, {
    selectedSiteCode: get(selectedSiteCodeAtom),
    childInstitutions: get(agentChildrenAtom).data ?? [],
  });
}

/**
 * The signed-in user (spec 000 §3 "User state"). Synchronous once the session is cached, so choosing
 * another account re-renders without suspending the whole shell.
 */
export const userStateAtom = atom<UserStateResult | Promise<UserStateResult>>((get) => {
  const session = get(sessionAtom);
  return session instanceof Promise ? session.then((r) => build(r.data, get)) : build(session.data, get);
});

/** Refetches the session (after login, logout or a masquerade change) and waits for it. */
export const refreshSessionAtom = atom(null, async (get) => {
  const client = get(queryClientAtom);
  await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
});

/**
 * After the signed-in identity changed (logout, end of masquerade): forget the account choice and every
 * cached answer but the session and the app settings, then read the session again.
 */
const startOverAtom = atom(null, async (get, set) => {
  set(selectedSiteCodeAtom, null);
  get(queryClientAtom).removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'app-config' });
  await set(refreshSessionAtom);
});

/** Ends the session on the server, then forgets everything cached for the user. */
export const logOutAtom = atom(null, async (_get, set) => {
  await execute(logOutDocument);
  writeSignedInHint(false);
  await set(startOverAtom);
});

export const endMasqueradeAtom = atom(null, async (_get, set) => {
  await execute(endMasqueradeDocument);
  await set(startOverAtom);
});

export const selectInstitutionAtom = atom(null, (_get, set, siteCode: string) => {
  set(selectedSiteCodeAtom, siteCode);
});

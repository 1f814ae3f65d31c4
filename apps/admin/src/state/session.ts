import type { QueryClient } from '@tanstack/react-query';
import { atom, type Getter } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET, unwrap } from 'jotai/utils';
import { atomWithMutation, atomWithQuery, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { execute } from '../lib/graphql-client';
import { LOG_OUT_MUTATION_KEY } from '../lib/session-ended';
import { writeSignedInHint } from '../lib/signed-in-hint';
import { endMasqueradeDocument, fetchAgentChildren, logOutDocument } from './session-api';
import { appConfigQueryOptions, sessionQueryOptions } from './session-queries';
import {
  agentAccountIdsOf,
  agentChildrenKey,
  agentChildrenPreviewKey,
  buildUserState,
  SELECTED_INSTITUTION_KEY,
  storeSelectedChild,
  type AgentChildren,
  type UserStateResult,
} from './user-state';
import type { SessionQuery } from '@console/graphql/client';

export const sessionAtom = atomWithSuspenseQuery(() => sessionQueryOptions);
export const appConfigAtom = atomWithSuspenseQuery(() => appConfigQueryOptions);

// The boot (and StoryApp) put both answers in the QueryClient before anything renders, and they are only
// ever refetched in place, so these query atoms hold a value, never a promise: unwrap makes that synchronous.
const sessionResultAtom = unwrap(sessionAtom);
const appConfigResultAtom = unwrap(appConfigAtom);

function present<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The ${name} query was read before the boot filled it.`);
  return value;
}

/** The session answer (session and flags), synchronous: see above. */
export const sessionDataAtom = atom((get) => present(get(sessionResultAtom), 'session').data);

/** The provider's display name ({provider} in product copy). */
export const providerNameAtom = atom((get) => present(get(appConfigResultAtom), 'app-config').data.appConfig.providerName);

/** The account the user chose in the ACCOUNTS dropdown; kept for the browser tab's life. */
export const selectedSiteCodeAtom = atomWithStorage<string | null>(
  SELECTED_INSTITUTION_KEY,
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/**
 * Whether the whole list of an agent's child institutions is wanted now. The page of a long list carries only the
 * first by name (and the tab's stored choice), so the page paints without the rest (about 0.25 s and 70 ms of
 * parsing on a phone for 5,000 institutions): the list is asked for once the page's own requests are done and it
 * is idle, or at once when the user goes to ACCOUNTS (useWholeAccountList).
 */
export const wholeAccountListWantedAtom = atom(false);

/** The part of a long list of child institutions the page carried (the boot keeps it in the QueryClient), if any. */
const agentChildrenPreviewAtom = atom((get): AgentChildren | undefined =>
  get(queryClientAtom).getQueryData<AgentChildren>(agentChildrenPreviewKey(agentAccountIdsOf(get(sessionDataAtom)))),
);

/** Child institutions of the agent accounts the user administers (spec 000 §1), merged into ACCOUNTS. */
export const agentChildrenAtom = atomWithQuery((get) => {
  const ids = agentAccountIdsOf(get(sessionDataAtom));
  const partial = get(agentChildrenPreviewAtom) !== undefined;
  return {
    queryKey: agentChildrenKey(ids),
    queryFn: () => fetchAgentChildren(ids),
    enabled: ids.length > 0 && (!partial || get(wholeAccountListWantedAtom)),
    staleTime: 10 * 60_000,
  };
});

function build(data: SessionQuery, get: Getter): UserStateResult {
  const whole = get(agentChildrenAtom).data;
  const preview = whole ? undefined : get(agentChildrenPreviewAtom);
  return buildUserState(data, {
    selectedSiteCode: () => get(selectedSiteCodeAtom),
    childInstitutions: whole ?? preview?.entries ?? [],
    childInstitutionCount: preview?.count,
  });
}

/**
 * The signed-in user (spec 000 §3 "User state"). Synchronous, so choosing another account re-renders
 * without suspending the whole shell.
 */
export const userStateAtom = atom((get): UserStateResult => build(get(sessionDataAtom), get));

/** Reads the session again (after login, logout or a masquerade change) and waits for it. */
export function refetchSession(client: QueryClient): Promise<unknown> {
  return client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** Refetches the session (after login) and waits for it. */
export const refreshSessionAtom = atom(null, async (get) => {
  await refetchSession(get(queryClientAtom));
});

/**
 * After the signed-in identity changed (logout, end of masquerade): forget every cached answer but the
 * session and the app settings, then read the session again.
 */
async function startOver(client: QueryClient): Promise<void> {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'app-config' });
  await refetchSession(client);
}

/**
 * Ends the session on the server, then forgets everything cached for the user. The mutation stays
 * pending until the fresh (anonymous) session is read, so the button is busy for the whole change.
 */
export const logOutAtom = atomWithMutation((get) => {
  const client = get(queryClientAtom);
  return {
    mutationKey: LOG_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await execute(logOutDocument);
      writeSignedInHint(false);
    },
    onSuccess: () => startOver(client),
  };
});

/** Ends a masquerade: staff are themselves again, with nothing cached from the account they acted for. */
export const endMasqueradeAtom = atomWithMutation((get) => {
  const client = get(queryClientAtom);
  return {
    mutationKey: ['session', 'end-masquerade'],
    mutationFn: async () => {
      await execute(endMasqueradeDocument);
    },
    onSuccess: () => startOver(client),
  };
});

/** The account choice belongs to the identity that made it: forgotten after logout or a masquerade change. */
export const forgetSelectedInstitutionAtom = atom(null, (_get, set) => {
  set(selectedSiteCodeAtom, RESET);
  storeSelectedChild(null);
});

/** Chooses an account in ACCOUNTS; a child institution is kept with it (user-state.ts, SELECTED_CHILD_KEY). */
export const selectInstitutionAtom = atom(null, (get, set, siteCode: string) => {
  const state = get(userStateAtom);
  set(selectedSiteCodeAtom, siteCode);
  storeSelectedChild(state.kind === 'admin' ? (state.user.adminList.find((entry) => entry.siteCode === siteCode) ?? null) : null);
});

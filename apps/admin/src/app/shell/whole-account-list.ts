import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { forgetSelectedInstitutionAtom, wholeAccountListWantedAtom } from '../../state/session';
import { isStaleChoice, readStoredSelection, type UserState } from '../../state/user-state';

/** The longest the list waits for the page's own requests (a slow network, a query that keeps polling). */
export const WHOLE_LIST_WAIT_MS = 5_000;

/**
 * Calls `done` once the page has painted, some query has answered and none is being fetched (what it starts does not
 * share the network with the data the page shows) and the main thread is idle; at the latest after `maxWaitMs`.
 * Returns a cancel. "Some query has answered": after a guard's redirect the first frame can come before the next
 * route has asked for anything, and nothing fetching then does not mean the page's data is in.
 */
export function whenPageSettled(client: QueryClient, done: () => void, maxWaitMs = WHOLE_LIST_WAIT_MS): () => void {
  let finished = false;
  let cancelIdle: (() => void) | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    cleanUp();
    done();
  };
  const answered = () =>
    client
      .getQueryCache()
      .getAll()
      .some(({ state }) => state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0);
  const check = () => {
    if (finished || cancelIdle || client.isFetching() > 0 || !answered()) return;
    cancelIdle = whenIdle(finish);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    // A query started again while the idle callback waited: wait for it too.
    if (cancelIdle && client.isFetching() > 0) {
      cancelIdle();
      cancelIdle = undefined;
    }
    check();
  });
  // After the next frame: the first paint comes before the list.
  const frame = window.requestAnimationFrame(() => window.setTimeout(check, 0));
  const timer = window.setTimeout(finish, maxWaitMs);
  function cleanUp() {
    unsubscribe();
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    cancelIdle?.();
  }
  return () => {
    finished = true;
    cleanUp();
  };
}

/**
 * Asks for an agent administrator's whole list of child institutions when the page carried only its first
 * (`adminListComplete` false; state/session.ts): once the page has settled (whenPageSettled). ACCOUNTS asks at once
 * when the user goes to it (header.tsx). Once the list is whole, a stored choice it does not have (a child
 * institution taken out of the agency since it was chosen) is forgotten, so the next load does not open on it again.
 */
export function useWholeAccountList(user: Pick<UserState, 'adminList' | 'adminListComplete'>): void {
  const client = useQueryClient();
  const want = useSetAtom(wholeAccountListWantedAtom);
  const forget = useSetAtom(forgetSelectedInstitutionAtom);
  const { adminList, adminListComplete: complete } = user;
  useEffect(() => {
    if (complete) return;
    return whenPageSettled(client, () => want(true));
  }, [client, complete, want]);
  useEffect(() => {
    // One account: nothing was chosen, and the tab's storage is not read (its first use is slow while a page loads).
    if (!complete || adminList.length < 2) return;
    return whenIdle(() => {
      if (isStaleChoice({ adminList, adminListComplete: complete }, readStoredSelection())) forget();
    });
  }, [adminList, complete, forget]);
}

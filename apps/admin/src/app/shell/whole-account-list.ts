import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { wholeAccountListWantedAtom } from '../../state/session';

/** The longest the list waits for the page's own requests (a slow network, a query that keeps polling). */
export const WHOLE_LIST_WAIT_MS = 5_000;

/**
 * Calls `done` once the page has painted, none of its queries is being fetched (the account list does not share
 * the network with the data the page shows) and the main thread is idle; at the latest after `maxWaitMs`. Returns
 * a cancel.
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
  const check = () => {
    if (finished || cancelIdle || client.isFetching() > 0) return;
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
 * (`complete` false; state/session.ts): once the page has settled (whenPageSettled). ACCOUNTS asks at once when the
 * user goes to it (header.tsx).
 */
export function useWholeAccountList(complete: boolean): void {
  const client = useQueryClient();
  const want = useSetAtom(wholeAccountListWantedAtom);
  useEffect(() => {
    if (complete) return;
    return whenPageSettled(client, () => want(true));
  }, [client, complete, want]);
}

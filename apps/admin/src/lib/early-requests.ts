import type { UserStateResult } from '../state/user-state';

/**
 * A request a route started before the data layer existed (at boot, with the signed-in app's code) or on
 * navigation: its key, the request under way, and how to ask again (a retry or a refetch).
 */
export interface EarlyQuery {
  queryKey: readonly unknown[];
  promise: Promise<unknown>;
  fetch: () => Promise<unknown>;
}

/**
 * What a route asks for as soon as it is known to be next, without TanStack Query or the route table (so the
 * boot can use it): the screen's first queries and the code they need. `known` says which keys the cache
 * already holds, so nothing is asked for twice. One small module per route, loaded lazily
 * (app/route-requests.ts lists them).
 */
export interface RouteRequests {
  start(state: UserStateResult, known: (queryKey: readonly unknown[]) => boolean): EarlyQuery[];
}

/** An early request, its failure marked handled (the cache reports it where the screen reads the query). */
export function earlyQuery<Value>(queryKey: readonly unknown[], fetch: () => Promise<Value>): EarlyQuery {
  const promise = fetch();
  promise.catch(() => undefined);
  return { queryKey, promise, fetch };
}

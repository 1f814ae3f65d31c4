import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { EarlyQuery } from './early-requests';
import { GatewayError } from './graphql-client';
import { leaveForLogin, LOG_OUT_MUTATION_KEY } from './session-ended';

const NOT_RETRIED = ['FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT', 'TIMEOUT'];

/** One QueryClient for the app, shared by TanStack Query and Jotai (jotai-tanstack-query). */
export function createQueryClient(): QueryClient {
  // A call answered UNAUTHENTICATED: the session ended (idle or absolute timeout, logout elsewhere). Not while this
  // tab logs out: its logout ends the session on purpose (the calls under way fail) and goes to the login page itself.
  const onError = (error: unknown) => {
    if (client.isMutating({ mutationKey: LOG_OUT_MUTATION_KEY }) === 0) leaveForLogin(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Authorization and validation refusals will not change on retry; a call that timed out has kept the user
        // waiting 30 s already (REQUEST_TIMEOUT_MS): the screen's "Try again" asks again when they choose.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof GatewayError && NOT_RETRIED.includes(error.code)),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * Puts requests started before the cache had them (lib/early-requests.ts) into the cache under their keys:
 * the first fetch is the request under way, a retry or refetch asks again.
 */
export function adoptEarlyQueries(queryClient: QueryClient, queries: readonly EarlyQuery[]): void {
  for (const { queryKey, promise, fetch } of queries) {
    if (queryClient.getQueryState(queryKey)) continue;
    let pending: Promise<unknown> | null = promise;
    const queryFn = () => {
      const first = pending;
      pending = null;
      return first ?? fetch();
    };
    void queryClient.prefetchQuery({ queryKey, queryFn });
  }
}

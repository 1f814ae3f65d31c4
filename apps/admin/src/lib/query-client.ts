import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { EarlyQuery } from './early-requests';
import { GatewayError } from './graphql-client';
import { leaveForLogin } from './session-ended';

/** One QueryClient for the app, shared by TanStack Query and Jotai (jotai-tanstack-query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A call answered UNAUTHENTICATED: the session ended (idle or absolute timeout, logout elsewhere).
    queryCache: new QueryCache({ onError: leaveForLogin }),
    mutationCache: new MutationCache({ onError: leaveForLogin }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Authorization and validation refusals will not change on retry.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof GatewayError && ['FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT'].includes(error.code)),
      },
      mutations: { retry: false },
    },
  });
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

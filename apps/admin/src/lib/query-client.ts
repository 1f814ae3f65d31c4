import { QueryClient } from '@tanstack/react-query';
import { GatewayError } from './graphql-client';

/** One QueryClient for the app, shared by TanStack Query and Jotai (jotai-tanstack-query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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

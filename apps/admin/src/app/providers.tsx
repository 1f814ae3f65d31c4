import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import type { ReactNode } from 'react';

/** One QueryClient shared by TanStack Query and Jotai (the toast area lives in the signed-in shell). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <JotaiProvider>
      <QueryClientAtomProvider client={queryClient}>{children}</QueryClientAtomProvider>
    </JotaiProvider>
  );
}

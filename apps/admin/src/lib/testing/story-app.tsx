import type { SessionQuery } from '@console/graphql/client';
import { ToastProvider, TooltipProvider } from '@console/ui';
import { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import { Suspense, useState, type ReactNode } from 'react';
import { FLAG_NAMES } from '../../config/flags';
import { appConfigQueryOptions, sessionQueryOptions } from '../../state/session-queries';

export interface StoryAccount {
  code: string;
  name: string;
  type: 'institution' | 'consortium' | 'publisher';
}

/** A signed-in session for stories: one admin profile per account, every flag on but as_qa. */
export function storySession(accounts: readonly StoryAccount[], userId = 'story-user'): SessionQuery {
  return {
    session: {
      uuid: 'story-session',
      userAccount: {
        id: userId,
        username: 'story@demo.edu',
        name: 'Story Librarian',
        lastLoggedIn: null,
        contact: { email: 'story@demo.edu', firstName: 'Story', lastName: 'Librarian' },
      },
      authenticatedAccounts: [{ id: 'ind', type: 'individual', name: 'Story Librarian', roles: [] }],
      authenticatedProfiles: accounts.map((account) => ({
        accountType: account.type,
        accountName: account.name,
        accountCode: account.code,
        role: 'ADMINISTRATOR',
        institutionId: `id-${account.code}`,
        externalId: `ext-${account.code}`,
        userId,
      })),
      masquerade: null,
    },
    flags: { enabled: FLAG_NAMES.filter((flag) => flag !== 'as_qa'), disabled: ['as_qa'] },
  };
}

/**
 * The signed-in app's providers around a story: one QueryClient shared with Jotai, holding the given
 * session, as the boot leaves it. Network calls go to the story's MSW handlers.
 */
export function StoryApp({ session, children }: { session: SessionQuery; children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQueryOptions.queryKey, session);
    queryClient.setQueryData(appConfigQueryOptions.queryKey, { appConfig: { providerName: 'JSTOR' } });
    return queryClient;
  });
  return (
    <JotaiProvider>
      <QueryClientAtomProvider client={client}>
        <TooltipProvider>
          <ToastProvider>
            <Suspense fallback={<p>Loading story</p>}>{children}</Suspense>
          </ToastProvider>
        </TooltipProvider>
      </QueryClientAtomProvider>
    </JotaiProvider>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { BASE_PATH } from '../config/constants';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { ErrorBoundary } from '../lib/error-boundary';
import { ErrorPage } from './shell/error-page';
import { FullPageSpinner } from './shell/full-page-spinner';

/** The signed-in console: providers, the page-level error fallback and the router under /admin. */
export function App({ queryClient, providerName }: { queryClient: QueryClient; providerName: string }) {
  return (
    <Providers queryClient={queryClient}>
      <ErrorBoundary fallback={() => <ErrorPage providerName={providerName} />}>
        <Suspense fallback={<FullPageSpinner />}>
          <Router base={BASE_PATH}>
            <AppRoutes />
          </Router>
        </Suspense>
      </ErrorBoundary>
    </Providers>
  );
}

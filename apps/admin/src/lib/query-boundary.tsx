import { Alert, Button } from '@console/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useStore, type WritableAtom } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { GENERIC_FAILURE } from './form/server-error';

/** A query atom of jotai-tanstack-query: writing it (with no argument) refetches its query. */
export type RefetchableAtom = WritableAtom<unknown, [], void>;

export interface QueryBoundaryProps {
  /**
   * The query atoms read below this boundary. "Try again" writes each of them: a failed suspense query
   * atom keeps throwing its cached error until it is written, so resetting the boundary alone would only
   * show the same error again.
   */
  queries: readonly RefetchableAtom[];
  /**
   * The error alert; `retry` refetches the queries and renders the region again. By default the spec's
   * generic failure text with 'Try again' (RetryAlert).
   */
  fallback?: (retry: () => void) => ReactNode;
  /** What shows while the region's data (or code) loads. */
  loading: ReactNode;
  /** Added to the admin_error event (e.g. `{ query: 'homepageSummaryV2' }`). */
  logDetail?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * One independently failing, independently loading region of a screen: an error boundary that resets its
 * query atoms (and any TanStack hook queries, through QueryErrorResetBoundary) and a Suspense fallback.
 * Screens place these; data components below read their query atoms and never branch on loading.
 */
export function QueryBoundary({ queries, fallback = defaultFallback, loading, logDetail, children }: QueryBoundaryProps) {
  const store = useStore();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          logDetail={logDetail}
          onReset={reset}
          fallback={({ reset: renderAgain }) =>
            fallback(() => {
              // Writing a query atom refetches; the region renders again once the answers are in.
              for (const query of queries) store.set(query);
              void Promise.allSettled(queries.map((query) => store.get(query))).then(renderAgain);
            })
          }
        >
          <Suspense fallback={loading}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A region's failure: the message (the spec's generic failure text unless told) and 'Try again'. */
export function RetryAlert({ message = GENERIC_FAILURE, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

const defaultFallback = (retry: () => void) => <RetryAlert onRetry={retry} />;

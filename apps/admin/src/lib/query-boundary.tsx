import { Alert, Button } from '@console/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useStore, type WritableAtom } from 'jotai';
import { Suspense, useContext, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { GENERIC_FAILURE } from './form/server-error';
import { QueryBoundaryScope } from './query-boundary-scope';

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
  const scope = useContext(QueryBoundaryScope);
  // A region that failed before (another visit to the screen) asks again when it shows again, as "Try again"
  // would: a failed query atom keeps its error while nothing reads it, so coming back through the navigation
  // after the gateway recovered would show the old failure.
  useState(() => askAgainIfFailed(store, queries));
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          logDetail={logDetail}
          onReset={reset}
          resetKeys={[scope]}
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

type Store = ReturnType<typeof useStore>;

/** Answers seen to fail. A suspense query atom's value is its fetch's promise until something subscribes. */
const failedAnswers = new WeakSet<object>();

/** Whether the atom's value is a failure; a promise under way is watched, so a later look knows how it ended. */
function hasFailed(store: Store, query: RefetchableAtom): boolean {
  let value: unknown;
  try {
    value = store.get(query);
  } catch {
    return true;
  }
  if (!(value instanceof Promise)) return false;
  // React 19 marks the promises it has read (`use`) with their status; the boundary's own look covers the rest.
  if ((value as Promise<unknown> & { status?: string }).status === 'rejected' || failedAnswers.has(value)) return true;
  value.catch(() => failedAnswers.add(value));
  return false;
}

/** Writes (refetches) each query atom whose value is a failure; the others are left as they are. */
export function askAgainIfFailed(store: Store, queries: readonly RefetchableAtom[]): void {
  for (const query of queries) {
    if (!hasFailed(store, query)) continue;
    store.set(query);
    hasFailed(store, query); // watches the new answer, for the next showing
  }
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

import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary as Boundary } from 'react-error-boundary';
import { logEvent } from './log-event';

export interface ErrorBoundaryProps {
  /** What to show instead of the failed subtree; `reset` tries it again (after `onReset`). */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Called when the boundary resets, before the subtree renders again (e.g. to refetch the failed queries). */
  onReset?: () => void;
  /** Added to the admin_error event, e.g. the name of the query that failed. */
  logDetail?: Record<string, unknown>;
  /** A failure is cleared (the subtree renders again, after `onReset`) when one of these changes, e.g. the account. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

/**
 * react-error-boundary with the console's one addition: every caught error is recorded as an admin_error
 * event (spec 000 §9), with the failed region's detail and a bounded component stack.
 */
export function ErrorBoundary({ fallback, onReset, logDetail, resetKeys, children }: ErrorBoundaryProps) {
  const record = (error: unknown, info: ErrorInfo) =>
    logEvent('admin_error', {
      ...logDetail,
      message: error instanceof Error ? error.message : String(error),
      componentStack: info.componentStack?.slice(0, 1500),
      path: window.location.pathname,
    });
  return (
    <Boundary
      onError={record}
      onReset={onReset ? () => onReset() : undefined}
      resetKeys={resetKeys ? [...resetKeys] : undefined}
      fallbackRender={({ error, resetErrorBoundary }) => fallback({ error, reset: () => resetErrorBoundary() })}
    >
      {children}
    </Boundary>
  );
}

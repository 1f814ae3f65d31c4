import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logEvent } from './log-event';

interface Props {
  /** What to show instead of the failed subtree; `reset` tries it again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Called when the boundary resets (e.g. to reset the failed queries). */
  onReset?: () => void;
  /** Added to the admin_error event, e.g. the name of the query that failed. */
  logDetail?: Record<string, unknown>;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches render errors below it, shows the fallback and records an admin_error event. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logEvent('admin_error', {
      ...this.props.logDetail,
      message: error instanceof Error ? error.message : String(error),
      componentStack: info.componentStack?.slice(0, 1500),
      path: window.location.pathname,
    });
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

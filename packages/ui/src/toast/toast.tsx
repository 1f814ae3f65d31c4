import * as React from 'react';
import type ToastRegion from './toast-region';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** The message, short: "Report deleted". */
  title: React.ReactNode;
  /** Optional detail under the title. */
  description?: React.ReactNode;
  /** Kind of message; sets the colour and icon. Defaults to `info`. */
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  /** Identifies the toast for `dismiss(id)`; increases with every `show`. */
  id: number;
}

/**
 * One toast at a time: a newer message replaces the current one, so the screen never stacks messages a
 * screen-reader user has no easy way to review.
 */
export const TOAST_LIMIT = 1;

export type ToastAction = { type: 'show'; toast: ToastItem } | { type: 'dismiss'; id?: number };

/** The toast queue: `show` appends and keeps the newest `TOAST_LIMIT`; `dismiss` removes one toast, or all without an id. */
export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'show':
      return [...state, action.toast].slice(-TOAST_LIMIT);
    case 'dismiss':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. Returns its id. */
  show: (options: ToastOptions) => number;
  /** Closes the toast with this id, or the current toast without one. */
  dismiss: (id?: number) => void;
}

const ToastContext = React.createContext<ToastApi | null>(null);

/** Shows and dismisses toasts. Must be called under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  children?: React.ReactNode;
  /** Prefix screen readers hear before each toast's text. Defaults to "Notification". */
  label?: string;
  /** Name of the toast region (landmark); `{hotkey}` is replaced by the shortcut. Defaults to "Notifications ({hotkey})". */
  viewportLabel?: string;
  /** Accessible name of each toast's close button. Defaults to "Close notification". */
  closeLabel?: string;
  /** Extra classes for the viewport (the fixed area the toast appears in, bottom right by default). */
  viewportClassName?: string;
}

/**
 * The toast area (Radix Toast: the region, its F8 shortcut, each toast's announcement), loaded with the first
 * toast rather than with every page: a page shows none until someone acts, and the area's code (about 7 kB
 * compressed with what only it uses) would otherwise load, render and listen on every signed-in page.
 */
let regionCode: Promise<{ default: typeof ToastRegion }> | null = null;
/** The area's code, asked for once; a failed load (the network is often what a failure toast is about) is asked again. */
function loadToastRegion(): Promise<{ default: typeof ToastRegion }> {
  regionCode ??= import('./toast-region').catch((error: unknown) => {
    regionCode = null;
    throw error;
  });
  return regionCode;
}

/**
 * Owns the toast queue and renders the toast area. Toasts stay until the user closes them (no timer:
 * WCAG 2.2.1, people read at different speeds), are announced politely so they never interrupt what a
 * screen reader is saying, and can be reached with F8. The area appears with the first toast (its code
 * loads then) and stays.
 */
export function ToastProvider({ children, ...region }: ToastProviderProps) {
  const [toasts, dispatch] = React.useReducer(toastReducer, []);
  const nextId = React.useRef(0);
  // The area's component once its code is in; no React.lazy, whose failed load would reach the page's error
  // boundary and whose rejection is kept for good: a failed load is asked again with the next toast.
  const [Region, setRegion] = React.useState<typeof ToastRegion | null>(null);
  React.useEffect(() => {
    if (Region || toasts.length === 0) return;
    let current = true;
    loadToastRegion().then(
      (module) => {
        if (current) setRegion(() => module.default);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [Region, toasts]);

  const api = React.useMemo<ToastApi>(
    () => ({
      show: (options) => {
        nextId.current += 1;
        const id = nextId.current;
        dispatch({ type: 'show', toast: { ...options, id } });
        return id;
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Region && <Region {...region} toasts={toasts} onDismiss={api.dismiss} />}
    </ToastContext.Provider>
  );
}

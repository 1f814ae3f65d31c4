import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';

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

const toastVariants = cva(
  [
    'relative flex w-full items-start gap-3 rounded border border-l-4 border-divider bg-surface p-4 pr-12 text-sm text-ink shadow-lg',
    focusRing,
  ],
  {
    variants: {
      variant: {
        info: 'border-l-info',
        success: 'border-l-success',
        warning: 'border-l-warning',
        error: 'border-l-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons: Record<ToastVariant, { Icon: typeof InfoIcon; className: string }> = {
  info: { Icon: InfoIcon, className: 'text-info' },
  success: { Icon: SuccessIcon, className: 'text-success' },
  warning: { Icon: WarningIcon, className: 'text-warning' },
  error: { Icon: ErrorIcon, className: 'text-danger' },
};

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
 * Owns the toast queue and renders the toast area. Toasts stay until the user closes them (no timer:
 * WCAG 2.2.1, people read at different speeds), are announced politely so they never interrupt what a
 * screen reader is saying, and can be reached with F8.
 */
export function ToastProvider({
  children,
  label = 'Notification',
  viewportLabel,
  closeLabel = 'Close notification',
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, dispatch] = React.useReducer(toastReducer, []);
  const nextId = React.useRef(0);

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
      <ToastPrimitive.Provider label={label} duration={Infinity} swipeDirection="right">
        {children}
        {toasts.map(({ id, title, description, variant = 'info' }) => {
          const { Icon, className: iconClassName } = icons[variant];
          return (
            <ToastPrimitive.Root
              key={id}
              // "background" is Radix's polite announcement; "foreground" would be assertive.
              type="background"
              data-slot="toast"
              data-variant={variant}
              className={toastVariants({ variant })}
              onOpenChange={(open) => {
                if (!open) api.dismiss(id);
              }}
            >
              <Icon className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
              <div className="min-w-0 flex-1 space-y-1 break-words">
                <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
                {description != null && <ToastPrimitive.Description>{description}</ToastPrimitive.Description>}
              </div>
              <ToastPrimitive.Close
                aria-label={closeLabel}
                className={cn(
                  'absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded text-muted hover:bg-subtle hover:text-ink',
                  focusRing,
                )}
              >
                <CloseIcon className="size-4" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          {...(viewportLabel ? { label: viewportLabel } : {})}
          className={cn('fixed right-0 bottom-0 z-[100] flex w-full max-w-md flex-col gap-2 p-4', focusRing, viewportClassName)}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

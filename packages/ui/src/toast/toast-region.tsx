import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';
import type { ToastItem, ToastProviderProps, ToastVariant } from './toast';

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

export interface ToastRegionProps extends Omit<ToastProviderProps, 'children'> {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
}

/** The toast area of ToastProvider (toast.tsx), loaded with the first toast. */
export default function ToastRegion({
  toasts,
  onDismiss,
  label = 'Notification',
  viewportLabel,
  closeLabel = 'Close notification',
  viewportClassName,
}: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider label={label} duration={Infinity} swipeDirection="right">
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
              if (!open) onDismiss(id);
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
  );
}

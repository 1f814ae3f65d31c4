import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export const alertVariants = cva('relative flex items-start gap-3 rounded border border-l-4 p-4 text-sm text-ink', {
  variants: {
    variant: {
      info: 'border-info bg-info-soft',
      success: 'border-success bg-success-soft',
      warning: 'border-warning bg-warning-soft',
      error: 'border-danger bg-danger-soft',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons: Record<AlertVariant, { Icon: typeof InfoIcon; className: string }> = {
  info: { Icon: InfoIcon, className: 'text-info' },
  success: { Icon: SuccessIcon, className: 'text-success' },
  warning: { Icon: WarningIcon, className: 'text-warning' },
  error: { Icon: ErrorIcon, className: 'text-danger' },
};

export interface AlertProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Kind of message; also decides the live-region role: `error` is `alert` (assertive), the others `status` (polite). */
  variant?: AlertVariant;
  /** Short bold heading above the message. */
  title?: React.ReactNode;
  /**
   * Makes the alert closable: a close button appears, and pressing it hides the alert and calls this.
   * The button held focus, so move focus somewhere meaningful here if the alert was in the middle of a flow.
   */
  onClose?: () => void;
  /** Accessible name of the close button. Defaults to "Close". */
  closeLabel?: string;
}

/** An inline message about the page or a region: a result, a warning, an error. */
export function Alert({ variant = 'info', title, onClose, closeLabel = 'Close', className, children, ...props }: AlertProps) {
  const [closed, setClosed] = React.useState(false);
  if (closed) return null;

  const { Icon, className: iconClassName } = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      data-slot="alert"
      data-variant={variant}
      className={cn(alertVariants({ variant }), onClose && 'pr-12', className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
      <div className="min-w-0 flex-1 space-y-1 break-words">
        {title != null && <p className="font-semibold">{title}</p>}
        {children != null && <div>{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          aria-label={closeLabel}
          className={cn(
            'absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded text-ink hover:bg-ink/10',
            focusRing,
          )}
          onClick={() => {
            setClosed(true);
            onClose();
          }}
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}

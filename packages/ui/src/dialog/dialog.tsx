import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { CloseIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';

/**
 * A modal dialog. Opening it moves focus inside and traps it; Escape or the close button closes it and
 * focus returns to the element that had focus before it opened (the trigger, or whatever opened it from
 * code). Controlled (`open`, `onOpenChange`) or not (`defaultOpen`).
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog (a `<button>`, or with `asChild` your own button). */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Renders its children into `document.body` (or `container`). `DialogContent` already uses it. */
export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal {...props} />;
}

/** Any element that closes the dialog when activated, for example a Cancel button with `asChild`. */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop behind the dialog. `DialogContent` already renders it. */
export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('fixed inset-0 z-50 bg-ink/60', className)} {...props} />;
}

/** The dialog's heading; it names the dialog for assistive technology. `DialogContent` renders it from `title`. */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

/** Text that describes the dialog, read when it opens. `DialogContent` renders it from `description`. */
export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted', className)} {...props} />;
}

/** The row of actions at the bottom. Put the main action last: it ends the reading and tab order. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-footer" className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2',
    'max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto',
    'rounded-lg bg-surface p-6 text-ink shadow-xl focus:outline-none',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogContentProps extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The dialog's heading. Required: it is the dialog's accessible name (WCAG 4.1.2). */
  title: React.ReactNode;
  /** Text under the heading, announced with the name when the dialog opens. */
  description?: React.ReactNode;
  /** Show the × close button in the top corner. Defaults to true. */
  showClose?: boolean;
  /** Accessible name of the × close button. Defaults to "Close". */
  closeLabel?: string;
  /** Maximum width: sm 24rem, md 32rem (default), lg 48rem. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The dialog box, with its overlay and portal. The heading and description come first; the × button is
 * last in the DOM (though drawn in the corner) so that focus lands on the first field or action on open.
 */
export function DialogContent({
  title,
  description,
  showClose = true,
  closeLabel = 'Close',
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocusRef = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        onOpenAutoFocus={(event) => {
          // Focus has not moved yet: this is the element that opened the dialog, trigger or not.
          returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix returns focus only to a DialogTrigger; a dialog opened from code (a menu item, a row
          // action) would otherwise drop focus on <body> when it closes (WCAG 2.4.3).
          const opener = returnFocusRef.current;
          if (opener && opener.isConnected && opener !== document.body) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <div className={cn('space-y-2', showClose && 'pr-8')}>
          <DialogTitle>{title}</DialogTitle>
          {description != null && <DialogDescription>{description}</DialogDescription>}
        </div>
        {children}
        {showClose && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={cn(
              'absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded text-muted hover:bg-subtle hover:text-ink',
              focusRing,
            )}
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

import * as React from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter } from '../dialog/dialog';

export interface ConfirmModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with `false` when the user cancels (Cancel, Escape) or after `onConfirm` succeeds. Ignored while confirming. */
  onOpenChange: (open: boolean) => void;
  /** The modal's heading, set by the caller (usually the spec's wording). Names the dialog. */
  header: React.ReactNode;
  /** The question or consequence under the heading, set by the caller. Announced when the modal opens. */
  text: React.ReactNode;
  /** Label of the confirming button. Defaults to "Confirm". */
  confirmLabel?: 'Delete' | 'Confirm';
  /** Label of the button that closes without acting. Defaults to "Cancel". */
  cancelLabel?: string;
  /**
   * The action. If it returns a promise, the confirm button shows a spinner and the modal cannot be closed
   * until it settles; it then closes on success, or stays open showing `errorText` on failure so the user
   * can retry or cancel. A synchronous return (or throw) is handled the same way at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * `danger` (destructive, irreversible actions): red confirm button and focus starts on Cancel, so a
   * stray Enter does nothing harmful. `default`: primary confirm button, focus starts on it. Defaults to `default`.
   */
  variant?: 'danger' | 'default';
  /** Shown (and announced) inside the modal when `onConfirm` fails. Defaults to "Something went wrong. Please try again." */
  errorText?: React.ReactNode;
  /** What screen readers hear on the confirm button while the action runs. Defaults to "Loading". */
  loadingText?: string;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Asks the user to confirm an action, as an `alertdialog`: a click outside does not dismiss it, because the
 * user must answer. Controlled: the caller owns `open`.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  header,
  text,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'default',
  errorText = 'Something went wrong. Please try again.',
  loadingText,
}: ConfirmModalProps) {
  const [pending, setPending] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const confirmRef = React.useRef<HTMLButtonElement>(null);

  // The next opening starts clean, whatever this one ended with.
  React.useEffect(() => {
    if (!open) setFailed(false);
  }, [open]);

  const handleOpenChange = (next: boolean) => {
    // Closing mid-action would hide whether the action happened.
    if (!next && pending) return;
    onOpenChange(next);
  };

  const handleConfirm = async () => {
    if (pending) return;
    setFailed(false);
    let result: unknown;
    try {
      result = onConfirm();
      if (isThenable(result)) {
        setPending(true);
        await result;
      }
    } catch {
      setPending(false);
      setFailed(true);
      return;
    }
    setPending(false);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        role="alertdialog"
        data-slot="confirm-modal"
        data-variant={variant}
        title={header}
        description={text}
        showClose={false}
        size="sm"
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (variant === 'danger' ? cancelRef : confirmRef).current?.focus();
        }}
      >
        {failed && (
          <Alert variant="error" className="mt-4">
            {errorText}
          </Alert>
        )}
        <DialogFooter>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={() => handleOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={variant === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            loadingText={loadingText}
            onClick={() => void handleConfirm()}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import * as React from 'react';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import { cn } from '../lib/cn';
import { CopyIcon } from '../lib/icons';
import { CheckIcon, ErrorIcon } from '../lib/icons';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';

/** Two overlapping sheets, the usual "copy" glyph. Decorative, like the icons of lib/icons. */

export type CopyStatus = 'idle' | 'copied' | 'error';

export interface CopyButtonProps extends Omit<IconButtonProps, 'label' | 'children' | 'tooltip' | 'loading' | 'loadingText' | 'onClick'> {
  /** The text written to the clipboard. */
  text: string;
  /**
   * The button's accessible name and idle tooltip. Defaults to "Copy to clipboard"; say what is copied when
   * several copy buttons share a screen ("Copy proxy URL").
   */
  label?: string;
  /** Tooltip and polite announcement after a successful copy. Defaults to "Copied". */
  copiedText?: string;
  /** Tooltip and announcement when the clipboard refuses (no permission, insecure page). Defaults to "Copy failed: select the text and copy it". */
  errorText?: string;
  /** Called with the text once it is on the clipboard. */
  onCopied?: (text: string) => void;
  /** Called with the reason when copying failed. */
  onCopyError?: (error: unknown) => void;
  /** Time in ms before the button returns from "Copied" (or the error) to its idle state. Defaults to 2000. */
  resetAfter?: number;
}

const messages = (copiedText: string, errorText: string): Record<CopyStatus, string> => ({
  idle: '',
  copied: copiedText,
  error: errorText,
});

/**
 * An icon button that copies `text` with `navigator.clipboard.writeText`. Its tooltip reads "Copy to
 * clipboard", then "Copied" after a copy, which a polite live region also announces; a refusal of the
 * clipboard shows and announces an error instead. State is in `data-status` (`idle`, `copied`, `error`).
 */
export function CopyButton({
  text,
  label = 'Copy to clipboard',
  copiedText = 'Copied',
  errorText = 'Copy failed: select the text and copy it',
  onCopied,
  onCopyError,
  resetAfter = 2000,
  tooltipDelay = 300,
  tooltipSide = 'top',
  className,
  ...props
}: CopyButtonProps) {
  const [status, setStatus] = React.useState<CopyStatus>('idle');
  const [open, setOpen] = React.useState(false);
  // Each copy restarts the reset timer, even when the status stays "copied".
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), resetAfter);
    return () => clearTimeout(timer);
  }, [status, attempt, resetAfter]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available on this page.');
      await navigator.clipboard.writeText(text);
      setStatus('copied');
      onCopied?.(text);
    } catch (error) {
      setStatus('error');
      onCopyError?.(error);
    }
    setAttempt((n) => n + 1);
    // Radix closes a tooltip when its trigger is clicked; the result is worth showing, so reopen it.
    setOpen(true);
  };

  // The outcome colours the glyph on the light variants only (success and danger meet 3:1 on white and subtle).
  const tinted = props.variant === undefined || props.variant === 'ghost' || props.variant === 'secondary';
  const message = messages(copiedText, errorText)[status];
  const icon = status === 'copied' ? <CheckIcon /> : status === 'error' ? <ErrorIcon /> : <CopyIcon />;

  const button = (
    <IconButton
      {...props}
      label={label}
      tooltip={false}
      data-status={status}
      className={cn(tinted && status === 'copied' && 'text-success', tinted && status === 'error' && 'text-danger', className)}
      onClick={copy}
    >
      {icon}
    </IconButton>
  );

  return (
    <>
      {props.disabled ? (
        // A disabled button cannot take focus: no tooltip on it (see IconButton).
        button
      ) : (
        <TooltipPrimitive.Provider delayDuration={tooltipDelay}>
          <Tooltip open={open} onOpenChange={setOpen}>
            <TooltipTrigger asChild>{button}</TooltipTrigger>
            <TooltipContent side={tooltipSide}>{status === 'idle' ? label : message}</TooltipContent>
          </Tooltip>
        </TooltipPrimitive.Provider>
      )}
      {/* Present before it changes, so the change is announced (a live region added with its text is often not). */}
      <span role="status" className="sr-only" data-slot="copy-button-status">
        {message}
      </span>
    </>
  );
}

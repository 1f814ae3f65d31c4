import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';

export type ProgressBarVariant = 'primary' | 'success' | 'danger';
export type ProgressBarSize = 'sm' | 'md';

const trackVariants = cva('relative w-full overflow-hidden rounded-full bg-subtle ring-1 ring-line ring-inset', {
  variants: { size: { sm: 'h-1.5', md: 'h-2.5' } },
  defaultVariants: { size: 'md' },
});

// Every fill meets 3:1 against the subtle track (WCAG 1.4.11): the filled part is what carries the value.
const indicatorVariants = cva('h-full rounded-full', {
  variants: { variant: { primary: 'bg-primary', success: 'bg-success', danger: 'bg-danger' } },
  defaultVariants: { variant: 'primary' },
});

export interface ProgressBarProps extends Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max' | 'children' | 'getValueLabel'
> {
  /**
   * How far the work is, from 0 to 100 (clamped). `null` or omitted means indeterminate: the work runs but
   * its extent is unknown; the bar then animates (or shows stripes under reduced motion) and has no value.
   */
  value?: number | null;
  /** What is progressing ("Uploading holdings.txt"). Required: it names the progress bar. Shown above the bar. */
  label: React.ReactNode;
  /** Hide the label visually; it still names the bar for assistive technology. */
  hideLabel?: boolean;
  /**
   * A short status the caller keeps up to date ("Uploading your file...", "Checking titles..."). It is a
   * polite live region: screen readers announce each change without interrupting. Keep changes few.
   */
  status?: React.ReactNode;
  /** Show the percentage beside the label. Defaults to true (never shown while indeterminate). */
  showValue?: boolean;
  /** Text read for the value and shown as the percentage. Defaults to "42%". */
  formatValue?: (value: number) => string;
  /** Colour of the fill: `primary` (default), `success` when done, `danger` when it failed. */
  variant?: ProgressBarVariant;
  /** Bar thickness: `sm` 6px or `md` 10px (default). */
  size?: ProgressBarSize;
}

const defaultFormat = (value: number) => `${Math.round(value)}%`;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion() {
  // Read at once, so that no animation starts before the preference is known.
  const [reduced, setReduced] = React.useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(reducedMotionQuery).matches);
  React.useEffect(() => {
    const query = window.matchMedia?.(reducedMotionQuery);
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * A progress bar (Radix Progress: `role="progressbar"` with `aria-valuenow` 0–100, or none while
 * indeterminate), named by its visible label, with a caller-set polite status line below it.
 * State is in `data-state`: `indeterminate`, `loading` or `complete`.
 */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  status,
  showValue = true,
  formatValue = defaultFormat,
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const clamped = value == null || Number.isNaN(value) ? null : Math.min(100, Math.max(0, value));
  const indeterminate = clamped === null;
  const reducedMotion = usePrefersReducedMotion();
  const indicatorRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = indicatorRef.current;
    // The Web Animations API rather than a CSS keyframe: the design system ships no stylesheet of its own.
    if (!indeterminate || reducedMotion || !element?.animate) return;
    // The segment enters at the start edge and leaves at the end edge, mirrored right to left.
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const animation = element.animate([{ transform: `translateX(${-100 * sign}%)` }, { transform: `translateX(${300 * sign}%)` }], {
      duration: 1600,
      easing: 'ease-in-out',
      iterations: Infinity,
    });
    // Cancelling rejects `finished`; nothing waits on it.
    animation.finished?.catch(() => {});
    return () => animation.cancel();
  }, [indeterminate, reducedMotion]);

  return (
    <div data-slot="progress-bar" className={cn('flex w-full flex-col gap-1.5 text-sm text-ink', className)}>
      <div className={cn('flex items-baseline justify-between gap-4', hideLabel && 'sr-only')}>
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        {showValue && !indeterminate && (
          // The bar itself exposes the value; this visible copy would be read twice.
          <span aria-hidden="true" className="font-mono tabular-nums text-muted">
            {formatValue(clamped)}
          </span>
        )}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress-bar-track"
        value={clamped}
        max={100}
        getValueLabel={(current) => formatValue(current)}
        aria-labelledby={labelId}
        aria-describedby={status != null ? statusId : undefined}
        className={trackVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          ref={indicatorRef}
          data-slot="progress-bar-indicator"
          className={cn(
            indicatorVariants({ variant }),
            indeterminate && (reducedMotion ? 'w-full opacity-60' : 'w-1/3'),
            !indeterminate && 'transition-[width] duration-300 motion-reduce:transition-none',
          )}
          style={
            indeterminate
              ? reducedMotion
                ? // Still, not empty: diagonal stripes say "working, extent unknown" without motion.
                  { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgb(255 255 255 / 0.45) 6px 12px)' }
                : undefined
              : // A width rather than a transform: it fills from the start edge in both reading directions.
                { width: `${clamped}%` }
          }
        />
      </ProgressPrimitive.Root>
      <p id={statusId} role="status" data-slot="progress-bar-status" className={cn('min-h-5 text-muted', status == null && 'sr-only')}>
        {status}
      </p>
    </div>
  );
}

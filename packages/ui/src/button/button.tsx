import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';
import { SpinnerGlyph } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

export const buttonVariants = cva(
  [
    'relative inline-flex items-center justify-center gap-2 rounded text-center font-semibold select-none',
    'cursor-pointer transition-colors motion-reduce:transition-none',
    'data-disabled:pointer-events-none data-disabled:opacity-60',
    // A busy button keeps its colours (it is working, not unavailable) but ignores the pointer.
    'data-loading:pointer-events-none',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'border border-transparent bg-primary text-primary-contrast hover:bg-primary-hover',
        secondary: 'border border-line bg-surface text-ink hover:bg-subtle',
        danger: 'border border-transparent bg-danger text-danger-contrast hover:bg-danger-hover',
        link: 'border border-transparent bg-transparent font-normal text-primary underline underline-offset-2 hover:text-primary-hover hover:decoration-2',
      },
      size: {
        // 24px minimum target (WCAG 2.2 2.5.8) even for the compact size.
        sm: 'min-h-target min-w-target px-3 py-0.5 text-sm',
        md: 'min-h-10 min-w-target px-4 py-2 text-base',
      },
    },
    compoundVariants: [
      { variant: 'link', size: 'sm', className: 'px-0.5' },
      { variant: 'link', size: 'md', className: 'px-0.5' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends React.ComponentProps<'button'> {
  /** Visual emphasis: `primary` for the main action, `secondary` for the others, `danger` for destructive actions, `link` for a button that looks like a link. */
  variant?: ButtonVariant;
  /** `md` (40px high, default) or `sm` (24px high, for dense tables and toolbars). */
  size?: ButtonSize;
  /**
   * Render the single child element instead of a `<button>`, giving it the button's look and behaviour;
   * use it to style a router link (`<Button asChild><Link href="/x">Go</Link></Button>`).
   */
  asChild?: boolean;
  /**
   * Work in progress: the button shows a spinner in place of its label, keeps its width, is `aria-busy`,
   * and ignores clicks. It stays focusable (`aria-disabled`, not `disabled`) so keyboard focus is not lost
   * while the work runs.
   */
  loading?: boolean;
  /** What screen readers hear while `loading` (the label is hidden meanwhile). Defaults to "Loading". */
  loadingText?: string;
}

/** A button, or with `asChild` any element styled as one. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  loadingText = 'Loading',
  className,
  children,
  type,
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (loading || (asChild && disabled)) {
      // aria-disabled does not stop activation (Enter, Space, form submission, a link's navigation): stop it here.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Comp
      {...props}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled}
      // A link or other element cannot be `disabled`; aria-disabled tells assistive technology instead.
      aria-disabled={loading || (asChild && disabled) ? true : props['aria-disabled']}
      aria-busy={loading ? true : props['aria-busy']}
      onClick={handleClick}
    >
      <Slottable child={children}>
        {(content) =>
          loading ? (
            <>
              {/* Hidden, not removed: the label keeps the button at its width while loadingText names it. */}
              <span aria-hidden="true" className="invisible inline-flex items-center gap-2">
                {content}
              </span>
              <span className="absolute inset-0 flex items-center justify-center">
                <SpinnerGlyph size="sm" />
              </span>
              <span className="sr-only">{loadingText}</span>
            </>
          ) : (
            content
          )
        }
      </Slottable>
    </Comp>
  );
}

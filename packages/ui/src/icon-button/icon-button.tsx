import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';
import { SpinnerGlyph } from '../spinner/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';

export type IconButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded select-none',
    'cursor-pointer transition-colors motion-reduce:transition-none',
    'disabled:pointer-events-none disabled:opacity-60',
    'data-loading:pointer-events-none',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'border border-transparent bg-primary text-primary-contrast hover:bg-primary-hover',
        secondary: 'border border-line bg-surface text-ink hover:bg-subtle',
        danger: 'border border-transparent bg-danger text-danger-contrast hover:bg-danger-hover',
        // For toolbars and table rows: no box until hovered. The glyph is ink, not muted, to keep 3:1 on hover.
        ghost: 'border border-transparent bg-transparent text-ink hover:bg-subtle',
      },
      size: {
        // 24px is the WCAG 2.2 2.5.8 minimum; it is the smallest size offered.
        sm: 'size-6 min-h-target min-w-target [&_svg]:size-4',
        md: 'size-8 [&_svg]:size-5',
        lg: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps extends Omit<React.ComponentProps<'button'>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /**
   * What the button does, in words ("Delete user", "Copy proxy URL"). Required: it is the button's
   * accessible name (WCAG 4.1.2), rendered as visually hidden text so browser translation reaches it, and
   * the text of its tooltip.
   */
  label: string;
  /** The icon. It is decorative: give it `aria-hidden` (the icons of `lib/icons` already are); `label` names the button. */
  children: React.ReactNode;
  /** Visual emphasis, as for `Button`; `ghost` (default) draws no box until hovered, for toolbars and table rows. */
  variant?: IconButtonVariant;
  /** Square side: `sm` 24px (the minimum target), `md` 32px (default), `lg` 40px (aligned with a `md` Button). */
  size?: IconButtonSize;
  /**
   * Show `label` in a tooltip on hover and keyboard focus (default true), so sighted users learn what the
   * icon means. Not shown while `disabled`: a disabled button cannot take focus, and a tooltip sits only on
   * a focusable trigger.
   */
  tooltip?: boolean;
  /** Side of the button the tooltip appears on. Defaults to `top`. */
  tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
  /** Hover delay before the tooltip opens, in ms (keyboard focus opens it at once). Defaults to 300. */
  tooltipDelay?: number;
  /** Work in progress: a spinner replaces the icon, the button is `aria-busy`, ignores activation and stays focusable. */
  loading?: boolean;
  /** The accessible name while `loading`. Defaults to "Loading". */
  loadingText?: string;
}

/**
 * A square button showing only an icon. It cannot be written without a `label` (a type error), which
 * names it for assistive technology and is shown in a tooltip. Defaults to `type="button"`.
 */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  tooltip = true,
  tooltipSide = 'top',
  tooltipDelay = 300,
  loading = false,
  loadingText = 'Loading',
  className,
  type,
  disabled,
  onClick,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      // Radix (as a tooltip trigger) and callers pass their props here; ours come last and win.
      {...props}
      type={type ?? 'button'}
      disabled={disabled}
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      aria-busy={loading ? true : props['aria-busy']}
      aria-disabled={loading ? true : props['aria-disabled']}
      className={cn(iconButtonVariants({ variant, size }), className)}
      onClick={(event) => {
        if (loading) {
          // aria-disabled does not stop activation: stop it here (also a form submission).
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <SpinnerGlyph size="sm" /> : children}
      <span className="sr-only">{loading ? loadingText : label}</span>
    </button>
  );

  if (!tooltip || disabled) return button;
  return (
    // A provider of its own: an icon button works wherever it is placed, with or without an app-wide provider.
    <TooltipPrimitive.Provider delayDuration={tooltipDelay}>
      <Tooltip>
        <TooltipTrigger asChild>{button}</TooltipTrigger>
        {/*
          Radix also makes the tooltip text the button's description, so some screen readers repeat the label
          after the name. Accepted: a role="tooltip" must have a name (axe aria-tooltip-name), and hiding it
          would hide the tooltip from assistive technology altogether.
        */}
        <TooltipContent side={tooltipSide}>{label}</TooltipContent>
      </Tooltip>
    </TooltipPrimitive.Provider>
  );
}

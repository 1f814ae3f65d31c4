import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

const spinnerVariants = cva(
  // Under reduced motion a slow fade replaces the rotation: activity stays visible without movement (WCAG 2.3.3).
  'inline-block shrink-0 motion-safe:animate-spin motion-reduce:animate-pulse',
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-5',
        lg: 'size-8',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerSize = 'sm' | 'md' | 'lg';

interface SpinnerGlyphProps extends React.ComponentProps<'svg'> {
  /** Diameter: sm 16px, md 20px, lg 32px. */
  size?: SpinnerSize;
}

/** The animated ring alone, hidden from assistive technology; for controls that announce loading themselves. */
export function SpinnerGlyph({ size, className, ...props }: SpinnerGlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-slot="spinner-glyph"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps extends Omit<React.ComponentProps<'span'>, 'role' | 'children'> {
  /** What is loading, read by screen readers. Defaults to "Loading". */
  label?: string;
  /** Diameter: sm 16px, md 20px (default), lg 32px. */
  size?: SpinnerSize;
}

/**
 * A busy indicator that assistive technology hears: a polite `status` region named by `label`.
 * It inherits the text colour, so place it on a background where that colour meets 3:1.
 */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('inline-flex items-center text-primary', className)}
      {...props}
    >
      <SpinnerGlyph size={size} />
      {/* The label is also text content: live regions announce content, not aria-label, on most screen readers. */}
      <span className="sr-only">{label}</span>
    </span>
  );
}

import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type SkeletonShape = 'block' | 'text' | 'circle';

const skeletonVariants = cva(
  // A slow pulse shows that something is coming; under reduced motion the shape stays still (WCAG 2.3.3).
  'block bg-divider motion-safe:animate-pulse motion-reduce:animate-none',
  {
    variants: {
      shape: {
        block: 'rounded',
        text: 'h-4 w-full rounded-sm',
        circle: 'aspect-square rounded-full',
      },
    },
    defaultVariants: { shape: 'block' },
  },
);

export interface SkeletonProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** `block` (default: size it with classes, `h-24 w-full`), `text` (a line of body text) or `circle` (an avatar; set its width). */
  shape?: SkeletonShape;
}

/**
 * A grey placeholder in the shape of content that is loading. Decorative: hidden from assistive technology.
 * Say that the region is loading elsewhere: mark the region `aria-busy="true"` and give it a "Loading"
 * text (`SkeletonText` carries one), or use a `Spinner`.
 */
export function Skeleton({ shape = 'block', className, ...props }: SkeletonProps) {
  return (
    <span aria-hidden="true" data-slot="skeleton" data-shape={shape} className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}

export interface SkeletonTextProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Number of lines. Defaults to 3; the last is shorter, like the end of a paragraph. */
  lines?: number;
  /** Read by screen readers in place of the lines. Defaults to "Loading". */
  label?: string;
}

/**
 * Placeholder lines for a paragraph that is loading, with a visually hidden "Loading" text so a screen
 * reader reading the region hears why it is empty. The region that contains it should also carry
 * `aria-busy="true"` until the content arrives (it tells assistive technology the region is changing).
 */
export function SkeletonText({ lines = 3, label = 'Loading', className, ...props }: SkeletonTextProps) {
  return (
    <div data-slot="skeleton-text" className={cn('flex w-full flex-col gap-2', className)} {...props}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: Math.max(1, lines) }, (_, line) => (
        <Skeleton key={line} shape="text" className={line === lines - 1 && lines > 1 ? 'w-3/5' : undefined} />
      ))}
    </div>
  );
}

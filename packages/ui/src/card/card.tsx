import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends React.ComponentProps<'div'> {
  /**
   * Render the single child element instead of a `<div>`, with the card's look: `<Card asChild><section
   * aria-labelledby="…">` makes the card a named region, `<article>` a self-contained item of a list.
   */
  asChild?: boolean;
}

/** A bordered surface grouping one topic: a summary on the home page, a setting, an item of a list. */
export function Card({ asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="card"
      className={cn('flex min-w-0 flex-col rounded-lg border border-divider bg-surface text-ink shadow-sm wrap-break-word', className)}
      {...props}
    />
  );
}

/** The top of the card: its title, description and, at the end, an action. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 p-4 pb-2 sm:p-6 sm:pb-2', className)} {...props} />;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardTitleProps extends React.ComponentProps<'h2'> {
  /**
   * The heading level, chosen for the card's place in the page outline: 2 (default) under the page's `h1`,
   * 3 for cards inside an `h2` section. The look does not change with the level.
   */
  level?: HeadingLevel;
}

/** The card's heading. Point a `Card asChild` section's `aria-labelledby` at its `id` to name the region. */
export function CardTitle({ level = 2, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" data-level={level} className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

/** A sentence under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted', className)} {...props} />;
}

/** The body of the card. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex-1 px-4 py-2 text-sm sm:px-6', className)} {...props} />;
}

/** The bottom row: links or buttons acting on the card's topic. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-3 p-4 pt-2 sm:p-6 sm:pt-2', className)} {...props} />;
}

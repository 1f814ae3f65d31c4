import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';

export type LinkVariant = 'inline' | 'nav';

/**
 * Link styles, usable on any element (a router's link component, a `<button>` that navigates).
 * - `inline`: inside running text. Always underlined: primary and ink differ by less than 3:1, so colour
 *   alone would not mark the link (WCAG 1.4.1).
 * - `nav`: an entry of a navigation list, at least 24px high (WCAG 2.5.8). The current page is marked by
 *   `aria-current="page"` (or `data-active`) with weight and a bar, not colour alone.
 */
export const linkVariants = cva(['cursor-pointer rounded-sm', focusRing], {
  variants: {
    variant: {
      inline: 'text-primary underline decoration-1 underline-offset-2 hover:text-primary-hover hover:decoration-2 visited:text-primary',
      nav: [
        'inline-flex min-h-target items-center gap-2 border-l-4 border-transparent px-3 py-2 text-ink no-underline',
        'hover:bg-subtle hover:underline',
        'aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary',
        'data-active:border-primary data-active:bg-primary-soft data-active:font-semibold data-active:text-primary',
      ],
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface TextLinkProps extends React.ComponentProps<'a'> {
  /** `inline` (default) for links in running text, `nav` for entries of a navigation list. */
  variant?: LinkVariant;
  /** Render the single child element (for example a router `Link`) with these styles instead of an `<a>`. */
  asChild?: boolean;
}

/** A hyperlink. For an action that does not navigate, use `Button variant="link"` instead. */
export function TextLink({ variant = 'inline', asChild = false, className, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp data-slot="text-link" data-variant={variant} className={cn(linkVariants({ variant }), className)} {...props} />;
}

import type * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';

export interface SkipLinkProps extends React.ComponentProps<'a'> {
  /** Fragment of the element to jump to. Defaults to `#main-content`. */
  href?: string;
  /** Link text. Defaults to "Skip to main content". */
  children?: React.ReactNode;
}

/**
 * Lets keyboard users jump past the header and navigation (WCAG 2.4.1). Render it as the first focusable
 * element of the page; it stays out of sight until it receives focus.
 */
export function SkipLink({ href = '#main-content', children = 'Skip to main content', className, onClick, ...props }: SkipLinkProps) {
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !href.startsWith('#')) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    // Moving focus ourselves instead of following the fragment: a <base> element or a router would turn
    // "#main-content" into a page load, and browsers do not focus a target that has no tabindex.
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <a
      href={href}
      data-slot="skip-link"
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]',
        'focus:inline-flex focus:min-h-target focus:items-center focus:rounded focus:border focus:border-line',
        'focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-primary focus:underline focus:shadow-lg',
        focusRing,
        className,
      )}
      onClick={handleClick}
      {...props}
    >
      {children}
    </a>
  );
}

/**
 * The one focus indicator of the design system: 2px in the `focus` token, offset so it stays visible on
 * filled buttons (WCAG 2.4.7, and 3:1 against white and subtle for 1.4.11).
 */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid';

/** Same indicator drawn inside the element, for items in a clipped list (menus) where an outer ring is cut off. */
export const focusRingInset =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid';

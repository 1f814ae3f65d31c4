import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge only knows Tailwind's default scale; without this, `min-h-target` (the 24px minimum
// target token) would not be recognised as a min-height and a caller's `min-h-*` could not replace it.
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      'min-h': [{ 'min-h': ['target'] }],
      'min-w': [{ 'min-w': ['target'] }],
    },
  },
});

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one of the same kind, so a
 * caller's `className` can override a primitive's default (`cn('px-4', 'px-2')` gives `px-2`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on the first call (5-10 ms of main-thread work measured in Chromium,
 * four times that at Lighthouse's CPU slowdown). The boot calls this in a task of its own while the page's
 * requests are out, so the cost does not land inside the first render's task.
 */
export function prepareClassMerging(): void {
  twMerge('');
}

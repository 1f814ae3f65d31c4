import type { ChevronProps } from 'react-day-picker';
import { cn } from '../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';

// Shared by the month grid (date-picker.tsx) and the day calendar (day-calendar.tsx, loaded lazily).

export function Chevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = orientation === 'right' ? ChevronRightIcon : ChevronLeftIcon;
  // Mirrored in right-to-left text, where "previous" sits on the right and points right.
  return <Icon className={cn('size-5 rtl:rotate-180', className)} />;
}

export const navButton = cn(
  'inline-flex size-8 cursor-pointer items-center justify-center rounded text-ink hover:bg-subtle',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
  focusRing,
);

import * as TabsPrimitive from '@radix-ui/react-tabs';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing, focusRingInset } from '../lib/styles';

export interface TabsProps extends Omit<React.ComponentProps<typeof TabsPrimitive.Root>, 'activationMode'> {
  /**
   * The selected tab, for a controlled Tabs. Bind it to a query parameter to make the tab part of the URL:
   * `value={params.get('tab') ?? 'first'}` with `onValueChange={(tab) => setParam('tab', tab)}`. Nothing
   * here knows about the router.
   */
  value?: string;
  /** The tab selected at first, for an uncontrolled Tabs. */
  defaultValue?: string;
  /** Called with the new tab's value when the user selects it (click, or arrow keys: selection follows focus). */
  onValueChange?: (value: string) => void;
  /** `horizontal` (default: Left and Right arrows) or `vertical` (Up and Down arrows). */
  orientation?: 'horizontal' | 'vertical';
  /** Reading direction; under `rtl` the Left arrow moves to the next tab. Inherits the document's when omitted. */
  dir?: 'ltr' | 'rtl';
}

/**
 * Tabs that show one panel at a time (WAI-ARIA tabs pattern, on Radix). Arrow keys move between tabs and
 * select them (automatic activation), Home and End go to the first and last, Tab moves into the panel.
 * Controlled (`value`, `onValueChange`) or not (`defaultValue`).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
      // Selection follows focus (the APG recommendation when panels show without delay); not configurable.
      activationMode="automatic"
    />
  );
}

export interface TabsListProps extends React.ComponentProps<typeof TabsPrimitive.List> {
  /**
   * The list's accessible name, when no heading names it (`aria-labelledby` otherwise). Screen readers
   * announce it when focus enters the tabs.
   */
  'aria-label'?: string;
}

/**
 * The row of tabs. When they do not fit, the row scrolls sideways instead of wrapping; the arrow keys scroll
 * the focused tab into view.
 */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full shrink-0 overflow-x-auto border-b border-divider [scrollbar-width:thin]',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:overflow-x-visible data-[orientation=vertical]:overflow-y-auto',
        'data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & {
  /**
   * Identifies the tab; the matching `TabsContent` has the same `value`. Also what `onValueChange` receives.
   * It becomes part of element ids (`aria-controls`), so no spaces: `open-access`, not `Open access`.
   */
  value: string;
  /** A tab that cannot be selected: skipped by the arrow keys. */
  disabled?: boolean;
};

/** One tab. Its text names the panel it shows. State is in `data-state` (`active` or `inactive`). */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'relative inline-flex min-h-10 shrink-0 cursor-pointer items-center justify-center gap-2 px-4 py-2 text-sm whitespace-nowrap',
        'text-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-60',
        // The selected tab is told apart by a 3px bar (non-text contrast 3:1) and weight, not by colour alone.
        'border-b-3 border-transparent data-[state=active]:border-primary data-[state=active]:font-semibold data-[state=active]:text-ink',
        'data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-e-3 data-[orientation=vertical]:border-b-0',
        // Inset: an outer ring would be clipped by the scrolling list.
        focusRingInset,
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content> & {
  /** The `value` of the tab that shows this panel (no spaces, see `TabsTrigger`). */
  value: string;
};

/** The panel of one tab, named by it. It is focusable (Tab from the tab list lands on it) when it holds nothing focusable first. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={cn('min-w-0 flex-1 rounded text-ink', focusRing, className)} {...props} />
  );
}

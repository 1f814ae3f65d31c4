import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { CheckIcon, ChevronRightIcon, DotIcon } from '../lib/icons';

/**
 * A menu of actions opened from a button. Arrow keys move between items, typing jumps to an item,
 * Escape closes it and returns focus to the trigger. `modal` defaults to false here (Radix: true).
 */
export function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  // Not modal by default: a modal menu sets aria-hidden on the rest of the page, hiding the very trigger
  // that owns it (axe aria-hidden-focus). Focus still moves into the menu and Escape still returns it.
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

/** The button that opens the menu; use `asChild` with a `Button`. It carries `aria-expanded` and `data-state`. */
export function DropdownMenuTrigger(props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** Renders its children into `document.body`. `DropdownMenuContent` already uses it. */
export function DropdownMenuPortal(props: React.ComponentProps<typeof DropdownMenuPrimitive.Portal>) {
  return <DropdownMenuPrimitive.Portal {...props} />;
}

const menuSurface = 'z-50 min-w-48 overflow-hidden rounded border border-divider bg-surface p-1 text-sm text-ink shadow-lg';

/** The floating list of items, rendered in a portal next to the trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(menuSurface, 'max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** Groups related items; give it `aria-label` or start it with a `DropdownMenuLabel`. */
export function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

// Items are at least 24px high (WCAG 2.5.8); the highlighted item (keyboard or pointer) gets a tint and
// an inset ring in the focus colour, since the tint alone is too faint to find.
const itemBase = [
  'relative flex min-h-target w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 outline-none select-none',
  'data-highlighted:bg-primary-soft data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-focus data-highlighted:outline-solid',
  'data-disabled:pointer-events-none data-disabled:opacity-60',
];

export interface DropdownMenuItemProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /** `danger` colours a destructive item (for example "Delete"). Defaults to `default`. */
  variant?: 'default' | 'danger';
  /** Indents the item to line up with checkbox and radio items. */
  inset?: boolean;
}

/** An action. `onSelect` runs on click, Enter or Space; call `event.preventDefault()` there to keep the menu open. */
export function DropdownMenuItem({ className, variant = 'default', inset = false, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      data-inset={inset ? '' : undefined}
      className={cn(itemBase, inset && 'pl-8', variant === 'danger' && 'text-danger data-highlighted:bg-danger-soft', className)}
      {...props}
    />
  );
}

/** An item that toggles an option on or off (`role="menuitemcheckbox"`), with a check mark when on. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem data-slot="dropdown-menu-checkbox-item" className={cn(itemBase, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="size-4" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** A set of mutually exclusive `DropdownMenuRadioItem`s sharing `value` and `onValueChange`. */
export function DropdownMenuRadioGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One choice of a `DropdownMenuRadioGroup` (`role="menuitemradio"`), with a dot when chosen. */
export function DropdownMenuRadioItem({ className, children, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem data-slot="dropdown-menu-radio-item" className={cn(itemBase, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <DotIcon className="size-4" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export interface DropdownMenuLabelProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Label> {
  /** Indents the label to line up with checkbox and radio items. */
  inset?: boolean;
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, inset = false, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted', inset && 'pl-8', className)}
      {...props}
    />
  );
}

/** A divider between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-divider', className)}
      {...props}
    />
  );
}

/** Keyboard shortcut hint shown at the end of an item. Decorative: announce shortcuts with `aria-keyshortcuts` on the item. */
export function DropdownMenuShortcut({ className, ...props }: React.ComponentProps<'span'>) {
  return <span data-slot="dropdown-menu-shortcut" aria-hidden="true" className={cn('ml-auto text-xs text-muted', className)} {...props} />;
}

/** A nested menu: wraps a `DropdownMenuSubTrigger` and a `DropdownMenuSubContent`. */
export function DropdownMenuSub(props: React.ComponentProps<typeof DropdownMenuPrimitive.Sub>) {
  return <DropdownMenuPrimitive.Sub {...props} />;
}

export interface DropdownMenuSubTriggerProps extends React.ComponentProps<typeof DropdownMenuPrimitive.SubTrigger> {
  /** Indents the item to line up with checkbox and radio items. */
  inset?: boolean;
}

/** The item that opens a nested menu (ArrowRight or Enter opens it, ArrowLeft closes it). */
export function DropdownMenuSubTrigger({ className, inset = false, children, ...props }: DropdownMenuSubTriggerProps) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(itemBase, 'data-[state=open]:bg-subtle', inset && 'pl-8', className)}
      {...props}
    >
      {children}
      <ChevronRightIcon className="ml-auto size-4" />
    </DropdownMenuPrimitive.SubTrigger>
  );
}

/** The nested menu's list, rendered in a portal beside its sub-trigger. */
export function DropdownMenuSubContent({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.SubContent>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.SubContent data-slot="dropdown-menu-sub-content" className={cn(menuSurface, className)} {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}

import * as SwitchPrimitive from '@radix-ui/react-switch';
import * as React from 'react';
import { useFieldIds } from '../field/field';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';

export interface SwitchProps extends Omit<React.ComponentProps<typeof SwitchPrimitive.Root>, 'children'> {
  /** The setting the switch turns on or off; its visible label and accessible name. */
  label: React.ReactNode;
  /** Help text under the label (what turning it on does), read after the name. */
  description?: React.ReactNode;
  /** Where the switch sits: before its label (`start`, default) or after it (`end`, for settings lists aligned on the right). */
  switchPosition?: 'start' | 'end';
  /** Classes for the wrapper that holds the switch and its label. */
  className?: string;
}

/**
 * An on/off setting that applies at once (Radix Switch, `role="switch"`): use a checkbox instead when the
 * choice is only submitted later with a form. Space or Enter toggles it; the state is announced as on/off.
 */
export function Switch({
  label,
  description,
  id,
  className,
  disabled,
  switchPosition = 'start',
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const field = useFieldIds({ id, description, describedBy: [ariaDescribedBy] });
  const control = (
    <SwitchPrimitive.Root
      {...props}
      id={field.controlId}
      aria-describedby={field.controlProps['aria-describedby']}
      disabled={disabled}
      data-slot="switch"
      className={cn(
        'group inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 p-0.5 transition-colors motion-reduce:transition-none',
        'border-line bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'hover:enabled:border-ink data-[state=checked]:hover:enabled:bg-primary-hover',
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
      )}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'block size-4 rounded-full bg-line transition-transform motion-reduce:transition-none',
          'data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-contrast',
          'rtl:data-[state=checked]:-translate-x-5',
        )}
      />
    </SwitchPrimitive.Root>
  );
  return (
    <div
      data-slot="switch-field"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex items-start gap-3', switchPosition === 'end' && 'flex-row-reverse justify-between', className)}
    >
      {control}
      <div className="min-w-0 break-words">
        <label htmlFor={field.controlId} className={cn('cursor-pointer text-base text-ink', disabled && 'cursor-not-allowed opacity-60')}>
          {label}
        </label>
        {description != null && (
          <p id={field.descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

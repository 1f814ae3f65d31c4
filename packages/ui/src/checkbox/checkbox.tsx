import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as React from 'react';
import { FieldError, RequiredMark, useFieldIds } from '../field/field';
import { MinusIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';

export type CheckboxCheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<React.ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  /** The visible label and accessible name; clicking it toggles the box. */
  label: React.ReactNode;
  /** Help text under the label, read after the name. */
  description?: React.ReactNode;
  /** Error message under the label; makes the checkbox `aria-invalid`. */
  error?: React.ReactNode;
  /**
   * `true`, `false` or `'indeterminate'` (a "select all" whose items are partly selected: shown as a dash,
   * announced as "mixed"). Controlled with `onCheckedChange`, or use `defaultChecked`.
   */
  checked?: CheckboxCheckedState;
  /** Classes for the wrapper that holds the box, the label and the messages. */
  className?: string;
}

/**
 * A checkbox (Radix Checkbox) with its label, optional description and error. The box is 20px inside a
 * 24px target; Space toggles it. An indeterminate box becomes checked when activated.
 */
export function Checkbox({
  label,
  description,
  error,
  required,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const field = useFieldIds({ id, description, error, describedBy: [ariaDescribedBy] });
  return (
    <div
      data-slot="checkbox-field"
      data-invalid={field.controlProps['aria-invalid'] ? '' : undefined}
      className={cn('flex items-start gap-2', className)}
    >
      <CheckboxPrimitive.Root
        {...props}
        {...field.controlProps}
        required={required}
        disabled={disabled}
        data-slot="checkbox"
        className={cn(
          'group inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded',
          'disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 items-center justify-center rounded-sm border-2 border-line bg-surface text-primary-contrast',
            'group-hover:group-enabled:border-ink group-aria-invalid:border-danger',
            'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary',
            'group-data-[state=indeterminate]:border-primary group-data-[state=indeterminate]:bg-primary',
          )}
        >
          <CheckboxPrimitive.Indicator className="flex items-center justify-center">
            <CheckIcon className="size-4 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
            <MinusIcon className="hidden size-4 group-data-[state=indeterminate]:block" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </span>
      </CheckboxPrimitive.Root>
      <div className="min-w-0 pt-0.5 break-words">
        <label htmlFor={field.controlId} className={cn('cursor-pointer text-base text-ink', disabled && 'cursor-not-allowed opacity-60')}>
          {label}
          {required && <RequiredMark />}
        </label>
        {description != null && (
          <p id={field.descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
        <FieldError id={field.errorId} className="not-data-empty:mt-1">
          {error}
        </FieldError>
      </div>
    </div>
  );
}

import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import * as React from 'react';
import { FieldDescription, FieldError, RequiredMark, fieldLabelClass, useFieldIds, type FieldProps } from '../field/field';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';

export interface RadioGroupProps extends Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, 'asChild' | 'dir'>, FieldProps {
  /** The question the options answer; rendered as the fieldset's `<legend>` and naming the radio group. */
  label: React.ReactNode;
  /** Lay the options out in a column (default) or wrap them in a row. */
  orientation?: 'vertical' | 'horizontal';
  /** Text direction; arrow keys follow it (Left moves to the next option in right-to-left). */
  dir?: 'ltr' | 'rtl';
}

/**
 * One choice among a few options (Radix RadioGroup) in a `<fieldset>` whose `<legend>` is the label.
 * Tab enters at the checked option; arrow keys move between options and select as they move (WCAG radio
 * pattern). Give it `RadioGroupItem` children.
 */
export function RadioGroup({
  label,
  description,
  error,
  required,
  id,
  className,
  children,
  disabled,
  orientation = 'vertical',
  'aria-describedby': ariaDescribedBy,
  ...props
}: RadioGroupProps) {
  const field = useFieldIds({ id, description, error, describedBy: [ariaDescribedBy] });
  return (
    <RadioGroupPrimitive.Root
      {...props}
      asChild
      disabled={disabled}
      required={required}
      orientation={orientation}
      aria-labelledby={field.labelId}
      aria-describedby={field.controlProps['aria-describedby']}
      aria-invalid={field.controlProps['aria-invalid']}
    >
      <fieldset
        id={field.controlId}
        data-slot="radio-group"
        data-invalid={field.controlProps['aria-invalid'] ? '' : undefined}
        disabled={disabled}
        className={cn('m-0 min-w-0 border-0 p-0', className)}
      >
        {/* The legend still names the group; aria-labelledby repeats it because role=radiogroup overrides fieldset's own naming in some engines. */}
        <legend id={field.labelId} className={cn(fieldLabelClass, 'p-0', disabled && 'opacity-60')}>
          {label}
          {required && <RequiredMark />}
        </legend>
        {description != null && (
          <FieldDescription id={field.descriptionId} className="mt-1">
            {description}
          </FieldDescription>
        )}
        <div
          data-slot="radio-group-items"
          className={cn('mt-2 flex gap-x-6 gap-y-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}
        >
          {children}
        </div>
        <FieldError id={field.errorId}>{error}</FieldError>
      </fieldset>
    </RadioGroupPrimitive.Root>
  );
}

export interface RadioGroupItemProps extends Omit<React.ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> {
  /** The option's visible label and accessible name. */
  label: React.ReactNode;
  /** A line of help under the option's label, read after its name. */
  description?: React.ReactNode;
  /** Classes for the wrapper that holds the control and its label. */
  className?: string;
}

/** One option of a `RadioGroup`: a 24px round control with its label (clicking the label selects it). */
export function RadioGroupItem({ label, description, id, className, disabled, ...props }: RadioGroupItemProps) {
  const generated = React.useId();
  const itemId = id ?? `radio-${generated}`;
  const descriptionId = `${itemId}-description`;
  return (
    <div data-slot="radio-group-item" className={cn('flex items-start gap-2', className)}>
      <RadioGroupPrimitive.Item
        {...props}
        id={itemId}
        disabled={disabled}
        aria-describedby={description != null ? descriptionId : undefined}
        className={cn(
          'group inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full',
          'disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 items-center justify-center rounded-full border-2 border-line bg-surface',
            'group-data-[state=checked]:border-primary group-hover:group-enabled:border-ink',
            'group-data-[state=checked]:group-hover:border-primary-hover',
          )}
        >
          {/* The dot, drawn from the item's state rather than with Radix's Indicator: its Presence reads the
              computed style of each dot as it mounts, a forced style recalculation inside the commit that shows
              the form (3 ms at 1x CPU measured when Home's dashboard appears). */}
          <span className="hidden size-2.5 rounded-full bg-primary group-data-[state=checked]:block" />
        </span>
      </RadioGroupPrimitive.Item>
      <div className="min-w-0 pt-0.5 break-words">
        <label htmlFor={itemId} className={cn('cursor-pointer text-base text-ink', disabled && 'cursor-not-allowed opacity-60')}>
          {label}
        </label>
        {description != null && (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

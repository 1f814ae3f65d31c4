import * as React from 'react';
import { FieldError, FieldHeading, useFieldIds, type FieldProps } from '../field/field';
import { controlBox, controlReadOnly } from '../field/styles';
import { cn } from '../lib/cn';

export interface TextFieldProps extends Omit<React.ComponentProps<'input'>, 'size'>, FieldProps {
  /** Classes for the outer wrapper (label, input and messages); use `inputClassName` for the input itself. */
  className?: string;
  /** Classes for the `<input>`, merged over the defaults. */
  inputClassName?: string;
}

/**
 * A single-line text input with its label, description and error message. Every other prop (value,
 * onChange, type, autoComplete, inputMode, ...) goes to the `<input>`; controlled or not, showing or clearing
 * an error never touches what the user typed.
 */
export function TextField({
  label,
  description,
  error,
  required,
  id,
  className,
  inputClassName,
  disabled,
  readOnly,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const field = useFieldIds({ id, description, error, describedBy: [ariaDescribedBy] });
  return (
    <div
      data-slot="text-field"
      data-invalid={field.controlProps['aria-invalid'] ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <FieldHeading field={field} label={label} description={description} required={required} disabled={disabled} />
      <input
        {...props}
        {...field.controlProps}
        type={type}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        className={cn(controlBox, controlReadOnly, 'mt-1.5 min-h-10', inputClassName)}
      />
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}

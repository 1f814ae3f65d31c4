import { FieldError, FieldLabel, RequiredMark, cn, useFieldIds } from '@console/ui';
import { forwardRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  description?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first option ("Select a report"); none when absent. */
  placeholder?: string;
  name?: string;
}

/**
 * A native select wired like the design system's fields (label, description, error through
 * aria-describedby): report and journal lists are short and the native control gives type-ahead and
 * screen-reader support without more code.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, description, error, required, value, onChange, options, placeholder, name },
  ref,
) {
  const ids = useFieldIds({ description, error });
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {description && (
        <p id={ids.descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      )}
      <select
        ref={ref}
        name={name}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn('min-h-10 rounded-md border border-line bg-surface px-3 py-2 text-base text-ink', error ? 'border-danger' : '')}
        {...ids.controlProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});

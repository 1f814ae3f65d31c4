import * as React from 'react';
import { FieldError, FieldHeading, useFieldIds, type FieldProps } from '../field/field';
import { controlBox, controlReadOnly } from '../field/styles';
import { cn } from '../lib/cn';

/** How long the count waits after the last keystroke before it is announced, so typing is not talked over. */
export const COUNT_ANNOUNCE_DELAY_MS = 750;

/** "You have 12 characters remaining" / "You have 3 characters too many", in the GOV.UK wording users know. */
export function characterCountMessage(length: number, limit: number): string {
  const left = limit - length;
  const plural = (n: number) => (Math.abs(n) === 1 ? 'character' : 'characters');
  return left >= 0 ? `You have ${left} ${plural(left)} remaining` : `You have ${-left} ${plural(left)} too many`;
}

export interface TextAreaProps extends React.ComponentProps<'textarea'>, FieldProps {
  /**
   * Shows a character counter against this limit. The limit is advisory: typing or pasting past it is
   * allowed (nothing the user wrote is cut off) and the counter turns red; set `error` to block submission.
   */
  characterLimit?: number;
  /** Classes for the outer wrapper; use `textareaClassName` for the `<textarea>` itself. */
  className?: string;
  /** Classes for the `<textarea>`, merged over the defaults. */
  textareaClassName?: string;
}

/**
 * A multi-line text input with its label, description, error message and an optional character counter.
 * Other props go to the `<textarea>`. The counter is read politely once typing pauses.
 */
export function TextArea({
  label,
  description,
  error,
  required,
  id,
  className,
  textareaClassName,
  characterLimit,
  disabled,
  readOnly,
  rows = 4,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const limitHintId = `${controlId}-limit`;
  const hasLimit = characterLimit !== undefined;
  const field = useFieldIds({ id: controlId, description, error, describedBy: [hasLimit && limitHintId, ariaDescribedBy] });

  const [uncontrolledLength, setUncontrolledLength] = React.useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const [announced, setAnnounced] = React.useState('');
  // Nothing is announced until the user types: the limit itself is in the description.
  const [typed, setTyped] = React.useState(false);

  React.useEffect(() => {
    if (!hasLimit || !typed) return;
    const timer = setTimeout(() => setAnnounced(characterCountMessage(length, characterLimit)), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasLimit, typed, length, characterLimit]);

  const over = hasLimit && length > characterLimit;
  return (
    <div
      data-slot="text-area"
      data-invalid={field.controlProps['aria-invalid'] ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      data-over-limit={over ? '' : undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <FieldHeading field={field} label={label} description={description} required={required} disabled={disabled} />
      <textarea
        {...props}
        {...field.controlProps}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => {
          setUncontrolledLength(event.target.value.length);
          setTyped(true);
          onChange?.(event);
        }}
        className={cn(controlBox, controlReadOnly, 'mt-1.5 min-h-20 resize-y', textareaClassName)}
      />
      {hasLimit && (
        <>
          <span id={limitHintId} className="sr-only">
            You can enter up to {characterLimit} characters.
          </span>
          {/* The visible count is for sighted users; screen readers get the delayed live copy below instead of every keystroke. */}
          <p
            aria-hidden="true"
            data-slot="character-count"
            className={cn('mt-1 text-sm', over ? 'font-semibold text-danger' : 'text-muted')}
          >
            {characterCountMessage(length, characterLimit)}
          </p>
          <span aria-live="polite" className="sr-only">
            {announced}
          </span>
        </>
      )}
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}

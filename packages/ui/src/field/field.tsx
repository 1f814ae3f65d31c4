import * as LabelPrimitive from '@radix-ui/react-label';
import * as React from 'react';
import { cn } from '../lib/cn';
import { ErrorIcon } from '../lib/icons';

/** The props every labelled form control of the design system shares. */
export interface FieldProps {
  /** The visible label. Required: it is the control's accessible name (WCAG 1.3.1, 2.5.3, 4.1.2). */
  label: React.ReactNode;
  /** Help text under the label (format, consequences). Read after the name through `aria-describedby`. */
  description?: React.ReactNode;
  /**
   * Error message. When set, the control is `aria-invalid`, the message is shown under it with an icon,
   * read through `aria-describedby` and announced politely. Setting or clearing it never changes the value.
   */
  error?: React.ReactNode;
  /** Marks the control as required: `required` on the control and an asterisk (hidden from screen readers, which hear "required") after the label. */
  required?: boolean;
}

export interface UseFieldIdsOptions {
  /** The control's id; generated when absent. */
  id?: string;
  /** Whether a description is rendered (its id joins `aria-describedby`). */
  description?: unknown;
  /** Whether an error is rendered (its id joins `aria-describedby` and the control becomes `aria-invalid`). */
  error?: unknown;
  /** Extra ids to append to `aria-describedby`, such as a character count hint. Falsy entries are skipped. */
  describedBy?: ReadonlyArray<string | false | null | undefined>;
}

export interface FieldIds {
  /** Id of the control (the `htmlFor` of the label). */
  controlId: string;
  /** Id of the label element, for controls that are named with `aria-labelledby`. */
  labelId: string;
  /** Id of the description element. */
  descriptionId: string;
  /** Id of the error message element. */
  errorId: string;
  /** Props for the control: its id, `aria-describedby` (description, then error) and `aria-invalid`. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  };
}

function present(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * The one place where a control is wired to its label, description and error: stable ids, and
 * `aria-describedby` / `aria-invalid` for the control. Every form primitive uses it, so they all read the
 * same way to assistive technology: name, then description, then error.
 */
export function useFieldIds({ id, description, error, describedBy = [] }: UseFieldIdsOptions = {}): FieldIds {
  const generated = React.useId();
  const controlId = id ?? `field-${generated}`;
  const hasDescription = present(description);
  const hasError = present(error);
  const ids = [hasDescription && `${controlId}-description`, ...describedBy, hasError && `${controlId}-error`].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return {
    controlId,
    labelId: `${controlId}-label`,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    controlProps: {
      id: controlId,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      'aria-invalid': hasError ? true : undefined,
    },
  };
}

/** Classes of a field label, for the few labels that cannot be a `<label>` (a fieldset's `<legend>`). */
export const fieldLabelClass = 'text-sm font-semibold break-words text-ink';

/** The required asterisk. Hidden from screen readers, which hear "required" from the control itself. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" data-slot="required-mark" className="ml-0.5 text-danger">
      *
    </span>
  );
}

export interface FieldLabelProps extends React.ComponentProps<typeof LabelPrimitive.Root> {
  /** Adds the required asterisk. The control itself carries `required`, which is what screen readers announce. */
  required?: boolean;
  /** Dims the label to match a disabled control. */
  disabled?: boolean;
}

/** A form label (Radix Label): bold, in the ink colour, with an optional required asterisk. */
export function FieldLabel({ required, disabled, className, children, ...props }: FieldLabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      data-disabled={disabled ? '' : undefined}
      className={cn(fieldLabelClass, 'data-disabled:opacity-60', className)}
      {...props}
    >
      {children}
      {required && <RequiredMark />}
    </LabelPrimitive.Root>
  );
}

/** Help text of a field, in the muted colour. Give it the `descriptionId` of `useFieldIds`. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-sm break-words text-muted', className)} {...props} />;
}

export interface FieldErrorProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The message; nothing is painted without one, but the live region stays so the next message is announced. */
  children?: React.ReactNode;
}

/**
 * The error message of a field, with an icon (colour is not the only cue, WCAG 1.4.1). It is a polite live
 * region that exists even while empty: a message that appears later (after a blur, a drop, a submit) is
 * announced without stealing focus.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const hasMessage = present(children);
  return (
    <div
      data-slot="field-error"
      aria-live="polite"
      aria-atomic="true"
      data-empty={hasMessage ? undefined : ''}
      // Never display:none: a live region that is not rendered misses the message that appears in it.
      className={cn('flex items-start gap-1.5 text-sm font-semibold text-danger not-data-empty:mt-1.5', className)}
      {...props}
    >
      {hasMessage && (
        <>
          <ErrorIcon className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{children}</span>
        </>
      )}
    </div>
  );
}

export interface FieldHeadingProps {
  /** The ids from `useFieldIds`. */
  field: Pick<FieldIds, 'controlId' | 'descriptionId'>;
  label: React.ReactNode;
  description?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The label and the optional description above a single control, wired to it by `useFieldIds`' ids. */
export function FieldHeading({ field, label, description, required, disabled }: FieldHeadingProps) {
  return (
    <>
      <FieldLabel htmlFor={field.controlId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {description != null && (
        <FieldDescription id={field.descriptionId} className="mt-1">
          {description}
        </FieldDescription>
      )}
    </>
  );
}

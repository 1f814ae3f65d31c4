import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ServerErrorMessage } from './server-error';

/** Client-side messages per field; a field without a message is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export interface UseFormOptions<Values extends Record<string, unknown>> {
  /** The fields and their starting values, in the order the form shows them (focus goes to the first invalid). */
  initialValues: Values;
  /** Pure validation of all values (a model/ function with unit tests). */
  validate: (values: Values) => FieldErrors<Values>;
  /**
   * When client-side messages appear: 'submit' (default) after the first submit attempt, then following
   * every keystroke; 'change' as soon as a field is edited (for limits the user should see while typing).
   */
  showErrors?: 'submit' | 'change';
  /** The mapped failure of the form's request (serverErrorMessage), shown under its field or above the actions. */
  serverError?: ServerErrorMessage<keyof Values & string> | null;
  /** A request is running: submitting again does nothing (the submit button shows `loading`). */
  pending?: boolean;
}

/** What a text control needs: spread it on TextField or TextArea. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  ref: (element: HTMLElement | null) => void;
}

/**
 * The one form pattern of the console. Values and client-side errors live in the form; the request runs
 * in a mutation atom whose error comes back mapped to the spec's sentence (serverError). Typed input is
 * never cleared by a failure, submitting while pending does nothing, and an invalid submit moves focus to
 * the first invalid field (WCAG 3.3.1).
 */
export function useForm<Values extends Record<string, unknown>>({
  initialValues,
  validate,
  showErrors = 'submit',
  serverError = null,
  pending = false,
}: UseFormOptions<Values>) {
  type Name = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<Name>>(() => new Set());
  const elements = useRef(new Map<Name, HTMLElement | null>());
  const order = Object.keys(initialValues) as Name[];
  const clientErrors = validate(values);

  const focusFirst = (names: readonly Name[]) => {
    const first = order.find((name) => names.includes(name));
    if (first) elements.current.get(first)?.focus();
  };

  // A server error that names a field takes focus there, as a client-side one does.
  const serverField = serverError?.field;
  useEffect(() => {
    if (serverField) focusFirst([serverField]);
    // focusFirst only reads refs; the error's arrival is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverError]);

  function errorFor(name: Name): string | undefined {
    const shown = submitted || (showErrors === 'change' && edited.has(name));
    return (shown ? clientErrors[name] : undefined) ?? (serverField === name ? serverError?.message : undefined);
  }

  function setValue<N extends Name>(name: N, value: Values[N]) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  return {
    values,
    setValue,
    errorFor,
    /** The server's sentence when it names no field (an Alert above the actions). */
    formError: serverError && !serverError.field ? serverError.message : undefined,
    /** Props for a text control bound to a string field. */
    textField(name: Name): TextFieldBinding {
      return {
        name,
        value: String(values[name] ?? ''),
        onChange: (event) => setValue(name, event.target.value as Values[Name]),
        error: errorFor(name),
        ref: (element) => {
          elements.current.set(name, element);
        },
      };
    },
    /** Registers a control that is not a text field (a checkbox), so focus can reach it. */
    refFor(name: Name) {
      return (element: HTMLElement | null) => {
        elements.current.set(name, element);
      };
    },
    /** The form's onSubmit: validates, focuses the first invalid field, or hands the values on. */
    handleSubmit(onValid: (values: Values) => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (pending) return;
        setSubmitted(true);
        const invalid = order.filter((name) => validate(values)[name] !== undefined);
        if (invalid.length > 0) {
          focusFirst(invalid);
          return;
        }
        onValid(values);
      };
    },
    /** Back to the initial values, e.g. after a successful send. */
    reset() {
      setValues(initialValues);
      setSubmitted(false);
      setEdited(new Set());
    },
  };
}

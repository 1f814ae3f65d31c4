import * as React from 'react';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../field/field';
import { controlBox } from '../field/styles';
import { cn } from '../lib/cn';
import { CloseIcon, ErrorIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';
import { addEntries, describeAdded, isValidEmail, removeAt, splitEntries, splitWhileTyping } from './model';

export interface EmailPillInputProps extends FieldProps {
  /** The addresses, one pill each, in order. Controlled with `onValueChange`; or use `defaultValue`. */
  value?: string[];
  /** The starting addresses when uncontrolled. */
  defaultValue?: string[];
  /** Called with the new list whenever pills are added or removed. */
  onValueChange?: (value: string[]) => void;
  /**
   * Decides which pills are marked invalid (red, with an icon and "invalid" for screen readers). Defaults to
   * `isValidEmail`: local part, `@`, a domain with a top-level domain of at least two letters or a bracketed
   * IPv4 literal. Invalid pills are kept, so the user can see and fix them.
   */
  validate?: (entry: string) => boolean;
  /** Placeholder of the text input, shown while it is empty. */
  placeholder?: string;
  /** Disables typing and removing. */
  disabled?: boolean;
  /** Submits the addresses with a form, joined by commas, under this name. */
  name?: string;
  /** Id of the text input; generated when absent. */
  id?: string;
  /** Classes for the outer wrapper. */
  className?: string;
  /** What screen readers hear after an invalid address. Defaults to "invalid email address". */
  invalidText?: string;
  /** Accessible name of a pill's remove button, given the address. Defaults to "Remove {address}". */
  removeLabel?: (entry: string) => string;
}

function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = React.useState(defaultValue);
  const current = value !== undefined ? value : inner;
  const set = (next: T) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * A text input that turns addresses into pills: a comma (or, in text without commas, a space or line break)
 * ends an entry, Enter or leaving the field ends the last one, and a pasted list becomes pills at once.
 * Backspace in the empty input removes the last pill; the pills are one tab stop (arrow keys move between
 * them) and Delete or Backspace removes the focused one. Every change is announced politely.
 */
export function EmailPillInput({
  label,
  description,
  error,
  required,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  validate = isValidEmail,
  placeholder,
  disabled,
  name,
  id,
  className,
  invalidText = 'invalid email address',
  removeLabel = (entry) => `Remove ${entry}`,
}: EmailPillInputProps) {
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const [text, setText] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [announcement, setAnnouncement] = React.useState({ id: 0, text: '' });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const pillRefs = React.useRef<Array<HTMLButtonElement | null>>([]);

  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const summaryId = `${controlId}-summary`;
  const invalidTextId = `${controlId}-invalid`;
  const validity = React.useMemo(() => value.map((entry) => validate(entry)), [value, validate]);
  const invalidCount = validity.filter((valid) => !valid).length;
  const field = useFieldIds({ id: controlId, description, error, describedBy: [value.length > 0 && summaryId] });
  const invalid = field.controlProps['aria-invalid'] || invalidCount > 0;

  const announce = (message: string) => setAnnouncement((previous) => ({ id: previous.id + 1, text: message }));

  const add = (entries: string[]) => {
    if (entries.length === 0) return;
    setValue(addEntries(value, entries));
    announce(describeAdded(entries, validate));
  };

  const focusPill = (index: number) => {
    setActiveIndex(index);
    // The pill list re-renders before focus can land on a new element.
    requestAnimationFrame(() => pillRefs.current[index]?.focus());
  };

  const remove = (index: number, focusAfter: 'previous' | 'same' | 'input') => {
    const entry = value[index];
    if (entry === undefined || disabled) return;
    const next = removeAt(value, index);
    setValue(next);
    announce(`Removed ${entry}.`);
    if (focusAfter === 'input' || next.length === 0) {
      inputRef.current?.focus();
      setActiveIndex(Math.max(0, Math.min(activeIndex, next.length - 1)));
      return;
    }
    if (focusAfter === 'same' && index >= next.length) {
      setActiveIndex(next.length - 1);
      inputRef.current?.focus();
      return;
    }
    focusPill(focusAfter === 'previous' ? Math.max(0, index - 1) : index);
  };

  const commitText = () => {
    const entries = splitEntries(text);
    setText('');
    add(entries);
  };

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    if (event.key === 'Backspace' && input.value === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1, 'input');
    } else if (event.key === 'Enter' && text.trim() !== '') {
      // Enter ends the entry instead of submitting the form; an empty input lets Enter submit.
      event.preventDefault();
      commitText();
    } else if (atStart && value.length > 0 && event.key === (isRtl(input) ? 'ArrowRight' : 'ArrowLeft')) {
      event.preventDefault();
      focusPill(value.length - 1);
    }
  };

  const onPillKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = isRtl(event.currentTarget);
    const previousKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    const nextKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        remove(index, 'previous');
        break;
      case 'Delete':
        event.preventDefault();
        remove(index, 'same');
        break;
      case previousKey:
        event.preventDefault();
        focusPill(Math.max(0, index - 1));
        break;
      case nextKey:
        event.preventDefault();
        if (index >= value.length - 1) inputRef.current?.focus();
        else focusPill(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusPill(0);
        break;
      case 'End':
        event.preventDefault();
        focusPill(value.length - 1);
        break;
    }
  };

  const tabStop = Math.min(activeIndex, value.length - 1);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- onBlur only watches focus leaving the whole field; the input and pills are the interactive parts
    <div
      ref={rootRef}
      data-slot="email-pill-input"
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex min-w-0 flex-col', className)}
      onBlur={(event) => {
        // Leaving the whole field ends the entry being typed; moving between its pills and input does not.
        if (text.trim() !== '' && !rootRef.current?.contains(event.relatedTarget as Node | null)) commitText();
      }}
    >
      <FieldLabel id={field.labelId} htmlFor={controlId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {description != null && (
        <FieldDescription id={field.descriptionId} className="mt-1">
          {description}
        </FieldDescription>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a mouse convenience (click the empty box to type); the input itself is the keyboard target */}
      <div
        data-slot="email-pill-input-box"
        data-invalid={invalid ? '' : undefined}
        className={cn(
          controlBox,
          'mt-1.5 flex min-h-10 cursor-text flex-wrap items-center gap-1.5 px-2 py-1.5',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus focus-within:outline-solid',
          invalid && 'border-danger ring-1 ring-danger ring-inset',
          // No opacity: the addresses stay readable (4.5:1) while the field is disabled.
          disabled && 'cursor-not-allowed bg-subtle',
        )}
        onMouseDown={(event) => {
          // A click on the empty part of the box puts the caret in the input, as in a plain text field.
          if (event.target === event.currentTarget) {
            event.preventDefault();
            inputRef.current?.focus();
          }
        }}
      >
        {value.length > 0 && (
          <ul aria-labelledby={field.labelId} className="contents">
            {value.map((entry, index) => {
              const valid = validity[index];
              return (
                <li
                  // Entries may repeat; the index keeps keys unique and pills are only appended or removed.
                  key={`${index}-${entry}`}
                  data-slot="email-pill"
                  data-invalid={valid ? undefined : ''}
                  className={cn(
                    'inline-flex max-w-full min-w-0 items-center gap-1 rounded border py-0.5 ps-2 pe-0.5 text-sm text-ink',
                    valid ? 'border-divider bg-subtle' : 'border-danger bg-danger-soft',
                    disabled && 'border-dashed text-muted',
                  )}
                >
                  {!valid && <ErrorIcon className="size-4 shrink-0 text-danger" />}
                  <span className="min-w-0 break-all">{entry}</span>
                  {!valid && <span className="sr-only">, {invalidText}</span>}
                  <button
                    ref={(node) => {
                      pillRefs.current[index] = node;
                    }}
                    type="button"
                    tabIndex={index === tabStop ? 0 : -1}
                    disabled={disabled}
                    aria-label={removeLabel(entry)}
                    aria-describedby={valid ? undefined : invalidTextId}
                    className={cn(
                      'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted hover:bg-ink/10 hover:text-ink',
                      'disabled:cursor-not-allowed disabled:opacity-60',
                      focusRing,
                    )}
                    onFocus={() => setActiveIndex(index)}
                    onClick={() => remove(index, 'same')}
                    onKeyDown={(event) => onPillKeyDown(event, index)}
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          ref={inputRef}
          {...field.controlProps}
          aria-invalid={invalid || undefined}
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={value.length === 0 ? placeholder : undefined}
          disabled={disabled}
          required={required && value.length === 0}
          className="min-h-7 min-w-32 flex-1 bg-transparent px-1 text-base text-ink outline-none placeholder:text-muted disabled:cursor-not-allowed"
          onChange={(event) => {
            const { complete, rest } = splitWhileTyping(event.target.value);
            setText(rest);
            add(complete);
          }}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!/[,\s]/.test(pasted.trim())) return;
            // A pasted list becomes pills in one go, together with whatever was already typed around the caret.
            event.preventDefault();
            const input = event.currentTarget;
            const start = input.selectionStart ?? text.length;
            const end = input.selectionEnd ?? text.length;
            const combined = text.slice(0, start) + pasted + text.slice(end);
            setText('');
            add(splitEntries(combined));
          }}
          onKeyDown={onInputKeyDown}
        />
      </div>
      <span id={summaryId} className="sr-only">
        {value.length === 1 ? '1 address' : `${value.length} addresses`}
        {invalidCount > 0 ? `, ${invalidCount} invalid` : ''}
      </span>
      <span id={invalidTextId} className="sr-only">
        {invalidText}
      </span>
      <FieldError id={field.errorId}>{error}</FieldError>
      <div role="status" className="sr-only" data-slot="email-pill-input-status">
        {/* A new key re-announces a message that repeats ("Removed a@b.org." twice). */}
        <span key={announcement.id}>{announcement.text}</span>
      </div>
      {name !== undefined && <input type="hidden" name={name} value={value.join(',')} />}
    </div>
  );
}

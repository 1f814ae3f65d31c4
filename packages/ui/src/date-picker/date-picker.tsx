import * as PopoverPrimitive from '@radix-ui/react-popover';
import * as React from 'react';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../field/field';
import { CalendarIcon } from '../lib/icons';
import { controlBox, controlReadOnly } from '../field/styles';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';
import { Spinner } from '../spinner/spinner';
import { Chevron, navButton } from './chevron';
import {
  FORMATS,
  clamp,
  defaultDateMessages,
  formatIso,
  fromDate,
  isWithin,
  monthBounds,
  moveInMonthGrid,
  parseInput,
  parseMessage,
  toDate,
  yearMonthOf,
  type DateMessages,
  type DatePickerMode,
  type MonthGridKey,
} from './model';

/**
 * The day calendar (react-day-picker) comes in its own chunk when the calendar first opens, or as soon as the pointer
 * or focus reaches its button: a form with a date field does not carry it until someone asks for the calendar.
 */
const loadDayCalendar = () => import('./day-calendar');
const DayCalendar = React.lazy(loadDayCalendar);
const preloadDayCalendar = () => void loadDayCalendar().catch(() => undefined);

export interface DatePickerProps extends FieldProps {
  /** Pick a day (`YYYY-MM-DD`, default) or a month (`YYYY-MM`). */
  mode?: DatePickerMode;
  /** The value in the mode's format, or `null` for none. Controlled with `onValueChange`; or use `defaultValue`. */
  value?: string | null;
  /** The starting value when uncontrolled. */
  defaultValue?: string | null;
  /**
   * Called with a valid value in the mode's format (typed, or picked in the calendar), or `null` when the
   * input is emptied or what was typed is not a valid value. The typed text stays in the input either way.
   */
  onValueChange?: (value: string | null) => void;
  /** Earliest allowed value, in the mode's format. Earlier values are refused with a message and greyed out in the calendar. */
  min?: string;
  /** Latest allowed value, in the mode's format. */
  max?: string;
  /** Shows the value without letting it change: the input stays focusable and is announced as read-only; there is no calendar. */
  readOnly?: boolean;
  /** Disables the input and the calendar button. */
  disabled?: boolean;
  /** Text direction of the field and its calendar. */
  dir?: 'ltr' | 'rtl';
  /** Replaces the wording of the validation messages. */
  messages?: Partial<DateMessages>;
  /** Visible name of the calendar button and its popover, before the field label. Defaults to "Choose date" or "Choose month". */
  calendarLabel?: string;
  /** The format hint under the label, given the format. Defaults to "Format: YYYY-MM-DD" (or "Format: YYYY-MM"). */
  formatHint?: (format: string) => React.ReactNode;
  /** Form field name of the input. */
  name?: string;
  /** Id of the text input; generated when absent. */
  id?: string;
  /** Classes for the outer wrapper. */
  className?: string;
  /** The date treated as today (highlighted in the calendar, where the calendar opens without a value). Defaults to now. */
  today?: Date;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface MonthGridProps {
  value: string | null;
  min?: string;
  max?: string;
  today: string;
  dir: 'ltr' | 'rtl';
  onSelect: (value: string) => void;
  gridRef: React.RefObject<HTMLTableElement | null>;
}

/** Twelve months of one year in a 3×4 grid, with year navigation; arrow keys move like in the day calendar. */
function MonthGrid({ value, min, max, today, dir, onSelect, gridRef }: MonthGridProps) {
  const start = clamp(value ?? today, { min, max });
  const [year, setYear] = React.useState(() => yearMonthOf(start).year);
  const [focused, setFocused] = React.useState(start);
  const focusAfterMove = React.useRef(false);
  const captionId = React.useId();
  const minYear = min ? yearMonthOf(min).year : -Infinity;
  const maxYear = max ? yearMonthOf(max).year : Infinity;

  // The tab stop is the focused month when it is in the year on screen, else the first allowed month of that year.
  const months = Array.from({ length: 12 }, (_, index) => formatIso('month', year, index + 1));
  const tabStop = months.includes(focused) ? focused : (months.find((month) => isWithin(month, { min, max })) ?? months[0]!);

  React.useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-month="${focused}"]`)?.focus();
  }, [focused, gridRef]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, month: string) => {
    const keys: MonthGridKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
    if (!keys.includes(event.key as MonthGridKey)) return;
    event.preventDefault();
    const next = moveInMonthGrid(month, event.key as MonthGridKey, { rtl: dir === 'rtl', min, max });
    focusAfterMove.current = true;
    setFocused(next);
    setYear(yearMonthOf(next).year);
  };

  const goToYear = (next: number) => {
    if (next < minYear || next > maxYear) return;
    setYear(next);
  };

  return (
    <div data-slot="month-grid" dir={dir} className="flex flex-col gap-2 text-ink">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous year"
          aria-disabled={year - 1 < minYear || undefined}
          className={navButton}
          onClick={() => goToYear(year - 1)}
        >
          <Chevron orientation="left" />
        </button>
        {/* Polite, like the day calendar's caption: moving to another year is announced. */}
        <span id={captionId} role="status" aria-live="polite" className="text-base font-semibold">
          {year}
        </span>
        <button
          type="button"
          aria-label="Next year"
          aria-disabled={year + 1 > maxYear || undefined}
          className={navButton}
          onClick={() => goToYear(year + 1)}
        >
          <Chevron orientation="right" />
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the month picker is an ARIA grid (arrow keys move between months), the pattern react-day-picker uses for days */}
      <table ref={gridRef} role="grid" aria-labelledby={captionId} className="border-collapse">
        <tbody>
          {[0, 1, 2, 3].map((row) => (
            <tr key={row}>
              {months.slice(row * 3, row * 3 + 3).map((month) => {
                const index = yearMonthOf(month).month - 1;
                const allowed = isWithin(month, { min, max });
                const selected = month === value;
                return (
                  <td key={month} role="gridcell" aria-selected={selected || undefined} className="p-0.5">
                    <button
                      type="button"
                      data-month={month}
                      data-selected={selected ? '' : undefined}
                      data-today={month === today ? '' : undefined}
                      tabIndex={month === tabStop ? 0 : -1}
                      aria-disabled={allowed ? undefined : true}
                      aria-label={`${MONTH_NAMES[index]} ${year}`}
                      className={cn(
                        'inline-flex h-10 w-24 cursor-pointer items-center justify-center rounded text-sm text-ink hover:bg-subtle',
                        'data-today:font-bold data-today:underline data-today:underline-offset-4',
                        'data-selected:bg-primary data-selected:font-semibold data-selected:text-primary-contrast data-selected:hover:bg-primary-hover',
                        'aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:line-through aria-disabled:hover:bg-transparent',
                        focusRing,
                      )}
                      onFocus={() => setFocused(month)}
                      onClick={() => {
                        if (allowed) onSelect(month);
                      }}
                      onKeyDown={(event) => onKeyDown(event, month)}
                    >
                      {MONTH_NAMES[index]}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A date by day (`YYYY-MM-DD`) or by month (`YYYY-MM`): a text input that accepts the value typed in the
 * format, and a button that opens a calendar (days) or a twelve-month grid (months) in a popover. Focus
 * moves into the calendar on open and back to the button on close (Escape, or after picking). Typed text is
 * checked when the user leaves the input or presses Enter: a bad or out-of-range value shows a message and
 * stays in the input for correcting.
 */
export function DatePicker({
  label,
  description,
  error,
  required,
  mode = 'day',
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  readOnly,
  disabled,
  dir = 'ltr',
  messages: messagesProp,
  calendarLabel = mode === 'day' ? 'Choose date' : 'Choose month',
  formatHint = (format) => `Format: ${format}`,
  name,
  id,
  className,
  today: todayProp,
}: DatePickerProps) {
  const controlled = valueProp !== undefined;
  const [innerValue, setInnerValue] = React.useState<string | null>(defaultValue);
  const value = controlled ? valueProp : innerValue;
  const [text, setText] = React.useState(value ?? '');
  const [parseError, setParseError] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  // The value the text last reflected (shown or emitted). A value set from outside (a reset, another field
  // moving this one) replaces the text; the echo of what this field emitted does not, so a typed value that
  // failed validation is never wiped.
  const [synced, setSynced] = React.useState<string | null>(value);
  const monthGridRef = React.useRef<HTMLTableElement>(null);

  if (value !== synced) {
    setSynced(value);
    setText(value ?? '');
    setParseError(null);
  }

  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const formatHintId = `${controlId}-format`;
  const calendarTextId = `${controlId}-calendar`;
  const shownError = parseError ?? error;
  const field = useFieldIds({ id: controlId, description, error: shownError, describedBy: [!readOnly && formatHintId] });
  const messages = { ...defaultDateMessages[mode], ...messagesProp };
  const today = fromDate(mode, todayProp ?? new Date());

  const emit = (next: string | null) => {
    setSynced(next);
    if (!controlled) setInnerValue(next);
    if (next !== value) onValueChange?.(next);
  };

  const check = (current: string, { showErrors }: { showErrors: boolean }) => {
    const result = parseInput(mode, current, { min, max });
    if (result.status === 'valid') {
      setParseError(null);
      emit(result.value);
    } else if (result.status === 'empty') {
      setParseError(null);
      emit(null);
    } else if (showErrors) {
      setParseError(parseMessage(mode, result, { min, max }, messages));
      emit(null);
    }
  };

  const pick = (next: string) => {
    setText(next);
    setParseError(null);
    emit(next);
    setOpen(false);
  };

  const selectedDate = value && mode === 'day' ? toDate(value) : undefined;
  const bounds = mode === 'day' ? { min, max } : monthBounds({ min, max });
  const openingMonth = toDate(clamp(value ?? today, bounds).slice(0, 7));
  const disabledDays = [
    ...(min && toDate(min) ? [{ before: toDate(min)! }] : []),
    ...(max && toDate(max) ? [{ after: toDate(max)! }] : []),
  ];

  return (
    <div
      data-slot="date-picker"
      data-mode={mode}
      data-invalid={shownError != null ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      dir={dir}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <FieldLabel id={field.labelId} htmlFor={controlId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {description != null && (
        <FieldDescription id={field.descriptionId} className="mt-1">
          {description}
        </FieldDescription>
      )}
      {!readOnly && (
        <FieldDescription id={formatHintId} className="mt-1">
          {formatHint(FORMATS[mode])}
        </FieldDescription>
      )}
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Anchor asChild>
          <div className="mt-1.5 flex min-w-0 items-stretch gap-2">
            <input
              {...field.controlProps}
              type="text"
              name={name}
              value={text}
              placeholder={readOnly ? undefined : FORMATS[mode]}
              autoComplete="off"
              spellCheck={false}
              required={required}
              readOnly={readOnly}
              disabled={disabled}
              className={cn(controlBox, controlReadOnly, 'min-h-10 flex-1 tabular-nums', mode === 'day' ? 'max-w-48' : 'max-w-40')}
              onChange={(event) => {
                setText(event.target.value);
                // Corrections are rewarded at once; new errors wait until the user is done (blur or Enter).
                check(event.target.value, { showErrors: false });
              }}
              onBlur={(event) => check(event.target.value, { showErrors: true })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') check(event.currentTarget.value, { showErrors: true });
              }}
            />
            {!readOnly && (
              <PopoverPrimitive.Trigger
                type="button"
                disabled={disabled}
                aria-labelledby={`${calendarTextId} ${field.labelId}`}
                data-slot="date-picker-trigger"
                onPointerEnter={mode === 'day' ? preloadDayCalendar : undefined}
                onFocus={mode === 'day' ? preloadDayCalendar : undefined}
                className={cn(
                  'inline-flex min-h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center rounded border border-line bg-surface text-ink hover:bg-subtle',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  focusRing,
                )}
              >
                <CalendarIcon className="size-5" />
                <span id={calendarTextId} className="sr-only">
                  {calendarLabel}
                </span>
              </PopoverPrimitive.Trigger>
            )}
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            aria-labelledby={`${calendarTextId} ${field.labelId}`}
            data-slot="date-picker-popover"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            dir={dir}
            className="z-50 rounded-lg border border-divider bg-surface p-3 shadow-lg focus:outline-none"
            onOpenAutoFocus={(event) => {
              if (mode === 'month') {
                event.preventDefault();
                monthGridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
              }
              // Day mode: DayPicker's autoFocus has already focused the selected day (or today, or the first
              // allowed day); Radix leaves focus where it is when it is inside.
            }}
          >
            {mode === 'day' ? (
              <React.Suspense
                fallback={
                  <div className="flex h-72 w-72 items-center justify-center">
                    <Spinner label="Loading calendar" />
                  </div>
                }
              >
                <DayCalendar
                  selected={selectedDate}
                  onPick={(date) => pick(fromDate('day', date))}
                  defaultMonth={openingMonth}
                  startMonth={min ? toDate(min) : undefined}
                  endMonth={max ? toDate(max) : undefined}
                  disabled={disabledDays}
                  today={todayProp}
                  dir={dir}
                />
              </React.Suspense>
            ) : (
              <MonthGrid value={value} min={min} max={max} today={today} dir={dir} onSelect={pick} gridRef={monthGridRef} />
            )}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      <FieldError id={field.errorId}>{shownError}</FieldError>
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import * as React from 'react';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../field/field';
import { ChevronDownIcon } from '../lib/icons';
import { controlBox } from '../field/styles';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { SpinnerGlyph } from '../spinner/spinner';
import { filterOptions, indexOptions, statusMessage, toRows, type ComboboxOption, type ComboboxRow } from './model';

export type { ComboboxOption } from './model';

/** Pause before the result count is announced, so it is said once typing settles rather than at every key. */
export const STATUS_DELAY_MS = 300;

/** Heights used before a row is measured: a heading, an option, an option with a description line. */
const ROW_HEIGHT = { group: 32, option: 40, described: 56 } as const;

export interface ComboboxProps extends FieldProps {
  /**
   * The options: `{ value, label, description?, disabled?, group?, keywords? }`. Thousands are fine: the
   * list is virtualised and filtering runs over text normalised once per options array (keep the array
   * stable, for example with `useMemo`, so that work is not redone at every render).
   */
  options: ComboboxOption[];
  /** The selected option's value, or `null`. Controlled with `onValueChange`; or use `defaultValue`. */
  value?: string | null;
  /** The starting value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the picked value (and its option), or `null` when the selection is cleared (Escape on a closed list, or emptying the input and leaving). */
  onValueChange?: (value: string | null, option: ComboboxOption | null) => void;
  /**
   * Called with the typed text when it changes and is at least `minInputLength` long: fetch matching
   * options there and pass them in `options` (remote search). Set `filter={false}` if the results come
   * already filtered.
   */
  onInputChange?: (input: string) => void;
  /** Characters to type before options are listed (and `onInputChange` is called). Defaults to 0. */
  minInputLength?: number;
  /** Lists at most this many matches ("at most N suggestions"); the announcement says how many matched in all. */
  maxSuggestions?: number;
  /** Filter `options` by the typed text. Defaults to true; false when `onInputChange` supplies filtered results. */
  filter?: boolean;
  /** Shows a spinner and announces `loadingText` while remote results are fetched. */
  loading?: boolean;
  /** What a screen reader hears while `loading`. Defaults to "Searching…". */
  loadingText?: string;
  /** Shown (and announced) when nothing matches. Defaults to "No results". */
  emptyText?: string;
  /** Shown while fewer than `minInputLength` characters are typed. Defaults to "Type at least {n} characters to search". */
  minInputLengthText?: (minimum: number) => string;
  /** Placeholder of the input, shown while it is empty. */
  placeholder?: string;
  /** Called when the input receives focus (by keyboard or pointer): e.g. to ask for options that are still to come. */
  onFocus?: () => void;
  /** Disables typing and opening the list. */
  disabled?: boolean;
  /** Accessible name of the button that opens the list (in addition to the field label). Defaults to "Show options". */
  toggleLabel?: string;
  /** Tallest the open list grows, in pixels, before it scrolls. Defaults to 320. */
  maxListHeight?: number;
  /** Submits the selected value with a form under this name. */
  name?: string;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Classes for the outer wrapper. */
  className?: string;
}

const optionToString = (option: ComboboxOption | null) => option?.label ?? '';
const optionToKey = (option: ComboboxOption | null) => option?.value ?? null;
const optionDisabled = (option: ComboboxOption) => option.disabled === true;

/**
 * A select with type-ahead (the ARIA 1.2 combobox pattern, by downshift's `useCombobox`): type to filter,
 * Down/Up to move through the options (Home/End, PageUp/PageDown too), Enter to pick, Escape to close the
 * list and, once closed, to clear. The toggle button lists every option. The number of results is
 * announced politely. Long lists are virtualised, so 5,000 options filter and scroll without lag.
 */
export function Combobox({
  label,
  description,
  error,
  required,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  onInputChange,
  minInputLength = 0,
  maxSuggestions,
  filter = true,
  loading = false,
  loadingText = 'Searching…',
  onFocus,
  emptyText = 'No results',
  minInputLengthText = (minimum) => `Type at least ${minimum} ${minimum === 1 ? 'character' : 'characters'} to search`,
  placeholder,
  disabled,
  toggleLabel = 'Show options',
  maxListHeight = 320,
  name,
  id,
  className,
}: ComboboxProps) {
  const controlled = valueProp !== undefined;
  const [innerValue, setInnerValue] = React.useState<string | null>(defaultValue);
  const value = controlled ? valueProp : innerValue;
  // What was typed since the list last opened or a value was picked; the input may instead show the picked label.
  const [query, setQuery] = React.useState('');

  const index = React.useMemo(() => indexOptions(options), [options]);
  // The selected option may have left `options` (a remote search moved on): remember it to keep its label.
  const lastSelected = React.useRef<ComboboxOption | null>(null);
  const selectedOption =
    value === null ? null : (index.byValue.get(value) ?? (lastSelected.current?.value === value ? lastSelected.current : null));

  const belowMinimum = query.trim().length < minInputLength;
  const { items, total } = React.useMemo(() => {
    if (belowMinimum) return { items: [] as ComboboxOption[], total: 0 };
    const result = filterOptions(index, filter ? query : '', { limit: maxSuggestions });
    return { items: result.options, total: result.total };
  }, [index, query, filter, maxSuggestions, belowMinimum]);
  const { rows, optionRow } = React.useMemo(() => toRows(items), [items]);

  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const toggleTextId = `${controlId}-toggle`;
  const field = useFieldIds({ id: controlId, description, error });

  const scrollRef = React.useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (row) => {
      const entry = rows[row];
      if (!entry || entry.kind === 'group') return ROW_HEIGHT.group;
      return entry.option.description ? ROW_HEIGHT.described : ROW_HEIGHT.option;
    },
    getItemKey: (row) => rows[row]?.key ?? row,
    overscan: 8,
  });

  const stateReducer = React.useCallback(
    (state: UseComboboxState<ComboboxOption>, { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>) => {
      // `changes` is the whole next state: an unchanged selectedItem means the blur picked nothing.
      if (type === useCombobox.stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem) {
        // Leaving with an empty input clears the choice; leaving with half-typed text shows the choice again.
        if (state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
        return { ...changes, inputValue: optionToString(state.selectedItem) };
      }
      return changes;
    },
    [],
  );

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    selectItem,
    setInputValue,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<ComboboxOption>({
    items,
    inputId: controlId,
    labelId: field.labelId,
    itemToString: optionToString,
    itemToKey: optionToKey,
    isItemDisabled: optionDisabled,
    selectedItem: selectedOption,
    stateReducer,
    // The virtualiser scrolls: downshift's own scrolling does not know the rows that are not rendered.
    scrollIntoView: () => {},
    onSelectedItemChange: ({ selectedItem }) => {
      lastSelected.current = selectedItem ?? null;
      setQuery('');
      if (!controlled) setInnerValue(selectedItem?.value ?? null);
      onValueChange?.(selectedItem?.value ?? null, selectedItem ?? null);
    },
    onInputValueChange: ({ inputValue: next, type }) => {
      // Text the program wrote (a picked label, a reset, a clear) is not a search: the list shows everything again.
      if (type !== useCombobox.stateChangeTypes.InputChange) {
        setQuery('');
        return;
      }
      setQuery(next);
      if (onInputChange && next.trim().length >= minInputLength) onInputChange(next);
    },
    onIsOpenChange: ({ isOpen: open, type }) => {
      // Escape only closes the list: the typed text stays, and reopening lists its matches again.
      if (!open && type !== useCombobox.stateChangeTypes.InputKeyDownEscape) setQuery('');
    },
    onHighlightedIndexChange: ({ highlightedIndex: next, type }) => {
      const byPointer = type === useCombobox.stateChangeTypes.ItemMouseMove || type === useCombobox.stateChangeTypes.MenuMouseLeave;
      if (byPointer || next < 0) return;
      const row = optionRow[next];
      if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
    },
  });

  // On opening, bring the selected (highlighted) option into view.
  React.useEffect(() => {
    if (!isOpen || highlightedIndex < 0) return;
    const row = optionRow[highlightedIndex];
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'center' });
    // Only when the list opens: later highlight changes scroll through onHighlightedIndexChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const message = statusMessage({
    open: isOpen,
    shown: items.length,
    total,
    belowMinimum: belowMinimum ? minInputLengthText(minInputLength) : undefined,
    loading: loading ? loadingText : undefined,
    empty: emptyText,
  });
  const [announced, setAnnounced] = React.useState('');
  React.useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const showList = isOpen && !loading && !belowMinimum && rows.length > 0;
  const note = !isOpen
    ? null
    : loading
      ? loadingText
      : belowMinimum
        ? minInputLengthText(minInputLength)
        : rows.length === 0
          ? emptyText
          : null;
  const virtualRows = virtualizer.getVirtualItems();

  // Rows on screen, gathered into their groups: a group is a role="group" named by its heading, so screen
  // readers say the group even though its heading row may have scrolled out of the rendered window.
  const segments: Array<{ group?: string; rows: typeof virtualRows }> = [];
  for (const virtualRow of virtualRows) {
    const row = rows[virtualRow.index];
    if (!row) continue;
    const group = row.group;
    const last = segments[segments.length - 1];
    if (last && last.group === group) last.rows.push(virtualRow);
    else segments.push({ group, rows: [virtualRow] });
  }

  const renderRow = (virtualRow: (typeof virtualRows)[number], row: ComboboxRow) => {
    const style: React.CSSProperties = {
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      transform: `translateY(${virtualRow.start}px)`,
    };
    if (row.kind === 'group') {
      return (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={virtualRow.index}
          aria-hidden="true"
          data-slot="combobox-group-label"
          style={style}
          className="flex items-end px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
        >
          {row.group}
        </div>
      );
    }
    const { option } = row;
    const highlighted = highlightedIndex === row.index;
    const selected = selectedOption?.value === option.value;
    return (
      <div
        key={row.key}
        {...getItemProps({ item: option, index: row.index, ref: virtualizer.measureElement })}
        data-index={virtualRow.index}
        data-highlighted={highlighted ? '' : undefined}
        data-selected={selected ? '' : undefined}
        data-disabled={option.disabled ? '' : undefined}
        style={style}
        className={cn(
          'flex min-h-10 cursor-pointer items-start gap-2 px-3 py-2 text-base text-ink',
          'data-highlighted:bg-primary-soft data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-focus data-highlighted:outline-solid',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        )}
      >
        <CheckIcon className={cn('mt-1 size-4 shrink-0 text-primary', !selected && 'invisible')} />
        <span className="min-w-0 flex-1 break-words">
          <span className="block">{option.label}</span>
          {option.description && <span className="block text-sm text-muted">{option.description}</span>}
        </span>
      </div>
    );
  };

  return (
    <div
      data-slot="combobox"
      data-invalid={field.controlProps['aria-invalid'] ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-state={isOpen ? 'open' : 'closed'}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <FieldLabel {...getLabelProps()} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {description != null && (
        <FieldDescription id={field.descriptionId} className="mt-1">
          {description}
        </FieldDescription>
      )}
      <div className="relative mt-1.5">
        <div className="relative flex">
          <input
            {...getInputProps({
              disabled,
              placeholder,
              required,
              'aria-describedby': field.controlProps['aria-describedby'],
              'aria-invalid': field.controlProps['aria-invalid'],
              onFocus,
              onBlur: () => {
                // downshift tidies up a blur only while the list is open (stateReducer above); after Escape
                // closed it, leaving must still not keep text that is not the choice.
                if (isOpen) return;
                if (inputValue.trim() === '') {
                  if (selectedOption) selectItem(null);
                } else if (inputValue !== optionToString(selectedOption)) {
                  setInputValue(optionToString(selectedOption));
                }
              },
            })}
            // downshift names the highlighted option whenever the list is open; while the list is not shown (loading,
            // too few characters) that option is not in the page, and an active descendant that names nothing is
            // invalid ARIA (axe: aria-valid-attr-value).
            {...(showList ? {} : { 'aria-activedescendant': undefined })}
            spellCheck={false}
            className={cn(controlBox, 'min-h-10 pe-16')}
          />
          <div className="absolute inset-y-0 end-1 flex items-center gap-1">
            {loading && <SpinnerGlyph size="sm" className="text-primary" />}
            <button
              type="button"
              {...getToggleButtonProps({ disabled })}
              // downshift takes the toggle out of the tab order (the input opens the list with Down); it stays a pointer target.
              aria-labelledby={`${toggleTextId} ${field.labelId}`}
              className={cn(
                'inline-flex size-8 cursor-pointer items-center justify-center rounded text-muted hover:bg-subtle hover:text-ink',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              <ChevronDownIcon className={cn('size-5 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')} />
              <span id={toggleTextId} className="sr-only">
                {toggleLabel}
              </span>
            </button>
          </div>
        </div>
        <div
          data-slot="combobox-popup"
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded border border-divider bg-surface shadow-lg"
        >
          {note && (
            <p data-slot="combobox-note" className="px-3 py-2 text-sm text-muted">
              {note}
            </p>
          )}
          <div
            // A fresh element each time the list shows: the virtualiser measures a new scroll element at once,
            // where a list that was hidden would be measured at zero height until its resize observer fires.
            key={showList ? 'shown' : 'hidden'}
            {...getMenuProps({ ref: scrollRef })}
            hidden={!showList}
            style={{ maxHeight: maxListHeight }}
            className="relative overflow-y-auto overscroll-contain"
          >
            {showList && (
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {segments.map((segment) => {
                  const content = segment.rows.map((virtualRow) => renderRow(virtualRow, rows[virtualRow.index]!));
                  return segment.group === undefined ? (
                    <React.Fragment key={`ungrouped-${segment.rows[0]!.index}`}>{content}</React.Fragment>
                  ) : (
                    <div key={`group-${segment.group}`} role="group" aria-label={segment.group}>
                      {content}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
          {maxSuggestions !== undefined && showList && total > items.length && (
            <p data-slot="combobox-more" className="border-t border-divider px-3 py-2 text-sm text-muted">
              Showing {items.length} of {total}. Type more to narrow the list.
            </p>
          )}
        </div>
      </div>
      <div role="status" className="sr-only" data-slot="combobox-status">
        {announced}
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
    </div>
  );
}

import { format } from 'date-fns';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/styles';
import { Chevron, navButton } from './chevron';

const dayPickerClassNames = {
  root: 'relative text-ink',
  months: 'relative flex flex-col',
  month: 'flex flex-col gap-2',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  month_caption: 'flex h-8 items-center justify-center',
  caption_label: 'text-base font-semibold',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 p-0 text-xs font-semibold text-muted',
  weeks: '',
  week: '',
  day: 'p-0 text-center',
  day_button: cn(
    'inline-flex size-10 cursor-pointer items-center justify-center rounded text-sm text-ink hover:bg-subtle',
    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
    focusRing,
  ),
  selected: '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-contrast [&>button]:hover:bg-primary-hover',
  today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
  outside: '[&>button]:text-muted',
  disabled: '',
  hidden: 'invisible',
  focused: '',
};

/**
 * "Saturday 15 June 2024": the day number shown on the button is a word of its name, as voice control
 * users say it (WCAG 2.5.3); DayPicker's default "June 15th" is not.
 */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  const label = format(date, 'EEEE d MMMM yyyy');
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

export interface DayCalendarProps {
  selected: Date | undefined;
  onPick: (date: Date) => void;
  defaultMonth: Date | undefined;
  startMonth: Date | undefined;
  endMonth: Date | undefined;
  disabled: Matcher[];
  today: Date | undefined;
  dir: 'ltr' | 'rtl';
}

/** The date picker's day calendar (react-day-picker), in its own chunk: date-picker.tsx loads it when needed. */
export default function DayCalendar({ selected, onPick, defaultMonth, startMonth, endMonth, disabled, today, dir }: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens in a popover on the user's request; focus must move into it (APG date picker dialog)
      autoFocus
      required={false}
      selected={selected}
      onSelect={(date) => {
        if (date) onPick(date);
      }}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      today={today}
      weekStartsOn={1}
      dir={dir}
      components={{ Chevron }}
      classNames={dayPickerClassNames}
      labels={{ labelPrevious: () => 'Previous month', labelNext: () => 'Next month', labelDayButton }}
    />
  );
}

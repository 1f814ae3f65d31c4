import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePicker } from './date-picker';
import { expectNoHorizontalOverflow } from '../lib/story-helpers';

// A fixed "today" keeps the calendar, and so the visual baselines, the same whatever day the tests run.
const today = new Date(2024, 5, 15);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Start date', onValueChange: fn(), today },
  decorators: [
    (Story) => (
      <div className="max-w-md pb-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'The first day of the reporting period.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveAccessibleDescription('The first day of the reporting period. Format: YYYY-MM-DD');
    await userEvent.type(input, '2024-03-15');
    // A complete, valid value is reported as soon as it is typed.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-15');
    await userEvent.tab();
    await expect(input).not.toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Choose date Start date' })).toHaveFocus();
  },
};

export const PickFromTheCalendar: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Choose date Start date' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date Start date' });
    // Focus moves into the calendar (its code loads on first use), onto the selected day.
    const selected = await within(dialog).findByRole('button', { name: /^Friday 15 March 2024, selected$/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: /^Saturday 16 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: /^Saturday 23 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-03-23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-23');
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Choose date Start date' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // Without a value the calendar opens on today.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Today, Saturday 15 June 2024$/ })).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('button', { name: /^Monday 15 July 2024$/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const BadValueKeepsWhatWasTyped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '15/03/2024');
    // No error while typing; it comes when the user is done.
    await expect(input).not.toBeInvalid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Format: YYYY-MM-DD Enter a date in the format YYYY-MM-DD, for example 2024-03-15.');
    await expect(input).toHaveValue('15/03/2024');
    // There never was a valid value, so there is no change to report.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '2023-02-29{Enter}');
    await expect(canvas.getByText('Enter a real date, for example 2024-03-15.')).toBeVisible();
    // Fixing the value clears the error at once.
    await userEvent.clear(input);
    await userEvent.type(input, '2024-02-29');
    await expect(input).not.toBeInvalid();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-29');
  },
};

export const OutOfRange: Story = {
  args: { min: '2020-01-01', max: '2024-05-31', label: 'End date', defaultValue: '2024-05-31' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(input);
    await userEvent.type(input, '2024-06-01');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a date between 2020-01-01 and 2024-05-31.')).toBeVisible();
    await expect(input).toHaveValue('2024-06-01');
    // Days outside the range cannot be picked, and the calendar stops at the last allowed month.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date End date' }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('grid', { name: 'May 2024' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const MonthMode: Story = {
  args: { mode: 'month', label: 'Begin month', defaultValue: '2024-03', min: '2020-01', max: '2024-05' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Begin month' });
    await expect(input).toHaveAccessibleDescription('Format: YYYY-MM');
    const trigger = canvas.getByRole('button', { name: 'Choose month Begin month' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose month Begin month' });
    const grid = within(dialog).getByRole('grid', { name: '2024' });
    await expect(within(grid).getByRole('button', { name: 'March 2024' })).toHaveFocus();
    await expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('March');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('button', { name: 'April 2024' })).toHaveFocus();
    // Down would go to July, past the latest allowed month: focus stops at May.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('button', { name: 'May 2024' })).toHaveFocus();
    await expect(within(grid).getByRole('button', { name: 'June 2024' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(grid).getByRole('button', { name: 'February 2024' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(input).toHaveValue('2024-02');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02');
  },
};

export const MonthModeYearNavigation: Story = {
  args: { mode: 'month', label: 'Begin month', defaultValue: '2024-03', min: '2020-01' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose month Begin month' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{PageUp}');
    await expect(within(dialog).getByRole('grid', { name: '2023' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'March 2023' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous year' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2022');
    await userEvent.click(within(dialog).getByRole('button', { name: 'September 2022' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Begin month' })).toHaveValue('2022-09');
  },
};

export const MonthModeEscape: Story = {
  args: { mode: 'month', label: 'Begin month' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Choose month Begin month' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // Without a value the grid opens on the current month.
    await expect(within(dialog).getByRole('button', { name: 'June 2024' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const MonthModeBadValue: Story = {
  args: { mode: 'month', label: 'Begin month', min: '2020-01' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Begin month' });
    await userEvent.type(input, '2024-13{Enter}');
    await expect(canvas.getByText('Enter a real month, for example 2024-03.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2019-12');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a month on or after 2020-01.')).toBeVisible();
    await expect(input).toHaveValue('2019-12');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '2024-03-01', description: 'Set by the report template.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.tab();
    // Still reachable and announced (read-only), but nothing can change it.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription('Set by the report template.');
    await userEvent.keyboard('{Backspace}9');
    await expect(input).toHaveValue('2024-03-01');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2024-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date Start date' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Choose a start date.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Format: YYYY-MM-DD Choose a start date.');
  },
};

function Range() {
  const [begin, setBegin] = React.useState<string | null>('2024-01-01');
  const [end, setEnd] = React.useState<string | null>('2024-03-31');
  return (
    <div className="flex flex-wrap gap-4">
      <DatePicker
        label="Begin date"
        today={today}
        value={begin}
        max="2024-05-31"
        onValueChange={(next) => {
          setBegin(next);
          // Another field moving this one (spec: the end moves when the start passes it).
          if (next && end && next > end) setEnd(next);
        }}
      />
      <DatePicker label="End date" today={today} value={end} min={begin ?? undefined} max="2024-05-31" onValueChange={setEnd} />
    </div>
  );
}

export const ControlledRange: Story = {
  render: () => <Range />,
  play: async ({ canvas, userEvent }) => {
    const begin = canvas.getByRole('textbox', { name: 'Begin date' });
    const end = canvas.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(begin);
    await userEvent.type(begin, '2024-04-10');
    // A value set from outside replaces the text of the other field.
    await expect(end).toHaveValue('2024-04-10');
  },
};

export const LongText: Story = {
  args: {
    label: 'First day of the reporting period for the consortium-wide collections usage report',
    description:
      'Usage is available from the first full day of the template, https://support.example.org/articles/when-usage-data-becomes-available',
    error: 'Enter a date between 2020-01-01 and 2024-05-31: usage before the template start date is not kept.',
    defaultValue: '2019-12-31',
  },
  decorators: [
    (Story) => (
      <div className="w-72 pb-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'date-picker');
  },
};

export const RightToLeft: Story = {
  args: { label: 'تاريخ البدء', dir: 'rtl', defaultValue: '2024-03-15', calendarLabel: 'اختر التاريخ' },
  decorators: [
    (Story) => (
      <div lang="ar" className="w-72 pb-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'اختر التاريخ تاريخ البدء' });
    const input = canvas.getByRole('textbox', { name: 'تاريخ البدء' });
    // The calendar button follows the input in reading order: on its left in right-to-left text.
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(input.getBoundingClientRect().left);
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /15 March 2024/ })).toHaveFocus());
    // Left is "next day" in right-to-left text.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('button', { name: /^Saturday 16 March 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenCalendar: Story = {
  args: { defaultValue: '2024-03-15', min: '2024-03-05' },
  play: async ({ canvas, userEvent }) => {
    // Leaves the calendar open for the visual baseline and the accessibility check of the popover.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date Start date' }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: /^Monday 4 March 2024$/ })).toBeDisabled();
  },
};

export const OpenMonthGrid: Story = {
  args: { mode: 'month', label: 'Begin month', defaultValue: '2024-03', min: '2024-02' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose month Begin month' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'January 2024' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Previous year' })).toHaveAttribute('aria-disabled', 'true');
  },
};

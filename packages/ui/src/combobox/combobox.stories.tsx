import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './combobox';
import { filterOptions, indexOptions } from './model';
import { expectNoHorizontalOverflow } from '../lib/story-helpers';

const accounts: ComboboxOption[] = [
  { value: 'demouniv', label: 'Demo University', description: 'demouniv', group: 'Institutions', keywords: ['demouniv'] },
  { value: 'democoll', label: 'Demo College', description: 'democoll', group: 'Institutions', keywords: ['democoll'] },
  { value: 'basicinst', label: 'Basic Institute', description: 'basicinst', group: 'Institutions', keywords: ['basicinst'] },
  { value: 'democons', label: 'Demo Consortium', description: 'democons · 12 members', group: 'Consortia', keywords: ['democons'] },
  { value: 'demopress', label: 'Demo Press', description: 'demopress', group: 'Publishers', keywords: ['demopress'] },
  { value: 'closedpress', label: 'Closed Press', description: 'Account closed', group: 'Publishers', disabled: true },
];

const reports: ComboboxOption[] = [
  'Journal Requests (TR_J1)',
  'Journal Access Denied (TR_J2)',
  'Journal Usage by Access Type (TR_J3)',
  'Journal Requests by YOP (TR_J4)',
  'Book Requests (TR_B1)',
  'Book Access Denied (TR_B2)',
  'Book Usage by Access Type (TR_B3)',
  'Platform Master Report (PR)',
  'Platform Usage (PR_P1)',
  'Database Master Report (DR)',
].map((label) => ({ value: label.replace(/.*\((.*)\)/, '$1'), label }));

const fiveThousand: ComboboxOption[] = Array.from({ length: 5000 }, (_, index) => ({
  value: `inst-${index + 1}`,
  label: `Institution ${index + 1}`,
  description: `site${String(index + 1).padStart(4, '0')}`,
  group: `Region ${(index % 5) + 1}`,
  keywords: [`site${String(index + 1).padStart(4, '0')}`],
}));

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Account', options: accounts, onValueChange: fn(), placeholder: 'Type a name or a site code' },
  decorators: [
    (Story) => (
      <div className="max-w-md pb-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="combobox-status"]')!;

export const Default: Story = {
  args: { description: 'Reports are generated for this account.' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await expect(input).toHaveAccessibleDescription('Reports are generated for this account.');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await userEvent.keyboard('demo');
    const listbox = canvas.getByRole('listbox', { name: 'Account' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    // The count is announced politely once typing settles.
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('4 results available.'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const college = within(listbox).getByRole('option', { name: /Demo College/ });
    await expect(input).toHaveAttribute('aria-activedescendant', college.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('democoll', expect.objectContaining({ label: 'Demo College' }));
    await expect(input).toHaveValue('Demo College');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

export const Groups: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show options Account' }));
    const listbox = canvas.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Institutions', 'Consortia', 'Publishers']);
    await expect(within(groups[2]!).getAllByRole('option')).toHaveLength(2);
  },
};

export const DisabledOptionIsSkipped: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await userEvent.click(input);
    await userEvent.keyboard('press');
    const closed = canvas.getByRole('option', { name: /Closed Press/ });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Demo Press/ }).id);
  },
};

export const EscapeClosesThenClears: Story = {
  args: { defaultValue: 'demopress' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await expect(input).toHaveValue('Demo Press');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The list opens on the chosen option, scrolled into view.
    const chosen = await canvas.findByRole('option', { name: /Demo Press/ });
    await expect(input).toHaveAttribute('aria-activedescendant', chosen.id);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('Demo Press');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
  },
};

export const HomeAndEnd: Story = {
  args: { label: 'Report', options: reports, placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Report' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Database Master Report (DR)' }).id);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Journal Requests (TR_J1)' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Journal Requests (TR_J1)');
  },
};

export const LeavingRestoresTheChoice: Story = {
  args: { defaultValue: 'demouniv' },
  decorators: [
    (Story) => (
      <div className="flex flex-col items-start gap-4">
        <Story />
        <button type="button" className="text-ink underline">
          Next field
        </button>
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.keyboard('Bas');
    await userEvent.click(input.ownerDocument.body);
    // Half-typed text is not a choice: the field shows the chosen account again.
    await expect(input).toHaveValue('Demo University');
    // Same after Escape closed the list and Tab left the field.
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.keyboard('Dem{Escape}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(input).toHaveValue('Demo University');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Emptying the field and leaving clears the choice.
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
  },
};

export const FiveThousandOptions: Story = {
  args: { label: 'Institution', options: fiveThousand, placeholder: 'Type a name or a site code' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Institution' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('5000 results available.'));
    // Virtualised: only the rows in view (plus a few) are in the DOM.
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Institution 5000/ }).id),
    );

    await userEvent.clear(input);
    const started = performance.now();
    await userEvent.keyboard('4999');
    const option = await within(listbox).findByRole('option', { name: /Institution 4999\b/ });
    const elapsed = performance.now() - started;
    // Loose budget for four keystrokes, each filtering 5,000 options and rendering the list.
    await expect(elapsed).toBeLessThan(1000);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('inst-4999', expect.objectContaining({ label: 'Institution 4999' }));
    await expect(option).not.toBeInTheDocument();
    await expect(input).toHaveValue('Institution 4999');
  },
};

export const AtMostFiveSuggestions: Story = {
  args: { label: 'Institution', options: fiveThousand, maxSuggestions: 5 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Institution' });
    await userEvent.click(input);
    await userEvent.keyboard('institution 12');
    const { total } = filterOptions(indexOptions(fiveThousand), 'institution 12');
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await expect(canvas.getByText(`Showing 5 of ${total}. Type more to narrow the list.`)).toBeVisible();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`Showing 5 of ${total} results. Type more to narrow the list.`));
  },
};

const directory = fiveThousand.map((option) => ({ ...option, group: undefined }));

function RemoteSearch(props: Partial<React.ComponentProps<typeof Combobox>>) {
  const [options, setOptions] = React.useState<ComboboxOption[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [value, setValue] = React.useState<string | null>(null);
  const request = React.useRef(0);
  return (
    <Combobox
      label="Site code"
      description="Type at least 3 characters; at most 5 accounts are suggested."
      options={options}
      value={value}
      onValueChange={setValue}
      filter={false}
      loading={loading}
      minInputLength={3}
      maxSuggestions={5}
      onInputChange={(input) => {
        const id = ++request.current;
        setLoading(true);
        // Stands in for the gateway: answers after a short delay, latest request wins.
        setTimeout(() => {
          if (id !== request.current) return;
          const query = input.trim().toLowerCase();
          setOptions(directory.filter((option) => option.description!.startsWith(query)));
          setLoading(false);
        }, 150);
      }}
      {...props}
    />
  );
}

export const RemoteSearchWithMinimumLength: Story = {
  render: () => <RemoteSearch />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Site code' });
    await userEvent.click(input);
    await userEvent.keyboard('si');
    await expect(canvas.getByText('Type at least 3 characters to search')).toBeVisible();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Type at least 3 characters to search'));
    await userEvent.keyboard('te049');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(5));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Showing 5 of 10 results.'));
    await userEvent.keyboard('9');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Institution 499');
  },
};

export const Searching: Story = {
  render: () => <RemoteSearch loading />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Site code' }));
    await userEvent.keyboard('site');
    await expect(canvas.getByText('Searching…')).toBeVisible();
  },
};

/** Loading with a choice made: the list is not shown, so the input names no option as active (valid ARIA). */
export const LoadingWithAChoice: Story = {
  args: { defaultValue: 'demouniv', loading: true, loadingText: 'Loading accounts…' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await userEvent.click(input);
    await expect(canvas.getByText('Loading accounts…', { selector: '[data-slot=combobox-note]' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

export const NoResults: Story = {
  args: { emptyText: 'No account matches. Check the spelling or search by site code.' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Account' }));
    await userEvent.keyboard('zzz');
    await expect(canvas.getByText('No account matches. Check the spelling or search by site code.')).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('No account matches.'));
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Select an account.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Select an account.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demouniv' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Account' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Demo University');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Institution whose usage should be included in the consortium-wide collections report',
    options: [
      {
        value: 'long',
        label: 'The Board of Trustees of the Leland Stanford Junior University Libraries and Academic Information Resources',
        description: 'https://library.example.edu/departments/academic-information-resources/electronic-resources',
      },
      { value: 'short', label: 'Demo College' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-72 pb-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show options/ }));
    const listbox = canvas.getByRole('listbox');
    // Long options wrap inside the list (their rows are measured) instead of overflowing it.
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
    const [first, second] = within(listbox).getAllByRole('option');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom - 1);
    await expectNoHorizontalOverflow(canvasElement, 'combobox');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الحساب',
    placeholder: 'اكتب اسمًا',
    toggleLabel: 'عرض الخيارات',
    options: [
      { value: 'a', label: 'جامعة العرض التجريبية', description: 'demouniv' },
      { value: 'b', label: 'كلية العرض', description: 'democoll' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-72 pb-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'الحساب' });
    const toggle = canvas.getByRole('button', { name: 'عرض الخيارات الحساب' });
    // The toggle sits at the end of the line, which is the left in right-to-left text.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left + input.getBoundingClientRect().width / 2,
    );
    await userEvent.click(input);
    await userEvent.keyboard('كلية');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('كلية العرض');
  },
};

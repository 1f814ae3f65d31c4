import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckboxCheckedState } from './checkbox';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Exact match', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Exact match' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label is a target too.
    await userEvent.click(canvas.getByText('Exact match'));
    await expect(checkbox).not.toBeChecked();
    const { width, height } = checkbox.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'Include child institutions', description: 'Adds a row for each of the 12 member institutions.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include child institutions' })).toHaveAccessibleDescription(
      'Adds a row for each of the 12 member institutions.',
    );
  },
};

const items = ['JSTOR', 'Artstor', 'Constellate'];

function SelectAll() {
  const [selected, setSelected] = React.useState<string[]>(['JSTOR']);
  const all: CheckboxCheckedState = selected.length === items.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">Platforms</legend>
      <Checkbox label="All platforms" checked={all} onCheckedChange={(checked) => setSelected(checked === true ? items : [])} />
      <div className="space-y-2 ps-8">
        {items.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={selected.includes(item)}
            onCheckedChange={(checked) =>
              setSelected((current) => (checked === true ? [...current, item] : current.filter((x) => x !== item)))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'All platforms' });
    // Partly selected: announced as "mixed".
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const item of items) await expect(canvas.getByRole('checkbox', { name: item })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Artstor' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms of use', required: true, error: 'Accept the terms to continue.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of use' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Exact match' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Exact match'));
    await expect(checkbox).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Send me an email every time a scheduled report for any institution of the consortium has been generated and is ready to download',
    description:
      'Emails go to the address of your account; https://support.example.org/articles/scheduled-report-notification-emails explains how to filter them.',
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'checkbox-field');
  },
};

export const RightToLeft: Story = {
  args: { label: 'مطابقة تامة', description: 'ابحث عن رمز الموقع كما كُتب بالضبط.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-72">
        <Story />
      </div>
    ),
  ],
};

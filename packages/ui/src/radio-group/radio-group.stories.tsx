import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

type User = { keyboard: (text: string) => Promise<unknown> };

/**
 * Presses an arrow key the way a person does: Radix selects the option that receives focus while the key
 * is down, and a synthetic press that releases at once can beat its focus move.
 */
async function arrow(user: User, key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight', landsOn: HTMLElement) {
  await user.keyboard(`{${key}>}`);
  await waitFor(() => expect(landsOn).toHaveFocus());
  await user.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { RadioGroupItem },
  args: {
    label: 'Frequency',
    description: 'How often the scheduled report is sent.',
    onValueChange: fn(),
    children: (
      <>
        <RadioGroupItem value="weekly" label="Weekly" />
        <RadioGroupItem value="monthly" label="Monthly" />
        <RadioGroupItem value="quarterly" label="Quarterly" />
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Frequency' });
    await expect(group).toHaveAccessibleDescription('How often the scheduled report is sent.');
    // A fieldset in the DOM (so the legend works without ARIA), exposed as a radiogroup.
    await expect(canvas.getByRole('radiogroup', { name: 'Frequency' }).tagName).toBe('FIELDSET');
    // Tab enters at the checked option; arrow keys move and select.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    const quarterly = canvas.getByRole('radio', { name: 'Quarterly' });
    await arrow(userEvent, 'ArrowDown', quarterly);
    await expect(quarterly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('quarterly');
    // Wraps around at the end.
    await arrow(userEvent, 'ArrowDown', canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await arrow(userEvent, 'ArrowUp', quarterly);
    await expect(quarterly).toBeChecked();
  },
};

export const ClickingALabelSelects: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Weekly'));
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    const { width, height } = canvas.getByRole('radio', { name: 'Weekly' }).getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Reporting period',
    description: undefined,
    defaultValue: 'month',
    children: (
      <>
        <RadioGroupItem value="month" label="Previous month" description="The last full calendar month." />
        <RadioGroupItem value="year" label="Previous 12 months" description="Previous 12 months usage" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Previous 12 months' })).toHaveAccessibleDescription('Previous 12 months usage');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'weekly' } };

export const Invalid: Story = {
  args: { required: true, error: 'Choose a frequency.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Frequency' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('How often the scheduled report is sent. Choose a frequency.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'monthly' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toHaveFocus();
    }
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'weekly',
    children: (
      <>
        <RadioGroupItem value="weekly" label="Weekly" />
        <RadioGroupItem value="monthly" label="Monthly (not available for this template)" disabled />
        <RadioGroupItem value="quarterly" label="Quarterly" />
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    // The disabled option is skipped.
    await arrow(userEvent, 'ArrowDown', canvas.getByRole('radio', { name: 'Quarterly' }));
    await expect(canvas.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
  },
};

function Controlled() {
  const [value, setValue] = React.useState('weekly');
  return (
    <div className="space-y-2">
      <RadioGroup label="Frequency" value={value} onValueChange={setValue}>
        <RadioGroupItem value="weekly" label="Weekly" />
        <RadioGroupItem value="monthly" label="Monthly" />
      </RadioGroup>
      <p className="text-sm text-ink">Chosen: {value}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(canvas.getByText('Chosen: monthly')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Which institutions should the consortium report include when some of them joined during the period?',
    defaultValue: 'all',
    children: (
      <>
        <RadioGroupItem
          value="all"
          label="Every institution that was a member at any time during the reporting period, with usage counted only while it was a member"
        />
        <RadioGroupItem
          value="current"
          label="Only current members"
          description="Institutions that left the consortium are left out entirely, including their earlier usage."
        />
      </>
    ),
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'radio-group');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'التكرار',
    description: undefined,
    dir: 'rtl',
    orientation: 'horizontal',
    defaultValue: 'weekly',
    children: (
      <>
        <RadioGroupItem value="weekly" label="أسبوعي" />
        <RadioGroupItem value="monthly" label="شهري" />
      </>
    ),
  },
  decorators: [inBox('', { dir: 'rtl', lang: 'ar' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // In a right-to-left row the next option is to the left.
    await arrow(userEvent, 'ArrowLeft', canvas.getByRole('radio', { name: 'شهري' }));
    await expect(canvas.getByRole('radio', { name: 'شهري' })).toBeChecked();
  },
};

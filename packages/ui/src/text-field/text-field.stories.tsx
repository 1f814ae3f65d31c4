import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from './text-field';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Report name', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Shown in the report history and in the email.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Report name' });
    await expect(input).toHaveAccessibleDescription('Shown in the report history and in the email.');
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByText('Report name'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Monthly usage');
    await expect(input).toHaveValue('Monthly usage');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is decoration; the name stays "Report name" and "required" comes from the input.
    const input = canvas.getByRole('textbox', { name: 'Report name' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { description: 'Up to 100 characters.', error: 'Enter a report name.', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Report name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Up to 100 characters. Enter a report name.');
  },
};

function SubmitExample() {
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="flex flex-col items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value) ? undefined : 'You must enter a valid email address.');
      }}
    >
      <TextField
        className="w-full"
        label="Email address"
        type="email"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">Submit</Button>
    </form>
  );
}

export const ErrorKeepsWhatWasTyped: Story = {
  render: () => <SubmitExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'librarian@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('You must enter a valid email address.');
    await expect(input).toHaveValue('librarian@demo');
    await userEvent.type(input, '.edu');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(input).not.toBeInvalid();
    await expect(input).toHaveValue('librarian@demo.edu');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Collections usage report' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Report name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'demouniv', label: 'Site code' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Site code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('demouniv');
  },
};

export const LongText: Story = {
  args: {
    label: 'Name of the report as it should appear in the report history, in the email and in the downloaded file',
    description:
      'Use a name your colleagues will recognise, for example the collection, the period and the platform: https://support.example.org/articles/naming-reports-so-that-they-are-easy-to-find-later',
    error: 'The name is longer than the 100 characters allowed; shorten it, for example by leaving out the platform.',
    defaultValue: 'Collections usage for every institution of the consortium, previous twelve months, both platforms',
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    // Long texts wrap inside the column instead of widening it (WCAG 1.4.10).
    await expectNoHorizontalOverflow(canvasElement, 'text-field');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="text-field"]')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'اسم التقرير',
    description: 'يظهر في سجل التقارير وفي البريد الإلكتروني.',
    error: 'أدخل اسمًا للتقرير.',
    defaultValue: 'تقرير الاستخدام الشهري',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'اسم التقرير' });
    await expect(input).toHaveAccessibleDescription('يظهر في سجل التقارير وفي البريد الإلكتروني. أدخل اسمًا للتقرير.');
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

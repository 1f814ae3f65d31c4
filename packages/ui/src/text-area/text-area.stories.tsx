import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TextArea } from './text-area';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Feedback', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Tell us what works and what does not.' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveAccessibleDescription('Tell us what works and what does not.');
    await userEvent.type(textarea, 'First line{enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const WithCharacterCount: Story = {
  args: { characterLimit: 20, description: 'A short note for the report history.' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveAccessibleDescription('A short note for the report history. You can enter up to 20 characters.');
    await expect(canvas.getByText('You have 20 characters remaining')).toBeVisible();
    await userEvent.type(textarea, 'Sixteen letters!');
    await expect(canvas.getByText('You have 4 characters remaining')).toBeVisible();
    // The count reaches screen readers once typing pauses, through a polite live region.
    const live = canvasElement.querySelector('[aria-live="polite"].sr-only')!;
    await waitFor(() => expect(live).toHaveTextContent('You have 4 characters remaining'));
  },
};

export const OverTheLimit: Story = {
  args: { characterLimit: 10, defaultValue: 'Nothing typed is ever cut off' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(canvas.getByText('You have 19 characters too many')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="text-area"]')).toHaveAttribute('data-over-limit');
    await userEvent.type(textarea, '!');
    await expect(textarea).toHaveValue('Nothing typed is ever cut off!');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Enter your feedback.', characterLimit: 500 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('You can enter up to 500 characters. Enter your feedback.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 3 March.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Feedback' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Sent on 3 March.', label: 'Your feedback' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your feedback' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await expect(textarea).toHaveAttribute('readonly');
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe the problem you met while generating the report, with the steps that lead to it',
    description: 'Include the report type, the period and the platform; screenshots can be sent to support@example.org afterwards.',
    characterLimit: 2000,
    defaultValue: 'https://admin.example.org/reports/history?institution=demouniv&page=3&sort=created-descending&filter=failed',
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'text-area');
  },
};

export const RightToLeft: Story = {
  args: { label: 'ملاحظات', description: 'أخبرنا بما يعمل وما لا يعمل.', characterLimit: 200, defaultValue: 'كل شيء يعمل بشكل جيد.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('textbox', { name: 'ملاحظات' })).direction).toBe('rtl');
  },
};

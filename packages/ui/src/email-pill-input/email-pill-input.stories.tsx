import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmailPillInput } from './email-pill-input';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/EmailPillInput',
  component: EmailPillInput,
  args: {
    label: 'Email addresses',
    description: 'Separate addresses with commas, spaces or new lines.',
    placeholder: 'name@institution.edu',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailPillInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="email-pill-input-status"]')!;
const pills = (root: HTMLElement) => within(root).queryAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await expect(input).toHaveAccessibleDescription('Separate addresses with commas, spaces or new lines.');
    await userEvent.type(input, 'ana@demo.edu,');
    await expect(pills(canvasElement)).toHaveLength(1);
    await expect(input).toHaveValue('');
    await expect(status(canvasElement)).toHaveTextContent('Added ana@demo.edu.');
    // Without a comma, a space ends the entry.
    await userEvent.type(input, 'ben@demo.edu ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ana@demo.edu', 'ben@demo.edu']);
    // Enter ends the last one.
    await userEvent.type(input, 'cy@demo.edu{Enter}');
    await expect(canvas.getByRole('list', { name: 'Email addresses' })).toBeVisible();
    await expect(pills(canvasElement).map((pill) => pill.textContent)).toEqual(['ana@demo.edu', 'ben@demo.edu', 'cy@demo.edu']);
    await expect(input).toHaveAccessibleDescription('Separate addresses with commas, spaces or new lines. 3 addresses');
    await expect(input).toHaveFocus();
  },
};

export const InvalidPillsAreMarked: Story = {
  args: { defaultValue: ['ana@demo.edu', 'ben@demo', 'user@[192.0.2.1]', 'cy at demo.edu'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const invalid = pills(canvasElement).filter((pill) => pill.hasAttribute('data-invalid'));
    await expect(invalid.map((pill) => pill.textContent)).toEqual([
      'ben@demo, invalid email address',
      'cy at demo.edu, invalid email address',
    ]);
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Separate addresses with commas, spaces or new lines. 4 addresses, 2 invalid');
    await expect(canvas.getByRole('button', { name: 'Remove ben@demo' })).toHaveAccessibleDescription('invalid email address');
    // A new invalid entry is announced as such.
    await userEvent.type(input, 'dee@demo.e,');
    await expect(status(canvasElement)).toHaveTextContent('Added dee@demo.e, invalid email address.');
  },
};

export const BackspaceRemovesTheLastPill: Story = {
  args: { defaultValue: ['ana@demo.edu', 'ben@demo.edu'] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await userEvent.click(input);
    await userEvent.keyboard('x{Backspace}');
    // Backspace edits the text first; only in the empty input does it remove a pill.
    await expect(pills(canvasElement)).toHaveLength(2);
    await userEvent.keyboard('{Backspace}');
    await expect(pills(canvasElement).map((pill) => pill.textContent)).toEqual(['ana@demo.edu']);
    await expect(status(canvasElement)).toHaveTextContent('Removed ben@demo.edu.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ana@demo.edu']);
    await expect(input).toHaveFocus();
  },
};

export const DeleteAFocusedPill: Story = {
  args: { defaultValue: ['ana@demo.edu', 'ben@demo.edu', 'cy@demo.edu'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await userEvent.click(input);
    // Left from the start of the input moves to the last pill; arrows move between pills.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove cy@demo.edu' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove ben@demo.edu' })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(pills(canvasElement).map((pill) => pill.textContent)).toEqual(['ana@demo.edu', 'cy@demo.edu']);
    await expect(status(canvasElement)).toHaveTextContent('Removed ben@demo.edu.');
    // Focus stays in the list, on the pill that took its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove cy@demo.edu' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(status(canvasElement)).toHaveTextContent('Removed cy@demo.edu.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove ana@demo.edu' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(input).toHaveFocus();
  },
};

export const PillsAreOneTabStop: Story = {
  args: { defaultValue: ['ana@demo.edu', 'ben@demo.edu', 'cy@demo.edu'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove ana@demo.edu' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove cy@demo.edu' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email addresses' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    // Coming back lands on the pill last visited.
    await expect(canvas.getByRole('button', { name: 'Remove cy@demo.edu' })).toHaveFocus();
    const { width, height } = canvas.getByRole('button', { name: 'Remove cy@demo.edu' }).getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

const fiveHundred = Array.from({ length: 500 }, (_, index) => `patron${index + 1}@demo.edu`);

export const PasteALongList: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await userEvent.click(input);
    const started = performance.now();
    await userEvent.paste(`${fiveHundred.slice(0, 250).join('\n')}\nnot-an-address\n${fiveHundred.slice(250).join('\n')}`);
    await waitFor(() => expect(pills(canvasElement)).toHaveLength(501));
    // Loose budget: one paste becomes 501 pills in one render.
    await expect(performance.now() - started).toBeLessThan(1000);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(status(canvasElement)).toHaveTextContent('Added 501 addresses, 1 invalid.');
  },
};

export const PasteIntoTypedText: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await userEvent.type(input, 'ana@');
    // A single pasted word just completes what is being typed.
    await userEvent.paste('demo.edu');
    await expect(input).toHaveValue('ana@demo.edu');
    await expect(pills(canvasElement)).toHaveLength(0);
    await userEvent.paste(', ben@demo.edu, cy@demo.edu');
    await expect(pills(canvasElement).map((pill) => pill.textContent)).toEqual(['ana@demo.edu', 'ben@demo.edu', 'cy@demo.edu']);
  },
};

export const LeavingEndsTheEntry: Story = {
  decorators: [
    (Story) => (
      <div className="flex flex-col items-start gap-4">
        <Story />
        <button type="button" className="text-ink underline">
          Add users
        </button>
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email addresses' }), 'ana@demo.edu');
    await userEvent.tab();
    await expect(pills(canvasElement).map((pill) => pill.textContent)).toEqual(['ana@demo.edu']);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please enter at least one email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email addresses' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Separate addresses with commas, spaces or new lines. Please enter at least one email address.',
    );
  },
};

export const WithInvalidAddressesError: Story = {
  args: {
    defaultValue: ['ana@demo.edu', 'ben@demo'],
    error: 'One or more email addresses you entered were not recognized. Enter a valid email address, ex: librarian@demo.edu',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['ana@demo.edu', 'ben@demo.edu'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email addresses' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove ana@demo.edu' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ana@demo.edu' }));
    await expect(pills(canvasElement)).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    label: 'Email addresses of the librarians who should receive access to the administration console for this institution',
    defaultValue: [
      'a.very.long.address.for.the.electronic.resources.librarian@library.faculty-of-humanities.university.example.edu',
      'ana@demo.edu',
    ],
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'email-pill-input');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'عناوين البريد الإلكتروني',
    description: 'افصل بين العناوين بفواصل.',
    defaultValue: ['ana@demo.edu', 'ben@demo.edu'],
    removeLabel: (entry: string) => `إزالة ${entry}`,
    invalidText: 'عنوان غير صالح',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'عناوين البريد الإلكتروني' });
    await userEvent.click(input);
    // In right-to-left text the pills are to the right of the input: Right arrow reaches them.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'إزالة ben@demo.edu' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(input).toHaveFocus();
  },
};

function Controlled() {
  const [value, setValue] = React.useState<string[]>(['ana@demo.edu']);
  return (
    <div className="space-y-2">
      <EmailPillInput label="Email addresses" value={value} onValueChange={setValue} />
      <p className="text-sm text-ink">{value.length} to invite</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email addresses' }), 'ben@demo.edu,');
    await expect(canvas.getByText('2 to invite')).toBeVisible();
  },
};

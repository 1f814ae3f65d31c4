import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../../lib/testing/story-app';
import { FeedbackDialog } from './feedback-dialog';

const session = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);

const meta = {
  title: 'Features/Feedback/FeedbackDialog',
  component: FeedbackDialog,
  args: { open: true, onOpenChange: fn(), onSent: fn(), page: '/home', siteCode: 'demouniv' },
  render: (args) => (
    <StoryApp session={session}>
      <FeedbackDialog {...args} />
    </StoryApp>
  ),
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const FAILURE = 'We are unable to complete your request, please try again or contact support';

export const Empty: Story = {
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Send Feedback' });
    await expect(within(dialog).getByLabelText('Your feedback (optional)')).toHaveFocus();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** The length limit shows while typing; Submit sends nothing (no handler: a request would fail the story) and focuses the text. */
export const OverTheLimit: Story = {
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Send Feedback' });
    const text = within(dialog).getByLabelText('Your feedback (optional)');
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(3001));
    await expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Please keep your feedback under 3,000 characters (now 3,001).'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(text).toHaveFocus();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const SendFails: Story = {
  parameters: { msw: { handlers: { feedback: graphql.mutation('SendFeedback', () => HttpResponse.json({}, { status: 500 })) } } },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Send Feedback' });
    const text = within(dialog).getByLabelText('Your feedback (optional)');
    await userEvent.type(text, 'Keep this text.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE);
    await expect(text).toHaveValue('Keep this text.');
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  parameters: { msw: { handlers: { feedback: graphql.mutation('SendFeedback', () => HttpResponse.json({ data: { logEvent: true } })) } } },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Send Feedback' });
    await userEvent.type(within(dialog).getByLabelText('Your feedback (optional)'), 'The new console is easy to use.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    await expect(within(dialog).getByLabelText('Your feedback (optional)')).toHaveValue('');
  },
};

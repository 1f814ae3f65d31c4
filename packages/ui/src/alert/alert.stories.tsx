import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Your changes will be visible to patrons within an hour.' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info', title: 'Heads up' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Heads up');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'IP ranges saved', children: 'The new ranges apply from the next sign-in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('IP ranges saved');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Token expires soon', children: 'The Alma token expires in 3 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Token expires soon');
  },
};

export const ErrorMessage: Story = {
  args: { variant: 'error', title: 'The report could not be generated', children: 'Try again later.' },
  play: async ({ canvas }) => {
    // Errors interrupt: role="alert" is assertive.
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be generated');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const WithoutTitle: Story = {
  args: { variant: 'info' },
};

export const Closable: Story = {
  args: { variant: 'success', title: 'Report deleted', children: undefined, onClose: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosableWithCustomLabel: Story = {
  args: { variant: 'error', title: 'Upload failed', closeLabel: 'Dismiss error', onClose: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'Some of the uploaded identifiers were not recognised and have been left out of the selection file',
    onClose: fn(),
    children:
      'Rows 14, 27, 31, 58 and 112 contain identifiers that match no title in the collection: check for typing mistakes, or for ISBNs that belong to a print edition instead of the electronic edition. https://support.example.org/articles/identifiers-that-are-not-recognised-in-uploaded-selection-files',
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    // The long URL wraps instead of pushing the alert past its column.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert variant="info" title="Info">
        Information.
      </Alert>
      <Alert variant="success" title="Success">
        It worked.
      </Alert>
      <Alert variant="warning" title="Warning">
        Check this.
      </Alert>
      <Alert variant="error" title="Error">
        It failed.
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

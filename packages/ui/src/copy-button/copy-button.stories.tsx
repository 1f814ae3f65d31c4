import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button';

const proxyUrl = 'https://proxy.demo.edu/login?url=';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  // A long reset keeps "Copied" on screen for the visual baseline; ResetsAfterDelay covers the reset.
  args: { text: proxyUrl, onCopied: fn(), onCopyError: fn(), tooltipDelay: 0, resetAfter: 60_000 },
  // The real clipboard needs a permission prompt; stories stand in for it so the outcome is known.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div className="px-4 pt-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy to clipboard');
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(proxyUrl);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Copied'));
    // Announced politely, without moving focus.
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-status', 'copied');
    await expect(args.onCopied).toHaveBeenCalledWith(proxyUrl);
  },
};

export const CopiesOnClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
    // The tooltip reopens with the result, although a click closes Radix tooltips.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};

export const ClipboardRefuses: Story = {
  beforeEach: () => {
    // The meta's spy is already in place: make it refuse, as a browser without permission does.
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copy failed: select the text and copy it'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy failed: select the text and copy it');
    await expect(button).toHaveAttribute('data-status', 'error');
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
  },
};

export const ResetsAfterDelay: Story = {
  args: { resetAfter: 300 },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'copied'));
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'idle'));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    // Still focused, so the tooltip stays open and says again what the button does.
    await expect(screen.getByRole('tooltip')).toHaveTextContent('Copy to clipboard');
  },
};

export const EscapeHidesTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Copied'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Beside the value it copies, named for it: several copy buttons on a screen must be told apart. */
export const NextToAValue: Story = {
  args: { label: 'Copy proxy URL', variant: 'secondary', size: 'sm' },
  render: (args) => (
    <dl className="text-sm text-ink">
      <dt className="font-semibold">Proxy URL</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code className="rounded bg-subtle px-2 py-0.5">{proxyUrl}</code>
        <CopyButton {...args} />
      </dd>
    </dl>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy proxy URL' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy proxy URL');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
  },
};

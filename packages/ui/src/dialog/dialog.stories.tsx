import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  subcomponents: { Dialog, DialogTrigger, DialogClose, DialogFooter },
  args: {
    title: 'Edit proxy URL',
    description: 'Patrons off campus reach licensed content through this address.',
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">Edit proxy</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor="proxy-url" className="text-sm font-semibold text-ink">
            Proxy URL
          </label>
          <input
            id="proxy-url"
            className="min-h-10 rounded border border-line px-3 text-ink"
            defaultValue="https://proxy.demo.edu/login?url="
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusMovesInAndBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit proxy' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit proxy URL' });
    await expect(dialog).toHaveAccessibleDescription('Patrons off campus reach licensed content through this address.');
    // Focus lands on the first field, not on the × button in the corner.
    await expect(within(dialog).getByRole('textbox', { name: 'Proxy URL' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const TabStaysInside: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit proxy' }));
    const dialog = await screen.findByRole('dialog');
    const order = ['Cancel', 'Save', 'Close'];
    for (const name of order) {
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name })).toHaveFocus();
    }
    // Wraps around to the first field instead of escaping to the page behind.
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit proxy' });
    await userEvent.click(trigger);
    const close = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' });
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit proxy' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <p className="mt-4 text-ink">The dialog as it first appears, for the visual baseline and the accessibility check.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit proxy URL' });
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: 'Add a referring URL' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit proxy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a referring URL' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongContent: Story = {
  args: { title: 'Terms of use for the AI research tool', size: 'lg' },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <div className="mt-4 space-y-3 text-ink">
          {Array.from({ length: 30 }, (_, index) => (
            <p key={index}>
              Paragraph {index + 1}. Institutions remain responsible for informing their patrons of the conditions under which generated
              summaries may be quoted, shared or stored.
            </p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>I have read the terms</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Scrolls inside the viewport instead of growing past it.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

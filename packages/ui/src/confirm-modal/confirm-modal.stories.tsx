import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

/** The usual wiring: a trigger button owns `open`. */
function WithTrigger(
  props: Omit<ConfirmModalProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void; defaultOpen?: boolean },
) {
  const { defaultOpen = false, onOpenChange, ...rest } = props;
  const [open, setOpen] = React.useState(defaultOpen);
  return (
    <>
      <Button variant={props.variant === 'danger' ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        Open confirmation
      </Button>
      <ConfirmModal
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: false,
    onOpenChange: fn(),
    header: 'Delete this schedule?',
    text: 'The monthly COUNTER report will no longer be sent. Reports already generated stay in the history.',
    confirmLabel: 'Delete',
    variant: 'danger',
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['danger', 'default'] },
    confirmLabel: { control: 'inline-radio', options: ['Delete', 'Confirm'] },
  },
  render: ({ open: _open, onOpenChange, ...args }) => <WithTrigger {...args} onOpenChange={onOpenChange} />,
} satisfies Meta<typeof ConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const openModal = async (canvas: ReturnType<typeof within>, userEvent: { click: (el: Element) => Promise<void> }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open confirmation' }));
  return screen.findByRole('alertdialog');
};

export const DangerFocusesCancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openModal(canvas, userEvent);
    await expect(dialog).toHaveAccessibleName('Delete this schedule?');
    await expect(dialog).toHaveAccessibleDescription(
      'The monthly COUNTER report will no longer be sent. Reports already generated stay in the history.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Enter right away cancels: nothing destructive happens by accident.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open confirmation' })).toHaveFocus();
  },
};

export const DangerConfirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openModal(canvas, userEvent);
    await userEvent.tab();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const DefaultFocusesConfirm: Story = {
  args: {
    variant: 'default',
    confirmLabel: 'Confirm',
    header: 'Send the invitation again?',
    text: 'The librarian receives a new link; the previous one stops working.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openModal(canvas, userEvent);
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await openModal(canvas, userEvent);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open confirmation' })).toHaveFocus();
  },
};

export const ClickOutsideKeepsItOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await openModal(canvas, userEvent);
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const PendingThenCloses: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    loadingText: 'Deleting',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openModal(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const busy = within(dialog).getByRole('button', { name: 'Deleting' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While the deletion runs the modal cannot be dismissed: its outcome would be hidden.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openModal(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const FailureStaysOpen: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new globalThis.Error('gateway unavailable'))),
    errorText: 'The schedule could not be deleted. Try again.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openModal(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The schedule could not be deleted. Try again.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    header: 'Remove all 412 IP ranges of Demo University and every child institution of the consortium?',
    text: 'Patrons on campus will no longer be recognised automatically and will have to sign in with a personal account or through single sign-on until new ranges are added and verified, which can take up to one business day.',
  },
  render: ({ open: _open, onOpenChange, ...args }) => <WithTrigger {...args} onOpenChange={onOpenChange} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

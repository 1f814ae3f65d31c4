import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

function Harness(props: Partial<ConfirmModalProps>) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ConfirmModal
        header="Delete this user?"
        text="They lose access at once."
        onConfirm={() => {}}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('alertdialog', { name: 'Delete this user?' });
}

describe('ConfirmModal', () => {
  it('is an alertdialog named by the header and described by the text, with default labels', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openModal(user);
    expect(dialog).toHaveAccessibleDescription('They lose access at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    // No × button: Cancel is the way out.
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  });

  it('danger focuses Cancel first; default focuses the confirm button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness variant="danger" confirmLabel="Delete" cancelLabel="Keep" />);
    let dialog = await openModal(user);
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
    unmount();

    render(<Harness />);
    dialog = await openModal(user);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'primary');
  });

  it('closes at once after a synchronous onConfirm and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('shows loading until the promise resolves, blocks closing meanwhile, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    render(<Harness onConfirm={onConfirm} confirmLabel="Delete" loadingText="Deleting" />);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const busy = within(dialog).getByRole('button', { name: 'Deleting' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // A second activation while busy does not run the action twice.
    busy.click();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open with an error when the promise rejects, and can be retried', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const onConfirm = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(Promise.resolve());
    render(<Harness onConfirm={onConfirm} errorText="Could not delete the user." />);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    first.reject(new Error('network'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not delete the user.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('treats a synchronous throw as a failure', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        onConfirm={() => {
          throw new Error('boom');
        }}
      />,
    );
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('forgets a failure once closed', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject(new Error('x'))} />);
    let dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    dialog = await openModal(user);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('cancels with Escape and the Cancel button without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await openModal(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

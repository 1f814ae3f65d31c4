import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('moves focus in on open and back to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Rename</DialogTrigger>
        <DialogContent title="Rename the report" description="Names appear in the report history.">
          <label>
            Name <input />
          </label>
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Rename' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the report' });
    expect(dialog).toHaveAccessibleDescription('Names appear in the report history.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('has a labelled × button that closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent title="Details" closeLabel="Close details">
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('can leave out the × button', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Details" showClose={false}>
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    expect(within(screen.getByRole('dialog')).queryByRole('button')).toBeNull();
  });

  it('returns focus to the element that opened it from code, without a DialogTrigger', async () => {
    const user = userEvent.setup();
    function FromCode() {
      const [open, setOpen] = React.useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Row action
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Row details">
              <DialogClose>Done</DialogClose>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<FromCode />);
    await user.click(screen.getByRole('button', { name: 'Row action' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Row action' })).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it.each(['info', 'success', 'warning'] as const)('%s is a polite status', (variant) => {
    render(<Alert variant={variant}>Message</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('error is an assertive alert', () => {
    render(
      <Alert variant="error" title="Upload failed">
        The file is too large.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent('The file is too large.');
  });

  it('has no close button unless onClose is given', () => {
    render(<Alert>Message</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes and reports it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Alert variant="success" onClose={onClose} closeLabel="Dismiss message">
        Saved
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

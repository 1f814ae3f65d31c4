import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its description', () => {
    render(<TextField label="Report name" description="Shown in the history." />);
    const input = screen.getByRole('textbox', { name: 'Report name' });
    expect(input).toHaveAccessibleDescription('Shown in the history.');
    expect(input).not.toBeInvalid();
    expect(input).toHaveAttribute('type', 'text');
  });

  it('marks an error with aria-invalid and reads it after the description', () => {
    render(<TextField label="Email" description="Where the report goes." error="You must enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Where the report goes. You must enter a valid email address.');
    expect(input.closest('[data-slot="text-field"]')).toHaveAttribute('data-invalid');
  });

  it('keeps what was typed when an error appears and goes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'librarian@demo');
    rerender(<TextField label="Email" error="You must enter a valid email address." />);
    expect(input).toHaveValue('librarian@demo');
    rerender(<TextField label="Email" />);
    expect(input).toHaveValue('librarian@demo');
    expect(input).not.toBeInvalid();
  });

  it('is required with a decorative asterisk that is not part of the name', () => {
    render(<TextField label="Report name" required />);
    const input = screen.getByRole('textbox', { name: 'Report name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a caller id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra help.</p>
        <TextField id="name" label="Name" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAccessibleDescription('Extra help.');
  });

  it('passes read-only and disabled to the input', () => {
    render(
      <>
        <TextField label="Site code" readOnly defaultValue="demouniv" />
        <TextField label="Locked" disabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Site code' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailPillInput } from './email-pill-input';

const pills = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('EmailPillInput', () => {
  it('turns comma- or space-separated entries into pills as they are typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EmailPillInput label="Emails" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Emails' });
    await user.type(input, 'a@demo.edu, b@demo.edu,');
    expect(pills()).toEqual(['a@demo.edu', 'b@demo.edu']);
    await user.type(input, 'c@demo.edu d');
    expect(pills()).toEqual(['a@demo.edu', 'b@demo.edu', 'c@demo.edu']);
    expect(input).toHaveValue('d');
    expect(onValueChange).toHaveBeenLastCalledWith(['a@demo.edu', 'b@demo.edu', 'c@demo.edu']);
  });

  it('marks invalid pills with text for screen readers and makes the input invalid', () => {
    render(<EmailPillInput label="Emails" defaultValue={['a@demo.edu', 'nope']} />);
    const [valid, invalid] = screen.getAllByRole('listitem');
    expect(valid).not.toHaveAttribute('data-invalid');
    expect(invalid).toHaveAttribute('data-invalid');
    expect(within(invalid!).getByText(', invalid email address')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('2 addresses, 1 invalid');
  });

  it('uses a custom validator', () => {
    render(<EmailPillInput label="Emails" defaultValue={['a@other.org']} validate={(entry) => entry.endsWith('@demo.edu')} />);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-invalid');
  });

  it('removes the last pill with Backspace in the empty input and announces it', async () => {
    const user = userEvent.setup();
    const { container } = render(<EmailPillInput label="Emails" defaultValue={['a@demo.edu', 'b@demo.edu']} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Backspace}');
    expect(pills()).toEqual(['a@demo.edu']);
    expect(container.querySelector('[role="status"]')).toHaveTextContent('Removed b@demo.edu.');
  });

  it('removes a pill with its button, Delete or Backspace', async () => {
    const user = userEvent.setup();
    render(<EmailPillInput label="Emails" defaultValue={['a@demo.edu', 'b@demo.edu', 'c@demo.edu', 'd@demo.edu']} />);
    await user.click(screen.getByRole('button', { name: 'Remove a@demo.edu' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Remove b@demo.edu' }), { key: 'Delete' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Remove c@demo.edu' }), { key: 'Backspace' });
    expect(pills()).toEqual(['d@demo.edu']);
  });

  it('turns a pasted list into pills at once', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EmailPillInput label="Emails" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('textbox'));
    const list = Array.from({ length: 500 }, (_, i) => `user${i}@demo.edu`);
    await user.paste(list.join('\n'));
    expect(screen.getAllByRole('listitem')).toHaveLength(500);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Added 500 addresses.');
  });

  it('commits the entry on Enter and when focus leaves the field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <EmailPillInput label="Emails" />
        <button type="button">Next</button>
      </>,
    );
    await user.type(screen.getByRole('textbox'), 'a@demo.edu{Enter}b@demo.edu');
    await user.tab();
    expect(pills()).toEqual(['a@demo.edu', 'b@demo.edu']);
  });

  it('shows an error under the field', () => {
    render(<EmailPillInput label="Emails" error="Please enter at least one email address." required />);
    const input = screen.getByRole('textbox');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Please enter at least one email address.');
  });

  it('submits the addresses with a form', () => {
    const { container } = render(<EmailPillInput label="Emails" name="emails" defaultValue={['a@demo.edu', 'b@demo.edu']} />);
    expect(container.querySelector('input[type="hidden"][name="emails"]')).toHaveValue('a@demo.edu,b@demo.edu');
  });
});

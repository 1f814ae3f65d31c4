import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

const today = new Date(2024, 5, 15);

describe('DatePicker', () => {
  it('names the input and the calendar button after the label and states the format', () => {
    render(<DatePicker label="Start date" today={today} />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription('Format: YYYY-MM-DD');
    expect(screen.getByRole('button', { name: 'Choose date Start date' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('reports a typed valid value and null once the input is emptied', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="Start date" today={today} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '2024-01-31');
    expect(onValueChange).toHaveBeenLastCalledWith('2024-01-31');
    await user.clear(input);
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('shows an error on blur and keeps the typed text', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" today={today} min="2020-01-01" />);
    const input = screen.getByRole('textbox');
    await user.type(input, '2019-05-01');
    expect(input).not.toBeInvalid();
    await user.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveValue('2019-05-01');
    expect(input).toHaveAccessibleDescription('Format: YYYY-MM-DD Enter a date on or after 2020-01-01.');
  });

  it('validates on Enter and uses replacement messages', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Month" mode="month" today={today} messages={{ format: () => 'Use YYYY-MM.' }} />);
    await user.type(screen.getByRole('textbox'), 'March{Enter}');
    expect(screen.getByText('Use YYYY-MM.')).toBeInTheDocument();
  });

  it('replaces the text when the value is changed from outside, not when it echoes its own change', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = React.useState<string | null>('2024-01-01');
      return (
        <>
          <DatePicker label="Start date" today={today} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('2023-12-31')}>
            reset
          </button>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '2024-02-3');
    await user.tab();
    // Invalid: the field reported null, and the echo of that null did not wipe the text.
    expect(input).toHaveValue('2024-02-3');
    expect(input).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('2023-12-31');
    expect(input).not.toBeInvalid();
  });

  it('is read-only: focusable, unchanged by typing, without a calendar', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" today={today} readOnly defaultValue="2024-03-01" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('readonly');
    await user.keyboard('9');
    expect(input).toHaveValue('2024-03-01');
    expect(screen.queryByRole('button')).toBeNull();
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('Format'));
  });

  it('disables the input and the button', () => {
    render(<DatePicker label="Start date" today={today} disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its box and from its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Exact match" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Exact match' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Exact match'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows an indeterminate state as mixed', () => {
    render(<Checkbox label="All platforms" checked="indeterminate" />);
    const checkbox = screen.getByRole('checkbox', { name: 'All platforms' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
  });

  it('is described by its description and error', () => {
    render(<Checkbox label="Terms" description="Read them first." error="Accept the terms." required />);
    const checkbox = screen.getByRole('checkbox', { name: 'Terms' });
    expect(checkbox).toHaveAccessibleDescription('Read them first. Accept the terms.');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Exact match" disabled />);
    await user.click(screen.getByText('Exact match'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

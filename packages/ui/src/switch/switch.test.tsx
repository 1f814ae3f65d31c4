import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="AI research tool" description="Lets patrons use it." />);
    const toggle = screen.getByRole('switch', { name: 'AI research tool' });
    expect(toggle).toHaveAccessibleDescription('Lets patrons use it.');
    expect(toggle).not.toBeChecked();
  });

  it('toggles with Space, Enter and a click on its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Show Admin Users Only" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Show Admin Users Only'));
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('can sit after its label', () => {
    render(<Switch label="Email me" switchPosition="end" />);
    expect(screen.getByRole('switch').closest('[data-slot="switch-field"]')).toHaveClass('flex-row-reverse');
  });
});

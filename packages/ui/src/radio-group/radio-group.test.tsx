import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Frequency(props: Partial<React.ComponentProps<typeof RadioGroup>>) {
  return (
    <RadioGroup label="Frequency" description="How often it is sent." {...props}>
      <RadioGroupItem value="weekly" label="Weekly" />
      <RadioGroupItem value="monthly" label="Monthly" description="On the first day of the month." />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, exposed as a radio group', () => {
    render(<Frequency />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')).toHaveTextContent('Frequency');
    expect(group).toHaveAccessibleDescription('How often it is sent.');
  });

  it('names and describes each option', () => {
    render(<Frequency />);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription('On the first day of the month.');
  });

  it('selects by clicking an option or its label', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Frequency onValueChange={onValueChange} />);
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('monthly');
  });

  it('reports an error on the group', () => {
    render(<Frequency required error="Choose a frequency." />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('How often it is sent. Choose a frequency.');
  });

  it('disables every option', () => {
    render(<Frequency disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

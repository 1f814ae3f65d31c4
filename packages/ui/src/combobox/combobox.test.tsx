import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox, STATUS_DELAY_MS, type ComboboxOption } from './combobox';

const options: ComboboxOption[] = [
  { value: 'demouniv', label: 'Demo University', group: 'Institutions' },
  { value: 'democoll', label: 'Demo College', group: 'Institutions' },
  { value: 'demopress', label: 'Demo Press', group: 'Publishers' },
  { value: 'closed', label: 'Closed Press', group: 'Publishers', disabled: true },
];

// happy-dom lays nothing out: give the list a height so the virtualiser has a window to fill.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

describe('Combobox', () => {
  it('is an ARIA 1.2 combobox named by its label, described by its description and error', () => {
    render(<Combobox label="Account" description="Reports use it." error="Select an account." options={options} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAccessibleDescription('Reports use it. Select an account.');
    expect(input).toBeInvalid();
  });

  it('filters as the user types and picks with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Combobox label="Account" options={options} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    await user.type(input, 'colle');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Demo College']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('democoll', options[1]);
    expect(input).toHaveValue('Demo College');
  });

  it('is controlled by value', () => {
    const { rerender } = render(<Combobox label="Account" options={options} value="demopress" />);
    expect(screen.getByRole('combobox')).toHaveValue('Demo Press');
    rerender(<Combobox label="Account" options={options} value={null} />);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Combobox label="Account" options={options} defaultValue="demouniv" onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Demo University');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenCalledWith(null, null);
  });

  it('groups options under their headings', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Account" options={options} />);
    await user.click(screen.getByRole('combobox'));
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Institutions', 'Publishers']);
    expect(within(groups[1]!).getByRole('option', { name: 'Closed Press' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('announces the number of results politely once typing settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { container } = render(<Combobox label="Account" options={options} emptyText="Nothing matches" />);
      const status = container.querySelector('[data-slot="combobox-status"]')!;
      expect(status).toHaveAttribute('role', 'status');
      await user.type(screen.getByRole('combobox'), 'demo');
      await act(async () => vi.advanceTimersByTime(STATUS_DELAY_MS));
      expect(status).toHaveTextContent('3 results available.');
      await user.type(screen.getByRole('combobox'), 'zzz');
      await act(async () => vi.advanceTimersByTime(STATUS_DELAY_MS));
      expect(status).toHaveTextContent('Nothing matches');
      expect(screen.getByText('Nothing matches', { selector: 'p' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the minimum length before listing and asking for results', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    render(<Combobox label="Site code" options={options} minInputLength={3} onInputChange={onInputChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'de');
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
    expect(onInputChange).not.toHaveBeenCalled();
    await user.type(input, 'm');
    expect(onInputChange).toHaveBeenLastCalledWith('dem');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('lists at most maxSuggestions and says how many matched', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => ({ value: String(i), label: `Institution ${i}` }));
    render(<Combobox label="Institution" options={many} maxSuggestions={4} />);
    await user.type(screen.getByRole('combobox'), 'inst');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 30. Type more to narrow the list.')).toBeInTheDocument();
  });

  it('keeps the label of a chosen option that left a remote result list', () => {
    function Remote() {
      const [list, setList] = React.useState(options);
      const [value, setValue] = React.useState<string | null>(null);
      return (
        <>
          <Combobox label="Account" options={list} value={value} onValueChange={setValue} filter={false} />
          <button type="button" onClick={() => setValue('demopress')}>
            choose
          </button>
          <button type="button" onClick={() => setList([])}>
            new search
          </button>
        </>
      );
    }
    render(<Remote />);
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    expect(screen.getByRole('combobox')).toHaveValue('Demo Press');
  });

  it('submits the value with a form', () => {
    const { container } = render(<Combobox label="Account" options={options} defaultValue="democoll" name="account" />);
    expect(container.querySelector('input[type="hidden"][name="account"]')).toHaveValue('democoll');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COUNT_ANNOUNCE_DELAY_MS, TextArea, characterCountMessage } from './text-area';

describe('characterCountMessage', () => {
  it('counts what is left or what is too many', () => {
    expect(characterCountMessage(0, 10)).toBe('You have 10 characters remaining');
    expect(characterCountMessage(9, 10)).toBe('You have 1 character remaining');
    expect(characterCountMessage(10, 10)).toBe('You have 0 characters remaining');
    expect(characterCountMessage(11, 10)).toBe('You have 1 character too many');
    expect(characterCountMessage(15, 10)).toBe('You have 5 characters too many');
  });
});

describe('TextArea', () => {
  it('is a labelled, described multi-line text box', () => {
    render(<TextArea label="Feedback" description="Tell us more." error="Enter your feedback." />);
    const textarea = screen.getByRole('textbox', { name: 'Feedback' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Tell us more. Enter your feedback.');
  });

  it('counts characters without cutting anything off', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Note" characterLimit={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAccessibleDescription('You can enter up to 5 characters.');
    expect(textarea).not.toHaveAttribute('maxlength');
    await user.type(textarea, 'abcdefg');
    expect(textarea).toHaveValue('abcdefg');
    expect(screen.getByText('You have 2 characters too many', { selector: '[data-slot="character-count"]' })).toBeInTheDocument();
    expect(textarea.closest('[data-slot="text-area"]')).toHaveAttribute('data-over-limit');
  });

  it('announces the count politely once typing pauses, not on load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { container } = render(<TextArea label="Note" characterLimit={10} defaultValue="abc" />);
      const live = container.querySelector('[aria-live="polite"].sr-only')!;
      await act(async () => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS * 2));
      expect(live).toBeEmptyDOMElement();
      await user.type(screen.getByRole('textbox'), 'd');
      await act(async () => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
      expect(live).toHaveTextContent('You have 6 characters remaining');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Note" characterLimit={10} value="12345" onChange={() => {}} />);
    expect(screen.getByText('You have 5 characters remaining', { selector: '[data-slot="character-count"]' })).toBeInTheDocument();
  });
});

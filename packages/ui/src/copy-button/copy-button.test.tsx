import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const clipboard = Object.getOwnPropertyDescriptor(globalThis.navigator, 'clipboard');

/** user-event puts a clipboard stub of its own on navigator in setup(): replace it after that. */
function mockClipboard(writeText: ((text: string) => Promise<void>) | null = vi.fn(async () => {})) {
  Object.defineProperty(globalThis.navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('CopyButton', () => {
  afterEach(() => {
    if (clipboard) Object.defineProperty(globalThis.navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(globalThis.navigator, 'clipboard');
    vi.useRealTimers();
  });

  it('copies its text, says "Copied" in a polite live region and calls onCopied', async () => {
    const user = userEvent.setup();
    mockClipboard();
    const onCopied = vi.fn();
    render(<CopyButton text="https://proxy.demo.edu" onCopied={onCopied} />);
    const status = screen.getByRole('status');
    // The live region exists, empty, before anything is copied.
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://proxy.demo.edu');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    expect(onCopied).toHaveBeenCalledWith('https://proxy.demo.edu');
    expect(screen.getByRole('button')).toHaveAttribute('data-status', 'copied');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
  });

  it('shows and announces an error when the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockClipboard();
    const onCopyError = vi.fn();
    const onCopied = vi.fn();
    const denied = new Error('denied');
    mockClipboard(vi.fn(async () => Promise.reject(denied)));
    render(<CopyButton text="x" onCopied={onCopied} onCopyError={onCopyError} errorText="Could not copy" />);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'));
    expect(onCopyError).toHaveBeenCalledWith(denied);
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('data-status', 'error');
  });

  it('treats a missing clipboard (insecure page) as an error', async () => {
    const user = userEvent.setup();
    const onCopyError = vi.fn();
    mockClipboard(null);
    render(<CopyButton text="x" onCopyError={onCopyError} />);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-status', 'error'));
    expect(onCopyError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('returns to idle after resetAfter, and each copy restarts the delay', async () => {
    // Only the fake clock moves (a clock that also followed real time made this flaky on a loaded machine).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockClipboard();
    render(<CopyButton text="x" resetAfter={1000} />);
    const button = screen.getByRole('button');
    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute('data-status', 'copied');
    await act(async () => vi.advanceTimersByTime(800));
    await act(async () => fireEvent.click(button));
    await act(async () => vi.advanceTimersByTime(800));
    expect(button).toHaveAttribute('data-status', 'copied');
    await act(async () => vi.advanceTimersByTime(300));
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is named for what it copies when given a label', () => {
    render(<CopyButton text="x" label="Copy SAML entity ID" />);
    expect(screen.getByRole('button', { name: 'Copy SAML entity ID' })).toBeInTheDocument();
  });
});

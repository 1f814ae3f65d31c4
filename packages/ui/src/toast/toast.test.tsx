import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, ToastProvider, toastReducer, useToast, type ToastItem } from './toast';

const toast = (id: number, title = `Toast ${id}`): ToastItem => ({ id, title });

describe('toastReducer', () => {
  it('keeps one toast: a new one replaces the current one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer([], { type: 'show', toast: toast(1) });
    state = toastReducer(state, { type: 'show', toast: toast(2) });
    expect(state).toEqual([toast(2)]);
  });

  it('dismisses by id, and ignores an id that is no longer shown', () => {
    const state = [toast(2)];
    expect(toastReducer(state, { type: 'dismiss', id: 1 })).toEqual([toast(2)]);
    expect(toastReducer(state, { type: 'dismiss', id: 2 })).toEqual([]);
  });

  it('dismisses everything without an id', () => {
    expect(toastReducer([toast(3)], { type: 'dismiss' })).toEqual([]);
  });
});

function Demo() {
  const { show, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => show({ title: 'First', description: 'One' })}>
        first
      </button>
      <button type="button" onClick={() => show({ title: 'Second', variant: 'error' })}>
        second
      </button>
      <button type="button" onClick={() => dismiss()}>
        dismiss
      </button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/** The area's code loads with the first toast (toast-region.tsx): wait for the area and its first toast once. */
async function regionShown(name = 'Notifications (F8)') {
  const area = await screen.findByRole('region', { name });
  await within(area).findByRole('listitem');
  return area;
}
const toasts = () => within(region()).queryAllByRole('listitem');

describe('ToastProvider and useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used inside <ToastProvider>.');
  });

  it('shows one toast at a time', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    // No toast area before the first toast.
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await regionShown();
    expect(within(region()).getByText('First', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    expect(within(region()).getByText('Second', { exact: true })).toBeInTheDocument();
    expect(within(region()).queryByText('First', { exact: true })).toBeNull();
    expect(toasts()[0]).toHaveAttribute('data-variant', 'error');
  });

  it('never closes by itself', async () => {
    render(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'first' }).click());
    await regionShown();
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(10 * 60 * 1000));
    expect(toasts()).toHaveLength(1);
  });

  it('closes with its close button and from code', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    await regionShown();
    await user.click(within(region()).getByRole('button', { name: 'Close notification' }));
    expect(toasts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'second' }));
    await user.click(screen.getByRole('button', { name: 'dismiss' }));
    expect(toasts()).toHaveLength(0);
  });

  it('takes custom labels for the region and the close button', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider viewportLabel="Messages ({hotkey})" closeLabel="Dismiss">
        <Demo />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    const messages = await regionShown('Messages (F8)');
    expect(within(messages).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});

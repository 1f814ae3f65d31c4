import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays false while the flag has been true for less than the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 150), { initialProps: { flag: false } });
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(false);
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('turns true once the delay has passed, and false at once when the flag ends', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 150), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('waits the whole delay again when the flag comes back', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 150), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(200));
    rerender({ flag: false });
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
  });

  it('renders its caller no more after a short load (a flag never shown is not reset)', () => {
    // The flag is the caller's own state, as a screen's loading state is (a store subscription): the effect's
    // reset to the state it already had was not bailed out early and rendered the caller once more.
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      const [flag, setFlag] = useState(true);
      return { shown: useDelayedFlag(flag, 150), setFlag };
    });
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.setFlag(false));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.shown).toBe(false);
    expect(renders).toBe(2);
  });
});

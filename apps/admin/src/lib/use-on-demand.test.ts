import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useOnDemand', () => {
  it('asks for the code once however often it is requested while coming, and answers every caller', async () => {
    const code = deferred<{ part: string }>();
    const load = vi.fn(() => code.promise);
    const { result } = renderHook(() => useOnDemand(load, () => undefined));
    expect(result.current).toMatchObject({ module: null, state: 'idle' });
    const first = vi.fn();
    const second = vi.fn();
    act(() => result.current.request(first));
    act(() => result.current.request(second));
    expect(result.current.state).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => code.resolve({ part: 'form' }));
    expect(result.current).toMatchObject({ module: { part: 'form' }, state: 'idle' });
    expect(first).toHaveBeenCalledWith({ part: 'form' });
    expect(second).toHaveBeenCalledWith({ part: 'form' });
  });

  it('answers at once, without loading again, once the code is in', async () => {
    const load = vi.fn(() => Promise.resolve({ part: 'form' }));
    const { result } = renderHook(() => useOnDemand(load, () => undefined));
    await act(async () => result.current.request());
    const then = vi.fn();
    act(() => result.current.request(then));
    expect(then).toHaveBeenCalledWith({ part: 'form' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('idle');
  });

  it('a failure says failed, tells onError, answers no caller; dismissed it is idle, and the next request asks again', async () => {
    const onError = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ part: 'form' });
    const { result } = renderHook(() => useOnDemand(load, onError));
    const then = vi.fn();
    await act(async () => result.current.request(then));
    expect(result.current).toMatchObject({ module: null, state: 'failed' });
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'));
    expect(then).not.toHaveBeenCalled();
    act(() => result.current.dismissFailure());
    expect(result.current.state).toBe('idle');
    await act(async () => result.current.request(then));
    expect(load).toHaveBeenCalledTimes(2);
    expect(then).toHaveBeenCalledWith({ part: 'form' });
    expect(result.current).toMatchObject({ module: { part: 'form' }, state: 'idle' });
  });

  it('tells the latest onError (a handler of the render that failed, not of the first)', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const code = deferred<never>();
    const { result, rerender } = renderHook(({ onError }) => useOnDemand(() => code.promise, onError), {
      initialProps: { onError: first },
    });
    act(() => result.current.request());
    rerender({ onError: latest });
    await act(async () => code.reject(new Error('gone')));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});

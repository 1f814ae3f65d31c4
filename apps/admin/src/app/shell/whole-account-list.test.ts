import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled, WHOLE_LIST_WAIT_MS } from './whole-account-list';

describe('whenPageSettled (when the long account list is asked for)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  function pending(client: QueryClient, key: string) {
    let resolve!: (value: string) => void;
    void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((done) => (resolve = done)) });
    return (value = 'done') => resolve(value);
  }

  it("waits for the page's queries, then for an idle moment after the next frame", async () => {
    const client = new QueryClient();
    const finishData = pending(client, 'dashboard');
    const done = vi.fn();
    whenPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).not.toHaveBeenCalled();
    finishData();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits again for a query that starts before the idle moment came', async () => {
    const client = new QueryClient();
    const done = vi.fn();
    whenPageSettled(client, done);
    // The frame passes with nothing fetched; a query starts before the idle callback runs.
    await vi.advanceTimersByTimeAsync(16);
    const finish = pending(client, 'late');
    await vi.advanceTimersByTimeAsync(500);
    expect(done).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("waits for a first answer when nothing has been asked yet (a guard's redirect: the next route has not asked)", async () => {
    const client = new QueryClient();
    const done = vi.fn();
    whenPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).not.toHaveBeenCalled();
    const finish = pending(client, 'home');
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a failed answer counts as answered', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const done = vi.fn();
    whenPageSettled(client, done);
    await client.fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(new Error('refused')) }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('asks at the latest after WHOLE_LIST_WAIT_MS (a query that never ends), once, and not after a cancel', async () => {
    const client = new QueryClient();
    pending(client, 'forever');
    const done = vi.fn();
    whenPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(WHOLE_LIST_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(WHOLE_LIST_WAIT_MS);
    expect(done).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenPageSettled(new QueryClient(), cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(WHOLE_LIST_WAIT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

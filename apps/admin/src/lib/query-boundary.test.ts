import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { describe, expect, it } from 'vitest';
import { askAgainIfFailed } from './query-boundary';

const settle = async (value: unknown) => {
  try {
    return { data: await value };
  } catch (error) {
    return { error };
  }
};

describe('a region that failed asks again when it shows again', () => {
  it('refetches a failed query atom (the gateway is back) and leaves a loaded one alone', async () => {
    let gatewayUp = false;
    let calls = 0;
    const store = createStore();
    store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const failing = atomWithSuspenseQuery(() => ({
      queryKey: ['test', 'failing'],
      queryFn: async () => {
        calls += 1;
        if (!gatewayUp) throw new Error('down');
        return 'summary';
      },
    }));
    let loadedCalls = 0;
    const loaded = atomWithSuspenseQuery(() => ({ queryKey: ['test', 'loaded'], queryFn: async () => (loadedCalls += 1) }));

    // The region's first showing: the boundary looks before its children read.
    askAgainIfFailed(store, [failing, loaded]);
    expect(await settle(store.get(failing))).toEqual({ error: new Error('down') });
    await settle(store.get(loaded));
    // What a region reading the atom again sees without help: the old failure, and no call.
    expect(await settle(store.get(failing))).toEqual({ error: new Error('down') });
    expect(calls).toBe(1);

    // Shown again while the gateway is still down: asked again, failed again.
    askAgainIfFailed(store, [failing, loaded]);
    expect(await settle(store.get(failing))).toEqual({ error: new Error('down') });
    expect(calls).toBe(2);

    gatewayUp = true;
    askAgainIfFailed(store, [failing, loaded]);
    expect(await settle(store.get(failing))).toMatchObject({ data: { data: 'summary' } });
    expect(calls).toBe(3);
    expect(loadedCalls).toBe(1);
    // Loaded now: showing it again asks nothing.
    askAgainIfFailed(store, [failing, loaded]);
    expect(calls).toBe(3);
  });
});

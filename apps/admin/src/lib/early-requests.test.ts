import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { earlyQuery } from './early-requests';
import { adoptEarlyQueries } from './query-client';

describe('early requests', () => {
  it('the cache takes over the request under way: no second request for the first fetch', async () => {
    const fetch = vi.fn(() => Promise.resolve(['first answer']));
    const early = earlyQuery(['home', 'summary'], fetch);
    const client = new QueryClient();
    adoptEarlyQueries(client, [early]);
    await expect(client.fetchQuery({ queryKey: ['home', 'summary'], queryFn: () => Promise.resolve(['other']) })).resolves.toEqual([
      'first answer',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a retry after an early failure asks again instead of repeating the failure', async () => {
    let attempt = 0;
    const fetch = vi.fn(() => (++attempt === 1 ? Promise.reject(new Error('down')) : Promise.resolve('up')));
    const early = earlyQuery(['k'], fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    adoptEarlyQueries(client, [early]);
    await vi.waitFor(() => expect(client.getQueryState(['k'])?.status).toBe('success'));
    expect(client.getQueryData(['k'])).toBe('up');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves a query the cache already holds alone, and an early failure is never an unhandled rejection', async () => {
    const client = new QueryClient();
    client.setQueryData(['k'], 'cached');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const early = earlyQuery(['k'], () => Promise.reject(new Error('down')));
    adoptEarlyQueries(client, [early]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(client.getQueryData(['k'])).toBe('cached');
    expect(unhandled).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocumentString } from '@console/graphql/client';
import { execute, executeAhead, FETCH_AHEAD_HEADER, fetchWithTimeout, GatewayError, REQUEST_TIMEOUT_MS } from './graphql-client';
import { createQueryClient } from './query-client';

const document = 'query HoldingsSummary { holdingsSummary { siteCode } }' as unknown as TypedDocumentString<unknown, Record<string, never>>;
const never = () => new Promise<Response>(() => {});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gateway client gives up on a hung gateway', () => {
  it('fails a call that has no answer after REQUEST_TIMEOUT_MS with TIMEOUT, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(never));
    const call = execute(document);
    const settled = vi.fn();
    call.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'TIMEOUT', operation: 'HoldingsSummary', message: 'The gateway did not answer within 30 s.' });
  });

  it('times the body too: headers without an ending body time out', async () => {
    vi.useFakeTimers();
    const stalled = new ReadableStream<Uint8Array>({ start: () => {} });
    const fetchStalled = fetchWithTimeout(1_000, async () => new Response(stalled, { status: 200 }));
    const call = fetchStalled('/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await call).toMatchObject({ message: 'The gateway did not answer within 1 s.' });
  });

  it('passes answers and refusals through as before, and a refused connection stays NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { holdingsSummary: { siteCode: 'demouniv' } } })),
    );
    await expect(execute(document)).resolves.toEqual({ holdingsSummary: { siteCode: 'demouniv' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(execute(document)).rejects.toMatchObject({ code: 'HTTP_502' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(execute(document)).rejects.toMatchObject({ code: 'NETWORK', message: 'Failed to fetch' });
  });

  it('a caller that aborts is not reported as a timeout', async () => {
    const controller = new AbortController();
    const call = fetchWithTimeout(1_000, never)('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort(new Error('left the page'));
    expect(await call).toMatchObject({ message: 'left the page' });
  });

  it('queries that timed out are not retried (the user has waited 30 s); other failures are, twice', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new GatewayError('x', 'TIMEOUT', 'HoldingsSummary'))).toBe(false);
    for (const code of ['NETWORK', 'HTTP_500', 'HTTP_502', 'INTERNAL_SERVER_ERROR']) {
      expect(retry(0, new GatewayError('x', code, 'HoldingsSummary'))).toBe(true);
      expect(retry(2, new GatewayError('x', code, 'HoldingsSummary'))).toBe(false);
    }
  });
});

describe('a request made ahead of need', () => {
  it('carries the fetch-ahead header, and only it does; the app identifier stays', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        seen.push(new Headers(init?.headers));
        return Response.json({ data: { holdingsSummary: { siteCode: 'demouniv' } } });
      }),
    );
    await expect(executeAhead(document)).resolves.toEqual({ holdingsSummary: { siteCode: 'demouniv' } });
    await execute(document);
    expect(seen.map((headers) => headers.get(FETCH_AHEAD_HEADER))).toEqual(['ahead', null]);
    expect(seen.every((headers) => headers.get('authorization') !== null)).toBe(true);
  });
});

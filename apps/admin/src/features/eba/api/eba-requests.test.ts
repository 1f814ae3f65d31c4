import { afterEach, describe, expect, it, vi } from 'vitest';
import { EBA_STORAGE_TIMEOUT_MS, uploadToStorage } from './eba-requests';

const SIGNED = '/ui/data-fetch/uploads/eba?siteCode=demouniv&key=k&expires=10&signature=ff';
const file = () => new File(['x'], 'EBA_Selection_demouniv_2024-2025.xlsx');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadToStorage', () => {
  it('is stored on 204 only; another answer gives its status text, no answer the error', async () => {
    const answers = [new Response(null, { status: 204 }), new Response('no', { status: 502, statusText: 'Bad Gateway' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    expect(await uploadToStorage(SIGNED, file(), 'http://console.test')).toEqual({ ok: true });
    expect(await uploadToStorage(SIGNED, file(), 'http://console.test')).toEqual({ ok: false, statusText: 'Bad Gateway' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await uploadToStorage(SIGNED, file(), 'http://console.test')).toEqual({ ok: false, statusText: 'Failed to fetch' });
  });

  it('gives up with "Request Timeout" when the storage has not answered within the limit, and not before', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A storage that never answers: only the abort ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      ),
    );
    let result: unknown = null;
    void uploadToStorage(SIGNED, file(), 'http://console.test').then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(EBA_STORAGE_TIMEOUT_MS - 1);
    expect(result).toBeNull();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, statusText: 'Request Timeout' });
    expect(EBA_STORAGE_TIMEOUT_MS).toBeGreaterThan(30_000);
  });
});

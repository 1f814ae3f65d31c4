import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, DownloadFailed, fileNameOf } from './download-file';
import { REQUEST_TIMEOUT_MS } from './graphql-client';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch that answers only when aborted (as the browser's does): the gateway never answers. */
const hanging = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
);

describe('downloadFile', () => {
  it('saves the answer under the name of its Content-Disposition, with the session cookie', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('publication_title\tprint_identifier\n', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="x.txt"; filename*=UTF-8''JSTOR_Global_AllJournals_2026-11-24.txt` },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const save = vi.fn();
    await expect(downloadFile('/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt', 'fallback.txt', { save })).resolves.toBe(
      'JSTOR_Global_AllJournals_2026-11-24.txt',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('JSTOR_Global_AllJournals_2026-11-24.txt');
    expect(await blob.text()).toBe('publication_title\tprint_identifier\n');
  });

  it.each([500, 502, 401, 404])('rejects an answer of HTTP %i with DownloadFailed and saves nothing', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status, headers: { 'Content-Type': 'text/html' } })),
    );
    const save = vi.fn();
    const error = await downloadFile('/admin/reports/download/1/', 'r.xlsx', { save }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DownloadFailed);
    expect(error).toMatchObject({ status });
    expect(save).not.toHaveBeenCalled();
  });

  it('rejects a refused connection with DownloadFailed (no status)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await downloadFile('/admin/reports/download/1/', 'r.xlsx', { save: vi.fn() }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DownloadFailed', status: null, message: 'The download did not answer.' });
  });

  it('gives up when no answer has begun after the console request time limit, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hanging);
    const save = vi.fn();
    const call = downloadFile('/admin/reports/download/1/', 'r.xlsx', { save });
    const settled = vi.fn();
    call.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toMatchObject({ name: 'DownloadFailed', status: null, message: 'The download did not answer in time.' });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('fileNameOf', () => {
  it('prefers filename*, then filename, then the fallback', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''TR_J2%20report.xlsx`, 'f')).toBe('TR_J2 report.xlsx');
    expect(fileNameOf('attachment; filename="TR_J2_2026.xlsx"', 'f')).toBe('TR_J2_2026.xlsx');
    expect(fileNameOf('attachment; filename=plain.csv', 'f')).toBe('plain.csv');
    expect(fileNameOf('attachment', 'fallback.tsv')).toBe('fallback.tsv');
    expect(fileNameOf(null, 'fallback.tsv')).toBe('fallback.tsv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.txt"`, 'f')).toBe('ok.txt');
  });
});

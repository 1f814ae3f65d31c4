import { REQUEST_TIMEOUT_MS } from './graphql-client';

/**
 * A file download that failed: `status` is the HTTP status of an answer that was not the file, null when no
 * answer came (the gateway down, or nothing within the time limit).
 */
export class DownloadFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DownloadFailed';
  }
}

/** The whole file may take this long once the answer has begun (a title list of tens of thousands of rows streams). */
export const DOWNLOAD_BODY_TIMEOUT_MS = 5 * 60_000;

/** The file name of a Content-Disposition header (filename* first, then filename), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain filename, or the fallback.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/** Hands a fetched file to the browser's downloads under its name. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

/**
 * Fetches a same-origin file with the session cookie and saves it, instead of a navigation or a plain download
 * link: an answer that is not the file (a 500, a proxy's 502 page, a refused connection, nothing within the
 * console's request time limit) rejects with DownloadFailed, so the screen can say so and stay as it was. (A
 * navigation to such an answer replaced the console with the error page; a download link failed in the browser's
 * download list only.) Resolves with the saved file's name.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  { headersTimeoutMs = REQUEST_TIMEOUT_MS, bodyTimeoutMs = DOWNLOAD_BODY_TIMEOUT_MS, save = saveBlob } = {},
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const limit = (ms: number) =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  let timer = limit(headersTimeoutMs);
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
    clearTimeout(timer);
    if (!response.ok) throw new DownloadFailed(`The download answered ${response.status}.`, response.status);
    timer = limit(bodyTimeoutMs);
    const blob = await response.blob();
    const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    save(blob, name);
    return name;
  } catch (error) {
    if (error instanceof DownloadFailed) throw error;
    throw new DownloadFailed(timedOut ? 'The download did not answer in time.' : 'The download did not answer.', null);
  } finally {
    clearTimeout(timer);
  }
}

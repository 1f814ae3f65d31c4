import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Plain answers of the gateway's own HTTP routes (static files, downloads, uploads): one place for the
 * headers every such answer carries, so a route cannot forget `no-store` or `nosniff`.
 */

/** A short text answer (errors of the download and upload routes), never cached. */
export function sendText(res: ServerResponse, status: number, text: string, head = false, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(head ? undefined : text);
}

/**
 * `Content-Disposition: attachment` for a file name: the plain `filename` keeps printable ASCII without
 * quotes or backslashes (anything else becomes `_`), and `filename*` (RFC 6266/5987) carries the exact
 * UTF-8 name for browsers that read it.
 */
export function attachmentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const exact = fileName.replace(/[\u0000-\u001f\u007f]/g, '');
  const ascii = exact.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(exact).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === exact ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a downloaded file: its type and name, never cached, never sniffed. */
export function attachmentHeaders(fileName: string, contentType: string, length?: number): OutgoingHttpHeaders {
  return {
    'Content-Type': contentType,
    'Content-Disposition': attachmentDisposition(fileName),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(length === undefined ? {} : { 'Content-Length': length }),
  };
}

/** A whole file in one answer (HEAD gets the headers only). */
export function sendAttachment(
  res: ServerResponse,
  body: Uint8Array,
  fileName: string,
  contentType: string,
  head = false,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(200, { ...attachmentHeaders(fileName, contentType, body.length), ...headers });
  res.end(head ? undefined : body);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';

/**
 * What differs between HTTP/1.1 and HTTP/2 for the gateway's routes. With TLS (config.tls) the gateway serves
 * HTTP/2 through node:http2's compatibility API, whose request and response objects the routes use as they use
 * node:http's (server.ts passes them on as IncomingMessage and ServerResponse). The differences that matter:
 *
 * - an HTTP/2 request names its host in the `:authority` pseudo-header, not in `Host` (RFC 9113 §8.3.1);
 *   server.ts copies it into `headers.host` as an HTTP/1.1 translation would, so the origin checks see it;
 * - connection-specific headers (`Connection`, `Keep-Alive`, `Transfer-Encoding`, `Upgrade`) are not allowed in
 *   HTTP/2 (§8.2.2): node:http2 drops `Connection` with a process warning and refuses the others;
 * - a body left unread ends with the stream (Node resets it with NO_ERROR once the answer is sent), where an
 *   HTTP/1.1 connection has to be closed or drained.
 */

/** Whether the request came over HTTP/2 (the compatibility API's request). */
export function isHttp2(req: Pick<IncomingMessage, 'httpVersionMajor'>): boolean {
  return req.httpVersionMajor === 2;
}

/**
 * `Connection: close` for an answer that leaves the request's body unread: on HTTP/1.1 the connection cannot carry
 * another request. Nothing on HTTP/2, where the stream alone ends.
 */
export function closeConnectionHeader(req: Pick<IncomingMessage, 'httpVersionMajor'>): Record<string, string> {
  return isHttp2(req) ? {} : { Connection: 'close' };
}

/** Response headers HTTP/2 forbids (RFC 9113 §8.2.2), left out when headers of another source are passed on. */
const CONNECTION_SPECIFIC = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export function isConnectionSpecificHeader(name: string): boolean {
  return CONNECTION_SPECIFIC.has(name.toLowerCase());
}

/**
 * Makes an HTTP/2 request read like an HTTP/1.1 one where the routes look: `headers.host` is `:authority` (browsers
 * send no Host over HTTP/2; when a client sends both, §8.3.1 makes `:authority` the one that counts).
 */
export function translateHttp2Request(req: Http2ServerRequest): void {
  const authority = req.headers[':authority'];
  if (typeof authority === 'string' && authority !== '') req.headers.host = authority;
}

/**
 * Whether the client has gone (the answer can no longer be sent): node:http's `res.destroyed`; node:http2's
 * compatibility response has no such property, its stream tells. A streamed download checks it before each write
 * and after a write that filled the buffer, since 'close' may already have been emitted.
 */
export function isResponseGone(res: Pick<ServerResponse, 'destroyed'>): boolean {
  if (res.destroyed) return true;
  const { stream } = res as { stream?: { destroyed: boolean; closed: boolean } };
  return stream !== undefined && (stream.destroyed || stream.closed);
}

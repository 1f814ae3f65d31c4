import type { IncomingMessage } from 'node:http';

/**
 * Whether a request was sent by a page of another site: its Origin names another host than the one it was
 * sent to, or the browser marks it `Sec-Fetch-Site: cross-site`. Requests without either header (scripts,
 * curl, old browsers) are not called cross-site; the session or signature they carry decides. Behind
 * trusted proxies (`trustProxyHops` > 0) the host the client used is X-Forwarded-Host when present; over HTTP/2
 * it is the `:authority` pseudo-header (browsers send no Host there).
 *
 * Used for the endpoints outside GraphQL that act with the session cookie or a signed URL (uploads and the
 * session-checked downloads), so a page of another site can neither post to them nor pull a file into a
 * signed-in user's browser.
 */
export function isCrossSite(req: Pick<IncomingMessage, 'headers'>, trustProxyHops = 0): boolean {
  const fetchSite = header(req, 'sec-fetch-site');
  if (fetchSite?.toLowerCase() === 'cross-site') return true;
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  // `Origin: null` (sandboxed frames, data: URLs, some redirects) is never the console.
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const forwarded = trustProxyHops > 0 ? header(req, 'x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = (forwarded || header(req, ':authority') || header(req, 'host') || '').toLowerCase();
  return host === '' || originHost !== host;
}

function header(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

import { BASE_PATH } from '../config/constants';

const PROBE_ORIGIN = 'https://console.invalid';

/**
 * The in-app location (relative to the /admin base) a redirectUri may send the user to after login,
 * or null when it is not a same-origin path under /admin. Open redirects are refused: protocol-relative
 * ("//host"), backslash ("/\host"), absolute and javascript: URLs all fail the same-origin check.
 */
export function safeRedirectTarget(redirectUri: string | null | undefined): string | null {
  if (!redirectUri || redirectUri.length > 2048) return null;
  // Browsers treat backslashes and control characters in URLs leniently; refuse them outright.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(redirectUri)) return null;
  if (!redirectUri.startsWith('/') || redirectUri.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(redirectUri, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const { pathname, search, hash } = url;
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  const inner = pathname.slice(BASE_PATH.length) || '/';
  if (inner.startsWith('//')) return null;
  return `${inner}${search}${hash}`;
}

/** The redirectUri for a location inside the app: "/admin" plus the current path and query. */
export function redirectUriFor(location: string, search = ''): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `${BASE_PATH}${location === '/' ? '/' : location}${query}`;
}

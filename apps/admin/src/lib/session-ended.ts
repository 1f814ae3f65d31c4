import { BASE_PATH } from '../config/constants';
import { GatewayError } from './graphql-client';
import { redirectUriFor } from './safe-redirect';

/**
 * Whether a failed call says the sign-in is over: the gateway answers UNAUTHENTICATED once the session's idle
 * (30 minutes) or absolute (12 hours) timeout has passed, or after a logout elsewhere (docs/decisions.md,
 * "Session timeouts").
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof GatewayError && error.code === 'UNAUTHENTICATED';
}

/**
 * Where the console goes when the session ended: the login page, with the redirectUri of the current location
 * (spec 000 §2's rule for a session without a user), so the user comes back after logging in. The spec has no
 * message for an ended session, so none is shown. Null on the login page itself.
 */
export function sessionEndedTarget(pathname: string, search: string): string | null {
  const inner = pathname === BASE_PATH ? '/' : pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
  if (inner === '/login') return null;
  return `${BASE_PATH}/login?redirectUri=${encodeURIComponent(redirectUriFor(inner || '/', search))}`;
}

/** The logout mutation's key (state/session.ts): while it runs, calls failing UNAUTHENTICATED are its doing. */
export const LOG_OUT_MUTATION_KEY = ['session', 'log-out'] as const;

let leaving = false;

/**
 * Leaves for the login page with a full page load, which also drops everything cached for the user who was
 * signed in. Once: every call failing at the same time leads here.
 */
export function leaveForLogin(error: unknown): void {
  if (leaving || !isSessionEnded(error)) return;
  const target = sessionEndedTarget(window.location.pathname, window.location.search);
  if (!target) return;
  leaving = true;
  window.location.assign(target);
}

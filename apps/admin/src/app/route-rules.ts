import { PUBLISHER_PATHS, paths } from '../config/paths';
import { pageOf } from '../config/pages';
import { hasFlag, type UserStateResult } from '../state/user-state';

export type RouteDecision =
  /** Show the screen of the path with the shell. */
  | { kind: 'render' }
  /** Show the login page without sidebars (the catch-all, spec 000 §2). */
  | { kind: 'login-page' }
  /** Send an anonymous user to /login, keeping where they wanted to go. */
  | { kind: 'to-login' }
  /** Replace the location with another in-app path. */
  | { kind: 'redirect'; to: string }
  /** The answer needs data that is still loading. */
  | { kind: 'wait' };

export interface RouteFacts {
  /** Whether the selected site takes part in EBA (undefined while loading). */
  isEbaParticipant: boolean | undefined;
}

/**
 * Where a path leads for a user (spec 000 §2, §4, §6; 001 §2). Pure, so every guard rule is a unit test.
 * `path` is relative to the /admin base, without the query string.
 */
export function decideRoute(path: string, state: UserStateResult, facts: RouteFacts): RouteDecision {
  if (path === paths.login) return { kind: 'login-page' };
  const page = pageOf(path);
  const known = page !== undefined && (page.path === path || (path === paths.root && page.path === paths.home));
  if (!known) return { kind: 'login-page' };
  if (state.kind !== 'admin') return { kind: 'to-login' };
  const { user } = state;

  if (path === paths.almaLinking && !hasFlag(user, 'enable_alma_linking')) return { kind: 'login-page' };
  if (user.isPublisher && !user.internalAdmin && !PUBLISHER_PATHS.includes(path)) {
    return { kind: 'redirect', to: paths.publisherReports };
  }
  if (path === paths.publisherReports && !user.isPublisher && !user.internalAdmin) return { kind: 'redirect', to: paths.root };
  if (path === paths.ebaStatusDashboard && !user.internalAdmin) return { kind: 'redirect', to: paths.root };
  if (path === paths.holdings && user.accountType === 'consortium') return { kind: 'redirect', to: paths.root };
  if (path === paths.eba) {
    if (facts.isEbaParticipant === undefined) return { kind: 'wait' };
    if (!facts.isEbaParticipant) return { kind: 'redirect', to: paths.root };
  }
  return { kind: 'render' };
}

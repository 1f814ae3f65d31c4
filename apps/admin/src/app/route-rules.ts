import type { UserStateResult } from '../state/user-state';
import type { RouteDecision, RouteFacts } from './route-guards';
import { routeOf } from './route-table';

export type { RouteDecision, RouteFacts } from './route-guards';

/**
 * Where a path leads for a user (spec 000 §2, §4, §6; 001 §2): unknown paths and /login show the login
 * page, anonymous visitors of a known route go to /login, and a signed-in admin meets the route's guard.
 * `path` is relative to the /admin base, without the query string.
 */
export function decideRoute(path: string, state: UserStateResult, facts: RouteFacts): RouteDecision {
  const route = routeOf(path);
  if (!route || route.layout === 'login') return { kind: 'login-page' };
  if (state.kind !== 'admin') return { kind: 'to-login' };
  return route.guard(state.user, facts);
}

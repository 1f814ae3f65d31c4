import type { RouteRequests } from '../lib/early-requests';
import { paths } from '../config/paths';

/**
 * Each route's early requests (lib/early-requests.ts), loaded lazily. Small on purpose: the boot imports
 * this to start a signed-in page's queries with the app's code, and the route table uses the same entries
 * when a route matches. A screen adds its line here, not to the route table's imports, so the signed-in
 * app's code does not grow with every screen.
 */
const REQUESTS: Partial<Record<string, () => Promise<RouteRequests>>> = {
  [paths.home]: () => import('../features/home/home-route-requests').then((m) => m.homeRouteRequests),
  [paths.userManagement]: () =>
    import('../features/user-management/user-management-route-requests').then((m) => m.userManagementRouteRequests),
  [paths.accessMethods]: () => import('../features/access-methods/access-methods-route-requests').then((m) => m.accessMethodsRouteRequests),
};

/** The early requests of an in-app path ('/' is Home). */
export function routeRequestsOf(path: string): (() => Promise<RouteRequests>) | undefined {
  return REQUESTS[path === paths.root ? paths.home : path];
}

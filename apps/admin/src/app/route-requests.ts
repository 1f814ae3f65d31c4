import type { RouteRequests } from '../lib/early-requests';
import { paths } from '../config/paths';

/** What a route starts before its screen renders: its screen's code and its early requests' code. */
export interface RouteCode {
  /** The screen's module (the same one the route table renders, so one chunk). */
  screen: () => Promise<unknown>;
  /** The route's early requests (lib/early-requests.ts), small and without TanStack Query. */
  requests: () => Promise<RouteRequests>;
}

/**
 * Each route's code that the page starts early. Small on purpose: the boot imports this to start a signed-in
 * page's screen and queries with the app's code, and the router uses the same entries when a route matches.
 * A screen adds its entry here, not to the route table's imports, so the signed-in app's code does not grow
 * with every screen. build/route-preloads.ts reads this file's `import('…')` specifiers per `[paths.key]`
 * entry: the gateway then asks for those chunks in the page itself (no chain of chunk requests).
 */
const ROUTE_CODE: Partial<Record<string, RouteCode>> = {
  [paths.home]: {
    screen: () => import('./screens/home-route'),
    requests: () => import('../features/home/home-route-requests').then((m) => m.homeRouteRequests),
  },
  [paths.userManagement]: {
    screen: () => import('../features/user-management/user-management-screen'),
    requests: () => import('../features/user-management/user-management-route-requests').then((m) => m.userManagementRouteRequests),
  },
  [paths.accessMethods]: {
    screen: () => import('../features/access-methods/access-methods-screen'),
    requests: () => import('../features/access-methods/access-methods-route-requests').then((m) => m.accessMethodsRouteRequests),
  },
  [paths.holdings]: {
    screen: () => import('../features/holdings/holdings-screen'),
    requests: () => import('../features/holdings/holdings-route-requests').then((m) => m.holdingsRouteRequests),
  },
  [paths.accountInformation]: {
    screen: () => import('../features/account-information/account-information-screen'),
    requests: () =>
      import('../features/account-information/account-information-route-requests').then((m) => m.accountInformationRouteRequests),
  },
  [paths.almaLinking]: {
    screen: () => import('../features/alma-linking/alma-linking-screen'),
    requests: () => import('../features/alma-linking/alma-linking-route-requests').then((m) => m.almaLinkingRouteRequests),
  },
  [paths.publisherReports]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.publisherReportsRouteRequests),
  },
  [paths.counter5]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.counter5RouteRequests),
  },
  [paths.counter51]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.counter51RouteRequests),
  },
  [paths.ccudReports]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.ccudReportsRouteRequests),
  },
  [paths.engagementReport]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.engagementReportRouteRequests),
  },
  [paths.artstorCollection]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.artstorCollectionRouteRequests),
  },
  [paths.bookReports]: {
    screen: () => import('../features/reports/reports-screen'),
    requests: () => import('../features/reports/reports-route-requests').then((m) => m.bookReportsRouteRequests),
  },
  [paths.eba]: {
    screen: () => import('../features/eba/eba-screen'),
    requests: () => import('../features/eba/eba-route-requests').then((m) => m.ebaRouteRequests),
  },
  [paths.ebaStatusDashboard]: {
    screen: () => import('../features/eba/eba-status-dashboard-screen'),
    requests: () => import('../features/eba/eba-route-requests').then((m) => m.ebaStatusRouteRequests),
  },
};

/** The early code of an in-app path ('/' is Home). */
export function routeCodeOf(path: string): RouteCode | undefined {
  return ROUTE_CODE[path === paths.root ? paths.home : path];
}

/** The early requests of an in-app path ('/' is Home). */
export function routeRequestsOf(path: string): (() => Promise<RouteRequests>) | undefined {
  return routeCodeOf(path)?.requests;
}

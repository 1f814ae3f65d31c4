import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageNameOf } from '../config/pages';
import { paths, type AppPath } from '../config/paths';
import type { UserState } from '../state/user-state';
import { guardOf, type Guard } from './route-guards';

/** What the router hands every screen of the shell. */
export interface ScreenProps {
  user: UserState;
  route: PageRoute;
}

/** A screen's code: `load` starts fetching the chunk, `Component` renders it (React.lazy over the same import). */
export interface LazyScreen<Props> {
  load: () => Promise<unknown>;
  Component: LazyExoticComponent<ComponentType<Props>>;
}

function lazyScreen<Props>(load: () => Promise<{ default: ComponentType<Props> }>): LazyScreen<Props> {
  return { load, Component: lazy(load) };
}

interface RouteBase {
  path: AppPath;
  /** Another path that shows the same page ("/" for "/home"). */
  alias?: AppPath;
  /** Suffix of the document title: "{provider} Admin: {title}" (spec 000 §2). */
  title: string;
  /** One sentence about the page (the placeholder of a screen not built yet shows it). */
  description: string;
}

/** A page inside the shell: header, side navigation, footer. */
export interface PageRoute extends RouteBase {
  layout: 'shell';
  screen: LazyScreen<ScreenProps>;
  /** Who may see it (app/route-guards.ts); runs only for a signed-in admin. */
  guard: Guard;
}

/** The login page (and the catch-all of unknown paths): no shell, no guard. */
export interface LoginPageRoute extends RouteBase {
  layout: 'login';
  screen: LazyScreen<object>;
}

export type RouteEntry = PageRoute | LoginPageRoute;

const comingSoon = lazyScreen(() => import('./screens/coming-soon-screen'));
const home = lazyScreen(() => import('./screens/home-route'));
const reports = lazyScreen<ScreenProps>(() => import('../features/reports/reports-screen'));

const page = (entry: Omit<PageRoute, 'layout' | 'screen' | 'guard'> & Partial<Pick<PageRoute, 'screen'>>): PageRoute => ({
  layout: 'shell',
  screen: comingSoon,
  guard: guardOf(entry.path),
  ...entry,
});

export const LOGIN_ROUTE: LoginPageRoute = {
  layout: 'login',
  path: paths.login,
  title: 'Log in',
  description: 'Log in to manage your account.',
  screen: lazyScreen(() => import('./screens/login-route')),
};

/**
 * Every route of the console (spec 000 §2, 001 §2), one entry each. A new screen: its path in
 * config/paths.ts, one entry here naming its lazy screen, its guard in app/route-guards.ts (`GUARDS`), its early
 * requests in app/route-requests.ts, and its feature folder.
 * Entries without `screen` show the placeholder; a path without a guard of its own sends publishers to their reports.
 */
export const ROUTES: readonly RouteEntry[] = [
  LOGIN_ROUTE,
  page({
    path: paths.home,
    alias: paths.root,
    title: 'Home',
    description: 'Usage insights for your institution.',
    screen: home,
    // Home's queries: app/route-requests.ts (started by the boot, with the app's code).
  }),
  page({
    path: paths.publisherReports,
    title: 'Publisher Usage Reports',
    description: 'Request journal, books and research usage reports for your publications.',
    screen: reports,
  }),
  page({
    path: paths.counter5,
    title: 'COUNTER 5 Usage Reports',
    description: 'Historical COUNTER 5 usage reports requested before March 1, 2025.',
    screen: reports,
  }),
  page({
    path: paths.counter51,
    title: 'COUNTER 5.1 Usage Reports',
    description: 'Request, schedule and download COUNTER Release 5.1 usage reports.',
    screen: reports,
  }),
  page({
    path: paths.ccudReports,
    title: 'Collections Usage',
    description: 'Usage of the community collections your institution takes part in.',
    screen: reports,
  }),
  page({
    path: paths.engagementReport,
    title: 'Engagement Report',
    description: 'How your users engage with the platform.',
    screen: reports,
  }),
  page({
    path: paths.artstorCollection,
    title: 'Artstor Collection',
    description: 'Usage reports for Artstor collections.',
    screen: reports,
  }),
  page({
    path: paths.bookReports,
    title: 'Books Reports',
    description: 'Usage reports for books.',
    screen: reports,
  }),
  page({
    path: paths.almaLinking,
    title: 'Alma Linking',
    description: 'Connect Alma to keep your holdings up to date automatically.',
    screen: lazyScreen(() => import('../features/alma-linking/alma-linking-screen')),
  }),
  page({
    path: paths.holdings,
    title: 'Holdings Summary',
    description: 'What your institution has access to, with title lists to download.',
    screen: lazyScreen(() => import('../features/holdings/holdings-screen')),
  }),
  page({
    path: paths.userManagement,
    title: 'User Management',
    description: 'Invite users, extend or expire their access and grant admin permissions.',
    screen: lazyScreen(() => import('../features/user-management/user-management-screen')),
  }),
  page({
    path: paths.accountInformation,
    title: 'Account Information',
    description: 'Branding, OpenURL and SUSHI harvesting details of your account.',
    screen: lazyScreen(() => import('../features/account-information/account-information-screen')),
  }),
  page({
    path: paths.accessMethods,
    title: 'Access Methods',
    description: 'How your users reach your subscribed content.',
    screen: lazyScreen(() => import('../features/access-methods/access-methods-screen')),
  }),
  page({
    path: paths.eba,
    title: 'EBA Selection',
    description: 'Upload your evidence-based acquisition selection.',
    screen: lazyScreen(() => import('../features/eba/eba-screen')),
  }),
  page({
    path: paths.ebaStatusDashboard,
    title: 'EBA Status Dashboard',
    description: 'Where each EBA participant stands in the selection cycle.',
    screen: lazyScreen(() => import('../features/eba/eba-status-dashboard-screen')),
  }),
];

const BY_PAGE_NAME = new Map(ROUTES.map((route) => [pageNameOf(route.path), route]));

/**
 * The route of a path (relative to /admin, without the query string): found by its page name (spec 000
 * §2), and only when the path is the route's own or its alias, so "/home/extra" is unknown.
 */
export function routeOf(path: string): RouteEntry | undefined {
  const route = BY_PAGE_NAME.get(pageNameOf(path));
  return route && (route.path === path || route.alias === path) ? route : undefined;
}

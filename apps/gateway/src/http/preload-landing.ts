import { ADMIN_ROLES, AGENT_ROLE, STAFF_ROLE } from '../auth/principal.ts';

/** The parts of the page's embedded session (the console's `session` query) this module reads. */
interface SessionShape {
  session?: {
    masquerade?: unknown;
    authenticatedProfiles?: ReadonlyArray<{ role?: unknown; accountType?: unknown }>;
    authenticatedAccounts?: ReadonlyArray<{ type?: unknown; roles?: unknown }>;
  } | null;
}

const PUBLISHER_REPORTS = '/publisher-reports';
/** The console's page routes (apps/admin/src/config/paths.ts; preload-landing.test.ts compares the two lists). */
export const CONSOLE_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/publisher-reports',
  '/counter',
  '/counter5.1',
  '/ccud-reports',
  '/engagement-report',
  '/artstor-collection',
  '/book-reports',
  '/alma-linking',
  '/holdings',
  '/user-management',
  '/account-information',
  '/access-methods',
  '/eba',
  '/eba-status-dashboard',
]);
/** Routes every admin sees (the console's `anyAdmin` guard). */
const ANY_ADMIN = new Set(['/', '/home', '/user-management']);

/**
 * Where a signed-in page load of `routePath` ends, as far as the session alone decides it, so the page preloads
 * the code of the screen the console will show rather than of one its guard refuses (a librarian's "Publisher
 * Reports" link leads Home: without this the page preloaded the reports' chunks, 15 kB before the LCP, and then
 * Home's came with the app). It mirrors the console's guards (apps/admin/src/app/route-guards.ts) only where the
 * answer does not depend on the account chosen in the browser tab (session storage, which the gateway cannot see):
 * no administered account is a publisher, or every one is. Otherwise, and for every other path, the path itself.
 * A wrong guess costs only a preload: the console decides what it shows. preload-landing.test.ts checks every
 * guess that differs from the path against the console's own `landingPath`.
 */
export function preloadLanding(routePath: string, data: unknown): string {
  if (ANY_ADMIN.has(routePath) || !CONSOLE_PAGE_PATHS.has(routePath)) return routePath;
  const session = (data as SessionShape | null)?.session;
  if (!session) return routePath;
  const accounts = session.authenticatedAccounts ?? [];
  const isStaff = accounts.some(
    (account) => account.type === 'individual' && Array.isArray(account.roles) && account.roles.includes(STAFF_ROLE),
  );
  // Internal staff acting as themselves pass every guard these rules cover.
  if (isStaff && !session.masquerade) return routePath;
  const admin = (session.authenticatedProfiles ?? []).filter(
    (profile) =>
      (typeof profile.role === 'string' && (ADMIN_ROLES.includes(profile.role) || profile.role === AGENT_ROLE)) ||
      String(profile.accountType).toLowerCase() === 'publisher',
  );
  if (admin.length === 0) return routePath;
  const publishers = admin.filter((profile) => String(profile.accountType).toLowerCase() === 'publisher').length;
  // An agent's child institutions (not in the session) join the accounts: never "every account a publisher".
  const everyPublisher = publishers === admin.length && !admin.some((profile) => profile.role === AGENT_ROLE);
  if (routePath === PUBLISHER_REPORTS) return publishers === 0 ? '/' : routePath;
  // Every other page route keeps publishers out (to Publisher Reports); the staff dashboard sends others Home.
  if (everyPublisher) return PUBLISHER_REPORTS;
  if (routePath === '/eba-status-dashboard' && publishers === 0) return '/';
  return routePath;
}

/**
 * The code Home's early requests load themselves (apps/admin/src/features/home/home-route-requests.ts), per kind of
 * dashboard, as route-preloads.json's `loads` names it. preload-landing.test.ts runs the console's own
 * home-route-requests for every account a session may choose and checks that what it loads is listed here.
 */
export const HOME_DASHBOARD_CODE = {
  institution: ['src/features/home/components/institution-dashboard.tsx', 'src/features/home/components/cross-platform-trends.tsx'],
  publisher: ['src/features/home/components/publisher-dashboard.tsx'],
} as const;

const HOME_PATHS = new Set(['/', '/home']);

/**
 * Which of the code a route's early requests load (route-preloads.json's `loads[path]`) the page preloads, for the
 * path the page will land on (preloadLanding). Home: the dashboard of each kind of account the session administers
 * (a librarian's page does not ask for the publisher's dashboard, nor a publisher's for the institution's, about
 * 10 kB each); both when the session does not say; none for staff acting as themselves (their Home has no
 * dashboard). Never the publisher's one-time welcome: only the browser knows whether it was seen (local storage),
 * so the console asks for it on a first visit. Any other route: all of it.
 */
export function preloadedLoads(landing: string, data: unknown): (module: string) => boolean {
  if (!HOME_PATHS.has(landing)) return () => true;
  const all = new Set<string>([...HOME_DASHBOARD_CODE.institution, ...HOME_DASHBOARD_CODE.publisher]);
  const session = (data as SessionShape | null)?.session;
  if (!session) return (module) => all.has(module);
  const accounts = session.authenticatedAccounts ?? [];
  const isStaff = accounts.some(
    (account) => account.type === 'individual' && Array.isArray(account.roles) && account.roles.includes(STAFF_ROLE),
  );
  if (isStaff && !session.masquerade) return () => false;
  const admin = (session.authenticatedProfiles ?? []).filter(
    (profile) =>
      (typeof profile.role === 'string' && (ADMIN_ROLES.includes(profile.role) || profile.role === AGENT_ROLE)) ||
      String(profile.accountType).toLowerCase() === 'publisher',
  );
  if (admin.length === 0) return (module) => all.has(module);
  const isPublisher = (profile: (typeof admin)[number]) => String(profile.accountType).toLowerCase() === 'publisher';
  const wanted = new Set<string>();
  if (admin.some(isPublisher)) for (const module of HOME_DASHBOARD_CODE.publisher) wanted.add(module);
  // An agent's child institutions (not in the session) are institutions.
  if (admin.some((profile) => !isPublisher(profile) || profile.role === AGENT_ROLE))
    for (const module of HOME_DASHBOARD_CODE.institution) wanted.add(module);
  return (module) => wanted.has(module);
}

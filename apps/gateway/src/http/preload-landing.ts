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

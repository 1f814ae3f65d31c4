import { isAppPath, paths, type AppPath } from '../config/paths';
import { hasFlag, type UserState } from '../state/user-state';

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

/** Who may see a route, for a signed-in admin: pure, so every rule is a unit test (route-rules.test.ts). */
export type Guard = (user: UserState, facts: RouteFacts) => RouteDecision;

const RENDER: RouteDecision = { kind: 'render' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** Every admin. */
export const anyAdmin: Guard = () => RENDER;

/** A publisher stays on home, publisher reports and user management (spec 000 §4). */
export const notPublisher: Guard = (user) => (user.isPublisher && !user.internalAdmin ? redirect(paths.publisherReports) : RENDER);

/** Publisher reports: publishers and internal staff only. */
export const publisherOrStaff: Guard = (user) => (user.isPublisher || user.internalAdmin ? RENDER : redirect(paths.root));

/** Internal staff acting as themselves only. */
export const staffOnly: Guard = (user) => (user.internalAdmin ? RENDER : redirect(paths.root));

/** A consortium selection on a holdings path goes home (spec 000 §2). */
export const notConsortium: Guard = (user) => (user.accountType === 'consortium' ? redirect(paths.root) : RENDER);

/** EBA participants only; waits while participation loads (spec 001 §7). */
export const ebaParticipant: Guard = (_user, facts) =>
  facts.isEbaParticipant === undefined ? { kind: 'wait' } : facts.isEbaParticipant ? RENDER : redirect(paths.root);

/** A route that exists only with its flag: without it the path is unknown (the login catch-all). */
export const withFlag =
  (flag: Parameters<typeof hasFlag>[1]): Guard =>
  (user) =>
    hasFlag(user, flag) ? RENDER : { kind: 'login-page' };

/** The guards in order; the first that does not render decides. */
export const allOf =
  (...guards: Guard[]): Guard =>
  (user, facts) => {
    for (const guard of guards) {
      const decision = guard(user, facts);
      if (decision.kind !== 'render') return decision;
    }
    return RENDER;
  };

/**
 * Each page route's guard; a route not listed keeps publishers out (`notPublisher`). Here rather than in the
 * route table, so the boot can tell where a signed-in page load leads (`landingPath`) without the table's code.
 */
const GUARDS: Partial<Record<AppPath, Guard>> = {
  [paths.home]: anyAdmin,
  [paths.publisherReports]: publisherOrStaff,
  [paths.almaLinking]: allOf(withFlag('enable_alma_linking'), notPublisher),
  [paths.holdings]: allOf(notPublisher, notConsortium),
  [paths.userManagement]: anyAdmin,
  [paths.eba]: allOf(notPublisher, ebaParticipant),
  [paths.ebaStatusDashboard]: allOf(notPublisher, staffOnly),
};

/** The guard of a page route's path. */
export function guardOf(path: AppPath): Guard {
  return GUARDS[path === paths.root ? paths.home : path] ?? notPublisher;
}

/**
 * Where a page load of a route's path ends for a signed-in admin, following the guards' redirects: the path
 * whose code and queries the boot starts, so a link that redirects (a librarian's "Publisher Report") does
 * not start the refused screen's queries and then, in a chain, Home's. The path itself while a guard waits
 * for data (EBA participation); null when the page shows no route (a flag's route without the flag).
 */
export function landingPath(path: AppPath, user: UserState, facts: RouteFacts): AppPath | null {
  let current = path;
  // Guards redirect to routes that render for everyone they send there; the bound only stops a wrong table.
  for (let hops = 0; hops < 3; hops += 1) {
    const decision = guardOf(current)(user, facts);
    if (decision.kind === 'render' || decision.kind === 'wait') return current;
    if (decision.kind !== 'redirect' || !isAppPath(decision.to)) return null;
    current = decision.to;
  }
  return null;
}

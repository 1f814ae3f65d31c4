import { Spinner } from '@console/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LARGE_INSTITUTION_THRESHOLD } from '../config/constants';
import { paths } from '../config/paths';
import { ErrorBoundary } from '../lib/error-boundary';
import { logEvent } from '../lib/log-event';
import { redirectUriFor } from '../lib/safe-redirect';
import { providerNameAtom, userStateAtom } from '../state/session';
import { isEbaParticipantAtom } from '../state/site';
import type { UserState, UserStateResult } from '../state/user-state';
import { adoptEarlyQueries } from '../lib/query-client';
import { decideRoute } from './route-rules';
import { routeRequestsOf } from './route-requests';
import { LOGIN_ROUTE, routeOf, type PageRoute } from './route-table';
import { ErrorPageContent } from './shell/error-page';
import { startShellRequests } from './shell/shell-requests';
import { LoginLayout } from './shell/login-layout';

const loadShell = () => import('./shell/shell-layout');
const ShellLayout = lazy(loadShell);

/**
 * Starts the shell's code, the screen's code and the screen's queries together, on route match: lazy()
 * would otherwise ask for the screen only once the shell has arrived, and the screen's queries only once
 * its code has. All three are idempotent (import() and the query cache dedupe), so a re-render is harmless.
 */
function startRoute(route: PageRoute, queryClient: QueryClient, state: UserStateResult) {
  loadShell().catch(() => undefined);
  // A chunk that fails to load is reported by lazy() to the screen's error boundary.
  route.screen.load().catch(() => undefined);
  const known = (key: readonly unknown[]) => queryClient.getQueryState(key) !== undefined;
  // The route's early requests (app/route-requests.ts) and, at the same moment, the shell's
  // (app/shell/shell-requests.ts); those the boot already started are in the cache. After this render, not
  // during it (the cache tells its observers at once).
  const routeRequests = routeRequestsOf(route.path);
  (routeRequests ? routeRequests() : Promise.resolve(null))
    .then((requests) =>
      adoptEarlyQueries(queryClient, [...startShellRequests(state, known), ...(requests ? requests.start(state, known) : [])]),
    )
    .catch(() => undefined);
}

// At least a screen high, as Home's own loading state is: a short fallback put the shell's footer on screen,
// and the screen that replaced it pushed the footer down (a layout shift of 0.03–0.12 on the homes).
const screenFallback = (
  <div className="flex min-h-dvh justify-center py-16">
    <Spinner label="Loading page" />
  </div>
);

/** Puts the title of every page in the tab: "{provider} Admin: {suffix}" (spec 000 §2). */
function useDocumentTitle(providerName: string, suffix: string | undefined) {
  useEffect(() => {
    if (suffix) document.title = `${providerName} Admin: ${suffix}`;
  }, [providerName, suffix]);
}

/** Moves focus to the main region after an in-app navigation, so screen readers start at the new page. */
function useFocusMainOnNavigate(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: false });
  }, [location]);
}

/** An admin with hundreds of institutions is worth knowing about (spec 000 §4); once per session. */
function useLargeInstitutionLog(user: UserState | null) {
  const count = user?.adminList.length ?? 0;
  const sessionId = user?.sessionId;
  useEffect(() => {
    if (!sessionId || count <= LARGE_INSTITUTION_THRESHOLD) return;
    const key = `admin.largeInstitutionLogged.${sessionId}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    logEvent('admin_large_institution_list', { count });
  }, [count, sessionId]);
}

export function AppRoutes() {
  const [rawLocation] = useLocation();
  const location = rawLocation || '/';
  const search = useSearch();
  const state = useAtomValue(userStateAtom);
  const providerName = useAtomValue(providerNameAtom);
  const queryClient = useQueryClient();
  // EBA participation is read only by the guards that ask for it (a getter; jotai tracks what a derived atom
  // reads): on any other route its answer, which often arrives just after the first render, does not render
  // the shell and the screen again (measured on a librarian's Home: a blocking render of 7 ms and a commit of
  // 4 ms at 1x CPU, right after the first).
  const decisionAtom = useMemo(
    () =>
      atom((get) =>
        decideRoute(location, get(userStateAtom), {
          get isEbaParticipant() {
            return get(isEbaParticipantAtom);
          },
        }),
      ),
    [location],
  );
  const decision = useAtomValue(decisionAtom);
  const route = routeOf(location);
  const user = state.kind === 'admin' ? state.user : null;

  const title = decision.kind === 'login-page' ? LOGIN_ROUTE.title : decision.kind === 'render' ? route?.title : undefined;
  useDocumentTitle(providerName, title);
  useFocusMainOnNavigate(location);
  useLargeInstitutionLog(user);

  switch (decision.kind) {
    case 'login-page': {
      const Login = LOGIN_ROUTE.screen.Component;
      return (
        <LoginLayout providerName={providerName}>
          <Suspense fallback={screenFallback}>
            <Login />
          </Suspense>
        </LoginLayout>
      );
    }
    case 'to-login':
      return <Redirect to={`${paths.login}?redirectUri=${encodeURIComponent(redirectUriFor(location, search))}`} replace />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'wait':
      return screenFallback;
    case 'render': {
      if (!user || route?.layout !== 'shell') return null;
      startRoute(route, queryClient, state);
      const Screen = route.screen.Component;
      return (
        <Suspense fallback={screenFallback}>
          <ShellLayout user={user}>
            <ErrorBoundary key={route.path} fallback={() => <ErrorPageContent providerName={providerName} />}>
              <Suspense fallback={screenFallback}>
                <Screen user={user} route={route} />
              </Suspense>
            </ErrorBoundary>
          </ShellLayout>
        </Suspense>
      );
    }
  }
}

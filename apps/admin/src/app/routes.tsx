import { Spinner } from '@console/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LARGE_INSTITUTION_THRESHOLD } from '../config/constants';
import { pageOf } from '../config/pages';
import { paths } from '../config/paths';
import { logEvent } from '../lib/log-event';
import { redirectUriFor } from '../lib/safe-redirect';
import { providerNameAtom, userStateAtom } from '../state/session';
import { isEbaParticipantAtom } from '../state/site';
import type { UserState } from '../state/user-state';
import { decideRoute } from './route-rules';
import { ErrorBoundary } from '../lib/error-boundary';
import { ErrorPageContent } from './shell/error-page';
import { LoginLayout } from './shell/login-layout';

const loadShell = () => import('./shell/shell-layout');
const loadHome = () => import('./screens/home-route');
const loadComingSoon = () => import('./screens/coming-soon-screen');

const LoginRoute = lazy(() => import('./screens/login-route'));
const ShellLayout = lazy(loadShell);
const HomeRoute = lazy(loadHome);
const ComingSoonScreen = lazy(loadComingSoon);

const isHome = (path: string) => path === paths.root || path === paths.home;

/**
 * Starts fetching the shell's and the screen's code together; lazy() would otherwise ask for the
 * screen only once the shell has arrived. import() is cached, so lazy() reuses these requests.
 */
function preloadScreen(path: string) {
  void loadShell();
  void (isHome(path) ? loadHome() : loadComingSoon());
}

function ScreenFor({ path, user }: { path: string; user: UserState }) {
  if (isHome(path)) return <HomeRoute user={user} />;
  return <ComingSoonScreen path={path} />;
}

const screenFallback = (
  <div className="flex justify-center py-16">
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
  const isEbaParticipant = useAtomValue(isEbaParticipantAtom);
  const providerName = useAtomValue(providerNameAtom);
  const decision = decideRoute(location, state, { isEbaParticipant });
  const user = state.kind === 'admin' ? state.user : null;

  const title = decision.kind === 'login-page' ? 'Log in' : decision.kind === 'render' ? pageOf(location)?.title : undefined;
  useDocumentTitle(providerName, title);
  useFocusMainOnNavigate(location);
  useLargeInstitutionLog(user);

  switch (decision.kind) {
    case 'login-page':
      return (
        <LoginLayout providerName={providerName}>
          <Suspense fallback={screenFallback}>
            <LoginRoute />
          </Suspense>
        </LoginLayout>
      );
    case 'to-login':
      return <Redirect to={`${paths.login}?redirectUri=${encodeURIComponent(redirectUriFor(location, search))}`} replace />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'wait':
      return screenFallback;
    case 'render':
      if (!user) return null;
      preloadScreen(location);
      return (
        <Suspense fallback={screenFallback}>
          <ShellLayout user={user}>
          <ErrorBoundary key={location} fallback={() => <ErrorPageContent providerName={providerName} />}>
            <Suspense fallback={screenFallback}>
              <ScreenFor path={location} user={user} />
            </Suspense>
          </ErrorBoundary>
          </ShellLayout>
        </Suspense>
      );
  }
}

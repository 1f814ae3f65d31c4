import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { prepareClassMerging } from '@console/ui';
import { BASE_PATH, DEFAULT_PROVIDER_NAME } from '../config/constants';
import { isAppPath, paths } from '../config/paths';
import LoginScreen from '../features/login/login-screen';
import type { EarlyQuery } from '../lib/early-requests';
import { logEvent } from '../lib/log-event';
import { whenIdle, yieldToMain } from '../lib/when-idle';
import { redirectUriFor } from '../lib/safe-redirect';
import { readSignedInHint, writeSignedInHint } from '../lib/signed-in-hint';
import { execute } from '../lib/graphql-client';
import { isAppConfigData, isSessionData, takeBootData, type BootData } from '../state/boot-data';
import {
  createSessionDocument,
  fetchAgentChildren,
  fetchAppConfig,
  fetchSession,
  type AppConfigData,
  type SessionData,
} from '../state/session-api';
import { agentAccountIdsOf, buildUserState, readStoredChild, readStoredSelection, type AgentChildren } from '../state/user-state';
import { ErrorBoundary } from '../lib/error-boundary';
import { landingPath } from './route-guards';
import { routeCodeOf } from './route-requests';
import { ErrorPage } from './shell/error-page';
import { startShellRequests } from './shell/shell-requests';
import { isLongAccountList, loadAccountCombobox } from './shell/account-list';
import { LoginLayout } from './shell/login-layout';

const loadSignedInApp = () => import('./signed-in-app');
// The shell's code too: the page keeps index.html's frame until the shell can replace it, rather than show a
// bare spinner in between.
const loadShell = () => import('./shell/shell-layout');

function render(root: Root, providerName: string, children: ReactNode) {
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={() => <ErrorPage providerName={providerName} />}>{children}</ErrorBoundary>
    </StrictMode>,
  );
}

/**
 * An agent administrator's child institutions, which decide the account the page shows (the first by name may
 * be a child): from the page (the gateway embeds them), else asked for now, before any of the route's queries,
 * so each query runs once for the account shown. Of a long list the page carries only the first by name and the
 * count (boot-data.ts); the tab's stored choice, when it is a child institution, joins them from session storage
 * (user-state.ts), and the app asks for the rest once the page has painted (state/session.ts). Undefined for anyone
 * else, or when they could not be read (the app then asks, as the ACCOUNTS list needs them).
 */
async function agentChildrenOf(session: SessionData, embedded: EmbeddedChildren): Promise<AgentChildren | undefined> {
  const ids = agentAccountIdsOf(session);
  if (ids.length === 0) return undefined;
  if (!embedded.childInstitutions)
    return fetchAgentChildren(ids).then(
      (entries) => ({ entries }),
      () => undefined,
    );
  const { childInstitutions: entries, childInstitutionCount: count } = embedded;
  if (count === undefined || count <= entries.length) return { entries };
  const stored = readStoredChild(readStoredSelection());
  const withStored = stored && !entries.some((entry) => entry.code === stored.code) ? [...entries, stored] : entries;
  return { entries: withStored, count };
}

type EmbeddedChildren = Pick<BootData, 'childInstitutions' | 'childInstitutionCount'>;

async function mountSignedIn(root: Root, session: SessionData, config: AppConfigData, embeddedChildren: EmbeddedChildren = {}) {
  const { path } = currentLocation();
  const isAgent = agentAccountIdsOf(session).length > 0;
  // A shell or screen chunk that fails here fails again in the router, whose error boundaries report it.
  const ignore = () => undefined;
  const children = await agentChildrenOf(session, embeddedChildren);
  // The stored ACCOUNTS choice, read only when there is one to make (user-state.ts).
  let selected: string | null = null;
  const state = buildUserState(session, {
    selectedSiteCode: () => (selected = readStoredSelection()),
    childInstitutions: children?.entries,
    childInstitutionCount: children?.count,
  });
  // The screen the page will show: where the route's guard sends this user (a librarian's "Publisher Report"
  // link leads Home), so the refused screen's code and queries are not asked for, and Home's are not left
  // until the router has redirected (a request chain).
  const landing = state.kind === 'admin' && isAppPath(path) ? landingPath(path, state.user, { isEbaParticipant: undefined }) : path;
  // The route's screen code comes with the app's, for the same reason (app/route-requests.ts lists it).
  const code = landing === null ? undefined : routeCodeOf(landing);
  const screen = code ? code.screen().catch(ignore) : null;
  // The route's first queries start now, with the app's code, not after it (no request chain). Only when the
  // boot can tell which account the page shows: a stored choice it cannot confirm (an agent's child
  // institution, listed by a later query) is left to the app, rather than asking for another account's data.
  const sure =
    state.kind === 'admin' && (selected === null || state.user.selectedInstitution === selected) && (!isAgent || children !== undefined);
  // The shell's queries (side navigation, notifications) start at the same moment as the route's, not once the
  // shell has rendered (app/shell/shell-requests.ts).
  const early: Promise<EarlyQuery[]> = !sure
    ? Promise.resolve([])
    : code
      ? code
          .requests()
          // The requests leave in a task of their own, not in the one that evaluated the route's request module.
          .then(async (route) => {
            await yieldToMain();
            return [...startShellRequests(state, () => false), ...route.start(state, () => false)];
          })
          .catch(() => [])
      : Promise.resolve(startShellRequests(state, () => false));
  // Thousands of accounts (an agent administrator's): ACCOUNTS is a combobox of its own chunk. Its code comes with
  // the shell's, so the header renders it at once (shell/account-list.ts): its lazy fallback is smaller, and showing
  // the combobox in its place moved the page below the header (CLS 0.094, agent@demo.edu with DEMO_DATA=large).
  const accounts = state.kind === 'admin' && isLongAccountList(state.user.accountCount) ? loadAccountCombobox().catch(ignore) : null;
  // tailwind-merge's tables, built in a task of their own while the requests are out, not inside the first render.
  await yieldToMain();
  prepareClassMerging();
  await yieldToMain();
  const [{ renderSignedInApp }, , , started] = await Promise.all([loadSignedInApp(), loadShell().catch(ignore), screen, early, accounts]);
  // A hint for the next visit (lib/signed-in-hint.ts), written once the page is idle: local storage's first use
  // is a synchronous call to the browser process, slow while the page loads.
  whenIdle(() => writeSignedInHint(true));
  // A transition: React keeps the page as it is (index.html's frame) until the shell can show, and code that
  // has already loaded (the shell's, the screen's) renders without a fallback in between.
  startTransition(() => renderSignedInApp(root, session, config, started, children));
}

/** A gateway (or a proxy in front of it) may answer with something else than a session: refuse it loudly. */
function assertSessionShape(data: SessionData): void {
  if (!isSessionData(data)) throw new Error('The gateway answered the session query with an unexpected shape.');
}

/**
 * The session and app config: embedded in the page by the gateway (no round trip), or else asked for, as
 * on the Vite dev server or when the block is missing or malformed.
 */
async function readBootData(embedded: BootData | null): Promise<BootData> {
  if (embedded) {
    // Spec 000 §4, "With no session, one is created": the login page need not wait for it.
    if (embedded.session.session === null) {
      execute(createSessionDocument).catch((error: unknown) =>
        logEvent('admin_error', { message: error instanceof Error ? error.message : String(error), phase: 'boot-create-session' }),
      );
    }
    return embedded;
  }
  const [session, appConfig] = await Promise.all([fetchSession(), fetchAppConfig()]);
  assertSessionShape(session);
  if (!isAppConfigData(appConfig)) throw new Error('The gateway answered appConfig without a provider name.');
  return { session, appConfig };
}

/** The in-app path of the current location (relative to /admin), and its query string. */
function currentLocation() {
  const { pathname, search } = window.location;
  const inner = pathname === BASE_PATH ? '/' : pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
  return { path: inner || '/', search };
}

/**
 * Starts the console. The session comes first (embedded in the page by the gateway, or read with the plain
 * GraphQL client): anonymous visitors get the login page without the signed-in app's data layer and shell
 * (the login route's budget), and signed-in users get the signed-in app with its QueryClient already
 * holding the session.
 */
export async function boot(container: Element): Promise<void> {
  // The boot's work (React's root and its event listeners included) in a task of its own, not in the one that
  // evaluated the modules: main-thread work is measured per task (issue 8's Total Blocking Time).
  await yieldToMain();
  const root = createRoot(container);
  try {
    await start(root);
  } catch (error) {
    // Whatever failed (a malformed answer, a chunk that would not load), the page must not hang on a spinner.
    logEvent('admin_error', { message: error instanceof Error ? error.message : String(error), phase: 'boot' });
    render(root, DEFAULT_PROVIDER_NAME, <ErrorPage providerName={DEFAULT_PROVIDER_NAME} />);
  }
}

async function start(root: Root): Promise<void> {
  // Until the first render the page shows index.html's frame and its loading state (no spinner of our own:
  // replacing the frame with another placeholder would only repaint the page).
  const embedded = takeBootData();
  // Without the session in the page (the Vite dev server), a returning user's app code loads while the session
  // is asked for, so there is no waterfall. With it, the gateway's page already preloads that code.
  const preload = !embedded && readSignedInHint() ? Promise.all([loadSignedInApp(), loadShell()]) : null;
  preload?.catch(() => undefined);

  const { session, appConfig: config, ...children } = await readBootData(embedded);
  const providerName = config.appConfig.providerName;
  const state = buildUserState(session);
  if (state.kind === 'admin') return mountSignedIn(root, session, config, children);

  writeSignedInHint(false);
  const { path, search } = currentLocation();
  // A known route asks for login first and comes back after it (the rule of app/route-rules.ts for anyone
  // not signed in, without loading the route table on the login page).
  if (path !== paths.login && isAppPath(path)) {
    window.history.replaceState(null, '', `${BASE_PATH}/login?redirectUri=${encodeURIComponent(redirectUriFor(path, search))}`);
  }
  document.title = `${providerName} Admin: Log in`;

  async function signedIn(target: string) {
    const fresh = await fetchSession();
    if (buildUserState(fresh).kind !== 'admin') throw new Error('The session is not signed in as an admin.');
    window.history.replaceState(null, '', `${BASE_PATH}${target}`);
    await mountSignedIn(root, fresh, config);
  }

  render(
    root,
    providerName,
    <LoginLayout providerName={providerName}>
      <LoginScreen providerName={providerName} nonAdmin={state.kind === 'non-admin'} onSignedIn={signedIn} />
    </LoginLayout>,
  );
}

import { Button, SkipLink, useToast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useLocation } from 'wouter';
import { isLongAccountList, loadAccountCombobox, loadedAccountCombobox } from './account-list';
import { whenPageSettled } from './whole-account-list';
import { Brand } from './login-header';
import { paths } from '../../config/paths';
import { GENERIC_FAILURE } from '../../lib/form/server-error';
import { logEvent } from '../../lib/log-event';
import { useOnDemand } from '../../lib/use-on-demand';
import { whenIdle } from '../../lib/when-idle';
import {
  agentChildrenAtom,
  endMasqueradeAtom,
  forgetSelectedInstitutionAtom,
  logOutAtom,
  providerNameAtom,
  selectInstitutionAtom,
  wholeAccountListWantedAtom,
} from '../../state/session';
import type { UserState } from '../../state/user-state';
import { showsNotifications } from '../../features/notifications/api/notifications-requests';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';

// Its own chunk: only users with thousands of accounts (account-list.ts) load the filterable ACCOUNTS. The boot
// asks for it with the shell's code when the list is long, and AccountSelect then renders it directly; lazy is
// for a list that becomes long later (an agent's institutions read after the boot).
const AccountCombobox = lazy(loadAccountCombobox);
/**
 * The notifications dropdown is its own chunk (Radix's menu and its positioning, about 35 kB compressed): no page's
 * first paint needs it, so the page does not load it with the shell. Until it is in, the header shows the same bell
 * (features/notifications/components/notifications-bell.tsx).
 */
const loadNotificationsMenu = () => import('../../features/notifications/components/notifications-menu');

/**
 * How long after the page has settled the menu's code is fetched ahead of need: past React's Suspense reveal
 * throttle (300 ms after the answers, the screen's content still to paint) so it shares neither the network nor the
 * main thread with the page's first content. Measured: with no delay it was asked for 24 ms before the introduction
 * of /counter5.1 painted, and sat on that page's LCP path (Lighthouse, 2026-11-25).
 */
const MENU_AHEAD_DELAY_MS = 1_500;

/**
 * The header's notifications. The menu's code is asked for once the page has settled (its data in, the main thread
 * idle), or at once when pointer or focus reaches the bell. Activating the bell before it is in opens the menu when
 * it arrives; the bell that replaces the stand-in takes its focus. If the code cannot come, a bell that was activated
 * says so in a toast, and the next activation asks again.
 */
function HeaderNotifications() {
  const client = useQueryClient();
  const toast = useToast();
  const bell = useRef<HTMLButtonElement>(null);
  // Activated before the code was in: read when it arrives (a ref), shown while it comes (state).
  const wanted = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [arrival, setArrival] = useState({ open: false, focus: false });
  const menu = useOnDemand(loadNotificationsMenu, (error) => {
    if (wanted.current) toast.show({ variant: 'error', title: GENERIC_FAILURE });
    wanted.current = false;
    setWaiting(false);
    logEvent('admin_error', { message: String(error), part: 'notifications-menu' });
  });
  // Read as the code arrives, before the stand-in bell leaves the page.
  const arrive = useCallback(() => setArrival({ open: wanted.current, focus: document.activeElement === bell.current }), []);
  const { request } = menu;
  useEffect(() => {
    let timer: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const cancelSettled = whenPageSettled(client, () => {
      timer = window.setTimeout(() => (cancelIdle = whenIdle(() => request(arrive))), MENU_AHEAD_DELAY_MS);
    });
    return () => {
      cancelSettled();
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [client, request, arrive]);
  const Menu = menu.module?.NotificationsMenu;
  if (Menu) return <Menu initialOpen={arrival.open} focusTrigger={arrival.focus} />;
  const loading = waiting && menu.state === 'loading';
  return (
    <>
      <NotificationsBell
        ref={bell}
        aria-busy={loading || undefined}
        onPointerEnter={() => request(arrive)}
        onFocus={() => request(arrive)}
        onClick={() => {
          wanted.current = true;
          setWaiting(true);
          request(arrive);
        }}
      />
      <span role="status" className="sr-only">
        {loading ? 'Loading notifications' : ''}
      </span>
    </>
  );
}

/**
 * An agent administrator's long list of child institutions while the page has only its first (state/session.ts):
 * whether it is still to come, whether asking failed, and `request`, which asks now (the user went to ACCOUNTS)
 * or again after a failure.
 */
function useWholeAccountListState(user: UserState) {
  const want = useSetAtom(wholeAccountListWantedAtom);
  const list = useAtomValue(agentChildrenAtom);
  const pending = !user.adminListComplete;
  const failed = pending && list.isError;
  return {
    pending,
    failed,
    request: () => {
      if (!pending) return;
      want(true);
      if (failed) void list.refetch();
    },
  };
}

/** The ACCOUNTS dropdown: a native select, because agent administrators may have hundreds of accounts. */
function AccountSelect({ user }: { user: UserState }) {
  const id = useId();
  const select = useSetAtom(selectInstitutionAtom);
  const whole = useWholeAccountListState(user);
  // Chosen once per mount, so the control never changes component (and state) under the user.
  const [Loaded] = useState(loadedAccountCombobox);
  if (isLongAccountList(user.accountCount)) {
    const props = {
      adminList: user.adminList,
      value: user.selectedInstitution,
      onSelect: select,
      loading: whole.pending && !whole.failed,
      error: whole.failed ? GENERIC_FAILURE : undefined,
      // The whole list is asked for as soon as the user comes to ACCOUNTS, by keyboard or pointer.
      onFocus: whole.request,
    };
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<span className="text-xs font-bold tracking-wide text-muted">ACCOUNTS</span>}>
        <AccountCombobox {...props} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2 max-[700px]:w-full">
      <label htmlFor={id} className="text-xs font-bold tracking-wide text-muted">
        ACCOUNTS
      </label>
      <select
        id={id}
        value={user.selectedInstitution}
        onChange={(event) => select(event.target.value)}
        onFocus={whole.request}
        aria-busy={whole.pending || undefined}
        className="min-h-target max-w-72 rounded border border-line bg-surface px-2 py-1 text-sm text-ink max-[700px]:max-w-none max-[700px]:min-w-0 max-[700px]:flex-1"
      >
        {user.adminList.map((entry) => (
          <option key={entry.siteCode} value={entry.siteCode}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Menu disclosure's state, owned by the shell (the navigation it shows is the shell's too). */
export interface MenuButtonState {
  /** Whether the navigation is shown under 48rem. */
  open: boolean;
  /** Id of the navigation the button shows and hides. */
  controls: string;
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
}

/** Three bars, drawn for the Menu button (its name is the word beside it). */
function MenuGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

/**
 * Header of every page but login: accounts, user, logout, end-masquerade (spec 000 §2 "Header"). Under
 * 48rem it also holds the Menu button, and its controls wrap onto a row of their own.
 */
export function AppHeader({ user, menu }: { user: UserState; menu: MenuButtonState }) {
  const providerName = useAtomValue(providerNameAtom);
  const [location, navigate] = useLocation();
  const logOut = useAtomValue(logOutAtom);
  const endMasquerade = useAtomValue(endMasqueradeAtom);
  const forgetSelection = useSetAtom(forgetSelectedInstitutionAtom);
  const toast = useToast();
  const showAccounts = (user.adminList.length > 1 || user.isAgentAdministrator) && location !== paths.eba;
  // Spec 000 §2: only with enable_admin_notifications or as_qa; staff acting as themselves have no account type.
  const showNotifications = showsNotifications(user);

  // mutateAsync, not mutate's callbacks: the header unmounts when the session changes, and the move to
  // the next page must still happen.
  function startOver(mutation: typeof logOut, to: string) {
    mutation.mutateAsync().then(
      () => {
        forgetSelection();
        navigate(to, { replace: true });
      },
      () => toast.show({ variant: 'error', title: GENERIC_FAILURE }),
    );
  }

  return (
    <header className="border-b border-divider bg-surface">
      <SkipLink />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3 min-[700px]:px-6 md:gap-4">
        <Brand providerName={providerName} />
        <Button
          ref={menu.buttonRef}
          variant="secondary"
          size="sm"
          className="md:hidden"
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onToggle}
        >
          <MenuGlyph />
          Menu
        </Button>
        <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 md:w-auto md:gap-4">
          {showAccounts && <AccountSelect user={user} />}
          <span className="text-sm text-ink" data-testid="user-display-name">
            {user.displayName}
          </span>
          {showNotifications && <HeaderNotifications />}
          {user.isMasquerading && (
            <Button
              variant="danger"
              size="sm"
              loading={endMasquerade.isPending}
              loadingText="Ending masquerade"
              onClick={() => startOver(endMasquerade, paths.root)}
            >
              End masquerade
              <span className="sr-only"> as {user.masqueradeAccountName}</span>
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            loading={logOut.isPending}
            loadingText="Logging out"
            onClick={() => startOver(logOut, paths.login)}
          >
            Log out
          </Button>
        </div>
      </div>
    </header>
  );
}

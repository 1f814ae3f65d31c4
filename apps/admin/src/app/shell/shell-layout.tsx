import { ToastProvider } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { QueryBoundaryScope } from '../../lib/query-boundary-scope';
import { providerNameAtom } from '../../state/session';
import type { UserState } from '../../state/user-state';
import { Footer } from './footer';
import { AppHeader } from './header';
import { SideNav } from './side-nav';
import { useWholeAccountList } from './whole-account-list';

/**
 * The phone-sized navigation (under 48rem, spec 000 §9 "page-style breakpoints"): the side navigation
 * collapses behind the header's Menu button, a disclosure. Opening moves focus to the first entry;
 * Escape closes and returns focus to Menu; navigating closes. At 48rem and up the state has no effect.
 */
function useMenuDisclosure() {
  const [location] = useLocation();
  // The location the menu was opened at: moving to another page closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as Node;
      // Only from the menu or its button: Escape in the feedback dialog (a portal) closes just the dialog.
      if (event.key !== 'Escape' || !(nav.current?.contains(target) || menuButton.current?.contains(target))) return;
      setOpenAt(null);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    navId,
    menuButton,
    nav,
    toggle: useCallback(() => setOpenAt((at) => (at === location ? null : location)), [location]),
    close: useCallback(() => setOpenAt(null), []),
  };
}

/**
 * Every known page of a signed-in admin: header, side navigation, main region, footer and the one toast
 * area. Loaded lazily, so the login page carries none of it.
 */
export default function ShellLayout({ user, children }: { user: UserState; children: ReactNode }) {
  const providerName = useAtomValue(providerNameAtom);
  const menu = useMenuDisclosure();
  // A long list of an agent's child institutions comes once the page has settled (the page carried its first).
  useWholeAccountList(user);
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col">
        <AppHeader
          user={user}
          menu={{
            open: menu.open,
            controls: menu.navId,
            buttonRef: menu.menuButton,
            onToggle: menu.toggle,
          }}
        />
        {/* At least a screen high below the header, so the footer always starts below the first screen: a short
            screen replacing a tall loading state (or the reverse) never moves it into or out of view, which
            counted as a layout shift (0.032 on the staff home at desktop size). */}
        <div className="flex min-h-dvh flex-1 flex-col md:flex-row">
          <SideNav user={user} id={menu.navId} ref={menu.nav} menuOpen={menu.open} onNavigate={menu.close} />
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none min-[700px]:px-6">
            {/* A region that failed for one account asks again for the next one chosen in ACCOUNTS. */}
            <QueryBoundaryScope value={user.selectedInstitution}>{children}</QueryBoundaryScope>
          </main>
        </div>
        <Footer providerName={providerName} />
      </div>
    </ToastProvider>
  );
}

import { ToastProvider } from '@console/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { providerNameAtom } from '../../state/session';
import type { UserState } from '../../state/user-state';
import { Footer } from './footer';
import { AppHeader } from './header';
import { SideNav } from './side-nav';

/**
 * Every known page of a signed-in admin: header, side navigation, main region, footer and the one toast
 * area. Loaded lazily, so the login page carries none of it.
 */
export default function ShellLayout({ user, children }: { user: UserState; children: ReactNode }) {
  const providerName = useAtomValue(providerNameAtom);
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col">
        <AppHeader user={user} />
        <div className="flex flex-1 flex-col md:flex-row">
          <SideNav user={user} />
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-6 py-6 focus:outline-none">
            {children}
          </main>
        </div>
        <Footer providerName={providerName} />
      </div>
    </ToastProvider>
  );
}

import { Button, SkipLink, useToast } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Brand } from './login-header';
import { paths } from '../../config/paths';
import { endMasqueradeAtom, logOutAtom, providerNameAtom, selectInstitutionAtom } from '../../state/session';
import type { UserState } from '../../state/user-state';

/** The ACCOUNTS dropdown: a native select, because agent administrators may have hundreds of accounts. */
function AccountSelect({ user }: { user: UserState }) {
  const id = useId();
  const select = useSetAtom(selectInstitutionAtom);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-bold tracking-wide text-muted">
        ACCOUNTS
      </label>
      <select
        id={id}
        value={user.selectedInstitution}
        onChange={(event) => select(event.target.value)}
        className="min-h-target max-w-72 rounded border border-line bg-surface px-2 py-1 text-sm text-ink"
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

/** Header of every page but login: accounts, user, logout, end-masquerade (spec 000 §2 "Header"). */
export function AppHeader({ user }: { user: UserState }) {
  const providerName = useAtomValue(providerNameAtom);
  const [location, navigate] = useLocation();
  const logOut = useSetAtom(logOutAtom);
  const endMasquerade = useSetAtom(endMasqueradeAtom);
  const toast = useToast();
  const [busy, setBusy] = useState<'logout' | 'masquerade' | null>(null);
  const showAccounts = (user.adminList.length > 1 || user.isAgentAdministrator) && location !== paths.eba;

  async function run(kind: 'logout' | 'masquerade') {
    setBusy(kind);
    try {
      if (kind === 'logout') {
        await logOut();
        navigate(paths.login, { replace: true });
      } else {
        await endMasquerade();
        navigate(paths.root, { replace: true });
      }
    } catch {
      toast.show({ variant: 'error', title: 'We are unable to complete your request, please try again or contact support' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <header className="border-b border-divider bg-surface">
      <SkipLink />
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-3">
        <Brand providerName={providerName} />
        <div className="flex flex-wrap items-center gap-4">
          {showAccounts && <AccountSelect user={user} />}
          <span className="text-sm text-ink" data-testid="user-display-name">
            {user.displayName}
          </span>
          {user.isMasquerading && (
            <Button variant="danger" size="sm" loading={busy === 'masquerade'} loadingText="Ending masquerade" onClick={() => run('masquerade')}>
              End masquerade
              <span className="sr-only"> as {user.masqueradeAccountName}</span>
            </Button>
          )}
          <Button variant="secondary" size="sm" loading={busy === 'logout'} loadingText="Logging out" onClick={() => run('logout')}>
            Log out
          </Button>
        </div>
      </div>
    </header>
  );
}

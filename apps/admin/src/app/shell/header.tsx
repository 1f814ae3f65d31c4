import { Button, SkipLink, useToast } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { Brand } from './login-header';
import { paths } from '../../config/paths';
import { GENERIC_FAILURE } from '../../lib/form/server-error';
import { endMasqueradeAtom, forgetSelectedInstitutionAtom, logOutAtom, providerNameAtom, selectInstitutionAtom } from '../../state/session';
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
  const logOut = useAtomValue(logOutAtom);
  const endMasquerade = useAtomValue(endMasqueradeAtom);
  const forgetSelection = useSetAtom(forgetSelectedInstitutionAtom);
  const toast = useToast();
  const showAccounts = (user.adminList.length > 1 || user.isAgentAdministrator) && location !== paths.eba;

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
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-3">
        <Brand providerName={providerName} />
        <div className="flex flex-wrap items-center gap-4">
          {showAccounts && <AccountSelect user={user} />}
          <span className="text-sm text-ink" data-testid="user-display-name">
            {user.displayName}
          </span>
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

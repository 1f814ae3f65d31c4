import { Alert, Button, Checkbox, TextField } from '@console/ui';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_SEARCH_MAX_RESULTS } from '../../../config/constants';
import { refreshSessionAtom, selectedSiteCodeAtom } from '../../../state/session';
import { searchAccounts, startMasquerade } from '../api/masquerade';
import { searchTerm } from '../model/account-search';

type Account = Awaited<ReturnType<typeof searchAccounts>>[number];

/** Internal staff find an account by site code and act as its administrator. */
export function MasqueradePanel() {
  const [input, setInput] = useState('');
  const [exact, setExact] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<Account[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const setSelected = useSetAtom(selectedSiteCodeAtom);
  const [, navigate] = useLocation();

  async function search(event: FormEvent) {
    event.preventDefault();
    const term = searchTerm(input, exact);
    setFieldError(term.ok ? null : term.message);
    setFailure(null);
    if (!term.ok) return;
    setBusy('search');
    try {
      const found = await searchAccounts(term.code);
      setResults(found.slice(0, ACCOUNT_SEARCH_MAX_RESULTS));
      if (found.length === 0) setFailure(`Unable to find institution ${input.trim()}`);
    } catch {
      setResults(null);
      setFailure(`Unable to find institution ${input.trim()}`);
    } finally {
      setBusy(null);
    }
  }

  async function masquerade(account: Account) {
    setBusy(account.code);
    setFailure(null);
    try {
      await startMasquerade(account.code);
      setSelected(account.code);
      await refreshSession();
      navigate('/', { replace: true });
    } catch {
      setFailure('We are unable to complete your request, please try again or contact support');
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="masquerade-heading" className="flex max-w-xl flex-col gap-4 rounded-lg border border-divider p-4">
      <h2 id="masquerade-heading" className="text-xl font-bold text-ink">
        Masquerade as an account
      </h2>
      <form onSubmit={search} noValidate className="flex flex-col gap-2">
        <TextField
          label="Site code"
          description="At least 3 characters. Codes starting with what you type are found unless you ask for an exact match."
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={fieldError ?? undefined}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Checkbox label="Exact match" checked={exact} onCheckedChange={(checked) => setExact(checked === true)} />
          <Button type="submit" variant="secondary" loading={busy === 'search'} loadingText="Searching">
            Search
          </Button>
        </div>
      </form>
      {failure && <Alert variant="error">{failure}</Alert>}
      {results && results.length > 0 && (
        <ul aria-label="Accounts found" className="flex flex-col gap-2">
          {results.map((account) => (
            <li key={account.code} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {account.name} <span className="text-muted">({account.code}, {account.type})</span>
              </span>
              <Button size="sm" loading={busy === account.code} loadingText="Starting masquerade" onClick={() => masquerade(account)}>
                Masquerade<span className="sr-only"> as {account.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

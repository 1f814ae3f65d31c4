import { Alert, Button, Checkbox, TextField } from '@console/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { selectInstitutionAtom } from '../../../state/session';
import { accountSearchAtom, accountSearchResultsAtom, searchAccountsAtom, startMasqueradeAtom } from '../atoms/masquerade-atoms';
import { searchTerm } from '../model/account-search';

type SearchValues = { code: string; exact: boolean };

function validateSearch({ code, exact }: SearchValues): { code?: string } {
  const term = searchTerm(code, exact);
  return term.ok ? {} : { code: term.message };
}

/** Internal staff find an account by site code and act as its administrator. */
export function MasqueradePanel() {
  const [search, setSearch] = useAtom(accountSearchAtom);
  const results = useAtomValue(accountSearchResultsAtom);
  const runSearch = useSetAtom(searchAccountsAtom);
  const masquerade = useAtomValue(startMasqueradeAtom);
  const selectInstitution = useSetAtom(selectInstitutionAtom);
  const [, navigate] = useLocation();
  const form = useForm<SearchValues>({ initialValues: { code: '', exact: false }, validate: validateSearch, pending: results.isFetching });

  const submit = form.handleSubmit(({ code, exact }) => {
    const term = searchTerm(code, exact);
    masquerade.reset();
    if (term.ok) runSearch({ code: term.code, input: code.trim() });
  });

  function actAs(siteCode: string) {
    masquerade.mutateAsync(siteCode).then(
      () => {
        selectInstitution(siteCode);
        // Back on Home after the masquerade ends, the panel starts empty.
        setSearch(null);
        navigate('/', { replace: true });
      },
      // The error is in the mutation's state, shown below.
      () => undefined,
    );
  }

  const accounts = results.data;
  const notFound = search !== null && !results.isFetching && (results.isError || accounts?.length === 0);
  const failure = masquerade.isError ? GENERIC_FAILURE : notFound ? `Unable to find institution ${search.input}` : null;

  return (
    <section aria-labelledby="masquerade-heading" className="flex max-w-xl flex-col gap-4 rounded-lg border border-divider p-4">
      <h2 id="masquerade-heading" className="text-xl font-bold text-ink">
        Masquerade as an account
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <TextField
          label="Site code"
          description="At least 3 characters. Codes starting with what you type are found unless you ask for an exact match."
          {...form.textField('code')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Checkbox
            label="Exact match"
            checked={form.values.exact}
            onCheckedChange={(checked) => form.setValue('exact', checked === true)}
          />
          <Button type="submit" variant="secondary" loading={results.isFetching} loadingText="Searching">
            Search
          </Button>
        </div>
      </form>
      {failure && <Alert variant="error">{failure}</Alert>}
      {accounts && accounts.length > 0 && (
        <ul aria-label="Accounts found" className="flex flex-col gap-2">
          {accounts.map((account) => (
            <li key={account.code} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {account.name}{' '}
                <span className="text-muted">
                  ({account.code}, {account.type})
                </span>
              </span>
              <Button
                size="sm"
                loading={masquerade.isPending && masquerade.variables === account.code}
                loadingText="Starting masquerade"
                onClick={() => actAs(account.code)}
              >
                Masquerade<span className="sr-only"> as {account.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

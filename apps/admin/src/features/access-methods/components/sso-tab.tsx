import {
  isSameDomain,
  normaliseSsoDomain,
  SSO_PENDING_LABEL,
  SSO_PENDING_NOTICE,
  ssoDomainError,
  type SsoProvider,
} from '@console/rules/access-methods';
import { Alert, Button, ConfirmModal, Dialog, DialogContent, DialogFooter, RadioGroup, RadioGroupItem, TextField } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useReducer, useRef, useState } from 'react';
import { GENERIC_FAILURE, serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { providerNameAtom } from '../../../state/session';
import {
  accessMethodsAccountAtom,
  accessMethodsParamsAtom,
  confirmDomainAtom,
  deleteDomainAtom,
  saveDomainAtom,
  saveSsoProviderAtom,
} from '../atoms/access-methods-atoms';
import {
  canAddDomain,
  DOMAIN_SERVER_ERRORS,
  domainRows,
  isNewRow,
  logAccessMethodError,
  parseFinderInfo,
  type DomainRow,
} from '../model/access-methods';
import { ChangeNotice } from './change-notice';

const PROVIDER_NAMES: Record<Exclude<SsoProvider, ''>, string> = { microsoft: 'Microsoft', google: 'Google' };
const NOT_PARTICIPATING = 'none';

const validateDomain = ({ domain }: { domain: string }) => {
  const message = ssoDomainError(domain);
  return message ? { domain: message } : {};
};

function DomainEditor({
  row,
  saved,
  onCancel,
  onSaved,
}: {
  row: DomainRow;
  saved: string | null;
  onCancel: () => void;
  /** `pending`: the gateway holds the domain until support confirm it. */
  onSaved: (pending: boolean) => void;
}) {
  const save = useAtomValue(saveDomainAtom);
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  const box = useRef<HTMLDivElement>(null);
  const form = useForm({
    initialValues: { domain: row.domain },
    validate: validateDomain,
    serverError: serverErrorMessage(save.error, DOMAIN_SERVER_ERRORS),
    pending: save.isPending,
  });
  useEffect(() => {
    save.reset();
    box.current?.querySelector('input')?.focus();
    // Once, when the row becomes editable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={box}>
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={form.handleSubmit(({ domain }) => {
          // Spec 000 §4: an unchanged value (case-insensitively) counts as a cancel.
          if (saved !== null && isSameDomain(domain, saved)) {
            onCancel();
            return;
          }
          void save.mutateAsync({ id: row.id, domain }).then(
            (account) =>
              onSaved(
                account?.credentials.some((c) => c.type === 'DOMAIN' && c.pending === true && c.domain === normaliseSsoDomain(domain)) ??
                  false,
              ),
            (error: unknown) => logAccessMethodError('domain_update', error, siteCode),
          );
        })}
      >
        <TextField label="Domain" className="min-w-64 flex-1" autoComplete="off" spellCheck={false} {...form.textField('domain')} />
        <div className="flex gap-2 pt-7">
          <Button type="submit" loading={save.isPending} loadingText="Saving">
            Save
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {form.formError && (
        <Alert variant="error" className="mt-2">
          {form.formError}
        </Alert>
      )}
    </div>
  );
}

function ProviderChangeDialog({
  target,
  current,
  onCancel,
  onConfirm,
}: {
  target: SsoProvider | null;
  current: SsoProvider;
  onCancel: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = target !== null;
  useEffect(() => {
    if (open) setFailed(false);
  }, [open]);
  const notParticipating = target === '';
  const confirm = () => {
    setPending(true);
    onConfirm().then(
      () => setPending(false),
      () => {
        setPending(false);
        setFailed(true);
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent
        role="alertdialog"
        size="sm"
        showClose={false}
        title={notParticipating ? 'Stop using single sign-on' : 'Change SSO provider'}
        description={
          notParticipating
            ? 'Your users will no longer be able to sign in with their institutional email address. Your domains are kept, and are used again if you choose a provider later.'
            : `Your users will sign in with ${PROVIDER_NAMES[(target || 'google') as 'google']} instead of ${current ? PROVIDER_NAMES[current] : 'no provider'}, with the same domains.`
        }
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {failed && (
          <Alert variant="error" className="mt-4">
            {GENERIC_FAILURE}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={pending} onClick={confirm}>
            {notParticipating ? 'OK' : 'Confirm'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Single Sign-On (spec 000 §2, §4, §5): with enable_microsoft_sso a provider radio group and the domains
 * of the chosen provider; without it Google SSO with its domains. One domain row is editable at a time.
 */
export function SsoTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const { microsoftSso, siteCode, staffMasquerading } = useAtomValue(accessMethodsParamsAtom);
  const confirmDomain = useAtomValue(confirmDomainAtom);
  const [confirmFailed, setConfirmFailed] = useState(false);
  const providerName = useAtomValue(providerNameAtom);
  const saveProvider = useAtomValue(saveSsoProviderAtom);
  const removeDomain = useAtomValue(deleteDomainAtom);
  const provider = parseFinderInfo(account.preferences.InstitutionFinderInfo).domainCredentialProvider;
  const saved = account.credentials.filter((c) => c.type === 'DOMAIN').map((c) => ({ id: c.id, domain: c.domain ?? '' }));
  const pendingIds = new Set(account.credentials.filter((c) => c.type === 'DOMAIN' && c.pending === true).map((c) => c.id));
  const savedKey = JSON.stringify(saved);
  const [rows, dispatch] = useReducer(domainRows, [], () => domainRows([], { type: 'reset', domains: saved }));
  const [pendingProvider, setPendingProvider] = useState<SsoProvider | null>(null);
  const [deleting, setDeleting] = useState<DomainRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [providerFailed, setProviderFailed] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The deleted row's Delete button is gone: once the confirmation has closed (and returned focus to
  // nothing), focus goes to Add domain instead of the page.
  const [refocusAdd, setRefocusAdd] = useState(false);
  useEffect(() => {
    if (!refocusAdd || deleting !== null) return;
    const timer = setTimeout(() => {
      addButton.current?.focus();
      setRefocusAdd(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [refocusAdd, deleting]);

  useEffect(() => {
    dispatch({ type: 'reset', domains: JSON.parse(savedKey) as typeof saved });
  }, [savedKey]);

  const applyProvider = (next: SsoProvider) =>
    saveProvider.mutateAsync(next).then(
      () => {
        setProviderFailed(false);
        setPendingProvider(null);
        setNotice('Your SSO provider has been changed.');
      },
      (error: unknown) => {
        logAccessMethodError('sso_provider_update', error, siteCode);
        throw error;
      },
    );

  const onProviderChange = (value: string) => {
    const next = (value === NOT_PARTICIPATING ? '' : value) as SsoProvider;
    if (next === provider) return;
    // Spec 000 §4: with existing domains a confirmation first; with none the change applies directly.
    if (saved.length > 0) setPendingProvider(next);
    else applyProvider(next).catch(() => setProviderFailed(true));
  };

  const showDomains = !microsoftSso || provider !== '';

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-ink">{microsoftSso ? 'Microsoft and Google SSO' : 'Google SSO'}</h3>
      <p className="text-ink">
        Users with an email address at one of your domains can sign in to {providerName} with their institutional
        {microsoftSso ? ' Microsoft or Google' : ' Google'} account.
      </p>
      {notice && (
        <ChangeNotice providerName={providerName} onClose={() => setNotice(null)}>
          {notice}
        </ChangeNotice>
      )}
      {microsoftSso && (
        <RadioGroup
          label="Select SSO Provider"
          value={provider || NOT_PARTICIPATING}
          onValueChange={onProviderChange}
          disabled={saveProvider.isPending}
        >
          <RadioGroupItem value="microsoft" label="Microsoft" />
          <RadioGroupItem value="google" label="Google" />
          <RadioGroupItem value={NOT_PARTICIPATING} label="Not participating" />
        </RadioGroup>
      )}
      {providerFailed && <Alert variant="error">{GENERIC_FAILURE}</Alert>}
      {showDomains && (
        <section aria-labelledby="sso-domains" className="flex max-w-2xl flex-col gap-3">
          <h4 id="sso-domains" className="font-semibold text-ink">
            Domains
          </h4>
          {rows.length === 0 && <p className="text-ink">No domains yet.</p>}
          <ul aria-labelledby="sso-domains" className="flex flex-col gap-2">
            {rows.map((row) => {
              const original = saved.find((domain) => domain.id === row.id) ?? null;
              return (
                <li key={row.id} className="rounded-sm border border-divider p-2">
                  {row.isEditable ? (
                    <DomainEditor
                      row={row}
                      saved={original?.domain ?? null}
                      onCancel={() => {
                        dispatch({ type: 'cancel', id: row.id, saved });
                        if (isNewRow(row)) requestAnimationFrame(() => addButton.current?.focus());
                      }}
                      onSaved={(pending) => setNotice(pending ? SSO_PENDING_NOTICE : 'Your domain has been saved.')}
                    />
                  ) : (
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="flex-1 break-all text-ink">
                        <span>{row.domain}</span>
                        {pendingIds.has(row.id) && (
                          <span className="ml-2 inline-block rounded-sm border border-divider px-1.5 text-sm text-muted">
                            {SSO_PENDING_LABEL}
                          </span>
                        )}
                      </span>
                      {canAddDomain(rows) && (
                        <>
                          {staffMasquerading && pendingIds.has(row.id) && (
                            <Button
                              size="sm"
                              aria-label={`Confirm ${row.domain}`}
                              loading={confirmDomain.isPending && confirmDomain.variables === row.id}
                              loadingText="Confirming"
                              onClick={() =>
                                void confirmDomain.mutateAsync(row.id).then(
                                  () => {
                                    setConfirmFailed(false);
                                    setNotice('The domain has been confirmed.');
                                  },
                                  (error: unknown) => {
                                    setConfirmFailed(true);
                                    logAccessMethodError('domain_confirm', error, siteCode);
                                  },
                                )
                              }
                            >
                              Confirm
                            </Button>
                          )}
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${row.domain}`}
                            onClick={() => dispatch({ type: 'edit', id: row.id })}
                          >
                            Edit
                          </Button>
                          <Button variant="secondary" size="sm" aria-label={`Delete ${row.domain}`} onClick={() => setDeleting(row)}>
                            Delete
                          </Button>
                        </>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {confirmFailed && <Alert variant="error">{GENERIC_FAILURE}</Alert>}
          {canAddDomain(rows) && (
            <div>
              <Button ref={addButton} variant="secondary" onClick={() => dispatch({ type: 'add' })}>
                Add domain
              </Button>
            </div>
          )}
        </section>
      )}
      <ProviderChangeDialog
        target={pendingProvider}
        current={provider}
        onCancel={() => setPendingProvider(null)}
        onConfirm={() => applyProvider(pendingProvider ?? '')}
      />
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="danger"
        confirmLabel="Delete"
        header="Delete domain"
        text={`Users with an email address at ${deleting?.domain ?? ''} will no longer be able to sign in with single sign-on. Do you want to delete this domain?`}
        errorText={GENERIC_FAILURE}
        onConfirm={async () => {
          const row = deleting;
          if (!row) return;
          try {
            await removeDomain.mutateAsync(row.id);
          } catch (error) {
            logAccessMethodError('domain_delete', error, siteCode);
            throw error;
          }
          setNotice('Your domain has been deleted.');
          setRefocusAdd(true);
          // Spec 000 §4: with no domains left, the provider resets to none.
          if (microsoftSso && saved.length === 1 && provider !== '') {
            await applyProvider('').catch(() => setProviderFailed(true));
          }
        }}
      />
    </div>
  );
}

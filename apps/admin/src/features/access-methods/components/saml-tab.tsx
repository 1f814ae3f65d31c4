import { entityIdError, entityNotFoundMessage } from '@console/rules/access-methods';
import { Alert, Button, ConfirmModal, TextField } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { GENERIC_FAILURE, serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { providerNameAtom } from '../../../state/session';
import { accessMethodsAccountAtom, accessMethodsParamsAtom, deleteEntityIdAtom, saveEntityIdAtom } from '../atoms/access-methods-atoms';
import { logAccessMethodError, samlServerErrors } from '../model/access-methods';
import { ChangeNotice } from './change-notice';

const validateEntity = ({ entity }: { entity: string }) => {
  const message = entityIdError(entity);
  return message ? { entity: message } : {};
};

function EntityIdForm({ saved, id, onDone }: { saved: string; id: string | null; onDone: (changed: boolean) => void }) {
  const save = useAtomValue(saveEntityIdAtom);
  const providerName = useAtomValue(providerNameAtom);
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  const form = useForm({
    initialValues: { entity: saved },
    validate: validateEntity,
    // Any other failure (network, verify, save) is the request-error text; the typed value stays.
    serverError: serverErrorMessage(save.error, { ...samlServerErrors(entityNotFoundMessage(providerName)) }),
    pending: save.isPending,
  });
  // A failure from an earlier visit to this form is not this visit's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => save.reset(), []);
  return (
    <form
      noValidate
      className="flex max-w-2xl flex-col gap-3"
      onSubmit={form.handleSubmit(
        ({ entity }) =>
          void save.mutateAsync({ entity, id }).then(
            () => onDone(entity.trim() !== saved),
            (error: unknown) => logAccessMethodError('saml_update', error, siteCode),
          ),
      )}
    >
      <TextField
        label="Entity ID"
        description="For example https://idp.myuniversity.edu/idp/shibboleth"
        autoComplete="off"
        spellCheck={false}
        {...form.textField('entity')}
      />
      {form.formError && <Alert variant="error">{form.formError}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending} loadingText="Saving">
          Save
        </Button>
        {saved !== '' && (
          <Button variant="secondary" onClick={() => onDone(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** SAML (spec 000 §2, §4, §5): Entity ID with Save, Edit, Delete, Cancel; Save verifies with the server first. */
export function SamlTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  const remove = useAtomValue(deleteEntityIdAtom);
  const credential = account.credentials.find((c) => c.type === 'SHIBBOLETH') ?? null;
  const saved = credential?.entity ?? '';
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The deleted Entity ID's Delete button is gone: once the confirmation has closed (and returned focus to
  // nothing), focus goes to the empty Entity ID field that replaced it.
  const [refocusField, setRefocusField] = useState(false);
  useEffect(() => {
    if (!refocusField || confirming) return;
    const timer = setTimeout(() => {
      box.current?.querySelector('input')?.focus();
      setRefocusField(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [refocusField, confirming]);

  return (
    <div ref={box} className="flex flex-col gap-4">
      <p className="text-ink">
        Your users can sign in to {providerName} through your institution's identity provider. Enter the Entity ID of your identity
        provider; we check it against the identity federations we work with before saving.
      </p>
      <p className="text-ink">
        Your identity provider must release the eduPersonScopedAffiliation attribute to {providerName}, so that we can recognise your users
        as members of your institution. Users over 16 may also create a personal {providerName} account to save their work.
      </p>
      {notice && (
        <ChangeNotice providerName={providerName} onClose={() => setNotice(null)}>
          {notice}
        </ChangeNotice>
      )}
      {editing || saved === '' ? (
        <EntityIdForm
          saved={saved}
          id={credential?.id ?? null}
          onDone={(changed) => {
            setEditing(false);
            if (changed) setNotice('Your Entity ID has been saved.');
          }}
        />
      ) : (
        <div className="flex max-w-2xl flex-col gap-3">
          <dl>
            <dt className="font-semibold text-ink">Entity ID</dt>
            <dd className="break-all text-ink">{saved}</dd>
          </dl>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        </div>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        confirmLabel="Delete"
        header="Delete Entity ID"
        text={`Your users will no longer be able to sign in to ${providerName} through your identity provider. Do you want to delete the Entity ID?`}
        errorText={GENERIC_FAILURE}
        onConfirm={() =>
          remove.mutateAsync(credential?.id ?? '').then(
            () => {
              setNotice('Your Entity ID has been deleted.');
              setRefocusField(true);
            },
            (error: unknown) => {
              logAccessMethodError('saml_delete', error, siteCode);
              throw error;
            },
          )
        }
      />
    </div>
  );
}

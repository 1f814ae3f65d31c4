import { displayProxyUrl, proxyUrlError, PROXY_INVALID_MESSAGE } from '@console/rules/access-methods';
import { Alert, Button, ConfirmModal, TextField } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { providerNameAtom } from '../../../state/session';
import { accessMethodsAccountAtom, accessMethodsParamsAtom, deleteProxyAtom, saveProxyAtom } from '../atoms/access-methods-atoms';
import { logAccessMethodError, parseFinderInfo, proxyServerErrors } from '../model/access-methods';
import { ChangeNotice } from './change-notice';

const validateProxy = ({ url }: { url: string }) => {
  const message = proxyUrlError(url);
  return message ? { url: message } : {};
};

/** The edit form; mounted only while editing, so it starts from the saved value each time. */
function ProxyForm({ saved, onDone }: { saved: string; onDone: (changed: boolean) => void }) {
  const save = useAtomValue(saveProxyAtom);
  const form = useForm({
    initialValues: { url: saved },
    validate: validateProxy,
    serverError: serverErrorMessage(save.error, proxyServerErrors(PROXY_INVALID_MESSAGE)),
    pending: save.isPending,
  });
  // A failure from an earlier visit to this form is not this visit's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => save.reset(), []);
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  return (
    <form
      noValidate
      className="flex max-w-2xl flex-col gap-3"
      onSubmit={form.handleSubmit(
        ({ url }) =>
          // mutateAsync: the result must reach the tab even when this form unmounts as the saved value arrives.
          void save.mutateAsync(url.trim()).then(
            () => onDone(true),
            (error: unknown) => logAccessMethodError('proxy_update', error, siteCode),
          ),
      )}
    >
      <TextField label="Proxy server URL" autoComplete="url" inputMode="url" {...form.textField('url')} />
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

/** Proxies (spec 000 §2, §4, §5): read-only with Edit and Delete; Edit gives Save and Cancel. */
export function ProxiesTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  const remove = useAtomValue(deleteProxyAtom);
  const saved = displayProxyUrl(parseFinderInfo(account.preferences.InstitutionFinderInfo).loginUrl);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // After a delete the Delete button is gone: focus goes to the empty URL field that replaced it.
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
        Users who reach {providerName} through your proxy server are recognised as your institution's users. Always use an https address.
      </p>
      <div className="text-ink">
        <p>Examples of proxy server URLs:</p>
        <ul className="ml-6 list-disc font-mono text-sm">
          <li>https://ezproxy.myuniversity.edu/login?url=</li>
          <li>https://0-www.jstor.org.library.myuniversity.edu/</li>
        </ul>
      </div>
      {notice && (
        <ChangeNotice providerName={providerName} onClose={() => setNotice(null)}>
          {notice}
        </ChangeNotice>
      )}
      {editing || saved === '' ? (
        <ProxyForm
          saved={saved}
          onDone={(changed) => {
            setEditing(false);
            if (changed) setNotice('Your proxy server URL has been saved.');
          }}
        />
      ) : (
        <div className="flex max-w-2xl flex-col gap-3">
          <dl>
            <dt className="font-semibold text-ink">Proxy server URL</dt>
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
        header="Delete proxy server URL"
        text={`Users who reach ${providerName} through this proxy server will lose access until a new URL is saved. Do you want to delete it?`}
        errorText="We are unable to complete your request, please try again or contact support"
        onConfirm={() =>
          remove.mutateAsync().then(
            () => {
              setNotice('Your proxy server URL has been deleted.');
              setRefocusField(true);
            },
            (error: unknown) => {
              logAccessMethodError('proxy_delete', error, siteCode);
              throw error;
            },
          )
        }
      />
    </div>
  );
}

import { CANVAS_LABELS, CANVAS_SAVED_TOAST, canvasErrors, type CanvasValues } from '@console/rules/access-methods';
import { Alert, Button, ConfirmModal, CopyButton, TextField, useToast } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { GENERIC_FAILURE, serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { providerNameAtom } from '../../../state/session';
import { accessMethodsAccountAtom, accessMethodsParamsAtom, deleteCanvasAtom, saveCanvasAtom } from '../atoms/access-methods-atoms';
import { CANVAS_CONFIG_URL, CANVAS_LANDING_URL, logAccessMethodError } from '../model/access-methods';

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold text-ink">{label}</span>
      <div className="flex items-center gap-2">
        <code className="break-all rounded-sm bg-subtle px-2 py-1 text-sm text-ink">{value}</code>
        <CopyButton text={value} label={`Copy ${label}`} />
      </div>
    </div>
  );
}

function CanvasForm({ saved, id, onDeleted }: { saved: CanvasValues; id: string | null; onDeleted: () => void }) {
  const save = useAtomValue(saveCanvasAtom);
  const remove = useAtomValue(deleteCanvasAtom);
  const toast = useToast();
  const { siteCode } = useAtomValue(accessMethodsParamsAtom);
  const providerName = useAtomValue(providerNameAtom);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ clientId: string; clientSecret: string; domain: string }>({
    initialValues: saved,
    validate: canvasErrors,
    // The spec only logs these failures; the console also says so, keeping what was typed.
    serverError: serverErrorMessage(save.error, {}),
    pending: save.isPending,
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => save.reset(), []);
  return (
    <>
      <form
        noValidate
        className="flex max-w-2xl flex-col gap-3"
        onSubmit={form.handleSubmit(
          (values) =>
            void save.mutateAsync({ id, ...values }).then(
              () => toast.show({ title: CANVAS_SAVED_TOAST, variant: 'success' }),
              (error: unknown) => logAccessMethodError('lti_update', error, siteCode),
            ),
        )}
      >
        <TextField label={CANVAS_LABELS.clientId} autoComplete="off" required {...form.textField('clientId')} />
        <TextField label={CANVAS_LABELS.clientSecret} autoComplete="off" required {...form.textField('clientSecret')} />
        <TextField
          label={CANVAS_LABELS.domain}
          description="Your Canvas address, for example myuniversity.instructure.com"
          autoComplete="off"
          required
          {...form.textField('domain')}
        />
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending} loadingText="Saving">
            Save
          </Button>
          {id && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </div>
      </form>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        confirmLabel="Delete"
        header="Delete Canvas integration"
        text={`Your Canvas courses will no longer be able to open ${providerName} content through this integration. Do you want to delete it?`}
        errorText={GENERIC_FAILURE}
        onConfirm={() =>
          remove.mutateAsync(id ?? '').then(onDeleted, (error: unknown) => {
            logAccessMethodError('lti_delete', error, siteCode);
            throw error;
          })
        }
      />
    </>
  );
}

/** LMS Integration, Canvas (spec 000 §2, §4, §5): the fixed addresses to copy, then the three fields with Save and Delete. */
export function LmsTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  const credential = account.credentials.find((c) => c.type === 'LTI') ?? null;
  // The form (and its confirmation) is replaced by an empty one once the integration is deleted: focus goes
  // to its first field, Client ID, instead of being lost with the Delete button.
  const step2 = useRef<HTMLElement>(null);
  const [refocusField, setRefocusField] = useState(false);
  useEffect(() => {
    if (!refocusField) return;
    const timer = setTimeout(() => {
      step2.current?.querySelector('input')?.focus();
      setRefocusField(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [refocusField]);
  const saved: CanvasValues = {
    clientId: credential?.clientId ?? '',
    clientSecret: credential?.clientSecret ?? '',
    domain: credential?.domain ?? '',
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink">
        Connect Canvas so that your courses can link to {providerName} content. You need Canvas administrator access to set up the developer
        key and the app.
      </p>
      <section aria-labelledby="canvas-step-1" className="flex flex-col gap-3">
        <h3 id="canvas-step-1" className="text-lg font-semibold text-ink">
          Step 1: Create an LTI developer key in Canvas
        </h3>
        <CopyableValue label="JSON URL" value={CANVAS_CONFIG_URL} />
        <CopyableValue label="Domain URIs" value={CANVAS_LANDING_URL} />
      </section>
      <section ref={step2} aria-labelledby="canvas-step-2" className="flex flex-col gap-3">
        <h3 id="canvas-step-2" className="text-lg font-semibold text-ink">
          Step 2: Enter your Canvas details
        </h3>
        <CanvasForm key={credential?.id ?? 'new'} saved={saved} id={credential?.id ?? null} onDeleted={() => setRefocusField(true)} />
      </section>
    </div>
  );
}

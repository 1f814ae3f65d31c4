import {
  Alert,
  Button,
  ConfirmModal,
  CopyButton,
  Dialog,
  DialogContent,
  DialogFooter,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useToast,
} from '@console/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { NewSushiCredential, SushiCredential } from '../api/sushi-credentials';
import { accountInformationAtom } from '../atoms/account-information-atoms';
import {
  createSushiCredentialAtom,
  revokeSushiCredentialAtom,
  sushiCredentialsAccessAtom,
  sushiCredentialsAtom,
} from '../atoms/sushi-credentials-atoms';
import { GENERIC_FAILURE, sushiServerUrl } from '../model/research-tool';
import {
  CREDENTIALS_REVOKED,
  formatWhen,
  KEY_WARNING,
  NO_CREDENTIALS,
  REVOKE_HEADER,
  revokeText,
  STAFF_CANNOT_CREATE,
  SUSHI_CREDENTIALS_INTRO,
} from '../model/sushi-credentials';

export interface SushiCredentialsPanelProps {
  credentials: readonly SushiCredential[];
  customerId: string;
  serverUrl: string;
  /** Runs the creation; resolves with the new key, rejects on failure. */
  onCreate: () => Promise<NewSushiCredential>;
  creating: boolean;
  onRevoke: (credentialId: string) => Promise<unknown>;
  /** Why the user may not create credentials (staff masquerading), shown instead of the button; null: they may. */
  createBlocked?: string | null;
}

/**
 * The credentials of the SUSHI Harvesting section (beyond the spec): the list, "Create credentials" (the key in a
 * dialog, once, with a copy button) and "Revoke" with a confirmation. Focus returns to the button that opened a
 * dialog; after a revocation (its row is gone) it goes to "Create credentials".
 */
export function SushiCredentialsPanel({
  credentials,
  customerId,
  serverUrl,
  onCreate,
  creating,
  onRevoke,
  createBlocked = null,
}: SushiCredentialsPanelProps) {
  const toast = useToast();
  const createRef = useRef<HTMLButtonElement>(null);
  const [created, setCreated] = useState<NewSushiCredential | null>(null);
  const [createFailed, setCreateFailed] = useState(false);
  const [revoking, setRevoking] = useState<SushiCredential | null>(null);

  const create = () => {
    if (creating) return;
    setCreateFailed(false);
    onCreate().then(setCreated, () => setCreateFailed(true));
  };

  return (
    <div className="mt-4 flex flex-col gap-3">
      <h3 id="sushi-credentials-heading" className="text-lg font-semibold text-ink">
        Credentials
      </h3>
      <p className="max-w-3xl text-ink">{SUSHI_CREDENTIALS_INTRO}</p>
      {credentials.length === 0 ? (
        <p className="text-ink">{NO_CREDENTIALS}</p>
      ) : (
        <Table aria-labelledby="sushi-credentials-heading">
          <TableHeader>
            <TableRow>
              <TableHead>Requestor ID</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Created by</TableHead>
              <TableHead>Last used</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {credentials.map((credential) => (
              <TableRow key={credential.id}>
                <TableCell className="break-all">{credential.requestorId}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={credential.createdAt}>{formatWhen(credential.createdAt)}</time>
                </TableCell>
                <TableCell className="break-all">{credential.createdBy ?? 'A former user'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {credential.lastUsedAt ? <time dateTime={credential.lastUsedAt}>{formatWhen(credential.lastUsedAt)}</time> : 'Never'}
                </TableCell>
                <TableCell>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Revoke credentials of ${credential.requestorId} created ${formatWhen(credential.createdAt)}`}
                    onClick={() => setRevoking(credential)}
                  >
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {createBlocked ? (
        <p className="max-w-3xl text-ink">{createBlocked}</p>
      ) : (
        <div>
          <Button ref={createRef} loading={creating} loadingText="Creating credentials" onClick={create}>
            Create credentials
          </Button>
        </div>
      )}
      {createFailed && <Alert variant="error">{GENERIC_FAILURE}</Alert>}

      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent title="New SUSHI credentials" description="Enter these in your SUSHI client.">
          {created && (
            <div className="mt-4 flex flex-col gap-4">
              <Alert variant="warning">{KEY_WARNING}</Alert>
              <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
                <dt className="text-sm text-ink-muted">SUSHI server URL</dt>
                <dd className="break-all text-ink">{serverUrl}</dd>
                <dt className="text-sm text-ink-muted">Customer ID</dt>
                <dd className="break-all text-ink">{customerId}</dd>
                <dt className="text-sm text-ink-muted">Requestor ID</dt>
                <dd className="break-all text-ink">{created.credential.requestorId}</dd>
                <dt className="text-sm text-ink-muted">API key</dt>
                <dd className="flex items-center gap-2">
                  <code data-testid="sushi-api-key" className="break-all rounded bg-surface-muted px-2 py-1 font-mono text-sm text-ink">
                    {created.apiKey}
                  </code>
                  <CopyButton text={created.apiKey} label="Copy API key" />
                </dd>
              </dl>
              <DialogFooter>
                <Button onClick={() => setCreated(null)}>Done</Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmModal
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        header={REVOKE_HEADER}
        text={revoking ? revokeText(revoking.requestorId, formatWhen(revoking.createdAt)) : ''}
        confirmLabel="Confirm"
        variant="danger"
        errorText={GENERIC_FAILURE}
        loadingText="Revoking"
        onConfirm={async () => {
          if (!revoking) return;
          await onRevoke(revoking.id);
          toast.show({ title: CREDENTIALS_REVOKED, variant: 'success' });
          // The row and its button are gone: once the modal has closed, focus goes to the section's other control.
          const focusCreate = () => {
            if (document.querySelector('[data-slot="confirm-modal"]')) requestAnimationFrame(focusCreate);
            else createRef.current?.focus();
          };
          requestAnimationFrame(focusCreate);
        }}
      />
    </div>
  );
}

/** The panel over the credentials query and the create and revoke mutations (the page's data is already loaded). */
export function SushiCredentials({ origin }: { origin: string }) {
  const { data } = useAtomValue(sushiCredentialsAtom);
  const { data: info } = useAtomValue(accountInformationAtom);
  const create = useAtomValue(createSushiCredentialAtom);
  const revoke = useAtomValue(revokeSushiCredentialAtom);
  const access = useAtomValue(sushiCredentialsAccessAtom);
  return (
    <SushiCredentialsPanel
      createBlocked={access === 'staff' ? STAFF_CANNOT_CREATE : null}
      credentials={data}
      customerId={info.sushi.customerId}
      serverUrl={sushiServerUrl(origin, info.sushi.serverPath)}
      creating={create.isPending}
      onCreate={() => create.mutateAsync()}
      onRevoke={(credentialId) => revoke.mutateAsync(credentialId)}
    />
  );
}

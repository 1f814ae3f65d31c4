import { Alert, Button } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';
import { GatewayError } from '../../../lib/graphql-client';
import { accessMethodChangesOptions, accessMethodsAccountOptions } from '../api/access-methods';
import { accessMethodsParamsAtom } from '../atoms/access-methods-atoms';
import { RecentChangesFrame } from './recent-changes';

/** Agents and consortia above an institution are refused its access methods (docs/decisions.md): say so. */
export const NOT_ADMIN_TEXT = 'Only administrators of this institution can see and change its access methods.';

/** True once the gateway has refused the selected account to this user (either of the screen's queries). */
export function useAccountRefused(): boolean {
  const client = useQueryClient();
  const { accountId } = useAtomValue(accessMethodsParamsAtom);
  return [accessMethodsAccountOptions(accountId).queryKey, accessMethodChangesOptions(accountId).queryKey].some((key) => {
    const error = client.getQueryState(key)?.error;
    return error instanceof GatewayError && error.code === 'FORBIDDEN';
  });
}

/** A region whose query failed: the spec's generic failure text and Try again (the failure is logged by the boundary). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  if (useAccountRefused()) return <Alert variant="info">{NOT_ADMIN_TEXT}</Alert>;
  return (
    <Alert variant="error" title="Access methods could not be loaded">
      <p>{GENERIC_FAILURE}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The Recent changes panel's failure: nothing at all on a refused account (the tab says why), else the frame with the failure. */
export function ChangesLoadError({ onRetry }: { onRetry: () => void }) {
  if (useAccountRefused()) return null;
  return (
    <RecentChangesFrame>
      <LoadError onRetry={onRetry} />
    </RecentChangesFrame>
  );
}

import { Alert, Button } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';
import { GatewayError } from '../../../lib/graphql-client';
import { accessMethodsAccountOptions } from '../api/access-methods';
import { accessMethodsParamsAtom } from '../atoms/access-methods-atoms';

/** Agents and consortia above an institution are refused its access methods (docs/decisions.md): say so. */
export const NOT_ADMIN_TEXT = 'Only administrators of this institution can see and change its access methods.';

/** A region whose query failed: the spec's generic failure text and Try again (the failure is logged by the boundary). */
export function LoadError({ onRetry, quietWhenRefused = false }: { onRetry: () => void; quietWhenRefused?: boolean }) {
  const client = useQueryClient();
  const { accountId } = useAtomValue(accessMethodsParamsAtom);
  const error = client.getQueryState(accessMethodsAccountOptions(accountId).queryKey)?.error;
  if (error instanceof GatewayError && error.code === 'FORBIDDEN') {
    return quietWhenRefused ? null : <Alert variant="info">{NOT_ADMIN_TEXT}</Alert>;
  }
  return (
    <Alert variant="error" title="Access methods could not be loaded">
      <p>{GENERIC_FAILURE}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

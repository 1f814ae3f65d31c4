import { Alert, Button } from '@console/ui';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';

/** A region whose query failed: the spec's generic failure text and Try again (the failure is logged by the boundary). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="error" title="Access methods could not be loaded">
      <p>{GENERIC_FAILURE}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

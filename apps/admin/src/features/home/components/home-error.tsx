import { Alert, Button } from '@console/ui';
import { useState } from 'react';

export const HOMEPAGE_ERROR =
  'We are unable to retrieve your homepage data right now. Other features of the admin console are still available.';

/** The closable alert that replaces a failed dashboard region (spec 000 §8 "Homepage"). */
export function HomeError({ onRetry }: { onRetry: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert variant="error" onClose={() => setOpen(false)} closeLabel="Close error message">
      <div className="flex flex-wrap items-center gap-3">
        <span>{HOMEPAGE_ERROR}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

import { Spinner } from '@console/ui';

/** Shown before the session loads (spec 000 §2). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

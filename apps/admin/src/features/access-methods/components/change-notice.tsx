import { changeNotice } from '@console/rules/access-methods';
import { Alert } from '@console/ui';

/** The info alert after a change (spec 000 §2, §4), with the 30-minute notice. */
export function ChangeNotice({ providerName, children, onClose }: { providerName: string; children: string; onClose?: () => void }) {
  return (
    <Alert variant="info" title={children} onClose={onClose} closeLabel="Dismiss">
      {changeNotice(providerName)}
    </Alert>
  );
}

import { Alert, Button, TextLink } from '@console/ui';
import { EXTERNAL_LINKS } from '../../../config/constants';
import { HOLDINGS_ERROR } from '../model/holdings';

/** The spec's holdings error (000 §8) with the support contact of the tab, and a retry. */
export function HoldingsError({ supportName, onRetry }: { supportName: string; onRetry: () => void }) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center gap-3">
        <span>
          {HOLDINGS_ERROR}{' '}
          <TextLink href={EXTERNAL_LINKS.support} target="_blank" rel="noreferrer">
            contact {supportName} Support
          </TextLink>
          .
        </span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

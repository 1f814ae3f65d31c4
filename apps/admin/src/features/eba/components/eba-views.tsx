import { Alert, TextLink } from '@console/ui';
import { EXTERNAL_LINKS } from '../../../config/constants';

/** The cycle named by the closed-upload notice (spec 000 §2). */
export const EBA_CLOSED_CYCLE = '2023-2024';

const external = { target: '_blank', rel: 'noreferrer' } as const;

/** A chosen institution that does not take part (spec 000 §2), with where to learn more and whom to ask. */
export function NotParticipant({ providerName }: { providerName: string }) {
  return (
    <section aria-labelledby="eba-not-participant" className="flex flex-col gap-3">
      <h2 id="eba-not-participant" className="text-xl font-semibold text-ink">
        Your institution does not participate in {providerName} EBA
      </h2>
      <p className="text-ink">
        Evidence-Based Acquisition lets an institution use a collection for a year and then keep the titles its users needed most.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-ink">
        <li>
          <TextLink href={EXTERNAL_LINKS.forLibrarians} {...external}>
            Learn about {providerName} EBA for librarians
          </TextLink>
        </li>
        <li>
          <TextLink href={EXTERNAL_LINKS.support} {...external}>
            Contact {providerName} Support to take part
          </TextLink>
        </li>
      </ul>
    </section>
  );
}

/** disablePublicEbaAccess: the selection period is over (spec 000 §2). */
export function UploadClosed({ providerName }: { providerName: string }) {
  return (
    <section aria-labelledby="eba-closed" className="flex flex-col gap-3">
      <h2 id="eba-closed" className="text-xl font-semibold text-ink">
        EBA Selection Upload No Longer Available
      </h2>
      <p className="text-ink">
        The period for submitting selections for the {EBA_CLOSED_CYCLE} cycle has passed. If you have questions about your selections,{' '}
        <TextLink href={EXTERNAL_LINKS.support} {...external}>
          contact {providerName} Support
        </TextLink>
        .
      </p>
    </section>
  );
}

/** Users with several institutions (spec 000 §2; docs/decisions.md "EBA selection (console)"). */
export function ComingSoonNotice() {
  return (
    <Alert variant="info" title="Uploading for several institutions is coming soon">
      For now, choose one institution at a time, download its selection file and upload it.
    </Alert>
  );
}

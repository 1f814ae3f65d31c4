import { Alert, TextLink } from '@console/ui';
import { useAtomValue } from 'jotai';
import { EXTERNAL_LINKS } from '../../../config/constants';
import { logEvent } from '../../../lib/log-event';
import { providerNameAtom } from '../../../state/session';
import { almaSiteCodeAtom, almaTokenAtom } from '../atoms/alma-linking-atoms';
import { InstitutionToken } from './institution-token';

/** The token box with its data (the screen's boundary shows loading and errors). */
export function AlmaTokenSection() {
  const { data: token } = useAtomValue(almaTokenAtom);
  const siteCode = useAtomValue(almaSiteCodeAtom);
  const providerName = useAtomValue(providerNameAtom);
  return (
    <InstitutionToken token={token} providerName={providerName} onCopied={() => logEvent('copy-institution-token-id', {}, siteCode)} />
  );
}

/**
 * The selected account has no Institution Token Id: only an institution has one (its holdings'). The spec is
 * silent on this page for a consortium; it says why, instead of the load error a refused request would show.
 */
export function NoTokenNote({ consortium }: { consortium: boolean }) {
  return consortium ? (
    <Alert variant="info" title="No Institution Token Id for a consortium" className="max-w-3xl">
      Alma Auto-Holdings works institution by institution: the administrators of each member institution find its Institution Token Id on
      this page.
    </Alert>
  ) : (
    <Alert variant="info" title="No Institution Token Id for this account" className="max-w-3xl">
      Alma Auto-Holdings works institution by institution: choose an institution to see its Institution Token Id.
    </Alert>
  );
}

/** The fixed text of the page: three introductory paragraphs (spec 000 §2). */
export function AlmaIntroduction({ providerName }: { providerName: string }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3 text-ink">
      <p>
        Alma Auto-Holdings keeps your {providerName} holdings in Alma up to date for you. Alma reads the collections your institution
        licenses from {providerName} and activates them in your Community Zone, so new titles appear without loading files by hand.
      </p>
      <p>
        Alma identifies your institution with the Institution Token Id below. Keep it private: anyone with it can read your
        institution&apos;s holdings list.
      </p>
      <p>Changes to your holdings reach Alma the next time it harvests them, usually within a day.</p>
    </div>
  );
}

export function AlmaInstructions({ providerName }: { providerName: string }) {
  return (
    <ol className="flex max-w-3xl list-decimal flex-col gap-2 pl-6 text-ink">
      <li>Select Show to see your Institution Token Id, or Copy to copy it.</li>
      <li>In Alma, open the {providerName} integration profile under Discovery, then Auto-Holdings.</li>
      <li>Paste the token into the Institution Token Id field of the profile and save it.</li>
    </ol>
  );
}

export function AlmaSupportLinks({ providerName }: { providerName: string }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      <li>
        <TextLink href={EXTERNAL_LINKS.support} target="_blank" rel="noreferrer">
          Contact {providerName} Support
        </TextLink>
      </li>
      <li>
        <TextLink href={EXTERNAL_LINKS.forLibrarians} target="_blank" rel="noreferrer">
          Alma Auto-Holdings for librarians
        </TextLink>
      </li>
    </ul>
  );
}

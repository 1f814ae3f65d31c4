import type { ReactNode } from 'react';
import type { AccountInformation } from '../api/account-information';
import { sushiServerUrl } from '../model/research-tool';
import { InfoButton } from './info-button';

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-b border-divider pb-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Branding: the provider designation statement as users see it on the platform (spec 000 §2). */
export function BrandingSection({ info, providerName }: { info: AccountInformation; providerName: string }) {
  return (
    <Section
      id="branding-heading"
      title="Branding"
      action={
        <InfoButton label="About branding" title="Branding">
          <p>
            Your provider designation statement appears on {providerName} pages your users see, as &lsquo;Access provided by&rsquo; followed
            by the statement.
          </p>
          <p>To change it, contact {providerName} Support.</p>
        </InfoButton>
      }
    >
      {info.providerDesignationStatement ? (
        <p className="text-ink">Access provided by {info.providerDesignationStatement}</p>
      ) : (
        <p className="text-ink">Not Provided</p>
      )}
    </Section>
  );
}

/** OpenURL: the institution's link resolver base URL, or 'Not Provided' (spec 000 §2). */
export function OpenUrlSection({ info, providerName }: { info: AccountInformation; providerName: string }) {
  return (
    <Section
      id="openurl-heading"
      title="OpenURL"
      action={
        <InfoButton label="About OpenURL" title="OpenURL">
          <p>
            The base URL of your link resolver. {providerName} adds OpenURL links with it to search results, so your users reach the copies
            your library provides.
          </p>
          <p>To change it, contact {providerName} Support.</p>
        </InfoButton>
      }
    >
      <dl>
        <dt className="text-sm text-ink-muted">Base URL</dt>
        <dd className="break-all text-ink">{info.openUrlBaseUrl ?? 'Not Provided'}</dd>
      </dl>
    </Section>
  );
}

/**
 * SUSHI Harvesting: what a COUNTER harvester needs (customer ID, requestor ID, server address). The SUSHI
 * credentials list of the SUSHI server goes in `credentials` once that server exists.
 */
export function SushiSection({ info, origin, credentials }: { info: AccountInformation; origin: string; credentials?: ReactNode }) {
  return (
    <Section id="sushi-heading" title="SUSHI Harvesting">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-ink-muted">Customer ID</dt>
        <dd className="text-ink">{info.sushi.customerId}</dd>
        <dt className="text-sm text-ink-muted">Requestor ID</dt>
        <dd className="break-all text-ink">{info.sushi.requestorId}</dd>
        <dt className="text-sm text-ink-muted">SUSHI server URL</dt>
        <dd className="break-all text-ink">{sushiServerUrl(origin, info.sushi.serverPath)}</dd>
      </dl>
      {credentials}
    </Section>
  );
}

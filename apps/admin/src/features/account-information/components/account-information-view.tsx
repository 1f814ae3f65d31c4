import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { providerNameAtom } from '../../../state/session';
import { accountInformationAtom, researchToolSwitchEnabledAtom } from '../atoms/account-information-atoms';
import { BrandingSection, OpenUrlSection, SushiSection } from './account-details';
import { ResearchToolSwitch } from './research-tool-switch';

/**
 * The page's sections, from the accountInformation query (the screen's boundary shows loading and errors).
 * `sushiCredentials`: the SUSHI credentials region, in a boundary of its own placed by the screen.
 */
export function AccountInformationView({ origin, sushiCredentials }: { origin: string; sushiCredentials?: ReactNode }) {
  const { data } = useAtomValue(accountInformationAtom);
  const providerName = useAtomValue(providerNameAtom);
  const switchEnabled = useAtomValue(researchToolSwitchEnabledAtom);
  return (
    <div className="flex flex-col gap-6">
      <BrandingSection info={data} providerName={providerName} />
      <OpenUrlSection info={data} providerName={providerName} />
      <SushiSection info={data} origin={origin} credentials={sushiCredentials} />
      {switchEnabled && data.researchTool && (
        <section aria-labelledby="features-heading" className="flex flex-col gap-3">
          <h2 id="features-heading" className="text-xl font-bold text-ink">
            Features
          </h2>
          <ResearchToolSwitch info={data} providerName={providerName} />
        </section>
      )}
    </div>
  );
}

import { SkeletonText } from '@console/ui';
import { useAtomValue } from 'jotai';
import { QueryBoundary, RetryAlert } from '../../lib/query-boundary';
import { providerNameAtom } from '../../state/session';
import { accountInformationAtom } from './atoms/account-information-atoms';
import { sushiCredentialsAccessAtom, sushiCredentialsAtom } from './atoms/sushi-credentials-atoms';
import { NOT_OWN_CREDENTIALS } from './model/sushi-credentials';
import { AccountInformationView } from './components/account-information-view';
import { SushiCredentials } from './components/sushi-credentials';

/** Account Information (spec 000 §2): branding, OpenURL, SUSHI harvesting and the Features section. */
export default function AccountInformationScreen() {
  const providerName = useAtomValue(providerNameAtom);
  const credentialsAccess = useAtomValue(sushiCredentialsAccessAtom);
  const origin = window.location.origin;
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Account Information
      </h1>
      <p className="max-w-3xl text-ink">To change your branding or your SUSHI harvesting details, please contact {providerName} Support.</p>
      <QueryBoundary
        queries={[accountInformationAtom]}
        logDetail={{ query: 'accountInformation' }}
        loading={<SkeletonText lines={8} label="Loading account information" />}
      >
        <AccountInformationView
          origin={origin}
          sushiCredentials={
            credentialsAccess === 'not-own' ? (
              <p className="mt-4 max-w-3xl text-ink">{NOT_OWN_CREDENTIALS}</p>
            ) : (
              <QueryBoundary
                queries={[sushiCredentialsAtom]}
                logDetail={{ query: 'sushiCredentials' }}
                fallback={(retry) => (
                  <div className="mt-4">
                    <RetryAlert onRetry={retry} />
                  </div>
                )}
                loading={<SkeletonText lines={3} label="Loading SUSHI credentials" />}
              >
                <SushiCredentials origin={origin} />
              </QueryBoundary>
            )
          }
        />
      </QueryBoundary>
    </div>
  );
}

import { SkeletonText } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { QueryBoundary } from '../../lib/query-boundary';
import { providerNameAtom } from '../../state/session';
import { holdingsSummaryAtom } from './atoms/holdings-atoms';
import { HoldingsContent } from './components/holdings-content';
import { HoldingsError } from './components/holdings-error';
import { HoldingsTabs } from './components/holdings-tabs';
import { searchForTab, supportNameFor, tabFromSearch } from './model/holdings';

/** Holdings Summary (spec 000 §2): six tabs chosen by the `tab` query parameter, journals by default. */
export default function HoldingsScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const providerName = useAtomValue(providerNameAtom);
  const value = tabFromSearch(search);

  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Holdings
      </h1>
      <HoldingsTabs value={value} onValueChange={(next) => navigate(`${paths.holdings}${searchForTab(next)}`)}>
        {(tab) => (
          <QueryBoundary
            queries={[holdingsSummaryAtom]}
            logDetail={{ query: 'holdingsSummary' }}
            fallback={(retry) => <HoldingsError supportName={supportNameFor(tab.value, providerName)} onRetry={retry} />}
            loading={<SkeletonText lines={6} label={`Loading ${tab.label.toLowerCase()} holdings`} />}
          >
            <HoldingsContent value={tab.value} label={tab.label} />
          </QueryBoundary>
        )}
      </HoldingsTabs>
    </div>
  );
}

import { Skeleton } from '@console/ui';
import { useAtomValue } from 'jotai';
import { QueryBoundary } from '../../lib/query-boundary';
import { providerNameAtom, userStateAtom } from '../../state/session';
import { almaHasTokenAtom, almaTokenAtom } from './atoms/alma-linking-atoms';
import { AlmaInstructions, AlmaIntroduction, AlmaSupportLinks, AlmaTokenSection, NoTokenNote } from './components/alma-linking-view';

/** Alma Linking (spec 000 §2): exists only with flag enable_alma_linking (the route table's guard). */
export default function AlmaLinkingScreen() {
  const providerName = useAtomValue(providerNameAtom);
  const hasToken = useAtomValue(almaHasTokenAtom);
  const state = useAtomValue(userStateAtom);
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Alma Auto-Holdings
      </h1>
      <AlmaIntroduction providerName={providerName} />
      <AlmaInstructions providerName={providerName} />
      {hasToken ? (
        <QueryBoundary
          queries={[almaTokenAtom]}
          logDetail={{ query: 'holdingsSummary' }}
          loading={<Skeleton className="h-16 w-full max-w-xl" />}
        >
          <AlmaTokenSection />
        </QueryBoundary>
      ) : (
        <NoTokenNote consortium={state.kind === 'admin' && state.user.accountType === 'consortium'} />
      )}
      <AlmaSupportLinks providerName={providerName} />
    </div>
  );
}

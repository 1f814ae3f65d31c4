import { EBA_POLL_INTERVAL_MS } from '@console/rules/eba';
import { Skeleton, SkeletonText } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { QueryBoundary } from '../../lib/query-boundary';
import { chooseEbaInstitutionAtom, ebaInstitutionsAtom, ebaPageAtom, ebaPollIntervalAtom, ebaSiteCodeAtom } from './atoms/eba-atoms';
import { EbaPageSection } from './components/eba-page-section';
import { ComingSoonNotice } from './components/eba-views';
import { InstitutionPicker } from './components/institution-picker';
import { showsComingSoonNotice } from './model/eba-page';

const loading = (
  <div aria-busy="true" className="flex flex-col gap-4">
    <Skeleton className="h-7 w-72" />
    <SkeletonText lines={6} label="Loading your EBA selection" />
  </div>
);

const reloadPage = () => window.location.reload();

/** The route's screen. */
export default function EbaScreen() {
  return <EbaSelectionPage />;
}

export interface EbaSelectionPageProps {
  /** 'Try again' of an EBA error (spec 000 §8 reloads the page; stories observe it instead). */
  onTryAgain?: () => void;
  /** Polling interval of the upload status (spec 000 §9: 10 s; stories shorten it). Read once, when the page first renders. */
  pollIntervalMs?: number;
}

/**
 * EBA Selection (spec 000 §2 "EBA selection", §4): the page's own institution choice, the coming-soon notice
 * for users with several institutions, and the chosen institution's view (not participating, closed, or the
 * selection file and its upload).
 */
export function EbaSelectionPage({ onTryAgain = reloadPage, pollIntervalMs = EBA_POLL_INTERVAL_MS }: EbaSelectionPageProps) {
  useHydrateAtoms(new Map([[ebaPollIntervalAtom, pollIntervalMs]]));
  const institutions = useAtomValue(ebaInstitutionsAtom);
  const siteCode = useAtomValue(ebaSiteCodeAtom);
  const choose = useSetAtom(chooseEbaInstitutionAtom);
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        EBA Selection
      </h1>
      {institutions.length > 1 && <InstitutionPicker institutions={institutions} value={siteCode} onChange={choose} />}
      {showsComingSoonNotice(institutions) && <ComingSoonNotice />}
      <QueryBoundary queries={[ebaPageAtom]} logDetail={{ query: 'ebaProgramme' }} loading={loading}>
        <EbaPageSection key={siteCode} onTryAgain={onTryAgain} />
      </QueryBoundary>
    </div>
  );
}

import { SkeletonText } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { QueryBoundary } from '../../lib/query-boundary';
import { ebaDashboardAtom, ebaDashboardSearchAtom, searchEbaDashboardAtom } from './atoms/eba-atoms';
import { DashboardSearch } from './components/dashboard-search';
import { DashboardSection } from './components/dashboard-table';

const loading = <SkeletonText lines={8} label="Loading participants" />;

/** EBA Status Dashboard (spec 000 §2): internal staff search participants by site code and download the report. */
export default function EbaStatusDashboardScreen() {
  const search = useAtomValue(ebaDashboardSearchAtom);
  const setSearch = useSetAtom(searchEbaDashboardAtom);
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        EBA Status Dashboard
      </h1>
      <p className="text-ink">Where each EBA participant stands in the selection cycle, from the selection file to the statement.</p>
      <DashboardSearch current={search} onSearch={setSearch} />
      <QueryBoundary queries={[ebaDashboardAtom]} logDetail={{ query: 'getParticipantDashboardData' }} loading={loading}>
        <DashboardSection />
      </QueryBoundary>
    </div>
  );
}

import { Skeleton, SkeletonText } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryBoundary } from '../../lib/query-boundary';
import { providerNameAtom, userStateAtom } from '../../state/session';
import { crossPlatformTrendsAtom, homeParamsAtom, homepageSummaryAtom } from './atoms/home-atoms';
import { HomeError } from './components/home-error';
import { adoptEarlyQueries } from '../../lib/query-client';
import { loadCrossPlatformTrends, loadInstitutionDashboard, loadPublisherDashboard, loadWelcomeModal } from './home-chunks';
import { homeRouteRequests } from './home-route-requests';
import { welcomeSeen } from './model/welcome';

const InstitutionDashboard = lazy(() => loadInstitutionDashboard().then((m) => ({ default: m.InstitutionDashboard })));
const CrossPlatformTrends = lazy(() => loadCrossPlatformTrends().then((m) => ({ default: m.CrossPlatformTrends })));
const PublisherDashboard = lazy(() => loadPublisherDashboard().then((m) => ({ default: m.PublisherDashboard })));
const WelcomeModal = lazy(() => loadWelcomeModal().then((m) => ({ default: m.WelcomeModal })));

const cardsFallback = (
  <div aria-busy="true" className="grid grid-cols-1 gap-4 lg:grid-cols-3">
    {[0, 1, 2].map((i) => (
      <div key={i} className="flex flex-col gap-3 rounded-lg border border-divider p-4">
        <SkeletonText lines={4} label="Loading usage insights" />
      </div>
    ))}
  </div>
);
const chartFallback = <Skeleton className="h-72 w-full max-w-3xl" />;
const homeError = (retry: () => void) => <HomeError onRetry={retry} />;

/**
 * The publisher's one-time welcome, on a first visit only: whether it was seen is read once (local storage), and
 * when it was, its code is never asked for (home-route-requests.ts starts loading it only for a first visit).
 */
function FirstVisitWelcome({ userId, providerName }: { userId: string; providerName: string }) {
  const [due] = useState(() => !welcomeSeen(userId));
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal userId={userId} providerName={providerName} />
    </Suspense>
  );
}

const trends = (
  <QueryBoundary
    queries={[crossPlatformTrendsAtom]}
    logDetail={{ query: 'crossPlatformUsageTrends' }}
    fallback={homeError}
    loading={chartFallback}
  >
    <CrossPlatformTrends />
  </QueryBoundary>
);

/**
 * Home (spec 000 §2): the institution dashboard for institutions (and consortia with
 * enable_consortium_homepage), the publisher dashboard with its one-time welcome for publishers.
 * `children` lets the app add what other features put on Home (the staff masquerade panel).
 */
export default function HomeScreen({ children }: { children?: ReactNode }) {
  const params = useAtomValue(homeParamsAtom);
  const providerName = useAtomValue(providerNameAtom);
  const state = useAtomValue(userStateAtom);
  const client = useQueryClient();
  const userId = state.kind === 'admin' ? state.user.userId : '';
  // Home's queries and dashboard code together, before any region suspends (React does not render a suspended
  // region's siblings at once, so reading the atoms alone would be a waterfall). The boot or the router
  // started them already; this covers another account chosen here. Keys the cache holds are left alone.
  adoptEarlyQueries(
    client,
    homeRouteRequests.start(state, (key) => client.getQueryState(key) !== undefined),
  );

  return (
    // A dashboard is taller than its loading state: while it loads, Home holds at least a screen's height, so
    // the footer below starts off screen and its move down is not a layout shift anyone sees.
    <div
      className={params.kind === 'institution' || params.kind === 'publisher' ? 'flex min-h-screen flex-col gap-8' : 'flex flex-col gap-8'}
    >
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Home
      </h1>
      {params.kind === 'institution' && (
        // Trends come after the dashboard (or its error), never before it: the dashboard is taller than its
        // loading state and would push them down the screen.
        <QueryBoundary
          queries={[homepageSummaryAtom]}
          logDetail={{ query: 'homepageSummaryV2' }}
          fallback={(retry) => (
            <>
              {homeError(retry)}
              {trends}
            </>
          )}
          loading={cardsFallback}
        >
          <InstitutionDashboard />
          {trends}
        </QueryBoundary>
      )}
      {params.kind === 'publisher' && (
        <>
          <QueryBoundary
            queries={[homepageSummaryAtom]}
            logDetail={{ query: 'homepageSummaryV2' }}
            fallback={homeError}
            loading={cardsFallback}
          >
            <PublisherDashboard />
          </QueryBoundary>
          {userId && <FirstVisitWelcome key={userId} userId={userId} providerName={providerName} />}
        </>
      )}
      {params.kind === 'consortium-without-dashboard' && (
        <p className="text-ink">
          Usage insights for consortia are not turned on for your account. Use the reports to see your members' usage.
        </p>
      )}
      {children}
    </div>
  );
}

import { Skeleton, SkeletonText } from '@console/ui';
import { QueryErrorResetBoundary, useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../lib/error-boundary';
import { providerNameAtom, userStateAtom } from '../../state/session';
import { crossPlatformTrendsOptions, homepageSummaryOptions } from './api/home';
import { homeParamsAtom } from './atoms/home-atoms';
import { HomeError } from './components/home-error';

// Each kind of account loads only its own dashboard's code; the imports start with the data (below).
const loadInstitution = () => import('./components/institution-dashboard');
const loadTrends = () => import('./components/cross-platform-trends');
const loadPublisher = () => import('./components/publisher-dashboard');
const loadWelcome = () => import('./components/welcome-modal');
const InstitutionDashboard = lazy(() => loadInstitution().then((m) => ({ default: m.InstitutionDashboard })));
const CrossPlatformTrends = lazy(() => loadTrends().then((m) => ({ default: m.CrossPlatformTrends })));
const PublisherDashboard = lazy(() => loadPublisher().then((m) => ({ default: m.PublisherDashboard })));
const WelcomeModal = lazy(() => loadWelcome().then((m) => ({ default: m.WelcomeModal })));

/** A region that fails or waits on its own: a closable error alert, or a skeleton while loading. */
function Region({ query, fallback, children }: { query: string; fallback: ReactNode; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} logDetail={{ query }} fallback={({ reset: retry }) => <HomeError onRetry={retry} />}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

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

/**
 * Both dashboard queries leave together when the route renders, before any region suspends (React does
 * not render a suspended region's siblings at once). Like usePrefetchQuery, only when nothing is cached.
 */
function usePrefetchDashboard(queries: readonly FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[]) {
  const client = useQueryClient();
  for (const options of queries) {
    if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
  }
}

/**
 * Home (spec 000 §2): the institution dashboard for institutions (and consortia with
 * enable_consortium_homepage), the publisher dashboard with its one-time welcome for publishers.
 * `children` lets the app add what other features put on Home (the staff masquerade panel).
 */
export default function HomeScreen({ children }: { children?: ReactNode }) {
  const params = useAtomValue(homeParamsAtom);
  const providerName = useAtomValue(providerNameAtom);
  const state = useAtomValue(userStateAtom);
  const userId = state.kind === 'admin' ? state.user.userId : '';
  const showsDashboard = params.kind === 'institution' || params.kind === 'publisher';
  if (params.kind === 'institution') void Promise.all([loadInstitution(), loadTrends()]).catch(() => undefined);
  if (params.kind === 'publisher') void Promise.all([loadPublisher(), loadWelcome()]).catch(() => undefined);
  usePrefetchDashboard([
    ...(showsDashboard ? [homepageSummaryOptions(params.siteCode, params.accountType)] : []),
    ...(params.kind === 'institution' ? [crossPlatformTrendsOptions(params.siteCode)] : []),
  ] as FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[]);

  return (
    <div className="flex flex-col gap-8">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Home
      </h1>
      {params.kind === 'institution' && (
        <>
          <Region query="homepageSummaryV2" fallback={cardsFallback}>
            <InstitutionDashboard />
          </Region>
          <Region query="crossPlatformUsageTrends" fallback={chartFallback}>
            <CrossPlatformTrends />
          </Region>
        </>
      )}
      {params.kind === 'publisher' && (
        <>
          <Region query="homepageSummaryV2" fallback={cardsFallback}>
            <PublisherDashboard />
          </Region>
          {userId && (
            <Suspense fallback={null}>
              <WelcomeModal userId={userId} providerName={providerName} />
            </Suspense>
          )}
        </>
      )}
      {params.kind === 'consortium-without-dashboard' && (
        <p className="text-ink">Usage insights for consortia are not turned on for your account. Use the reports to see your members' usage.</p>
      )}
      {children}
    </div>
  );
}

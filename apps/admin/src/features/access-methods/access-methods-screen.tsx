import { ACCESS_METHODS_INTRO } from '@console/rules/access-methods';
import { Alert, SkeletonText, Tabs, TabsContent, TabsList, TabsTrigger } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueryBoundary } from '../../lib/query-boundary';
import { logEvent } from '../../lib/log-event';
import { prefetchAccessMethods } from './access-methods-prefetch';
import { accessMethodChangesAtom, accessMethodsAccountAtom, accessMethodsParamsAtom } from './atoms/access-methods-atoms';
import { LmsTab } from './components/lms-tab';
import { ChangesLoadError, LoadError, NOT_ADMIN_TEXT } from './components/load-error';
import { ProxiesTab } from './components/proxies-tab';
import { IpAddressesTab, ReferringUrlTab, RemoteUserPassTab } from './components/read-only-tabs';
import { RecentChanges, RecentChangesFrame } from './components/recent-changes';
import { SamlTab } from './components/saml-tab';
import { SsoTab } from './components/sso-tab';
import { searchWithTab, tabFromSearch, visibleTabs, type TabSlug } from './model/access-methods';

const PANELS: Record<TabSlug, () => ReactNode> = {
  'ip-addresses': () => <IpAddressesTab />,
  proxies: () => <ProxiesTab />,
  'single-sign-on': () => <SsoTab />,
  'lms-integration': () => <LmsTab />,
  saml: () => <SamlTab />,
  'referring-url': () => <ReferringUrlTab />,
  'remote-username-and-password': () => <RemoteUserPassTab />,
};

const loadError = (retry: () => void) => <LoadError onRetry={retry} />;
// On a refused account the tab already says why; the panel, heading included, is not shown then.
const changesError = (retry: () => void) => <ChangesLoadError onRetry={retry} />;
const loading = <SkeletonText lines={4} label="Loading access methods" />;

/**
 * Access Methods (spec 000 §2): seven tabs by index, the selected one kept in the URL (?tab=), so a reload
 * and the back button keep it; each visit sends an analytics event. Recent changes below (beyond the spec).
 */
export default function AccessMethodsScreen() {
  const params = useAtomValue(accessMethodsParamsAtom);
  const client = useQueryClient();
  prefetchAccessMethods(client, params);
  const tabs = visibleTabs(params.lmsEnabled);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const current = tabFromSearch(search, tabs);

  // Radix selects on mouse down and again on the focus that follows (automatic activation): one history entry
  // per choice, so a repeat of the choice just made is ignored until the URL has caught up.
  const requested = useRef(current.slug);
  useEffect(() => {
    requested.current = current.slug;
  }, [current.slug]);
  const selectTab = (slug: string) => {
    if (requested.current === slug) return;
    requested.current = slug as TabSlug;
    navigate(`${location}${searchWithTab(search, slug as TabSlug)}`);
  };

  useEffect(() => {
    logEvent('access_methods_tab_view', { tab: current.name, index: current.index }, params.siteCode);
  }, [current.name, current.index, params.siteCode]);

  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        Access Methods
      </h1>
      <p className="text-ink">{ACCESS_METHODS_INTRO}</p>
      <Tabs value={current.slug} onValueChange={selectTab}>
        <TabsList aria-label="Access methods">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.slug} value={tab.slug}>
              {tab.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.slug} value={tab.slug}>
            <h2 className="sr-only">{tab.name}</h2>
            {tab.slug === current.slug && params.notAdministered && <Alert variant="info">{NOT_ADMIN_TEXT}</Alert>}
            {tab.slug === current.slug && !params.notAdministered && (
              <QueryBoundary
                queries={[accessMethodsAccountAtom]}
                logDetail={{ query: 'iacAccount' }}
                loading={loading}
                fallback={loadError}
              >
                {PANELS[tab.slug]()}
              </QueryBoundary>
            )}
          </TabsContent>
        ))}
      </Tabs>
      {!params.notAdministered && (
        <QueryBoundary
          queries={[accessMethodChangesAtom]}
          logDetail={{ query: 'accessMethodChanges' }}
          loading={<RecentChangesFrame>{loading}</RecentChangesFrame>}
          fallback={changesError}
        >
          <RecentChangesFrame>
            <RecentChanges />
          </RecentChangesFrame>
        </QueryBoundary>
      )}
    </div>
  );
}

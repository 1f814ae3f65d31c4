import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { EarlyQuery } from '../lib/early-requests';
import { adoptEarlyQueries, createQueryClient } from '../lib/query-client';
import type { AppConfigData, SessionData } from '../state/session-api';
import { appConfigQueryOptions, sessionQueryOptions } from '../state/session-queries';
import { agentAccountIdsOf, agentChildrenKey, agentChildrenPreviewKey, type AgentChildren } from '../state/user-state';
import { App } from './app';

/**
 * Mounts the signed-in app; its one QueryClient starts with the session (and an agent's child institutions)
 * the boot already read, and takes over the requests the boot already started, so the screens' atoms find them
 * under way.
 */
export function renderSignedInApp(
  root: Root,
  session: SessionData,
  config: AppConfigData,
  started: readonly EarlyQuery[] = [],
  children?: AgentChildren,
): void {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, session);
  queryClient.setQueryData(appConfigQueryOptions.queryKey, config);
  // An agent's child institutions, read by the boot: the account shown is known before the first query. Of a long
  // list only the first by name (and the stored choice) came with the page: kept apart, the list's own query asks
  // for the rest once the page has painted (state/session.ts).
  const ids = agentAccountIdsOf(session);
  if (children?.count !== undefined) queryClient.setQueryData(agentChildrenPreviewKey(ids), children);
  else if (children) queryClient.setQueryData(agentChildrenKey(ids), children.entries);
  adoptEarlyQueries(queryClient, started);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} providerName={config.appConfig.providerName} />
    </StrictMode>,
  );
}

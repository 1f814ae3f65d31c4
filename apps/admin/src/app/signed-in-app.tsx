import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { EarlyQuery } from '../lib/early-requests';
import { adoptEarlyQueries, createQueryClient } from '../lib/query-client';
import type { AppConfigData, SessionData } from '../state/session-api';
import { appConfigQueryOptions, sessionQueryOptions } from '../state/session-queries';
import { App } from './app';

/**
 * Mounts the signed-in app; its one QueryClient starts with the session the boot already read, and takes
 * over the requests the boot already started, so the screens' atoms find them under way.
 */
export function renderSignedInApp(root: Root, session: SessionData, config: AppConfigData, started: readonly EarlyQuery[] = []): void {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, session);
  queryClient.setQueryData(appConfigQueryOptions.queryKey, config);
  adoptEarlyQueries(queryClient, started);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} providerName={config.appConfig.providerName} />
    </StrictMode>,
  );
}

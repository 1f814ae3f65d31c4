import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import type { AppConfigData, SessionData } from '../state/session-api';
import { appConfigQueryOptions, sessionQueryOptions } from '../state/session-queries';
import { App } from './app';

/** Mounts the signed-in app; its one QueryClient starts with the session the boot already read. */
export function renderSignedInApp(root: Root, session: SessionData, config: AppConfigData): void {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, session);
  queryClient.setQueryData(appConfigQueryOptions.queryKey, config);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} providerName={config.appConfig.providerName} />
    </StrictMode>,
  );
}

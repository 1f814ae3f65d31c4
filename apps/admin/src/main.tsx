import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { appConfigQueryOptions, sessionQueryOptions } from './state/session-api';

const queryClient = createQueryClient();
// Both boot queries leave in parallel before React renders, so the shell waits one round trip.
void queryClient.prefetchQuery(sessionQueryOptions);
void queryClient.prefetchQuery(appConfigQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

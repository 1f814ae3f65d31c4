import { queryOptions } from '@tanstack/react-query';
import { ebaQueryKeys, fetchEbaDashboard, fetchEbaPage } from './eba-requests';

export * from './eba-requests';

/**
 * The institution's page; read again on every visit (the upload moves on the server). 5 s, not 0: a
 * suspense read of a query stale at once asks twice as the page mounts.
 */
export const ebaPageOptions = (siteCode: string) =>
  queryOptions({ queryKey: ebaQueryKeys.page(siteCode), queryFn: () => fetchEbaPage(siteCode), staleTime: 5_000 });

/** The dashboard is not kept (spec 000 §7: no cache): every visit and search asks again (5 s covers the mount). */
export const ebaDashboardOptions = (search: string) =>
  queryOptions({ queryKey: ebaQueryKeys.dashboard(search), queryFn: () => fetchEbaDashboard(search), staleTime: 5_000 });

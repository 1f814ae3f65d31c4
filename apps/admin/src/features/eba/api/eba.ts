import { queryOptions } from '@tanstack/react-query';
import { ebaQueryKeys, fetchEbaDashboard, fetchEbaPage } from './eba-requests';

export * from './eba-requests';

/** The institution's page; read again on every visit (the upload moves on the server). */
export const ebaPageOptions = (siteCode: string) =>
  queryOptions({ queryKey: ebaQueryKeys.page(siteCode), queryFn: () => fetchEbaPage(siteCode), staleTime: 0 });

/** The dashboard is never cached (spec 000 §7: no cache): every visit and search asks again. */
export const ebaDashboardOptions = (search: string) =>
  queryOptions({ queryKey: ebaQueryKeys.dashboard(search), queryFn: () => fetchEbaDashboard(search), staleTime: 0 });

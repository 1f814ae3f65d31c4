import { queryOptions } from '@tanstack/react-query';
import { almaKeys, fetchAlmaToken } from './alma-linking-requests';

/** The Institution Token Id is the holdings summary's almaId (spec 000 §3). */
export const almaTokenOptions = (siteCode: string) =>
  queryOptions({
    queryKey: almaKeys.token(siteCode),
    queryFn: () => fetchAlmaToken(siteCode),
    staleTime: 10 * 60_000,
  });

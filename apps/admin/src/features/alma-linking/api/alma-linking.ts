import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const almaTokenDocument = graphql(`
  query AlmaToken($siteCode: String!) {
    holdingsSummary(siteCode: $siteCode) {
      siteCode
      almaId
    }
  }
`);

/** The Institution Token Id is the holdings summary's almaId (spec 000 §3). */
export const almaTokenOptions = (siteCode: string) =>
  queryOptions({
    queryKey: ['alma-linking', 'token', siteCode],
    queryFn: () => execute(almaTokenDocument, { siteCode }).then((data) => data.holdingsSummary.almaId ?? null),
    staleTime: 10 * 60_000,
  });

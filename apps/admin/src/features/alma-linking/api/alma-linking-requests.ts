// The token's request without TanStack Query: the boot or the router starts it as soon as Alma Linking is
// next (alma-linking-route-requests.ts); api/alma-linking.ts wraps it in query options.
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

export const almaKeys = {
  token: (siteCode: string) => ['alma-linking', 'token', siteCode] as const,
};

/** The Institution Token Id is the holdings summary's almaId (spec 000 §3). */
export const fetchAlmaToken = (siteCode: string) =>
  execute(almaTokenDocument, { siteCode }).then((data) => data.holdingsSummary.almaId ?? null);

import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const searchByCodeDocument = graphql(`
  query IacSearchByCode($code: String!) {
    iacSearchByCode(code: $code) {
      results {
        id
        code
        name
        type
      }
    }
  }
`);

const startMasqueradeDocument = graphql(`
  mutation StartMasquerade($siteCode: String!) {
    startMasquerade(siteCode: $siteCode) {
      uuid
    }
  }
`);

export async function searchAccounts(code: string) {
  const { iacSearchByCode } = await execute(searchByCodeDocument, { code });
  return iacSearchByCode.results;
}

export async function startMasquerade(siteCode: string): Promise<void> {
  await execute(startMasqueradeDocument, { siteCode });
}

import { queryOptions } from '@tanstack/react-query';
import { graphql, type SushiCredentialsQuery } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import { accountInformationKeys, fetchSushiCredentials } from './account-information-requests';

const createSushiCredentialDocument = graphql(`
  mutation CreateSushiCredential($siteCode: String!) {
    createSushiCredential(siteCode: $siteCode) {
      apiKey
      credential {
        id
        requestorId
        createdAt
        createdBy
        lastUsedAt
      }
    }
  }
`);

const revokeSushiCredentialDocument = graphql(`
  mutation RevokeSushiCredential($credentialId: ID!) {
    revokeSushiCredential(credentialId: $credentialId)
  }
`);

export type SushiCredential = SushiCredentialsQuery['sushiCredentials'][number];
export interface NewSushiCredential {
  apiKey: string;
  credential: SushiCredential;
}

export const sushiCredentialsOptions = (siteCode: string) =>
  queryOptions({
    queryKey: accountInformationKeys.sushiCredentials(siteCode),
    queryFn: () => fetchSushiCredentials(siteCode),
  });

/** Creates credentials for the institution; the answer is the only place the API key ever appears. */
export async function createSushiCredential(siteCode: string): Promise<NewSushiCredential> {
  const data = await execute(createSushiCredentialDocument, { siteCode });
  return data.createSushiCredential;
}

export async function revokeSushiCredential(credentialId: string): Promise<string> {
  const data = await execute(revokeSushiCredentialDocument, { credentialId });
  return data.revokeSushiCredential;
}

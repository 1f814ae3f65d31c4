// The account's request without TanStack Query: the boot or the router starts it as soon as Account
// Information is next (account-information-route-requests.ts); api/account-information.ts wraps it.
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const accountInformationDocument = graphql(`
  query AccountInformation($siteCode: String!) {
    accountInformation(siteCode: $siteCode) {
      siteCode
      institutionName
      providerDesignationStatement
      openUrlBaseUrl
      sushi {
        customerId
        requestorId
        serverPath
      }
      researchTool {
        licenseId
        active
        status
      }
    }
  }
`);

const sushiCredentialsDocument = graphql(`
  query SushiCredentials($siteCode: String!) {
    sushiCredentials(siteCode: $siteCode) {
      id
      requestorId
      createdAt
      createdBy
      lastUsedAt
    }
  }
`);

export const accountInformationKeys = {
  account: (siteCode: string) => ['account-information', siteCode] as const,
  sushiCredentials: (siteCode: string) => ['account-information', 'sushi-credentials', siteCode] as const,
};

export const fetchSushiCredentials = (siteCode: string) =>
  execute(sushiCredentialsDocument, { siteCode }).then((data) => data.sushiCredentials);

export const fetchAccountInformation = (siteCode: string) =>
  execute(accountInformationDocument, { siteCode }).then((data) => data.accountInformation);

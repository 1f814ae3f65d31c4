import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

// No TanStack Query here: the boot loads this module to start the screen's first queries early
// (features/access-methods/access-methods-route-requests.ts).

const _accountFields = graphql(`
  fragment AccessMethodsAccountFields on IacAccount {
    id
    code
    name
    type
    preferences {
      InstitutionFinderInfo
    }
    credentials {
      id
      type
      ipAddress
      allow
      overlapsOtherInstitution
      domain
      referrer
      username
      entity
      clientId
      clientSecret
      provider
      pending
    }
  }
`);

const accountDocument = graphql(`
  query AccessMethodsAccount($accountId: ID!, $idType: String!) {
    iacAccount(accountId: $accountId, idType: $idType) {
      ...AccessMethodsAccountFields
    }
  }
`);

const changesDocument = graphql(`
  query AccessMethodChanges($accountId: ID!) {
    accessMethodChanges(accountId: $accountId) {
      id
      eventType
      userName
      oldValue
      newValue
      createdAt
    }
  }
`);

const updateDocument = graphql(`
  mutation UpdateInstitutionalAccount($institutionId: ID!, $account: String!) {
    updateInstitutionalAccount(institutionId: $institutionId, account: $account) {
      ...AccessMethodsAccountFields
    }
  }
`);

/** Accounts are named by external id (spec 000 §7: idType externalId). */
export const ID_TYPE = 'externalId';

export const accessMethodsKeys = {
  account: (accountId: string) => ['access-methods', 'account', accountId] as const,
  changes: (accountId: string) => ['access-methods', 'changes', accountId] as const,
};

export async function fetchAccessMethodsAccount(accountId: string) {
  return (await execute(accountDocument, { accountId, idType: ID_TYPE })).iacAccount;
}

export async function fetchAccessMethodChanges(accountId: string) {
  return (await execute(changesDocument, { accountId })).accessMethodChanges;
}

/** Sends one account shape of spec 000 §7 as JSON text; answers the whole account as it now is. */
export async function updateInstitutionalAccount(
  institutionId: string,
  account: Record<string, unknown>,
): Promise<Awaited<ReturnType<typeof fetchAccessMethodsAccount>>> {
  return (await execute(updateDocument, { institutionId, account: JSON.stringify(account) })).updateInstitutionalAccount;
}

const confirmDomainDocument = graphql(`
  mutation ConfirmSsoDomain($accountId: ID!, $credentialId: ID!) {
    confirmSsoDomain(accountId: $accountId, credentialId: $credentialId) {
      ...AccessMethodsAccountFields
    }
  }
`);

/** Staff masquerading as the institution confirm a domain held as pending (issue 30). */
export async function confirmSsoDomain(accountId: string, credentialId: string) {
  return (await execute(confirmDomainDocument, { accountId, credentialId })).confirmSsoDomain;
}

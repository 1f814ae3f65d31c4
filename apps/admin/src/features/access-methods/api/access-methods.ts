import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

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

const verifyDocument = graphql(`
  query VerifyEntityId($entityId: String!) {
    verifyEntityId(entityId: $entityId) {
      hasValidEntity
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

const deleteDocument = graphql(`
  mutation IacDeleteCredential($accountId: ID!, $credentialId: ID!, $idType: String!) {
    iacDeleteCredential(accountId: $accountId, credentialId: $credentialId, idType: $idType) {
      status
      data
    }
  }
`);

/** Accounts are named by external id (spec 000 §7: idType externalId). */
export const ID_TYPE = 'externalId';

export const accessMethodsAccountOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['access-methods', 'account', accountId],
    queryFn: async () => (await execute(accountDocument, { accountId, idType: ID_TYPE })).iacAccount,
  });

export const accessMethodChangesOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['access-methods', 'changes', accountId],
    queryFn: async () => (await execute(changesDocument, { accountId })).accessMethodChanges,
  });

export type AccessMethodsAccount = Awaited<ReturnType<NonNullable<ReturnType<typeof accessMethodsAccountOptions>['queryFn']>>>;
export type AccessMethodChangeEntry = Awaited<ReturnType<NonNullable<ReturnType<typeof accessMethodChangesOptions>['queryFn']>>>[number];

export async function verifyEntityId(entityId: string): Promise<boolean> {
  return (await execute(verifyDocument, { entityId })).verifyEntityId.hasValidEntity;
}

/** Sends one account shape of spec 000 §7 as JSON text; answers the whole account as it now is. */
export async function updateInstitutionalAccount(institutionId: string, account: Record<string, unknown>): Promise<AccessMethodsAccount> {
  return (await execute(updateDocument, { institutionId, account: JSON.stringify(account) })).updateInstitutionalAccount;
}

export async function deleteCredential(accountId: string, credentialId: string): Promise<{ status: number; data: string }> {
  return (await execute(deleteDocument, { accountId, credentialId, idType: ID_TYPE })).iacDeleteCredential;
}

import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import {
  accessMethodsKeys,
  fetchAccessMethodChanges,
  fetchAccessMethodsAccount,
  confirmSsoDomain,
  ID_TYPE,
  updateInstitutionalAccount,
} from './access-methods-requests';

export { confirmSsoDomain, ID_TYPE, updateInstitutionalAccount };

const verifyDocument = graphql(`
  query VerifyEntityId($entityId: String!) {
    verifyEntityId(entityId: $entityId) {
      hasValidEntity
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

export const accessMethodsAccountOptions = (accountId: string) =>
  queryOptions({
    queryKey: accessMethodsKeys.account(accountId),
    queryFn: () => fetchAccessMethodsAccount(accountId),
  });

export const accessMethodChangesOptions = (accountId: string) =>
  queryOptions({
    queryKey: accessMethodsKeys.changes(accountId),
    queryFn: () => fetchAccessMethodChanges(accountId),
  });

export type AccessMethodsAccount = Awaited<ReturnType<NonNullable<ReturnType<typeof accessMethodsAccountOptions>['queryFn']>>>;
export type AccessMethodChangeEntry = Awaited<ReturnType<NonNullable<ReturnType<typeof accessMethodChangesOptions>['queryFn']>>>[number];

export async function verifyEntityId(entityId: string): Promise<boolean> {
  return (await execute(verifyDocument, { entityId })).verifyEntityId.hasValidEntity;
}

export async function deleteCredential(accountId: string, credentialId: string): Promise<{ status: number; data: string }> {
  return (await execute(deleteDocument, { accountId, credentialId, idType: ID_TYPE })).iacDeleteCredential;
}

import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import { fetchUsersPage, usersPageKey, type UsersQuery } from './users-requests';

const addPairedUsersDocument = graphql(`
  mutation AddPairedUsers($siteCode: String!, $emailAddresses: [String!]!, $roles: [String!]) {
    addPairedUsers(siteCode: $siteCode, emailAddresses: $emailAddresses, roles: $roles) {
      added
      reinvited
      grantedAdmin
    }
  }
`);

const expirePairedUsersDocument = graphql(`
  mutation ExpirePairedUsers($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {
    expirePairedUsers(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {
      updated
    }
  }
`);

const extendPairedUsersDocument = graphql(`
  mutation ExtendPairedUserExpirationDate($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {
    extendPairedUserExpirationDate(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {
      updated
    }
  }
`);

const dataDownloadDocument = graphql(`
  mutation PairedUsersDataDownload($siteCode: String!, $accountId: ID!) {
    pairedUsersDataDownload(siteCode: $siteCode, accountId: $accountId) {
      emailAddress
      expiresAt
    }
  }
`);

export type { PairedUser, UsersPage, UsersQuery } from './users-requests';
export { USERS_KEY } from './users-requests';

/** A page is fresh for 30 s; every change refetches every page. */
export const usersPageOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: usersPageKey(query), queryFn: () => fetchUsersPage(query), staleTime: 30_000 });

/** The same page fetched ahead of need (the next one, once a page shows): marked so (lib/graphql-client.ts). */
export const usersPageAheadOptions = (query: UsersQuery) =>
  queryOptions({ ...usersPageOptions(query), queryFn: () => fetchUsersPage(query, { ahead: true }) });

export const addPairedUsers = (siteCode: string, emailAddresses: string[], roles: string[]) =>
  execute(addPairedUsersDocument, { siteCode, emailAddresses, roles }).then((data) => data.addPairedUsers);

export const expirePairedUser = (siteCode: string, platforms: string[], email: string) =>
  execute(expirePairedUsersDocument, { siteCode, platform: platforms, emailAddresses: [email] }).then((data) => data.expirePairedUsers);

export const extendPairedUser = (siteCode: string, platforms: string[], email: string) =>
  execute(extendPairedUsersDocument, { siteCode, platform: platforms, emailAddresses: [email] }).then(
    (data) => data.extendPairedUserExpirationDate,
  );

export const requestUserDataDownload = (siteCode: string, accountId: string) =>
  execute(dataDownloadDocument, { siteCode, accountId }).then((data) => data.pairedUsersDataDownload);

/** The PDF of the four email previews (same origin; the session cookie signs it). */
export const emailPreviewsUrl = (siteCode: string) =>
  `/ui/data-fetch/downloads/user-management/${encodeURIComponent(siteCode)}/email-previews.pdf`;

import { queryOptions } from '@tanstack/react-query';
import { graphql, type PairedUsersPageQuery } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const pairedUsersDocument = graphql(`
  query PairedUsersPage($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $asQa: Boolean, $adminUsersOnly: Boolean) {
    pairedUsers(
      platform: $platform
      pairedUsersSiteCode: $siteCode
      offset: $offset
      limit: $limit
      asQa: $asQa
      adminUsersOnly: $adminUsersOnly
    ) {
      pairedUsers {
        ...PairedUserFields
      }
      pairedUsersTotal {
        total
      }
      activePairedUsersTotal {
        total
      }
    }
  }
`);

const searchPairedUsersDocument = graphql(`
  query SearchPairedUsers(
    $platform: [String!]!
    $emailAddress: String!
    $siteCode: String!
    $offset: Int!
    $limit: Int!
    $asQa: Boolean
    $adminUsersOnly: Boolean
  ) {
    searchPairedUsers(
      platform: $platform
      emailAddress: $emailAddress
      siteCode: $siteCode
      offset: $offset
      limit: $limit
      asQa: $asQa
      adminUsersOnly: $adminUsersOnly
    ) {
      users {
        ...PairedUserFields
      }
      total
      totalActiveUsers
    }
  }
`);

// Appended to the query text at build time (build/inline-graphql-documents.ts); never read itself.
const _pairedUserFields = graphql(`
  fragment PairedUserFields on PairedUser {
    userId
    email
    status
    latestAuthenticatedDateTime
    profiles {
      id
      portalName
      active
      expirationDateTime
      roles {
        name
      }
    }
  }
`);

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

export type PairedUser = PairedUsersPageQuery['pairedUsers']['pairedUsers'][number];

/** One page of the list, whether it came from pairedUsers or searchPairedUsers. */
export interface UsersPage {
  users: PairedUser[];
  /** Users matching the list's filter (pages are counted from it). */
  total: number;
  /** Active and invited users of the institution: the heading's number. */
  activeTotal: number;
}

export interface UsersQuery {
  siteCode: string;
  platforms: string[];
  page: number;
  pageSize: number;
  asQa: boolean;
  adminOnly: boolean;
  /** The searched address start, or null for the whole list. */
  search: string | null;
}

export const USERS_KEY = ['users'] as const;

/** The spec's getAdminNotifications-style "no cache" is not asked for here: a page is fresh for 30 s, every change refetches. */
export const usersPageOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'page', query],
    queryFn: async (): Promise<UsersPage> => {
      const common = {
        platform: query.platforms,
        siteCode: query.siteCode,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        asQa: query.asQa,
        adminUsersOnly: query.adminOnly,
      };
      if (query.search !== null) {
        const data = await execute(searchPairedUsersDocument, { ...common, emailAddress: query.search });
        return {
          users: data.searchPairedUsers.users,
          total: data.searchPairedUsers.total,
          activeTotal: data.searchPairedUsers.totalActiveUsers,
        };
      }
      const data = await execute(pairedUsersDocument, common);
      return {
        users: data.pairedUsers.pairedUsers,
        total: data.pairedUsers.pairedUsersTotal.total,
        activeTotal: data.pairedUsers.activePairedUsersTotal.total,
      };
    },
    staleTime: 30_000,
  });

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

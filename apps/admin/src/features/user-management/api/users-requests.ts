// The list's requests without TanStack Query: the boot (app/boot.tsx) may start the first page for a page that
// opens on User Management before the data layer's code has arrived; api/users.ts wraps them in query options.
import { graphql, type PairedUsersPageQuery } from '@console/graphql/client';
import { execute, executeAhead } from '../../../lib/graphql-client';

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

export const usersPageKey = (query: UsersQuery) => [...USERS_KEY, 'page', query] as const;

/** One page of the list; `ahead` when it is fetched before anyone asked for it (the next page, users-section.tsx). */
export async function fetchUsersPage(query: UsersQuery, { ahead = false }: { ahead?: boolean } = {}): Promise<UsersPage> {
  const send = ahead ? executeAhead : execute;
  const common = {
    platform: query.platforms,
    siteCode: query.siteCode,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    asQa: query.asQa,
    adminUsersOnly: query.adminOnly,
  };
  if (query.search !== null) {
    const data = await send(searchPairedUsersDocument, { ...common, emailAddress: query.search });
    return {
      users: data.searchPairedUsers.users,
      total: data.searchPairedUsers.total,
      activeTotal: data.searchPairedUsers.totalActiveUsers,
    };
  }
  const data = await send(pairedUsersDocument, common);
  return {
    users: data.pairedUsers.pairedUsers,
    total: data.pairedUsers.pairedUsersTotal.total,
    activeTotal: data.pairedUsers.activePairedUsersTotal.total,
  };
}

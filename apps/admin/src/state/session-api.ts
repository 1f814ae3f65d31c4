import { queryOptions } from '@tanstack/react-query';
import { graphql, type SessionQuery } from '@console/graphql/client';
import { FLAG_NAMES } from '../config/flags';
import { execute } from '../lib/graphql-client';

export const sessionDocument = graphql(`
  query Session($flagNames: [String!]!) {
    session {
      uuid
      userAccount {
        id
        username
        name
        lastLoggedIn
        contact {
          email
          firstName
          lastName
        }
      }
      authenticatedAccounts {
        id
        type
        name
        roles
      }
      authenticatedProfiles {
        accountType
        accountName
        accountCode
        role
        institutionId
        externalId
        userId
      }
      masquerade {
        accountCode
        accountName
      }
    }
    flags(flagsFlagList: $flagNames) {
      enabled
      disabled
    }
  }
`);

export const createSessionDocument = graphql(`
  mutation CreateSession {
    createSession {
      uuid
    }
  }
`);

export const appConfigDocument = graphql(`
  query AppConfig {
    appConfig {
      providerName
    }
  }
`);

export const logOutDocument = graphql(`
  mutation LogOut {
    userLogOut
  }
`);

export const endMasqueradeDocument = graphql(`
  mutation EndMasquerade {
    endMasquerade {
      uuid
    }
  }
`);


export const childInstitutionsDocument = graphql(`
  query ChildInstitutions($accountId: ID!) {
    childInstitutions(accountId: $accountId) {
      id
      name
      code
      type
    }
  }
`);

export const ebaParticipantStatusDocument = graphql(`
  query EbaParticipantStatus($siteCodes: [String!]!) {
    ebaParticipantStatus(siteCodes: $siteCodes) {
      siteCode
      isParticipant
    }
  }
`);

export const siteCollectionsDocument = graphql(`
  query SiteCollections($siteCode: String!) {
    ccuDashboardData(siteCode: $siteCode) {
      collections {
        id
        title
      }
    }
  }
`);

/**
 * The session and the user's flags travel in one request, so the shell renders after one round trip.
 * Without a live session one is created first (spec 000 §4: "With no session, one is created").
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const first = await execute(sessionDocument, { flagNames: [...FLAG_NAMES] });
    if (first.session) return first;
    await execute(createSessionDocument);
    return execute(sessionDocument, { flagNames: [...FLAG_NAMES] });
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: () => execute(appConfigDocument),
  staleTime: Number.POSITIVE_INFINITY,
});

export type SessionData = SessionQuery;

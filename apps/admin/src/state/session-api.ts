import { graphql, type AppConfigQuery, type ChildInstitutionsQuery, type SessionQuery } from '@console/graphql/client';
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

export type SessionData = SessionQuery;
export type AppConfigData = AppConfigQuery;

/**
 * The session and the user's flags, in one request. Without a live session one is created first
 * (spec 000 §4: "With no session, one is created").
 */
export async function fetchSession(): Promise<SessionData> {
  const first = await execute(sessionDocument, { flagNames: [...FLAG_NAMES] });
  if (first.session) return first;
  await execute(createSessionDocument);
  return execute(sessionDocument, { flagNames: [...FLAG_NAMES] });
}

export function fetchAppConfig(): Promise<AppConfigData> {
  return execute(appConfigDocument);
}

/**
 * The child institutions of the agent accounts the user administers, joined in the accounts' order (spec 000
 * §1): merged into ACCOUNTS. The gateway puts them in an agent's page (boot-data.ts); else the boot asks.
 */
export async function fetchAgentChildren(accountIds: readonly string[]): Promise<ChildInstitutionsQuery['childInstitutions']> {
  const lists = await Promise.all(accountIds.map((accountId) => execute(childInstitutionsDocument, { accountId })));
  return lists.flatMap((list) => list.childInstitutions);
}

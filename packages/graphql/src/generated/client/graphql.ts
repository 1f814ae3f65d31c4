/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The three time frames of the dashboard (spec 000 §2). */
export type HomepageTimeframe =
  | 'PAST_FOUR_WEEKS'
  | 'PAST_SIX_MONTHS'
  | 'PAST_TWELVE_MONTHS';

export type LogEventInput = {
  /** Free-form JSON text, at most 4,000 characters. */
  detail?: string | null | undefined;
  siteCode?: string | null | undefined;
  /** Event name, e.g. admin_error or admin_large_institution_list. */
  type: string;
};

export type UserLoginInput = {
  /** Keep the sign-in after the browser closes. */
  accessPersist?: boolean | null | undefined;
  password: string;
  username: string;
};

export type SendFeedbackMutationVariables = Exact<{
  input: LogEventInput;
}>;


export type SendFeedbackMutation = { logEvent: boolean };

export type UsagePeriodFieldsFragment = { startDate: string, endDate: string, uniqueTitleCount: number, uniqueBookCount: number, uniqueJournalCount: number, totalItemRequests: number, views: number, downloads: number, accessDenied: number, itemizedBookUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, itemizedJournalUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, weeklyUsages: Array<{ periodStarting: string, usageCount: number }>, monthlyUsages: Array<{ periodStarting: string, usageCount: number }> };

export type PublisherPeriodFieldsFragment = { startDate: string, endDate: string, usageInstitutions: Array<{ name: string, usageCount: number }>, usageCountries: Array<{ name: string, usageCount: number }>, usageItems: Array<{ name: string, link: string, usageCount: number, accessType: string }> };

export type HomepageSummaryQueryVariables = Exact<{
  siteCode: string;
  accountType: string;
}>;


export type HomepageSummaryQuery = { homepageSummaryV2: { siteCode: string, generatedAt: string, dataThrough: string, institution: { downloads: Array<{ timeframe: HomepageTimeframe, url: string }>, categories: Array<{ key: string, label: string, pastFourWeeks: { startDate: string, endDate: string, uniqueTitleCount: number, uniqueBookCount: number, uniqueJournalCount: number, totalItemRequests: number, views: number, downloads: number, accessDenied: number, itemizedBookUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, itemizedJournalUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, weeklyUsages: Array<{ periodStarting: string, usageCount: number }>, monthlyUsages: Array<{ periodStarting: string, usageCount: number }> }, pastSixMonths: { startDate: string, endDate: string, uniqueTitleCount: number, uniqueBookCount: number, uniqueJournalCount: number, totalItemRequests: number, views: number, downloads: number, accessDenied: number, itemizedBookUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, itemizedJournalUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, weeklyUsages: Array<{ periodStarting: string, usageCount: number }>, monthlyUsages: Array<{ periodStarting: string, usageCount: number }> }, pastTwelveMonths: { startDate: string, endDate: string, uniqueTitleCount: number, uniqueBookCount: number, uniqueJournalCount: number, totalItemRequests: number, views: number, downloads: number, accessDenied: number, itemizedBookUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, itemizedJournalUsage: Array<{ uniqueTitle: string, uniqueTitleUrl: string, usageCount: number, usageChange: number }>, weeklyUsages: Array<{ periodStarting: string, usageCount: number }>, monthlyUsages: Array<{ periodStarting: string, usageCount: number }> } }> } | null, publisher: { generation: { createdDate: string }, pastFourWeeks: { startDate: string, endDate: string, usageInstitutions: Array<{ name: string, usageCount: number }>, usageCountries: Array<{ name: string, usageCount: number }>, usageItems: Array<{ name: string, link: string, usageCount: number, accessType: string }> }, pastSixMonths: { startDate: string, endDate: string, usageInstitutions: Array<{ name: string, usageCount: number }>, usageCountries: Array<{ name: string, usageCount: number }>, usageItems: Array<{ name: string, link: string, usageCount: number, accessType: string }> }, pastTwelveMonths: { startDate: string, endDate: string, usageInstitutions: Array<{ name: string, usageCount: number }>, usageCountries: Array<{ name: string, usageCount: number }>, usageItems: Array<{ name: string, link: string, usageCount: number, accessType: string }> } } | null } };

export type CrossPlatformUsageTrendsQueryVariables = Exact<{
  siteCode: string;
}>;


export type CrossPlatformUsageTrendsQuery = { crossPlatformUsageTrends: { siteCode: string, usageTrends: Array<{ weekStarting: string, platform: string, usageCount: number }> } };

export type UserLoginMutationVariables = Exact<{
  input: UserLoginInput;
}>;


export type UserLoginMutation = { userLogin: { success: boolean, errorCode: string | null, accessPersist: boolean } };

export type IacSearchByCodeQueryVariables = Exact<{
  code: string;
}>;


export type IacSearchByCodeQuery = { iacSearchByCode: { results: Array<{ id: string, code: string, name: string, type: string }> } };

export type StartMasqueradeMutationVariables = Exact<{
  siteCode: string;
}>;


export type StartMasqueradeMutation = { startMasquerade: { uuid: string } };

export type RecordEventMutationVariables = Exact<{
  input: LogEventInput;
}>;


export type RecordEventMutation = { logEvent: boolean };

export type SessionQueryVariables = Exact<{
  flagNames: Array<string> | string;
}>;


export type SessionQuery = { session: { uuid: string, userAccount: { id: string, username: string, name: string, lastLoggedIn: string | null, contact: { email: string, firstName: string | null, lastName: string | null } } | null, authenticatedAccounts: Array<{ id: string, type: string, name: string, roles: Array<string> }>, authenticatedProfiles: Array<{ accountType: string, accountName: string, accountCode: string, role: string, institutionId: string, externalId: string, userId: string }>, masquerade: { accountCode: string, accountName: string } | null } | null, flags: { enabled: Array<string>, disabled: Array<string> } };

export type CreateSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSessionMutation = { createSession: { uuid: string } };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { providerName: string } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { userLogOut: boolean };

export type EndMasqueradeMutationVariables = Exact<{ [key: string]: never; }>;


export type EndMasqueradeMutation = { endMasquerade: { uuid: string } };

export type ChildInstitutionsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ChildInstitutionsQuery = { childInstitutions: Array<{ id: string, name: string, code: string, type: string }> };

export type EbaParticipantStatusQueryVariables = Exact<{
  siteCodes: Array<string> | string;
}>;


export type EbaParticipantStatusQuery = { ebaParticipantStatus: Array<{ siteCode: string, isParticipant: boolean }> };

export type SiteCollectionsQueryVariables = Exact<{
  siteCode: string;
}>;


export type SiteCollectionsQuery = { ccuDashboardData: { collections: Array<{ id: string, title: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UsagePeriodFieldsFragmentDoc = new TypedDocumentString(`
    fragment UsagePeriodFields on UsagePeriod {
  startDate
  endDate
  uniqueTitleCount
  uniqueBookCount
  uniqueJournalCount
  totalItemRequests
  views
  downloads
  accessDenied
  itemizedBookUsage {
    uniqueTitle
    uniqueTitleUrl
    usageCount
    usageChange
  }
  itemizedJournalUsage {
    uniqueTitle
    uniqueTitleUrl
    usageCount
    usageChange
  }
  weeklyUsages {
    periodStarting
    usageCount
  }
  monthlyUsages {
    periodStarting
    usageCount
  }
}
    `, {"fragmentName":"UsagePeriodFields"}) as unknown as TypedDocumentString<UsagePeriodFieldsFragment, unknown>;
export const PublisherPeriodFieldsFragmentDoc = new TypedDocumentString(`
    fragment PublisherPeriodFields on PublisherPeriod {
  startDate
  endDate
  usageInstitutions {
    name
    usageCount
  }
  usageCountries {
    name
    usageCount
  }
  usageItems {
    name
    link
    usageCount
    accessType
  }
}
    `, {"fragmentName":"PublisherPeriodFields"}) as unknown as TypedDocumentString<PublisherPeriodFieldsFragment, unknown>;
export const SendFeedbackDocument = new TypedDocumentString(`
    mutation SendFeedback($input: LogEventInput!) {
  logEvent(input: $input)
}
    `) as unknown as TypedDocumentString<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const HomepageSummaryDocument = new TypedDocumentString(`
    query HomepageSummary($siteCode: String!, $accountType: String!) {
  homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {
    siteCode
    generatedAt
    dataThrough
    institution {
      downloads {
        timeframe
        url
      }
      categories {
        key
        label
        pastFourWeeks {
          ...UsagePeriodFields
        }
        pastSixMonths {
          ...UsagePeriodFields
        }
        pastTwelveMonths {
          ...UsagePeriodFields
        }
      }
    }
    publisher {
      generation {
        createdDate
      }
      pastFourWeeks {
        ...PublisherPeriodFields
      }
      pastSixMonths {
        ...PublisherPeriodFields
      }
      pastTwelveMonths {
        ...PublisherPeriodFields
      }
    }
  }
}
    fragment UsagePeriodFields on UsagePeriod {
  startDate
  endDate
  uniqueTitleCount
  uniqueBookCount
  uniqueJournalCount
  totalItemRequests
  views
  downloads
  accessDenied
  itemizedBookUsage {
    uniqueTitle
    uniqueTitleUrl
    usageCount
    usageChange
  }
  itemizedJournalUsage {
    uniqueTitle
    uniqueTitleUrl
    usageCount
    usageChange
  }
  weeklyUsages {
    periodStarting
    usageCount
  }
  monthlyUsages {
    periodStarting
    usageCount
  }
}
fragment PublisherPeriodFields on PublisherPeriod {
  startDate
  endDate
  usageInstitutions {
    name
    usageCount
  }
  usageCountries {
    name
    usageCount
  }
  usageItems {
    name
    link
    usageCount
    accessType
  }
}`) as unknown as TypedDocumentString<HomepageSummaryQuery, HomepageSummaryQueryVariables>;
export const CrossPlatformUsageTrendsDocument = new TypedDocumentString(`
    query CrossPlatformUsageTrends($siteCode: String!) {
  crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {
    siteCode
    usageTrends {
      weekStarting
      platform
      usageCount
    }
  }
}
    `) as unknown as TypedDocumentString<CrossPlatformUsageTrendsQuery, CrossPlatformUsageTrendsQueryVariables>;
export const UserLoginDocument = new TypedDocumentString(`
    mutation UserLogin($input: UserLoginInput!) {
  userLogin(input: $input) {
    success
    errorCode
    accessPersist
  }
}
    `) as unknown as TypedDocumentString<UserLoginMutation, UserLoginMutationVariables>;
export const IacSearchByCodeDocument = new TypedDocumentString(`
    query IacSearchByCode($code: String!) {
  iacSearchByCode(code: $code) {
    results {
      id
      code
      name
      type
    }
  }
}
    `) as unknown as TypedDocumentString<IacSearchByCodeQuery, IacSearchByCodeQueryVariables>;
export const StartMasqueradeDocument = new TypedDocumentString(`
    mutation StartMasquerade($siteCode: String!) {
  startMasquerade(siteCode: $siteCode) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StartMasqueradeMutation, StartMasqueradeMutationVariables>;
export const RecordEventDocument = new TypedDocumentString(`
    mutation RecordEvent($input: LogEventInput!) {
  logEvent(input: $input)
}
    `) as unknown as TypedDocumentString<RecordEventMutation, RecordEventMutationVariables>;
export const SessionDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const CreateSessionDocument = new TypedDocumentString(`
    mutation CreateSession {
  createSession {
    uuid
  }
}
    `) as unknown as TypedDocumentString<CreateSessionMutation, CreateSessionMutationVariables>;
export const AppConfigDocument = new TypedDocumentString(`
    query AppConfig {
  appConfig {
    providerName
  }
}
    `) as unknown as TypedDocumentString<AppConfigQuery, AppConfigQueryVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  userLogOut
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const EndMasqueradeDocument = new TypedDocumentString(`
    mutation EndMasquerade {
  endMasquerade {
    uuid
  }
}
    `) as unknown as TypedDocumentString<EndMasqueradeMutation, EndMasqueradeMutationVariables>;
export const ChildInstitutionsDocument = new TypedDocumentString(`
    query ChildInstitutions($accountId: ID!) {
  childInstitutions(accountId: $accountId) {
    id
    name
    code
    type
  }
}
    `) as unknown as TypedDocumentString<ChildInstitutionsQuery, ChildInstitutionsQueryVariables>;
export const EbaParticipantStatusDocument = new TypedDocumentString(`
    query EbaParticipantStatus($siteCodes: [String!]!) {
  ebaParticipantStatus(siteCodes: $siteCodes) {
    siteCode
    isParticipant
  }
}
    `) as unknown as TypedDocumentString<EbaParticipantStatusQuery, EbaParticipantStatusQueryVariables>;
export const SiteCollectionsDocument = new TypedDocumentString(`
    query SiteCollections($siteCode: String!) {
  ccuDashboardData(siteCode: $siteCode) {
    collections {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<SiteCollectionsQuery, SiteCollectionsQueryVariables>;
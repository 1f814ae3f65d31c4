/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": typeof types.SendFeedbackDocument,
    "\n  fragment UsagePeriodFields on UsagePeriod {\n    startDate\n    endDate\n    uniqueTitleCount\n    uniqueBookCount\n    uniqueJournalCount\n    totalItemRequests\n    views\n    downloads\n    accessDenied\n    itemizedBookUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    itemizedJournalUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    weeklyUsages {\n      periodStarting\n      usageCount\n    }\n    monthlyUsages {\n      periodStarting\n      usageCount\n    }\n  }\n": typeof types.UsagePeriodFieldsFragmentDoc,
    "\n  fragment PublisherPeriodFields on PublisherPeriod {\n    startDate\n    endDate\n    usageInstitutions {\n      name\n      usageCount\n    }\n    usageCountries {\n      name\n      usageCount\n    }\n    usageItems {\n      name\n      link\n      usageCount\n      accessType\n    }\n  }\n": typeof types.PublisherPeriodFieldsFragmentDoc,
    "\n  query HomepageSummary($siteCode: String!, $accountType: String!) {\n    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {\n      siteCode\n      generatedAt\n      dataThrough\n      institution {\n        downloads {\n          timeframe\n          url\n        }\n        categories {\n          key\n          label\n          pastFourWeeks {\n            ...UsagePeriodFields\n          }\n          pastSixMonths {\n            ...UsagePeriodFields\n          }\n          pastTwelveMonths {\n            ...UsagePeriodFields\n          }\n        }\n      }\n      publisher {\n        generation {\n          createdDate\n        }\n        pastFourWeeks {\n          ...PublisherPeriodFields\n        }\n        pastSixMonths {\n          ...PublisherPeriodFields\n        }\n        pastTwelveMonths {\n          ...PublisherPeriodFields\n        }\n      }\n    }\n  }\n": typeof types.HomepageSummaryDocument,
    "\n  query CrossPlatformUsageTrends($siteCode: String!) {\n    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {\n      siteCode\n      usageTrends {\n        weekStarting\n        platform\n        usageCount\n      }\n    }\n  }\n": typeof types.CrossPlatformUsageTrendsDocument,
    "\n  mutation UserLogin($input: UserLoginInput!) {\n    userLogin(input: $input) {\n      success\n      errorCode\n      accessPersist\n    }\n  }\n": typeof types.UserLoginDocument,
    "\n  query IacSearchByCode($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": typeof types.IacSearchByCodeDocument,
    "\n  mutation StartMasquerade($siteCode: String!) {\n    startMasquerade(siteCode: $siteCode) {\n      uuid\n    }\n  }\n": typeof types.StartMasqueradeDocument,
    "\n  mutation RecordEvent($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": typeof types.RecordEventDocument,
    "\n  query Session($flagNames: [String!]!) {\n    session {\n      uuid\n      userAccount {\n        id\n        username\n        name\n        lastLoggedIn\n        contact {\n          email\n          firstName\n          lastName\n        }\n      }\n      authenticatedAccounts {\n        id\n        type\n        name\n        roles\n      }\n      authenticatedProfiles {\n        accountType\n        accountName\n        accountCode\n        role\n        institutionId\n        externalId\n        userId\n      }\n      masquerade {\n        accountCode\n        accountName\n      }\n    }\n    flags(flagsFlagList: $flagNames) {\n      enabled\n      disabled\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation CreateSession {\n    createSession {\n      uuid\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n  query AppConfig {\n    appConfig {\n      providerName\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  mutation LogOut {\n    userLogOut\n  }\n": typeof types.LogOutDocument,
    "\n  mutation EndMasquerade {\n    endMasquerade {\n      uuid\n    }\n  }\n": typeof types.EndMasqueradeDocument,
    "\n  query ChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n      type\n    }\n  }\n": typeof types.ChildInstitutionsDocument,
    "\n  query EbaParticipantStatus($siteCodes: [String!]!) {\n    ebaParticipantStatus(siteCodes: $siteCodes) {\n      siteCode\n      isParticipant\n    }\n  }\n": typeof types.EbaParticipantStatusDocument,
    "\n  query SiteCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SiteCollectionsDocument,
};
const documents: Documents = {
    "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": types.SendFeedbackDocument,
    "\n  fragment UsagePeriodFields on UsagePeriod {\n    startDate\n    endDate\n    uniqueTitleCount\n    uniqueBookCount\n    uniqueJournalCount\n    totalItemRequests\n    views\n    downloads\n    accessDenied\n    itemizedBookUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    itemizedJournalUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    weeklyUsages {\n      periodStarting\n      usageCount\n    }\n    monthlyUsages {\n      periodStarting\n      usageCount\n    }\n  }\n": types.UsagePeriodFieldsFragmentDoc,
    "\n  fragment PublisherPeriodFields on PublisherPeriod {\n    startDate\n    endDate\n    usageInstitutions {\n      name\n      usageCount\n    }\n    usageCountries {\n      name\n      usageCount\n    }\n    usageItems {\n      name\n      link\n      usageCount\n      accessType\n    }\n  }\n": types.PublisherPeriodFieldsFragmentDoc,
    "\n  query HomepageSummary($siteCode: String!, $accountType: String!) {\n    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {\n      siteCode\n      generatedAt\n      dataThrough\n      institution {\n        downloads {\n          timeframe\n          url\n        }\n        categories {\n          key\n          label\n          pastFourWeeks {\n            ...UsagePeriodFields\n          }\n          pastSixMonths {\n            ...UsagePeriodFields\n          }\n          pastTwelveMonths {\n            ...UsagePeriodFields\n          }\n        }\n      }\n      publisher {\n        generation {\n          createdDate\n        }\n        pastFourWeeks {\n          ...PublisherPeriodFields\n        }\n        pastSixMonths {\n          ...PublisherPeriodFields\n        }\n        pastTwelveMonths {\n          ...PublisherPeriodFields\n        }\n      }\n    }\n  }\n": types.HomepageSummaryDocument,
    "\n  query CrossPlatformUsageTrends($siteCode: String!) {\n    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {\n      siteCode\n      usageTrends {\n        weekStarting\n        platform\n        usageCount\n      }\n    }\n  }\n": types.CrossPlatformUsageTrendsDocument,
    "\n  mutation UserLogin($input: UserLoginInput!) {\n    userLogin(input: $input) {\n      success\n      errorCode\n      accessPersist\n    }\n  }\n": types.UserLoginDocument,
    "\n  query IacSearchByCode($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": types.IacSearchByCodeDocument,
    "\n  mutation StartMasquerade($siteCode: String!) {\n    startMasquerade(siteCode: $siteCode) {\n      uuid\n    }\n  }\n": types.StartMasqueradeDocument,
    "\n  mutation RecordEvent($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": types.RecordEventDocument,
    "\n  query Session($flagNames: [String!]!) {\n    session {\n      uuid\n      userAccount {\n        id\n        username\n        name\n        lastLoggedIn\n        contact {\n          email\n          firstName\n          lastName\n        }\n      }\n      authenticatedAccounts {\n        id\n        type\n        name\n        roles\n      }\n      authenticatedProfiles {\n        accountType\n        accountName\n        accountCode\n        role\n        institutionId\n        externalId\n        userId\n      }\n      masquerade {\n        accountCode\n        accountName\n      }\n    }\n    flags(flagsFlagList: $flagNames) {\n      enabled\n      disabled\n    }\n  }\n": types.SessionDocument,
    "\n  mutation CreateSession {\n    createSession {\n      uuid\n    }\n  }\n": types.CreateSessionDocument,
    "\n  query AppConfig {\n    appConfig {\n      providerName\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation LogOut {\n    userLogOut\n  }\n": types.LogOutDocument,
    "\n  mutation EndMasquerade {\n    endMasquerade {\n      uuid\n    }\n  }\n": types.EndMasqueradeDocument,
    "\n  query ChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n      type\n    }\n  }\n": types.ChildInstitutionsDocument,
    "\n  query EbaParticipantStatus($siteCodes: [String!]!) {\n    ebaParticipantStatus(siteCodes: $siteCodes) {\n      siteCode\n      isParticipant\n    }\n  }\n": types.EbaParticipantStatusDocument,
    "\n  query SiteCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n  }\n": types.SiteCollectionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n"): typeof import('./graphql').SendFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsagePeriodFields on UsagePeriod {\n    startDate\n    endDate\n    uniqueTitleCount\n    uniqueBookCount\n    uniqueJournalCount\n    totalItemRequests\n    views\n    downloads\n    accessDenied\n    itemizedBookUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    itemizedJournalUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    weeklyUsages {\n      periodStarting\n      usageCount\n    }\n    monthlyUsages {\n      periodStarting\n      usageCount\n    }\n  }\n"): typeof import('./graphql').UsagePeriodFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublisherPeriodFields on PublisherPeriod {\n    startDate\n    endDate\n    usageInstitutions {\n      name\n      usageCount\n    }\n    usageCountries {\n      name\n      usageCount\n    }\n    usageItems {\n      name\n      link\n      usageCount\n      accessType\n    }\n  }\n"): typeof import('./graphql').PublisherPeriodFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomepageSummary($siteCode: String!, $accountType: String!) {\n    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {\n      siteCode\n      generatedAt\n      dataThrough\n      institution {\n        downloads {\n          timeframe\n          url\n        }\n        categories {\n          key\n          label\n          pastFourWeeks {\n            ...UsagePeriodFields\n          }\n          pastSixMonths {\n            ...UsagePeriodFields\n          }\n          pastTwelveMonths {\n            ...UsagePeriodFields\n          }\n        }\n      }\n      publisher {\n        generation {\n          createdDate\n        }\n        pastFourWeeks {\n          ...PublisherPeriodFields\n        }\n        pastSixMonths {\n          ...PublisherPeriodFields\n        }\n        pastTwelveMonths {\n          ...PublisherPeriodFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomepageSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossPlatformUsageTrends($siteCode: String!) {\n    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {\n      siteCode\n      usageTrends {\n        weekStarting\n        platform\n        usageCount\n      }\n    }\n  }\n"): typeof import('./graphql').CrossPlatformUsageTrendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserLogin($input: UserLoginInput!) {\n    userLogin(input: $input) {\n      success\n      errorCode\n      accessPersist\n    }\n  }\n"): typeof import('./graphql').UserLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IacSearchByCode($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').IacSearchByCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMasquerade($siteCode: String!) {\n    startMasquerade(siteCode: $siteCode) {\n      uuid\n    }\n  }\n"): typeof import('./graphql').StartMasqueradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordEvent($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n"): typeof import('./graphql').RecordEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session($flagNames: [String!]!) {\n    session {\n      uuid\n      userAccount {\n        id\n        username\n        name\n        lastLoggedIn\n        contact {\n          email\n          firstName\n          lastName\n        }\n      }\n      authenticatedAccounts {\n        id\n        type\n        name\n        roles\n      }\n      authenticatedProfiles {\n        accountType\n        accountName\n        accountCode\n        role\n        institutionId\n        externalId\n        userId\n      }\n      masquerade {\n        accountCode\n        accountName\n      }\n    }\n    flags(flagsFlagList: $flagNames) {\n      enabled\n      disabled\n    }\n  }\n"): typeof import('./graphql').SessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession {\n    createSession {\n      uuid\n    }\n  }\n"): typeof import('./graphql').CreateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      providerName\n    }\n  }\n"): typeof import('./graphql').AppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    userLogOut\n  }\n"): typeof import('./graphql').LogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMasquerade {\n    endMasquerade {\n      uuid\n    }\n  }\n"): typeof import('./graphql').EndMasqueradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n      type\n    }\n  }\n"): typeof import('./graphql').ChildInstitutionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbaParticipantStatus($siteCodes: [String!]!) {\n    ebaParticipantStatus(siteCodes: $siteCodes) {\n      siteCode\n      isParticipant\n    }\n  }\n"): typeof import('./graphql').EbaParticipantStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').SiteCollectionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

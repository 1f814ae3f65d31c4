import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context-type.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time string. */
  DateTime: { input: string; output: string; }
};

export type AppConfig = {
  __typename?: 'AppConfig';
  /** The provider's display name, filled into product copy as {provider} (PROVIDER_NAME, default JSTOR). */
  providerName: Scalars['String']['output'];
};

export type AuthenticatedAccount = {
  __typename?: 'AuthenticatedAccount';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
  /** individual, institution, consortium or publisher */
  type: Scalars['String']['output'];
};

export type AuthenticatedProfile = {
  __typename?: 'AuthenticatedProfile';
  /** The account's site code. */
  accountCode: Scalars['String']['output'];
  accountName: Scalars['String']['output'];
  /** institution, consortium or publisher */
  accountType: Scalars['String']['output'];
  /** The account's external id (used by childInstitutions). */
  externalId: Scalars['ID']['output'];
  /** The account's id. */
  institutionId: Scalars['ID']['output'];
  /** ADMINISTRATOR, ARTSTOR_INS_ADMIN, SHARED_ARTSTOR_ADMIN or AGENT_ADMINISTRATOR */
  role: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type CcuCollection = {
  __typename?: 'CcuCollection';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type CcuDashboardData = {
  __typename?: 'CcuDashboardData';
  collections: Array<CcuCollection>;
};

export type ChildInstitution = {
  __typename?: 'ChildInstitution';
  code: Scalars['String']['output'];
  /** The child's external id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Contact = {
  __typename?: 'Contact';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type CrossPlatformUsageTrends = {
  __typename?: 'CrossPlatformUsageTrends';
  siteCode: Scalars['String']['output'];
  usageTrends: Array<UsageTrend>;
};

export type EbaParticipantStatus = {
  __typename?: 'EbaParticipantStatus';
  hasSuccessfulUpload: Scalars['Boolean']['output'];
  isParticipant: Scalars['Boolean']['output'];
  isProcessing: Scalars['Boolean']['output'];
  siteCode: Scalars['String']['output'];
};

export type Flags = {
  __typename?: 'Flags';
  disabled: Array<Scalars['String']['output']>;
  enabled: Array<Scalars['String']['output']>;
};

export type HomepageDownload = {
  __typename?: 'HomepageDownload';
  timeframe: HomepageTimeframe;
  /** Same-origin URL of the XLSX; needs the session cookie. */
  url: Scalars['String']['output'];
};

export type HomepageSummary = {
  __typename?: 'HomepageSummary';
  /** The last full day the numbers include (ISO date); for publishers, the Sunday before the weekly refresh. */
  dataThrough: Scalars['String']['output'];
  /** When the numbers were computed. */
  generatedAt: Scalars['DateTime']['output'];
  institution?: Maybe<InstitutionHomepage>;
  publisher?: Maybe<PublisherHomepage>;
  siteCode: Scalars['String']['output'];
};

/** The three time frames of the dashboard (spec 000 §2). */
export type HomepageTimeframe =
  | 'PAST_FOUR_WEEKS'
  | 'PAST_SIX_MONTHS'
  | 'PAST_TWELVE_MONTHS';

export type IacAccountSummary = {
  __typename?: 'IacAccountSummary';
  code: Scalars['String']['output'];
  /** The account's external id (what childInstitutions and other account calls take). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type IacSearchResults = {
  __typename?: 'IacSearchResults';
  results: Array<IacAccountSummary>;
};

export type InstitutionHomepage = {
  __typename?: 'InstitutionHomepage';
  /** In order: licensed or purchased titles, open access titles, access denied titles. */
  categories: Array<UsageCategory>;
  /** One XLSX per time frame with the numbers of the dashboard. */
  downloads: Array<HomepageDownload>;
};

export type LogEventInput = {
  /** Free-form JSON text, at most 4,000 characters. */
  detail?: InputMaybe<Scalars['String']['input']>;
  siteCode?: InputMaybe<Scalars['String']['input']>;
  /** Event name, e.g. admin_error or admin_large_institution_list. */
  type: Scalars['String']['input'];
};

export type Masquerade = {
  __typename?: 'Masquerade';
  accountCode: Scalars['String']['output'];
  accountName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an anonymous session and sets its cookie (the server assigns the uuid); returns the existing one when the cookie names a live session. */
  createSession: Session;
  /** Ends masquerading; staff return to their own profile. */
  endMasquerade: Session;
  /** Records an analytics or error event. */
  logEvent: Scalars['Boolean']['output'];
  /** Internal staff only: act as the administrator of an account. */
  startMasquerade: Session;
  /** Ends the session on the server and clears its cookie. */
  userLogOut: Scalars['Boolean']['output'];
  /** Signs the session in. Failure codes: A333 (wrong username or password), nonAdmin, S044, S001, S022, S333. */
  userLogin: UserLoginResult;
};


export type MutationLogEventArgs = {
  input: LogEventInput;
};


export type MutationStartMasqueradeArgs = {
  siteCode: Scalars['String']['input'];
};


export type MutationUserLoginArgs = {
  input: UserLoginInput;
};

export type NamedUsage = {
  __typename?: 'NamedUsage';
  name: Scalars['String']['output'];
  usageCount: Scalars['Int']['output'];
};

export type PublisherGeneration = {
  __typename?: 'PublisherGeneration';
  /** When the weekly refresh ran (ISO date-time; Mondays 08:00 UTC). */
  createdDate: Scalars['DateTime']['output'];
};

export type PublisherHomepage = {
  __typename?: 'PublisherHomepage';
  generation: PublisherGeneration;
  pastFourWeeks: PublisherPeriod;
  pastSixMonths: PublisherPeriod;
  pastTwelveMonths: PublisherPeriod;
};

export type PublisherItemUsage = {
  __typename?: 'PublisherItemUsage';
  /** Paid or Open Access */
  accessType: Scalars['String']['output'];
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
  usageCount: Scalars['Int']['output'];
};

export type PublisherPeriod = {
  __typename?: 'PublisherPeriod';
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  /** Top 10 countries. */
  usageCountries: Array<NamedUsage>;
  /** Top 10 institutions using the publisher's content. */
  usageInstitutions: Array<NamedUsage>;
  /** Top 10 items. */
  usageItems: Array<PublisherItemUsage>;
};

export type Query = {
  __typename?: 'Query';
  /** Public settings of this deployment (no session needed). */
  appConfig: AppConfig;
  /** Collections Usage dashboard data of a site. */
  ccuDashboardData: CcuDashboardData;
  /** Child institutions of an account the user administers (agent or consortium), by the account's external id, sorted by name. */
  childInstitutions: Array<ChildInstitution>;
  /** Weekly views plus downloads per platform over the whole retained history, oldest first (jstor before artstor within a week); each platform zero-filled from its first to its last week with usage. A consortium includes its members; a publisher counts usage of its titles. */
  crossPlatformUsageTrends: CrossPlatformUsageTrends;
  /** EBA participation of each site code; every code must be one the user may act on. */
  ebaParticipantStatus: Array<EbaParticipantStatus>;
  /** Of the flag names asked for, which are on and which are off for the signed-in user. */
  flags: Flags;
  /** The home dashboard of an account: institution (and consortium) accounts get `institution`, publishers `publisher`. accountType is the lower-cased account type the console has selected; it must match the account. */
  homepageSummaryV2: HomepageSummary;
  /** Accounts by site code: an exact match, or a prefix match when the code ends with *. At least 3 characters; at most 5 results, by code. Internal staff see every account; others only those they may act on. */
  iacSearchByCode: IacSearchResults;
  /** The session named by the session cookie, or null when there is none (unknown or expired cookies count as none). */
  session?: Maybe<Session>;
  /** Public facts about the current session; the uuid must be the current session's. */
  sessionHttpHeaders?: Maybe<SessionInfo>;
};


export type QueryCcuDashboardDataArgs = {
  collectionId?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryChildInstitutionsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryCrossPlatformUsageTrendsArgs = {
  siteCode: Scalars['String']['input'];
  timeframe: UsageTimeframe;
};


export type QueryEbaParticipantStatusArgs = {
  siteCodes: Array<Scalars['String']['input']>;
};


export type QueryFlagsArgs = {
  flagsFlagList: Array<Scalars['String']['input']>;
};


export type QueryHomepageSummaryV2Args = {
  accountType: Scalars['String']['input'];
  siteCode: Scalars['String']['input'];
};


export type QueryIacSearchByCodeArgs = {
  code: Scalars['String']['input'];
};


export type QuerySessionHttpHeadersArgs = {
  uuid: Scalars['ID']['input'];
};

export type Session = {
  __typename?: 'Session';
  authenticatedAccounts: Array<AuthenticatedAccount>;
  authenticatedProfiles: Array<AuthenticatedProfile>;
  masquerade?: Maybe<Masquerade>;
  userAccount?: Maybe<UserAccount>;
  uuid: Scalars['ID']['output'];
};

export type SessionInfo = {
  __typename?: 'SessionInfo';
  authenticated: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  uuid: Scalars['ID']['output'];
};

export type TitleUsage = {
  __typename?: 'TitleUsage';
  uniqueTitle: Scalars['String']['output'];
  uniqueTitleUrl: Scalars['String']['output'];
  /** Usage in this period minus usage in the period of the same length just before. */
  usageChange: Scalars['Int']['output'];
  usageCount: Scalars['Int']['output'];
};

export type UsageCategory = {
  __typename?: 'UsageCategory';
  /** licensed, open_access or access_denied */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  pastFourWeeks: UsagePeriod;
  pastSixMonths: UsagePeriod;
  pastTwelveMonths: UsagePeriod;
};

export type UsagePeriod = {
  __typename?: 'UsagePeriod';
  /** 0 outside the access_denied category. */
  accessDenied: Scalars['Int']['output'];
  /** 0 in the access_denied category. */
  downloads: Scalars['Int']['output'];
  endDate: Scalars['String']['output'];
  /** Top 10 books by usage in the period, with the change against the period before. */
  itemizedBookUsage: Array<TitleUsage>;
  /** Top 10 journals by usage in the period, with the change against the period before. */
  itemizedJournalUsage: Array<TitleUsage>;
  /** Monthly points: the calendar months the period touches, oldest first (usually 2, 7 or 13); the first counts from the period start. */
  monthlyUsages: Array<UsagePoint>;
  /** First and last day of the period (ISO dates). */
  startDate: Scalars['String']['output'];
  /** Views plus downloads (for access denied: denials). */
  totalItemRequests: Scalars['Int']['output'];
  uniqueBookCount: Scalars['Int']['output'];
  uniqueJournalCount: Scalars['Int']['output'];
  /** Distinct titles with usage in the period (books and journals). */
  uniqueTitleCount: Scalars['Int']['output'];
  /** 0 in the access_denied category. */
  views: Scalars['Int']['output'];
  /** Weekly points: the 4, 26 or 52 Monday-to-Sunday weeks ending with the week that holds the last day (cut at it). Days before the first Monday count in the totals and monthly points only. */
  weeklyUsages: Array<UsagePoint>;
};

export type UsagePoint = {
  __typename?: 'UsagePoint';
  /** First day of the week or month (ISO date). */
  periodStarting: Scalars['String']['output'];
  usageCount: Scalars['Int']['output'];
};

export type UsageTimeframe =
  | 'WEEKLY';

export type UsageTrend = {
  __typename?: 'UsageTrend';
  /** jstor or artstor */
  platform: Scalars['String']['output'];
  usageCount: Scalars['Int']['output'];
  /** Monday of the week (ISO date). */
  weekStarting: Scalars['String']['output'];
};

export type UserAccount = {
  __typename?: 'UserAccount';
  contact: Contact;
  id: Scalars['ID']['output'];
  lastLoggedIn?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type UserLoginInput = {
  /** Keep the sign-in after the browser closes. */
  accessPersist?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type UserLoginResult = {
  __typename?: 'UserLoginResult';
  accessPersist: Scalars['Boolean']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppConfig: ResolverTypeWrapper<AppConfig>;
  AuthenticatedAccount: ResolverTypeWrapper<AuthenticatedAccount>;
  AuthenticatedProfile: ResolverTypeWrapper<AuthenticatedProfile>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CcuCollection: ResolverTypeWrapper<CcuCollection>;
  CcuDashboardData: ResolverTypeWrapper<CcuDashboardData>;
  ChildInstitution: ResolverTypeWrapper<ChildInstitution>;
  Contact: ResolverTypeWrapper<Contact>;
  CrossPlatformUsageTrends: ResolverTypeWrapper<CrossPlatformUsageTrends>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EbaParticipantStatus: ResolverTypeWrapper<EbaParticipantStatus>;
  Flags: ResolverTypeWrapper<Flags>;
  HomepageDownload: ResolverTypeWrapper<HomepageDownload>;
  HomepageSummary: ResolverTypeWrapper<HomepageSummary>;
  HomepageTimeframe: HomepageTimeframe;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IacAccountSummary: ResolverTypeWrapper<IacAccountSummary>;
  IacSearchResults: ResolverTypeWrapper<IacSearchResults>;
  InstitutionHomepage: ResolverTypeWrapper<InstitutionHomepage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LogEventInput: LogEventInput;
  Masquerade: ResolverTypeWrapper<Masquerade>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedUsage: ResolverTypeWrapper<NamedUsage>;
  PublisherGeneration: ResolverTypeWrapper<PublisherGeneration>;
  PublisherHomepage: ResolverTypeWrapper<PublisherHomepage>;
  PublisherItemUsage: ResolverTypeWrapper<PublisherItemUsage>;
  PublisherPeriod: ResolverTypeWrapper<PublisherPeriod>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Session: ResolverTypeWrapper<Session>;
  SessionInfo: ResolverTypeWrapper<SessionInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TitleUsage: ResolverTypeWrapper<TitleUsage>;
  UsageCategory: ResolverTypeWrapper<UsageCategory>;
  UsagePeriod: ResolverTypeWrapper<UsagePeriod>;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageTimeframe: UsageTimeframe;
  UsageTrend: ResolverTypeWrapper<UsageTrend>;
  UserAccount: ResolverTypeWrapper<UserAccount>;
  UserLoginInput: UserLoginInput;
  UserLoginResult: ResolverTypeWrapper<UserLoginResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppConfig: AppConfig;
  AuthenticatedAccount: AuthenticatedAccount;
  AuthenticatedProfile: AuthenticatedProfile;
  Boolean: Scalars['Boolean']['output'];
  CcuCollection: CcuCollection;
  CcuDashboardData: CcuDashboardData;
  ChildInstitution: ChildInstitution;
  Contact: Contact;
  CrossPlatformUsageTrends: CrossPlatformUsageTrends;
  DateTime: Scalars['DateTime']['output'];
  EbaParticipantStatus: EbaParticipantStatus;
  Flags: Flags;
  HomepageDownload: HomepageDownload;
  HomepageSummary: HomepageSummary;
  ID: Scalars['ID']['output'];
  IacAccountSummary: IacAccountSummary;
  IacSearchResults: IacSearchResults;
  InstitutionHomepage: InstitutionHomepage;
  Int: Scalars['Int']['output'];
  LogEventInput: LogEventInput;
  Masquerade: Masquerade;
  Mutation: Record<PropertyKey, never>;
  NamedUsage: NamedUsage;
  PublisherGeneration: PublisherGeneration;
  PublisherHomepage: PublisherHomepage;
  PublisherItemUsage: PublisherItemUsage;
  PublisherPeriod: PublisherPeriod;
  Query: Record<PropertyKey, never>;
  Session: Session;
  SessionInfo: SessionInfo;
  String: Scalars['String']['output'];
  TitleUsage: TitleUsage;
  UsageCategory: UsageCategory;
  UsagePeriod: UsagePeriod;
  UsagePoint: UsagePoint;
  UsageTrend: UsageTrend;
  UserAccount: UserAccount;
  UserLoginInput: UserLoginInput;
  UserLoginResult: UserLoginResult;
};

export type AppConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = {
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthenticatedAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticatedAccount'] = ResolversParentTypes['AuthenticatedAccount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthenticatedProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticatedProfile'] = ResolversParentTypes['AuthenticatedProfile']> = {
  accountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CcuCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuCollection'] = ResolversParentTypes['CcuCollection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CcuDashboardDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuDashboardData'] = ResolversParentTypes['CcuDashboardData']> = {
  collections?: Resolver<Array<ResolversTypes['CcuCollection']>, ParentType, ContextType>;
};

export type ChildInstitutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChildInstitution'] = ResolversParentTypes['ChildInstitution']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CrossPlatformUsageTrendsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrossPlatformUsageTrends'] = ResolversParentTypes['CrossPlatformUsageTrends']> = {
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageTrends?: Resolver<Array<ResolversTypes['UsageTrend']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EbaParticipantStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaParticipantStatus'] = ResolversParentTypes['EbaParticipantStatus']> = {
  hasSuccessfulUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Flags'] = ResolversParentTypes['Flags']> = {
  disabled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HomepageDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomepageDownload'] = ResolversParentTypes['HomepageDownload']> = {
  timeframe?: Resolver<ResolversTypes['HomepageTimeframe'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomepageSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomepageSummary'] = ResolversParentTypes['HomepageSummary']> = {
  dataThrough?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['InstitutionHomepage']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['PublisherHomepage']>, ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacAccountSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacAccountSummary'] = ResolversParentTypes['IacAccountSummary']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacSearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacSearchResults'] = ResolversParentTypes['IacSearchResults']> = {
  results?: Resolver<Array<ResolversTypes['IacAccountSummary']>, ParentType, ContextType>;
};

export type InstitutionHomepageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstitutionHomepage'] = ResolversParentTypes['InstitutionHomepage']> = {
  categories?: Resolver<Array<ResolversTypes['UsageCategory']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['HomepageDownload']>, ParentType, ContextType>;
};

export type MasqueradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Masquerade'] = ResolversParentTypes['Masquerade']> = {
  accountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  endMasquerade?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  logEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogEventArgs, 'input'>>;
  startMasquerade?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationStartMasqueradeArgs, 'siteCode'>>;
  userLogOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userLogin?: Resolver<ResolversTypes['UserLoginResult'], ParentType, ContextType, RequireFields<MutationUserLoginArgs, 'input'>>;
};

export type NamedUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedUsage'] = ResolversParentTypes['NamedUsage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublisherGenerationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherGeneration'] = ResolversParentTypes['PublisherGeneration']> = {
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PublisherHomepageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherHomepage'] = ResolversParentTypes['PublisherHomepage']> = {
  generation?: Resolver<ResolversTypes['PublisherGeneration'], ParentType, ContextType>;
  pastFourWeeks?: Resolver<ResolversTypes['PublisherPeriod'], ParentType, ContextType>;
  pastSixMonths?: Resolver<ResolversTypes['PublisherPeriod'], ParentType, ContextType>;
  pastTwelveMonths?: Resolver<ResolversTypes['PublisherPeriod'], ParentType, ContextType>;
};

export type PublisherItemUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherItemUsage'] = ResolversParentTypes['PublisherItemUsage']> = {
  accessType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublisherPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherPeriod'] = ResolversParentTypes['PublisherPeriod']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCountries?: Resolver<Array<ResolversTypes['NamedUsage']>, ParentType, ContextType>;
  usageInstitutions?: Resolver<Array<ResolversTypes['NamedUsage']>, ParentType, ContextType>;
  usageItems?: Resolver<Array<ResolversTypes['PublisherItemUsage']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  ccuDashboardData?: Resolver<ResolversTypes['CcuDashboardData'], ParentType, ContextType, RequireFields<QueryCcuDashboardDataArgs, 'siteCode'>>;
  childInstitutions?: Resolver<Array<ResolversTypes['ChildInstitution']>, ParentType, ContextType, RequireFields<QueryChildInstitutionsArgs, 'accountId'>>;
  crossPlatformUsageTrends?: Resolver<ResolversTypes['CrossPlatformUsageTrends'], ParentType, ContextType, RequireFields<QueryCrossPlatformUsageTrendsArgs, 'siteCode' | 'timeframe'>>;
  ebaParticipantStatus?: Resolver<Array<ResolversTypes['EbaParticipantStatus']>, ParentType, ContextType, RequireFields<QueryEbaParticipantStatusArgs, 'siteCodes'>>;
  flags?: Resolver<ResolversTypes['Flags'], ParentType, ContextType, RequireFields<QueryFlagsArgs, 'flagsFlagList'>>;
  homepageSummaryV2?: Resolver<ResolversTypes['HomepageSummary'], ParentType, ContextType, RequireFields<QueryHomepageSummaryV2Args, 'accountType' | 'siteCode'>>;
  iacSearchByCode?: Resolver<ResolversTypes['IacSearchResults'], ParentType, ContextType, RequireFields<QueryIacSearchByCodeArgs, 'code'>>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  sessionHttpHeaders?: Resolver<Maybe<ResolversTypes['SessionInfo']>, ParentType, ContextType, RequireFields<QuerySessionHttpHeadersArgs, 'uuid'>>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  authenticatedAccounts?: Resolver<Array<ResolversTypes['AuthenticatedAccount']>, ParentType, ContextType>;
  authenticatedProfiles?: Resolver<Array<ResolversTypes['AuthenticatedProfile']>, ParentType, ContextType>;
  masquerade?: Resolver<Maybe<ResolversTypes['Masquerade']>, ParentType, ContextType>;
  userAccount?: Resolver<Maybe<ResolversTypes['UserAccount']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionInfo'] = ResolversParentTypes['SessionInfo']> = {
  authenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TitleUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleUsage'] = ResolversParentTypes['TitleUsage']> = {
  uniqueTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueTitleUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageCategory'] = ResolversParentTypes['UsageCategory']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pastFourWeeks?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
  pastSixMonths?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
  pastTwelveMonths?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
};

export type UsagePeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsagePeriod'] = ResolversParentTypes['UsagePeriod']> = {
  accessDenied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemizedBookUsage?: Resolver<Array<ResolversTypes['TitleUsage']>, ParentType, ContextType>;
  itemizedJournalUsage?: Resolver<Array<ResolversTypes['TitleUsage']>, ParentType, ContextType>;
  monthlyUsages?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalItemRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueBookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueJournalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueTitleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeklyUsages?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
};

export type UsagePointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsagePoint'] = ResolversParentTypes['UsagePoint']> = {
  periodStarting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageTrendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageTrend'] = ResolversParentTypes['UsageTrend']> = {
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStarting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccount'] = ResolversParentTypes['UserAccount']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoggedIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserLoginResult'] = ResolversParentTypes['UserLoginResult']> = {
  accessPersist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AppConfig?: AppConfigResolvers<ContextType>;
  AuthenticatedAccount?: AuthenticatedAccountResolvers<ContextType>;
  AuthenticatedProfile?: AuthenticatedProfileResolvers<ContextType>;
  CcuCollection?: CcuCollectionResolvers<ContextType>;
  CcuDashboardData?: CcuDashboardDataResolvers<ContextType>;
  ChildInstitution?: ChildInstitutionResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CrossPlatformUsageTrends?: CrossPlatformUsageTrendsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EbaParticipantStatus?: EbaParticipantStatusResolvers<ContextType>;
  Flags?: FlagsResolvers<ContextType>;
  HomepageDownload?: HomepageDownloadResolvers<ContextType>;
  HomepageSummary?: HomepageSummaryResolvers<ContextType>;
  IacAccountSummary?: IacAccountSummaryResolvers<ContextType>;
  IacSearchResults?: IacSearchResultsResolvers<ContextType>;
  InstitutionHomepage?: InstitutionHomepageResolvers<ContextType>;
  Masquerade?: MasqueradeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedUsage?: NamedUsageResolvers<ContextType>;
  PublisherGeneration?: PublisherGenerationResolvers<ContextType>;
  PublisherHomepage?: PublisherHomepageResolvers<ContextType>;
  PublisherItemUsage?: PublisherItemUsageResolvers<ContextType>;
  PublisherPeriod?: PublisherPeriodResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionInfo?: SessionInfoResolvers<ContextType>;
  TitleUsage?: TitleUsageResolvers<ContextType>;
  UsageCategory?: UsageCategoryResolvers<ContextType>;
  UsagePeriod?: UsagePeriodResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageTrend?: UsageTrendResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserLoginResult?: UserLoginResultResolvers<ContextType>;
};


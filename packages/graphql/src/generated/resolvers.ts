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

export type AccessMethodChange = {
  __typename?: 'AccessMethodChange';
  createdAt: Scalars['DateTime']['output'];
  /** saml_update, saml_delete, proxy_update, proxy_delete, domain_update, domain_delete, lti_update, lti_delete or sso_provider_update */
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institutionId: Scalars['ID']['output'];
  newValue?: Maybe<Scalars['String']['output']>;
  /** Secrets masked. */
  oldValue?: Maybe<Scalars['String']['output']>;
  siteCode: Scalars['String']['output'];
  /** The display name of who made the change (null when that user no longer exists). */
  userName?: Maybe<Scalars['String']['output']>;
};

export type AccountInformation = {
  __typename?: 'AccountInformation';
  institutionName: Scalars['String']['output'];
  /** OpenURL baseURL; null: Not Provided. */
  openUrlBaseUrl?: Maybe<Scalars['String']['output']>;
  /** ProviderDesignationStatement.accountName: shown as 'Access provided by {statement}'; null when none. */
  providerDesignationStatement?: Maybe<Scalars['String']['output']>;
  /** The research tool licence; null when the account has no research-tool access. */
  researchTool?: Maybe<ResearchTool>;
  siteCode: Scalars['String']['output'];
  sushi: SushiHarvesting;
};

export type AddPairedUsersResult = {
  __typename?: 'AddPairedUsersResult';
  /** Addresses paired now. */
  added: Scalars['Int']['output'];
  /** Addresses that were given ADMINISTRATOR. */
  grantedAdmin: Scalars['Int']['output'];
  /** Addresses already invited whose invitation was sent again. */
  reinvited: Scalars['Int']['output'];
};

export type AdminNotification = {
  __typename?: 'AdminNotification';
  /** Comma-separated account types. */
  audience: Scalars['String']['output'];
  /** Plain text (never HTML). */
  body: Scalars['String']['output'];
  createdDatetime: Scalars['DateTime']['output'];
  lastUpdatedDatetime: Scalars['DateTime']['output'];
  moreDetailsText?: Maybe<Scalars['String']['output']>;
  /** An http(s) URL or a path under /admin (an admin link), or null. */
  moreDetailsUrl?: Maybe<Scalars['String']['output']>;
  notificationId: Scalars['ID']['output'];
  /** Null while unread. */
  readDatetime?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
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

export type BooksNotes = {
  __typename?: 'BooksNotes';
  /** Share of the list price saved, as a fraction (0.42 is 42 %). */
  annualBooksExpenditureSavings: Scalars['Float']['output'];
  /** Yearly list price of the books held, in US dollars. */
  annualBooksListPrice: Scalars['Float']['output'];
  /** What the institution pays a year for them. */
  annualBooksSpend: Scalars['Float']['output'];
  /** Discount of the institution's pricing tier, as a fraction. */
  booksTierSavings: Scalars['Float']['output'];
  classification?: Maybe<Scalars['String']['output']>;
  collectionCount: Scalars['Int']['output'];
  community?: Maybe<Scalars['String']['output']>;
  /** List price minus spend. */
  totalBooksSavings: Scalars['Float']['output'];
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

export type CcuGeneration = {
  __typename?: 'CcuGeneration';
  availableEndDate: Scalars['String']['output'];
  availableStartDate: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  requestedEndDate?: Maybe<Scalars['String']['output']>;
  requestedStartDate?: Maybe<Scalars['String']['output']>;
};

export type CcuReportAvailability = {
  __typename?: 'CcuReportAvailability';
  generation?: Maybe<CcuGeneration>;
  usageInstitutions: Array<CcuUsageInstitution>;
};

export type CcuUsageInstitution = {
  __typename?: 'CcuUsageInstitution';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ChildInstitution = {
  __typename?: 'ChildInstitution';
  code: Scalars['String']['output'];
  /** The child's external id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ConsortiumInput = {
  code: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
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

export type EbaDashboardRow = {
  __typename?: 'EbaDashboardRow';
  accountName: Scalars['String']['output'];
  /** 'Y' once the statement is sent, 'N' before */
  complete: Scalars['String']['output'];
  orderAccepted?: Maybe<Scalars['String']['output']>;
  orderSubmitted?: Maybe<Scalars['String']['output']>;
  selectionFileSent?: Maybe<Scalars['String']['output']>;
  selectionFileUploaded?: Maybe<Scalars['String']['output']>;
  siteCode: Scalars['String']['output'];
  statementSent?: Maybe<Scalars['String']['output']>;
};

export type EbaParticipantStatus = {
  __typename?: 'EbaParticipantStatus';
  hasSuccessfulUpload: Scalars['Boolean']['output'];
  isParticipant: Scalars['Boolean']['output'];
  isProcessing: Scalars['Boolean']['output'];
  siteCode: Scalars['String']['output'];
};

export type EbaProgramme = {
  __typename?: 'EbaProgramme';
  balance: Scalars['Float']['output'];
  balanceThreshold: Scalars['Float']['output'];
  cycle: Scalars['String']['output'];
  disablePublicEbaAccess: Scalars['Boolean']['output'];
  eligibleTitleCount: Scalars['Int']['output'];
  hasSuccessfulUpload: Scalars['Boolean']['output'];
  institutionName: Scalars['String']['output'];
  siteCode: Scalars['String']['output'];
};

export type EbaUploadStatus = {
  __typename?: 'EbaUploadStatus';
  details?: Maybe<EbaUploadStatusDetails>;
  message?: Maybe<Scalars['String']['output']>;
  /** EBA-<code> when failed */
  reason?: Maybe<Scalars['String']['output']>;
  /** running, failed or success */
  status: Scalars['String']['output'];
};

export type EbaUploadStatusDetails = {
  __typename?: 'EbaUploadStatusDetails';
  balanceThreshold?: Maybe<Scalars['Float']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  remainingBalance?: Maybe<Scalars['Float']['output']>;
};

export type Flags = {
  __typename?: 'Flags';
  disabled: Array<Scalars['String']['output']>;
  enabled: Array<Scalars['String']['output']>;
};

export type HoldingsCollection = {
  __typename?: 'HoldingsCollection';
  corpusCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  links: Array<HoldingsLink>;
  title: Scalars['String']['output'];
  titleCount: Scalars['Int']['output'];
};

export type HoldingsLink = {
  __typename?: 'HoldingsLink';
  /** The file name the download is saved as. */
  displayUrl: Scalars['String']['output'];
  /** Bytes, when known before the file is produced (streamed title lists: null). */
  fileSize?: Maybe<Scalars['Int']['output']>;
  label: Scalars['String']['output'];
  mediaType: Scalars['String']['output'];
  /** Same-origin URL of the file; needs the session cookie. */
  url: Scalars['String']['output'];
};

export type HoldingsSection = {
  __typename?: 'HoldingsSection';
  collections: Array<HoldingsCollection>;
  corpusCount: Scalars['Int']['output'];
  /** archive, current, books, collections, shared, open-journals or open-books */
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
  titleCount: Scalars['Int']['output'];
};

export type HoldingsSummary = {
  __typename?: 'HoldingsSummary';
  /** The Institution Token Id of Alma auto-holdings (spec 000 §3 almaId): generated once per institution that holds content; null when there is none (the page then shows the key problem). */
  almaId?: Maybe<Scalars['String']['output']>;
  books: HoldingsTab;
  freeAndOpen: HoldingsTab;
  images: HoldingsTab;
  /** The institution's external id. */
  institutionId: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  /** The Shared Collections tab: the community collections the institution takes part in. */
  institutionalCollections: HoldingsTab;
  journals: HoldingsTab;
  /** Platforms the institution holds content on: jstor, artstor. */
  licensedPlatforms: Array<Scalars['String']['output']>;
  primarySources: HoldingsTab;
  siteCode: Scalars['String']['output'];
};

/** One tab of the holdings page. */
export type HoldingsTab = {
  __typename?: 'HoldingsTab';
  /** Books only: the savings figures. */
  booksNotes?: Maybe<BooksNotes>;
  collectionCount: Scalars['Int']['output'];
  /** Items (documents, images) of the tab's collections; 0 where the tab counts titles. */
  corpusCount: Scalars['Int']['output'];
  /** The tab's downloads: KBART title lists and an XLSX summary. */
  links: Array<HoldingsLink>;
  sections: Array<HoldingsSection>;
  /** journals, books, primary-sources, images, shared-collections or free-and-open */
  tab: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Catalogue titles held in the tab (journals, books, free titles); 0 where the tab counts items. */
  titleCount: Scalars['Int']['output'];
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

export type IacAccount = {
  __typename?: 'IacAccount';
  code: Scalars['String']['output'];
  credentials: Array<IacCredential>;
  /** The external id. */
  id: Scalars['ID']['output'];
  licenses: Array<IacLicense>;
  name: Scalars['String']['output'];
  preferences: IacPreferences;
  /** institution or consortium */
  type: Scalars['String']['output'];
};

export type IacAccountSummary = {
  __typename?: 'IacAccountSummary';
  code: Scalars['String']['output'];
  /** The account's external id (what childInstitutions and other account calls take). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** One credential; the fields of its type are set (spec 000 §3). */
export type IacCredential = {
  __typename?: 'IacCredential';
  allow?: Maybe<Scalars['Boolean']['output']>;
  clientId?: Maybe<Scalars['String']['output']>;
  /** LTI: the Deployment ID (sent to the institution's administrators, who edit it). */
  clientSecret?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  entity?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** IPRANGE: an address, a CIDR block or a start-end range. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** IPRANGE: true when the range overlaps a range of another institution (which is never named). */
  overlapsOtherInstitution?: Maybe<Scalars['Boolean']['output']>;
  /** USERPASS: never sent; always null (the list shows that a password is set). */
  password?: Maybe<Scalars['String']['output']>;
  /** DOMAIN: true while the domain waits for staff to confirm it (a domain another institution could rightly claim). */
  pending?: Maybe<Scalars['Boolean']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  referrer?: Maybe<Scalars['String']['output']>;
  /** IPRANGE, DOMAIN, REFERRER, USERPASS, SHIBBOLETH or LTI */
  type: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export type IacDeleteCredentialResult = {
  __typename?: 'IacDeleteCredentialResult';
  data: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A licence of the account (spec 000 §3). */
export type IacLicense = {
  __typename?: 'IacLicense';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  internalId?: Maybe<Scalars['String']['output']>;
  legacyType?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  subType?: Maybe<Scalars['String']['output']>;
  term: IacLicenseTerm;
  type: Scalars['String']['output'];
};

export type IacLicenseTerm = {
  __typename?: 'IacLicenseTerm';
  endDate?: Maybe<Scalars['String']['output']>;
  ignoreEnd: Scalars['Boolean']['output'];
  /** ISO date (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
};

export type IacOpenUrl = {
  __typename?: 'IacOpenUrl';
  baseURL: Scalars['String']['output'];
};

export type IacPreferences = {
  __typename?: 'IacPreferences';
  /** JSON text: domainCredentialProvider (microsoft, google or empty) and loginUrl (the stored proxy URL). */
  InstitutionFinderInfo: Scalars['String']['output'];
  /** The OpenURL resolver (Account Information's branding table); null when none is set. */
  OpenURL?: Maybe<IacOpenUrl>;
  /** The provider designation statement; null when none is set. */
  ProviderDesignationStatement?: Maybe<IacProviderDesignationStatement>;
};

export type IacProviderDesignationStatement = {
  __typename?: 'IacProviderDesignationStatement';
  accountName: Scalars['String']['output'];
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

export type License = {
  __typename?: 'License';
  licenseId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
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

export type MultiPlatformReportsTypeInput = {
  namespace: Scalars['String']['input'];
  platform: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Pairs the addresses with the institution and sends each an invitation (roles: empty or [ADMINISTRATOR]). An address already paired gets no second pairing: an invited one gets its invitation again (resend), ADMINISTRATOR is added when asked. Every address must match the email pattern of spec 000 §5, else BAD_USER_INPUT naming the invalid ones. */
  addPairedUsers: AddPairedUsersResult;
  /** Requests a one-time report: validated with the wizard's rules, stored as pending and queued. */
  addReport: ReportHistoryItem;
  /** Schedules a recurring report from its effective date. */
  addReportSchedule: ReportSchedule;
  /** Staff only (masquerading as the institution): confirms a pending SSO domain. accountId is the external id. Audited as domain_confirm. */
  confirmSsoDomain: IacAccount;
  /** Creates an anonymous session and sets its cookie (the server assigns the uuid); returns the existing one when the cookie names a live session. */
  createSession: Session;
  /** Creates a SUSHI credential for the institution: the requestor id is the signed-in user's email address, the API key is random and returned only in this answer (only its hash is kept). Audited in the same transaction. */
  createSushiCredential: NewSushiCredential;
  /** Cancels the institution's upload under way; true when one was cancelled. */
  ebaAbortFileProcessing: Scalars['Boolean']['output'];
  /** A short-lived signed URL on the gateway's storage endpoint; POST its query parameters plus the file as form data. */
  ebaSignedUrl: Scalars['String']['output'];
  /** Queues the processing of the file last stored for the institution. */
  ebaTriggerUpload: EbaUploadStatus;
  /** Ends masquerading; staff return to their own profile. */
  endMasquerade: Session;
  /** Ends the access of the paired users now on the given platforms. */
  expirePairedUsers: PairedUsersChangeResult;
  /** Sets the access of the paired users to end 365 days from now on the given platforms. */
  extendPairedUserExpirationDate: PairedUsersChangeResult;
  /** Deletes a SHIBBOLETH, LTI or DOMAIN credential (spec 000 §7); the SAML success data is 'credential deleted successfully'. */
  iacDeleteCredential: IacDeleteCredentialResult;
  /** Records an analytics or error event. */
  logEvent: Scalars['Boolean']['output'];
  /** Marks notifications read for the signed-in user (userId must be theirs); unknown ids are ignored. Returns the notifications now marked. */
  markAdminNotificationsAsRead: Array<AdminNotification>;
  /** Builds the CSV of the institution's paired users and puts a message with a time-limited download link in the outbox, addressed to the signed-in user. accountId is the institution's external id and must name the same account as siteCode. */
  pairedUsersDataDownload: PairedUsersDataDownload;
  /** Revokes a credential: the COUNTER_SUSHI API refuses its key from the next request on. Audited in the same transaction. */
  revokeSushiCredential: Scalars['ID']['output'];
  /** Internal staff only: act as the administrator of an account. */
  startMasquerade: Session;
  /** Stores the optional feedback given when the research tool is turned off (spec 000 §4). */
  submitResearchToolFeedback: Scalars['Boolean']['output'];
  /** Changes an institution's access methods (spec 000 §7). institutionId is the external id; account is the JSON text of one of the account shapes (SAML, LTI, SSO domains, preferences.InstitutionFinderInfo). Validated with the console's rules; every change writes an audit row in the same transaction. */
  updateInstitutionalAccount: IacAccount;
  /** Sets a licence's status (spec 000 §7): licenseBody is JSON {"status": "OK" | "CANCELLED"}. Only the Institution_Interactive_Research_Tool licence may be changed here; the change and its audit event are one transaction. */
  updateLicense: License;
  /** Changes a schedule's state; 'inactive' removes it from the list (spec 001 §4). */
  updateReportScheduleState: ReportSchedule;
  /** Ends the session on the server and clears its cookie. */
  userLogOut: Scalars['Boolean']['output'];
  /** Signs the session in. Failure codes: A333 (wrong username or password), nonAdmin, S044, S001, S022, S333. */
  userLogin: UserLoginResult;
};


export type MutationAddPairedUsersArgs = {
  emailAddresses: Array<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  siteCode: Scalars['String']['input'];
};


export type MutationAddReportArgs = {
  submissionData: ReportSubmissionInput;
};


export type MutationAddReportScheduleArgs = {
  submissionData: ReportScheduleSubmissionInput;
};


export type MutationConfirmSsoDomainArgs = {
  accountId: Scalars['ID']['input'];
  credentialId: Scalars['ID']['input'];
};


export type MutationCreateSushiCredentialArgs = {
  siteCode: Scalars['String']['input'];
};


export type MutationEbaAbortFileProcessingArgs = {
  siteCode: Scalars['String']['input'];
};


export type MutationEbaSignedUrlArgs = {
  siteCode: Scalars['String']['input'];
};


export type MutationEbaTriggerUploadArgs = {
  accountType: Scalars['String']['input'];
  siteCode: Scalars['String']['input'];
};


export type MutationExpirePairedUsersArgs = {
  emailAddresses: Array<Scalars['String']['input']>;
  platform: Array<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
};


export type MutationExtendPairedUserExpirationDateArgs = {
  emailAddresses: Array<Scalars['String']['input']>;
  platform: Array<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
};


export type MutationIacDeleteCredentialArgs = {
  accountId: Scalars['ID']['input'];
  credentialId: Scalars['ID']['input'];
  idType: Scalars['String']['input'];
};


export type MutationLogEventArgs = {
  input: LogEventInput;
};


export type MutationMarkAdminNotificationsAsReadArgs = {
  notificationIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationPairedUsersDataDownloadArgs = {
  accountId: Scalars['ID']['input'];
  siteCode: Scalars['String']['input'];
};


export type MutationRevokeSushiCredentialArgs = {
  credentialId: Scalars['ID']['input'];
};


export type MutationStartMasqueradeArgs = {
  siteCode: Scalars['String']['input'];
};


export type MutationSubmitResearchToolFeedbackArgs = {
  input: ResearchToolFeedbackInput;
};


export type MutationUpdateInstitutionalAccountArgs = {
  account: Scalars['String']['input'];
  institutionId: Scalars['ID']['input'];
};


export type MutationUpdateLicenseArgs = {
  licenseBody: Scalars['String']['input'];
  licenseId: Scalars['ID']['input'];
};


export type MutationUpdateReportScheduleStateArgs = {
  id: Scalars['ID']['input'];
  state: Scalars['String']['input'];
};


export type MutationUserLoginArgs = {
  input: UserLoginInput;
};

export type NamedUsage = {
  __typename?: 'NamedUsage';
  name: Scalars['String']['output'];
  usageCount: Scalars['Int']['output'];
};

export type NewSushiCredential = {
  __typename?: 'NewSushiCredential';
  /** Shown once: the gateway keeps only its SHA-256. */
  apiKey: Scalars['String']['output'];
  credential: SushiCredential;
};

export type OptionalReportAttribute = {
  __typename?: 'OptionalReportAttribute';
  defaultValue: Scalars['String']['output'];
  description: Scalars['String']['output'];
  formats: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  possibleValues: Array<Scalars['String']['output']>;
  sqlColumnName: Scalars['String']['output'];
  /** list, text, text-list or boolean */
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
  visibilityOverridable: Scalars['Boolean']['output'];
  visibleOnReport: Scalars['Boolean']['output'];
};

export type PairedUser = {
  __typename?: 'PairedUser';
  email: Scalars['String']['output'];
  latestAuthenticatedDateTime?: Maybe<Scalars['DateTime']['output']>;
  profiles: Array<PairedUserProfile>;
  /** INVITED or ACTIVE */
  status: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type PairedUserInstitution = {
  __typename?: 'PairedUserInstitution';
  siteCode: Scalars['String']['output'];
};

export type PairedUserProfile = {
  __typename?: 'PairedUserProfile';
  active: Scalars['Boolean']['output'];
  /** Null: the access does not expire (admins). */
  expirationDateTime?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  institution: PairedUserInstitution;
  latestAuthenticatedDateTime?: Maybe<Scalars['DateTime']['output']>;
  /** jstor or artstor */
  portalName: Scalars['String']['output'];
  roles: Array<PairedUserRole>;
};

export type PairedUserRole = {
  __typename?: 'PairedUserRole';
  /** ADMINISTRATOR, ARTSTOR_INS_ADMIN or SHARED_ARTSTOR_ADMIN */
  name: Scalars['String']['output'];
};

export type PairedUserSearchResult = {
  __typename?: 'PairedUserSearchResult';
  /** Users matching the search. */
  total: Scalars['Int']['output'];
  /** Active and invited users of the institution (the page heading's number). */
  totalActiveUsers: Scalars['Int']['output'];
  users: Array<PairedUser>;
};

export type PairedUsersChangeResult = {
  __typename?: 'PairedUsersChangeResult';
  /** The new end of access (null when no profile changed). */
  expirationDateTime?: Maybe<Scalars['DateTime']['output']>;
  /** Profiles changed. */
  updated: Scalars['Int']['output'];
};

export type PairedUsersDataDownload = {
  __typename?: 'PairedUsersDataDownload';
  /** The address the message goes to. */
  emailAddress: Scalars['String']['output'];
  /** The end of the download link's validity. */
  expiresAt: Scalars['DateTime']['output'];
};

export type PairedUsersPage = {
  __typename?: 'PairedUsersPage';
  /** Of those, the ones not expired (active and invited). */
  activePairedUsersTotal: PairedUsersTotal;
  pairedUsers: Array<PairedUser>;
  /** Users matching the platform (and admin) filter. */
  pairedUsersTotal: PairedUsersTotal;
};

export type PairedUsersTotal = {
  __typename?: 'PairedUsersTotal';
  total: Scalars['Int']['output'];
};

export type PendingSsoDomain = {
  __typename?: 'PendingSsoDomain';
  createdAt: Scalars['String']['output'];
  credentialId: Scalars['ID']['output'];
  domain: Scalars['String']['output'];
  institutionName: Scalars['String']['output'];
  siteCode: Scalars['String']['output'];
};

export type Publication = {
  __typename?: 'Publication';
  journalCode: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PublisherCounts = {
  __typename?: 'PublisherCounts';
  books: Scalars['Int']['output'];
  eba_books: Scalars['Int']['output'];
  journals: Scalars['Int']['output'];
  oa_books: Scalars['Int']['output'];
  pamphlets: Scalars['Int']['output'];
  researchReports: Scalars['Int']['output'];
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

export type PublisherSummary = {
  __typename?: 'PublisherSummary';
  code: Scalars['String']['output'];
  counts: PublisherCounts;
  label: Scalars['String']['output'];
  titleCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The last changes to an institution's access methods, newest first (at most 20): the durable form of the access-method log events. */
  accessMethodChanges: Array<AccessMethodChange>;
  /** The Account Information page of an institution (spec 000 §2): branding, OpenURL, SUSHI harvesting and the research tool. */
  accountInformation: AccountInformation;
  /** Public settings of this deployment (no session needed). */
  appConfig: AppConfig;
  /** Collections Usage dashboard data of a site. */
  ccuDashboardData: CcuDashboardData;
  /** Collections Usage: the period the collections' usage covers and the institutions with usage. */
  ccuReportAvailability: CcuReportAvailability;
  /** An earlier request with the same settings that is pending or complete; id is empty when there is none. */
  checkReportDuplicate: ReportDuplicate;
  /** An active schedule with the same settings and frequency; id is empty when there is none. */
  checkReportScheduleDuplicate: ReportDuplicate;
  /** Child institutions of an account the user administers (agent or consortium), by the account's external id, sorted by name. */
  childInstitutions: Array<ChildInstitution>;
  /** Weekly views plus downloads per platform over the whole retained history, oldest first (jstor before artstor within a week); each platform zero-filled from its first to its last week with usage. A consortium includes its members; a publisher counts usage of its titles. */
  crossPlatformUsageTrends: CrossPlatformUsageTrends;
  /** Internal staff only: where the XLSX of the dashboard rows is downloaded. */
  downloadParticipantStatusReport: Scalars['String']['output'];
  /** EBA participation of each site code; every code must be one the user may act on. */
  ebaParticipantStatus: Array<EbaParticipantStatus>;
  /** The institution's EBA programme (spec 000 §3 EBA state); FORBIDDEN for accounts the user may not act on. Null when it does not take part. */
  ebaProgramme?: Maybe<EbaProgramme>;
  /** The latest upload's status (spec 000 §3, §4); null before any upload. Polled every 10 s. */
  ebaUploadStatus?: Maybe<EbaUploadStatus>;
  /** Of the flag names asked for, which are on and which are off for the signed-in user. */
  flags: Flags;
  /** Admin notifications for the signed-in user (userId must be theirs), newest first, with their read marks. With accountType, only those whose audience names it (case-insensitive). */
  getAdminNotifications: Array<AdminNotification>;
  /** Where the institution's EBA selection file is downloaded (an XLSX of eligible titles, usage and prices). */
  getEBADownloadLink: Scalars['String']['output'];
  /** Internal staff only: dashboard rows of the comma-separated site codes, or the 20 most recently updated participants. */
  getParticipantDashboardData: Array<EbaDashboardRow>;
  /** The journals of a publisher account (by external id) for the publisher journal report. */
  getReportsPublications: Array<Publication>;
  /** Holdings of an institution (spec 000 §3, §7), computed from the catalogue and the institution's licences in force. A consortium has no holdings (FORBIDDEN). */
  holdingsSummary: HoldingsSummary;
  /** The home dashboard of an account: institution (and consortium) accounts get `institution`, publishers `publisher`. accountType is the lower-cased account type the console has selected; it must match the account. */
  homepageSummaryV2: HomepageSummary;
  /** An institution account with its access preferences and credentials (spec 000 §7). accountId is the external id; idType must be externalId. Only administrators of that institution (and staff masquerading as it) may read it. */
  iacAccount: IacAccount;
  /** Accounts by site code: an exact match, or a prefix match when the code ends with *. At least 3 characters; at most 5 results, by code. Internal staff see every account; others only those they may act on. */
  iacSearchByCode: IacSearchResults;
  /** Platforms the account holds usage on (jstor, artstor): the wizard's platform default. */
  licensedPlatforms: Array<Scalars['String']['output']>;
  /** Like reportHistory over several platforms (COUNTER 5: jstor and artstor); each item names its platform. Paged the same way. */
  multiPlatformReportHistory: Array<ReportHistoryItem>;
  /** Like reportScheduleHistory over several platforms (Artstor). */
  multiPlatformScheduleHistory: Array<ReportSchedule>;
  /** A page of the users paired with an institution, ordered by email address. platform: jstor and/or artstor (artstor only with the flag user_management_jstor_and_artstor_platform; without it only jstor is read). Pages with offset and limit (limit 1 to 100). adminUsersOnly keeps users with an admin role. */
  pairedUsers: PairedUsersPage;
  /** Staff only: SSO domains of every institution held as pending until staff confirm them, oldest first (at most 200). */
  pendingSsoDomains: Array<PendingSsoDomain>;
  /** Title counts of a publisher account (publishers, and staff masquerading as one). */
  publisherSummary: PublisherSummary;
  /** One report request of the signed-in user (the status check; never cached by the console). */
  report?: Maybe<ReportStatusResult>;
  /**
   * The user's report requests of a namespace and platform, newest first (ties by report_id, descending), on accounts
   * the user may still act on: the newest 500 at most. first and offset page through those 500: offset skips that many
   * of the newest (0 to 499, default 0), first lists at most that many after them (1 to 500, default 500; never past
   * the 500th).
   */
  reportHistory: Array<ReportHistoryItem>;
  /** The user's active schedules of a namespace and platform, newest first. */
  reportScheduleHistory: Array<ReportSchedule>;
  /** The report templates of a namespace the account may run (spec 001 §3 Template). userId must be the signed-in user's id. */
  reportsAvailable: ReportsAvailable;
  /** First and last full day, week, month and quarter of the usage a namespace's reports can cover, for the account and platform. */
  reportsUsageAvailability: UsageAvailability;
  /** Paired users whose email address starts with emailAddress (at least 4 characters, case-insensitive), paged like pairedUsers. */
  searchPairedUsers: PairedUserSearchResult;
  /** The session named by the session cookie, or null when there is none (unknown or expired cookies count as none). */
  session?: Maybe<Session>;
  /** Public facts about the current session; the uuid must be the current session's. */
  sessionHttpHeaders?: Maybe<SessionInfo>;
  /** The active COUNTER_SUSHI API credentials of an institution or consortium (Account Information, SUSHI Harvesting): its own administrators only. */
  sushiCredentials: Array<SushiCredential>;
  /** Whether an entity ID is a known identity provider of the federations loaded into the gateway (spec 000 §7). */
  verifyEntityId: VerifyEntityIdResult;
};


export type QueryAccessMethodChangesArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAccountInformationArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryCcuDashboardDataArgs = {
  collectionId?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCcuReportAvailabilityArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryCheckReportDuplicateArgs = {
  checkReportDuplicateInput: ReportSubmissionInput;
};


export type QueryCheckReportScheduleDuplicateArgs = {
  checkReportScheduleDuplicateInput: ReportScheduleSubmissionInput;
};


export type QueryChildInstitutionsArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryCrossPlatformUsageTrendsArgs = {
  siteCode: Scalars['String']['input'];
  timeframe: UsageTimeframe;
};


export type QueryDownloadParticipantStatusReportArgs = {
  siteCodes?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEbaParticipantStatusArgs = {
  siteCodes: Array<Scalars['String']['input']>;
};


export type QueryEbaProgrammeArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryEbaUploadStatusArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryFlagsArgs = {
  flagsFlagList: Array<Scalars['String']['input']>;
};


export type QueryGetAdminNotificationsArgs = {
  accountType?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryGetEbaDownloadLinkArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryGetParticipantDashboardDataArgs = {
  siteCodes?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetReportsPublicationsArgs = {
  publisherId: Scalars['ID']['input'];
};


export type QueryHoldingsSummaryArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryHomepageSummaryV2Args = {
  accountType: Scalars['String']['input'];
  siteCode: Scalars['String']['input'];
};


export type QueryIacAccountArgs = {
  accountId: Scalars['ID']['input'];
  idType: Scalars['String']['input'];
};


export type QueryIacSearchByCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryLicensedPlatformsArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryMultiPlatformReportHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  reportHistoryUserId: Scalars['ID']['input'];
  reportsType: MultiPlatformReportsTypeInput;
};


export type QueryMultiPlatformScheduleHistoryArgs = {
  reportScheduleHistoryUserId: Scalars['ID']['input'];
  reportsType: MultiPlatformReportsTypeInput;
};


export type QueryPairedUsersArgs = {
  adminUsersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  asQa?: InputMaybe<Scalars['Boolean']['input']>;
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  pairedUsersSiteCode: Scalars['String']['input'];
  platform: Array<Scalars['String']['input']>;
};


export type QueryPublisherSummaryArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryReportHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  reportHistoryUserId: Scalars['ID']['input'];
  reportsType: ReportsTypeInput;
};


export type QueryReportScheduleHistoryArgs = {
  reportScheduleHistoryUserId: Scalars['ID']['input'];
  reportsType: ReportsTypeInput;
};


export type QueryReportsAvailableArgs = {
  namespace: Scalars['String']['input'];
  platform?: InputMaybe<Scalars['String']['input']>;
  reportsAvailableUserId?: InputMaybe<Scalars['ID']['input']>;
  siteCode: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryReportsUsageAvailabilityArgs = {
  namespace: Scalars['String']['input'];
  platform?: InputMaybe<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QuerySearchPairedUsersArgs = {
  adminUsersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  asQa?: InputMaybe<Scalars['Boolean']['input']>;
  emailAddress: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  platform: Array<Scalars['String']['input']>;
  siteCode: Scalars['String']['input'];
};


export type QuerySessionHttpHeadersArgs = {
  uuid: Scalars['ID']['input'];
};


export type QuerySushiCredentialsArgs = {
  siteCode: Scalars['String']['input'];
};


export type QueryVerifyEntityIdArgs = {
  entityId: Scalars['String']['input'];
};

export type ReportAttribute = {
  __typename?: 'ReportAttribute';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ReportAttributeInput = {
  name: Scalars['String']['input'];
  /** Lists are joined with | as COUNTER filters are. */
  value: Scalars['String']['input'];
};

export type ReportAttributesInput = {
  as_qa?: InputMaybe<Scalars['Boolean']['input']>;
  /** Present only for consortium accounts. */
  consortium?: InputMaybe<ConsortiumInput>;
  institutionName: Scalars['String']['input'];
  namespace: Scalars['String']['input'];
  optionalAttributes?: InputMaybe<Array<ReportAttributeInput>>;
  /** The report's name as the template names it. */
  report?: InputMaybe<Scalars['String']['input']>;
  reportCode: Scalars['String']['input'];
  requiredAttributes: Array<ReportAttributeInput>;
};

export type ReportDuplicate = {
  __typename?: 'ReportDuplicate';
  /** When the duplicate was requested or scheduled (null without one). */
  created?: Maybe<Scalars['DateTime']['output']>;
  /** Empty when there is no duplicate. */
  id: Scalars['String']['output'];
  reportCode?: Maybe<Scalars['String']['output']>;
  reportName?: Maybe<Scalars['String']['output']>;
  report_id: Scalars['String']['output'];
};

export type ReportHistoryItem = {
  __typename?: 'ReportHistoryItem';
  attributes: ReportRequestAttributes;
  created: Scalars['DateTime']['output'];
  email_address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  output_format: Scalars['String']['output'];
  platform: Scalars['String']['output'];
  report_id: Scalars['ID']['output'];
  report_name: Scalars['String']['output'];
  scheduled_report: Scalars['Boolean']['output'];
  /** pending, complete or failed */
  status: Scalars['String']['output'];
};

export type ReportInfo = {
  __typename?: 'ReportInfo';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  frequency: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  platform: Scalars['String']['output'];
  /** The COUNTER release ('5' or '5.1'); null for the provider's own reports. */
  release?: Maybe<Scalars['String']['output']>;
  /** master, standard or consortial */
  type: Scalars['String']['output'];
};

export type ReportRequestAttributes = {
  __typename?: 'ReportRequestAttributes';
  institutionName: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  optionalAttributes: Array<ReportAttribute>;
  reportCode: Scalars['String']['output'];
  reportName: Scalars['String']['output'];
  requiredAttributes: Array<ReportAttribute>;
};

export type ReportSchedule = {
  __typename?: 'ReportSchedule';
  attributes: ReportScheduleAttributes;
  created: Scalars['DateTime']['output'];
  effective_date: Scalars['String']['output'];
  email_address: Scalars['String']['output'];
  frequency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  output_format: Scalars['String']['output'];
  platform: Scalars['String']['output'];
  report_type: Scalars['String']['output'];
  schedule_name: Scalars['String']['output'];
  /** active or inactive */
  state: Scalars['String']['output'];
};

export type ReportScheduleAttributes = {
  __typename?: 'ReportScheduleAttributes';
  institutionName: Scalars['String']['output'];
  optionalAttributes: Array<ReportAttribute>;
  report: ReportScheduleReport;
  requiredAttributes: Array<ReportAttribute>;
};

export type ReportScheduleReport = {
  __typename?: 'ReportScheduleReport';
  code: Scalars['String']['output'];
  frequency: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type ReportScheduleSubmissionInput = {
  attributes: ReportAttributesInput;
  /** First day the schedule runs for (YYYY-MM-DD). */
  effective_date: Scalars['String']['input'];
  email_address: Scalars['String']['input'];
  frequency: Scalars['String']['input'];
  output_format: Scalars['String']['input'];
  report_type: Scalars['String']['input'];
  schedule_name: Scalars['String']['input'];
  user_id: Scalars['ID']['input'];
};

export type ReportStatusResult = {
  __typename?: 'ReportStatusResult';
  id: Scalars['ID']['output'];
  report_id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type ReportSubmissionInput = {
  attributes: ReportAttributesInput;
  email_address: Scalars['String']['input'];
  output_format: Scalars['String']['input'];
  report_name: Scalars['String']['input'];
  /** The namespace (CommunityCollections for Collections Usage). */
  report_type: Scalars['String']['input'];
  user_id: Scalars['ID']['input'];
};

export type ReportTemplate = {
  __typename?: 'ReportTemplate';
  /** Set when the template is listed but cannot be requested (consortial COUNTER 5). */
  disabledReason?: Maybe<Scalars['String']['output']>;
  fileFormats: Array<Scalars['String']['output']>;
  namespace: Scalars['String']['output'];
  optionalAttributes: Array<OptionalReportAttribute>;
  report: ReportInfo;
  requiredAttributes: Array<RequiredReportAttribute>;
  /** Whether it may be scheduled (COUNTER 5 is one-time only). */
  schedulable: Scalars['Boolean']['output'];
};

export type ReportsAvailable = {
  __typename?: 'ReportsAvailable';
  namespace: Scalars['String']['output'];
  templates: Array<ReportTemplate>;
};

export type ReportsTypeInput = {
  namespace: Scalars['String']['input'];
  platform: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type RequiredReportAttribute = {
  __typename?: 'RequiredReportAttribute';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ResearchTool = {
  __typename?: 'ResearchTool';
  /** Status OK. */
  active: Scalars['Boolean']['output'];
  licenseId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type ResearchToolFeedbackInput = {
  /** Optional free text, at most 3,000 characters. */
  feedback: Scalars['String']['input'];
  /** Can we contact you (default yes). */
  mayContact: Scalars['Boolean']['input'];
  siteCode: Scalars['String']['input'];
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

export type SushiCredential = {
  __typename?: 'SushiCredential';
  createdAt: Scalars['DateTime']['output'];
  /** Email address of the administrator who created it; null when that user no longer exists. */
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** When a harvester last used it; null: never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  requestorId: Scalars['String']['output'];
};

export type SushiHarvesting = {
  __typename?: 'SushiHarvesting';
  /** The institution's site code. */
  customerId: Scalars['String']['output'];
  /** The signed-in user's email address. */
  requestorId: Scalars['String']['output'];
  /** Path of this installation's COUNTER_SUSHI 5.1 API (the console prefixes its origin). */
  serverPath: Scalars['String']['output'];
};

export type TitleUsage = {
  __typename?: 'TitleUsage';
  uniqueTitle: Scalars['String']['output'];
  uniqueTitleUrl: Scalars['String']['output'];
  /** Usage in this period minus usage in the period of the same length just before. */
  usageChange: Scalars['Int']['output'];
  usageCount: Scalars['Int']['output'];
};

export type UsageAvailability = {
  __typename?: 'UsageAvailability';
  firstFullDayDateIso8601?: Maybe<Scalars['String']['output']>;
  firstFullMonthDateIso8601?: Maybe<Scalars['String']['output']>;
  firstFullQuarterDateIso8601?: Maybe<Scalars['String']['output']>;
  firstFullWeekDateIso8601?: Maybe<Scalars['String']['output']>;
  lastFullDayDateIso8601?: Maybe<Scalars['String']['output']>;
  lastFullMonthDateIso8601?: Maybe<Scalars['String']['output']>;
  lastFullQuarterDateIso8601?: Maybe<Scalars['String']['output']>;
  lastFullWeekDateIso8601?: Maybe<Scalars['String']['output']>;
  namespace: Scalars['String']['output'];
  platform: Scalars['String']['output'];
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

export type VerifyEntityIdResult = {
  __typename?: 'VerifyEntityIdResult';
  hasValidEntity: Scalars['Boolean']['output'];
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
  AccessMethodChange: ResolverTypeWrapper<AccessMethodChange>;
  AccountInformation: ResolverTypeWrapper<AccountInformation>;
  AddPairedUsersResult: ResolverTypeWrapper<AddPairedUsersResult>;
  AdminNotification: ResolverTypeWrapper<AdminNotification>;
  AppConfig: ResolverTypeWrapper<AppConfig>;
  AuthenticatedAccount: ResolverTypeWrapper<AuthenticatedAccount>;
  AuthenticatedProfile: ResolverTypeWrapper<AuthenticatedProfile>;
  BooksNotes: ResolverTypeWrapper<BooksNotes>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CcuCollection: ResolverTypeWrapper<CcuCollection>;
  CcuDashboardData: ResolverTypeWrapper<CcuDashboardData>;
  CcuGeneration: ResolverTypeWrapper<CcuGeneration>;
  CcuReportAvailability: ResolverTypeWrapper<CcuReportAvailability>;
  CcuUsageInstitution: ResolverTypeWrapper<CcuUsageInstitution>;
  ChildInstitution: ResolverTypeWrapper<ChildInstitution>;
  ConsortiumInput: ConsortiumInput;
  Contact: ResolverTypeWrapper<Contact>;
  CrossPlatformUsageTrends: ResolverTypeWrapper<CrossPlatformUsageTrends>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EbaDashboardRow: ResolverTypeWrapper<EbaDashboardRow>;
  EbaParticipantStatus: ResolverTypeWrapper<EbaParticipantStatus>;
  EbaProgramme: ResolverTypeWrapper<EbaProgramme>;
  EbaUploadStatus: ResolverTypeWrapper<EbaUploadStatus>;
  EbaUploadStatusDetails: ResolverTypeWrapper<EbaUploadStatusDetails>;
  Flags: ResolverTypeWrapper<Flags>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HoldingsCollection: ResolverTypeWrapper<HoldingsCollection>;
  HoldingsLink: ResolverTypeWrapper<HoldingsLink>;
  HoldingsSection: ResolverTypeWrapper<HoldingsSection>;
  HoldingsSummary: ResolverTypeWrapper<HoldingsSummary>;
  HoldingsTab: ResolverTypeWrapper<HoldingsTab>;
  HomepageDownload: ResolverTypeWrapper<HomepageDownload>;
  HomepageSummary: ResolverTypeWrapper<HomepageSummary>;
  HomepageTimeframe: HomepageTimeframe;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IacAccount: ResolverTypeWrapper<IacAccount>;
  IacAccountSummary: ResolverTypeWrapper<IacAccountSummary>;
  IacCredential: ResolverTypeWrapper<IacCredential>;
  IacDeleteCredentialResult: ResolverTypeWrapper<IacDeleteCredentialResult>;
  IacLicense: ResolverTypeWrapper<IacLicense>;
  IacLicenseTerm: ResolverTypeWrapper<IacLicenseTerm>;
  IacOpenUrl: ResolverTypeWrapper<IacOpenUrl>;
  IacPreferences: ResolverTypeWrapper<IacPreferences>;
  IacProviderDesignationStatement: ResolverTypeWrapper<IacProviderDesignationStatement>;
  IacSearchResults: ResolverTypeWrapper<IacSearchResults>;
  InstitutionHomepage: ResolverTypeWrapper<InstitutionHomepage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  License: ResolverTypeWrapper<License>;
  LogEventInput: LogEventInput;
  Masquerade: ResolverTypeWrapper<Masquerade>;
  MultiPlatformReportsTypeInput: MultiPlatformReportsTypeInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedUsage: ResolverTypeWrapper<NamedUsage>;
  NewSushiCredential: ResolverTypeWrapper<NewSushiCredential>;
  OptionalReportAttribute: ResolverTypeWrapper<OptionalReportAttribute>;
  PairedUser: ResolverTypeWrapper<PairedUser>;
  PairedUserInstitution: ResolverTypeWrapper<PairedUserInstitution>;
  PairedUserProfile: ResolverTypeWrapper<PairedUserProfile>;
  PairedUserRole: ResolverTypeWrapper<PairedUserRole>;
  PairedUserSearchResult: ResolverTypeWrapper<PairedUserSearchResult>;
  PairedUsersChangeResult: ResolverTypeWrapper<PairedUsersChangeResult>;
  PairedUsersDataDownload: ResolverTypeWrapper<PairedUsersDataDownload>;
  PairedUsersPage: ResolverTypeWrapper<PairedUsersPage>;
  PairedUsersTotal: ResolverTypeWrapper<PairedUsersTotal>;
  PendingSsoDomain: ResolverTypeWrapper<PendingSsoDomain>;
  Publication: ResolverTypeWrapper<Publication>;
  PublisherCounts: ResolverTypeWrapper<PublisherCounts>;
  PublisherGeneration: ResolverTypeWrapper<PublisherGeneration>;
  PublisherHomepage: ResolverTypeWrapper<PublisherHomepage>;
  PublisherItemUsage: ResolverTypeWrapper<PublisherItemUsage>;
  PublisherPeriod: ResolverTypeWrapper<PublisherPeriod>;
  PublisherSummary: ResolverTypeWrapper<PublisherSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportAttribute: ResolverTypeWrapper<ReportAttribute>;
  ReportAttributeInput: ReportAttributeInput;
  ReportAttributesInput: ReportAttributesInput;
  ReportDuplicate: ResolverTypeWrapper<ReportDuplicate>;
  ReportHistoryItem: ResolverTypeWrapper<ReportHistoryItem>;
  ReportInfo: ResolverTypeWrapper<ReportInfo>;
  ReportRequestAttributes: ResolverTypeWrapper<ReportRequestAttributes>;
  ReportSchedule: ResolverTypeWrapper<ReportSchedule>;
  ReportScheduleAttributes: ResolverTypeWrapper<ReportScheduleAttributes>;
  ReportScheduleReport: ResolverTypeWrapper<ReportScheduleReport>;
  ReportScheduleSubmissionInput: ReportScheduleSubmissionInput;
  ReportStatusResult: ResolverTypeWrapper<ReportStatusResult>;
  ReportSubmissionInput: ReportSubmissionInput;
  ReportTemplate: ResolverTypeWrapper<ReportTemplate>;
  ReportsAvailable: ResolverTypeWrapper<ReportsAvailable>;
  ReportsTypeInput: ReportsTypeInput;
  RequiredReportAttribute: ResolverTypeWrapper<RequiredReportAttribute>;
  ResearchTool: ResolverTypeWrapper<ResearchTool>;
  ResearchToolFeedbackInput: ResearchToolFeedbackInput;
  Session: ResolverTypeWrapper<Session>;
  SessionInfo: ResolverTypeWrapper<SessionInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SushiCredential: ResolverTypeWrapper<SushiCredential>;
  SushiHarvesting: ResolverTypeWrapper<SushiHarvesting>;
  TitleUsage: ResolverTypeWrapper<TitleUsage>;
  UsageAvailability: ResolverTypeWrapper<UsageAvailability>;
  UsageCategory: ResolverTypeWrapper<UsageCategory>;
  UsagePeriod: ResolverTypeWrapper<UsagePeriod>;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageTimeframe: UsageTimeframe;
  UsageTrend: ResolverTypeWrapper<UsageTrend>;
  UserAccount: ResolverTypeWrapper<UserAccount>;
  UserLoginInput: UserLoginInput;
  UserLoginResult: ResolverTypeWrapper<UserLoginResult>;
  VerifyEntityIdResult: ResolverTypeWrapper<VerifyEntityIdResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessMethodChange: AccessMethodChange;
  AccountInformation: AccountInformation;
  AddPairedUsersResult: AddPairedUsersResult;
  AdminNotification: AdminNotification;
  AppConfig: AppConfig;
  AuthenticatedAccount: AuthenticatedAccount;
  AuthenticatedProfile: AuthenticatedProfile;
  BooksNotes: BooksNotes;
  Boolean: Scalars['Boolean']['output'];
  CcuCollection: CcuCollection;
  CcuDashboardData: CcuDashboardData;
  CcuGeneration: CcuGeneration;
  CcuReportAvailability: CcuReportAvailability;
  CcuUsageInstitution: CcuUsageInstitution;
  ChildInstitution: ChildInstitution;
  ConsortiumInput: ConsortiumInput;
  Contact: Contact;
  CrossPlatformUsageTrends: CrossPlatformUsageTrends;
  DateTime: Scalars['DateTime']['output'];
  EbaDashboardRow: EbaDashboardRow;
  EbaParticipantStatus: EbaParticipantStatus;
  EbaProgramme: EbaProgramme;
  EbaUploadStatus: EbaUploadStatus;
  EbaUploadStatusDetails: EbaUploadStatusDetails;
  Flags: Flags;
  Float: Scalars['Float']['output'];
  HoldingsCollection: HoldingsCollection;
  HoldingsLink: HoldingsLink;
  HoldingsSection: HoldingsSection;
  HoldingsSummary: HoldingsSummary;
  HoldingsTab: HoldingsTab;
  HomepageDownload: HomepageDownload;
  HomepageSummary: HomepageSummary;
  ID: Scalars['ID']['output'];
  IacAccount: IacAccount;
  IacAccountSummary: IacAccountSummary;
  IacCredential: IacCredential;
  IacDeleteCredentialResult: IacDeleteCredentialResult;
  IacLicense: IacLicense;
  IacLicenseTerm: IacLicenseTerm;
  IacOpenUrl: IacOpenUrl;
  IacPreferences: IacPreferences;
  IacProviderDesignationStatement: IacProviderDesignationStatement;
  IacSearchResults: IacSearchResults;
  InstitutionHomepage: InstitutionHomepage;
  Int: Scalars['Int']['output'];
  License: License;
  LogEventInput: LogEventInput;
  Masquerade: Masquerade;
  MultiPlatformReportsTypeInput: MultiPlatformReportsTypeInput;
  Mutation: Record<PropertyKey, never>;
  NamedUsage: NamedUsage;
  NewSushiCredential: NewSushiCredential;
  OptionalReportAttribute: OptionalReportAttribute;
  PairedUser: PairedUser;
  PairedUserInstitution: PairedUserInstitution;
  PairedUserProfile: PairedUserProfile;
  PairedUserRole: PairedUserRole;
  PairedUserSearchResult: PairedUserSearchResult;
  PairedUsersChangeResult: PairedUsersChangeResult;
  PairedUsersDataDownload: PairedUsersDataDownload;
  PairedUsersPage: PairedUsersPage;
  PairedUsersTotal: PairedUsersTotal;
  PendingSsoDomain: PendingSsoDomain;
  Publication: Publication;
  PublisherCounts: PublisherCounts;
  PublisherGeneration: PublisherGeneration;
  PublisherHomepage: PublisherHomepage;
  PublisherItemUsage: PublisherItemUsage;
  PublisherPeriod: PublisherPeriod;
  PublisherSummary: PublisherSummary;
  Query: Record<PropertyKey, never>;
  ReportAttribute: ReportAttribute;
  ReportAttributeInput: ReportAttributeInput;
  ReportAttributesInput: ReportAttributesInput;
  ReportDuplicate: ReportDuplicate;
  ReportHistoryItem: ReportHistoryItem;
  ReportInfo: ReportInfo;
  ReportRequestAttributes: ReportRequestAttributes;
  ReportSchedule: ReportSchedule;
  ReportScheduleAttributes: ReportScheduleAttributes;
  ReportScheduleReport: ReportScheduleReport;
  ReportScheduleSubmissionInput: ReportScheduleSubmissionInput;
  ReportStatusResult: ReportStatusResult;
  ReportSubmissionInput: ReportSubmissionInput;
  ReportTemplate: ReportTemplate;
  ReportsAvailable: ReportsAvailable;
  ReportsTypeInput: ReportsTypeInput;
  RequiredReportAttribute: RequiredReportAttribute;
  ResearchTool: ResearchTool;
  ResearchToolFeedbackInput: ResearchToolFeedbackInput;
  Session: Session;
  SessionInfo: SessionInfo;
  String: Scalars['String']['output'];
  SushiCredential: SushiCredential;
  SushiHarvesting: SushiHarvesting;
  TitleUsage: TitleUsage;
  UsageAvailability: UsageAvailability;
  UsageCategory: UsageCategory;
  UsagePeriod: UsagePeriod;
  UsagePoint: UsagePoint;
  UsageTrend: UsageTrend;
  UserAccount: UserAccount;
  UserLoginInput: UserLoginInput;
  UserLoginResult: UserLoginResult;
  VerifyEntityIdResult: VerifyEntityIdResult;
};

export type AccessMethodChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessMethodChange'] = ResolversParentTypes['AccessMethodChange']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountInformationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountInformation'] = ResolversParentTypes['AccountInformation']> = {
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openUrlBaseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerDesignationStatement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  researchTool?: Resolver<Maybe<ResolversTypes['ResearchTool']>, ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sushi?: Resolver<ResolversTypes['SushiHarvesting'], ParentType, ContextType>;
};

export type AddPairedUsersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddPairedUsersResult'] = ResolversParentTypes['AddPairedUsersResult']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grantedAdmin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reinvited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminNotification'] = ResolversParentTypes['AdminNotification']> = {
  audience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDatetime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUpdatedDatetime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  moreDetailsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moreDetailsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readDatetime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type BooksNotesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BooksNotes'] = ResolversParentTypes['BooksNotes']> = {
  annualBooksExpenditureSavings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  annualBooksListPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  annualBooksSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  booksTierSavings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  classification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  community?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalBooksSavings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CcuCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuCollection'] = ResolversParentTypes['CcuCollection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CcuDashboardDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuDashboardData'] = ResolversParentTypes['CcuDashboardData']> = {
  collections?: Resolver<Array<ResolversTypes['CcuCollection']>, ParentType, ContextType>;
};

export type CcuGenerationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuGeneration'] = ResolversParentTypes['CcuGeneration']> = {
  availableEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CcuReportAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuReportAvailability'] = ResolversParentTypes['CcuReportAvailability']> = {
  generation?: Resolver<Maybe<ResolversTypes['CcuGeneration']>, ParentType, ContextType>;
  usageInstitutions?: Resolver<Array<ResolversTypes['CcuUsageInstitution']>, ParentType, ContextType>;
};

export type CcuUsageInstitutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CcuUsageInstitution'] = ResolversParentTypes['CcuUsageInstitution']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type EbaDashboardRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaDashboardRow'] = ResolversParentTypes['EbaDashboardRow']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderAccepted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderSubmitted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selectionFileSent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selectionFileUploaded?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementSent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EbaParticipantStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaParticipantStatus'] = ResolversParentTypes['EbaParticipantStatus']> = {
  hasSuccessfulUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EbaProgrammeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaProgramme'] = ResolversParentTypes['EbaProgramme']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disablePublicEbaAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eligibleTitleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasSuccessfulUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EbaUploadStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaUploadStatus'] = ResolversParentTypes['EbaUploadStatus']> = {
  details?: Resolver<Maybe<ResolversTypes['EbaUploadStatusDetails']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EbaUploadStatusDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EbaUploadStatusDetails'] = ResolversParentTypes['EbaUploadStatusDetails']> = {
  balanceThreshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainingBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Flags'] = ResolversParentTypes['Flags']> = {
  disabled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HoldingsCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HoldingsCollection'] = ResolversParentTypes['HoldingsCollection']> = {
  corpusCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['HoldingsLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HoldingsLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HoldingsLink'] = ResolversParentTypes['HoldingsLink']> = {
  displayUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HoldingsSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HoldingsSection'] = ResolversParentTypes['HoldingsSection']> = {
  collections?: Resolver<Array<ResolversTypes['HoldingsCollection']>, ParentType, ContextType>;
  corpusCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HoldingsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HoldingsSummary'] = ResolversParentTypes['HoldingsSummary']> = {
  almaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  books?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  freeAndOpen?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institutionalCollections?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  journals?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  licensedPlatforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  primarySources?: Resolver<ResolversTypes['HoldingsTab'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HoldingsTabResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HoldingsTab'] = ResolversParentTypes['HoldingsTab']> = {
  booksNotes?: Resolver<Maybe<ResolversTypes['BooksNotes']>, ParentType, ContextType>;
  collectionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  corpusCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['HoldingsLink']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['HoldingsSection']>, ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type IacAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacAccount'] = ResolversParentTypes['IacAccount']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentials?: Resolver<Array<ResolversTypes['IacCredential']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licenses?: Resolver<Array<ResolversTypes['IacLicense']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['IacPreferences'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacAccountSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacAccountSummary'] = ResolversParentTypes['IacAccountSummary']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacCredentialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacCredential'] = ResolversParentTypes['IacCredential']> = {
  allow?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overlapsOtherInstitution?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IacDeleteCredentialResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacDeleteCredentialResult'] = ResolversParentTypes['IacDeleteCredentialResult']> = {
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IacLicenseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacLicense'] = ResolversParentTypes['IacLicense']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legacyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['IacLicenseTerm'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacLicenseTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacLicenseTerm'] = ResolversParentTypes['IacLicenseTerm']> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ignoreEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacOpenUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacOpenUrl'] = ResolversParentTypes['IacOpenUrl']> = {
  baseURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacPreferences'] = ResolversParentTypes['IacPreferences']> = {
  InstitutionFinderInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  OpenURL?: Resolver<Maybe<ResolversTypes['IacOpenUrl']>, ParentType, ContextType>;
  ProviderDesignationStatement?: Resolver<Maybe<ResolversTypes['IacProviderDesignationStatement']>, ParentType, ContextType>;
};

export type IacProviderDesignationStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacProviderDesignationStatement'] = ResolversParentTypes['IacProviderDesignationStatement']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IacSearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IacSearchResults'] = ResolversParentTypes['IacSearchResults']> = {
  results?: Resolver<Array<ResolversTypes['IacAccountSummary']>, ParentType, ContextType>;
};

export type InstitutionHomepageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstitutionHomepage'] = ResolversParentTypes['InstitutionHomepage']> = {
  categories?: Resolver<Array<ResolversTypes['UsageCategory']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['HomepageDownload']>, ParentType, ContextType>;
};

export type LicenseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MasqueradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Masquerade'] = ResolversParentTypes['Masquerade']> = {
  accountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addPairedUsers?: Resolver<ResolversTypes['AddPairedUsersResult'], ParentType, ContextType, RequireFields<MutationAddPairedUsersArgs, 'emailAddresses' | 'siteCode'>>;
  addReport?: Resolver<ResolversTypes['ReportHistoryItem'], ParentType, ContextType, RequireFields<MutationAddReportArgs, 'submissionData'>>;
  addReportSchedule?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType, RequireFields<MutationAddReportScheduleArgs, 'submissionData'>>;
  confirmSsoDomain?: Resolver<ResolversTypes['IacAccount'], ParentType, ContextType, RequireFields<MutationConfirmSsoDomainArgs, 'accountId' | 'credentialId'>>;
  createSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  createSushiCredential?: Resolver<ResolversTypes['NewSushiCredential'], ParentType, ContextType, RequireFields<MutationCreateSushiCredentialArgs, 'siteCode'>>;
  ebaAbortFileProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEbaAbortFileProcessingArgs, 'siteCode'>>;
  ebaSignedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationEbaSignedUrlArgs, 'siteCode'>>;
  ebaTriggerUpload?: Resolver<ResolversTypes['EbaUploadStatus'], ParentType, ContextType, RequireFields<MutationEbaTriggerUploadArgs, 'accountType' | 'siteCode'>>;
  endMasquerade?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  expirePairedUsers?: Resolver<ResolversTypes['PairedUsersChangeResult'], ParentType, ContextType, RequireFields<MutationExpirePairedUsersArgs, 'emailAddresses' | 'platform' | 'siteCode'>>;
  extendPairedUserExpirationDate?: Resolver<ResolversTypes['PairedUsersChangeResult'], ParentType, ContextType, RequireFields<MutationExtendPairedUserExpirationDateArgs, 'emailAddresses' | 'platform' | 'siteCode'>>;
  iacDeleteCredential?: Resolver<ResolversTypes['IacDeleteCredentialResult'], ParentType, ContextType, RequireFields<MutationIacDeleteCredentialArgs, 'accountId' | 'credentialId' | 'idType'>>;
  logEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogEventArgs, 'input'>>;
  markAdminNotificationsAsRead?: Resolver<Array<ResolversTypes['AdminNotification']>, ParentType, ContextType, RequireFields<MutationMarkAdminNotificationsAsReadArgs, 'notificationIds' | 'userId'>>;
  pairedUsersDataDownload?: Resolver<ResolversTypes['PairedUsersDataDownload'], ParentType, ContextType, RequireFields<MutationPairedUsersDataDownloadArgs, 'accountId' | 'siteCode'>>;
  revokeSushiCredential?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeSushiCredentialArgs, 'credentialId'>>;
  startMasquerade?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationStartMasqueradeArgs, 'siteCode'>>;
  submitResearchToolFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitResearchToolFeedbackArgs, 'input'>>;
  updateInstitutionalAccount?: Resolver<ResolversTypes['IacAccount'], ParentType, ContextType, RequireFields<MutationUpdateInstitutionalAccountArgs, 'account' | 'institutionId'>>;
  updateLicense?: Resolver<ResolversTypes['License'], ParentType, ContextType, RequireFields<MutationUpdateLicenseArgs, 'licenseBody' | 'licenseId'>>;
  updateReportScheduleState?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType, RequireFields<MutationUpdateReportScheduleStateArgs, 'id' | 'state'>>;
  userLogOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userLogin?: Resolver<ResolversTypes['UserLoginResult'], ParentType, ContextType, RequireFields<MutationUserLoginArgs, 'input'>>;
};

export type NamedUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedUsage'] = ResolversParentTypes['NamedUsage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewSushiCredentialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewSushiCredential'] = ResolversParentTypes['NewSushiCredential']> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credential?: Resolver<ResolversTypes['SushiCredential'], ParentType, ContextType>;
};

export type OptionalReportAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionalReportAttribute'] = ResolversParentTypes['OptionalReportAttribute']> = {
  defaultValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  possibleValues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sqlColumnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibilityOverridable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibleOnReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PairedUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUser'] = ResolversParentTypes['PairedUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestAuthenticatedDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['PairedUserProfile']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PairedUserInstitutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUserInstitution'] = ResolversParentTypes['PairedUserInstitution']> = {
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairedUserProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUserProfile'] = ResolversParentTypes['PairedUserProfile']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expirationDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['PairedUserInstitution'], ParentType, ContextType>;
  latestAuthenticatedDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  portalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['PairedUserRole']>, ParentType, ContextType>;
};

export type PairedUserRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUserRole'] = ResolversParentTypes['PairedUserRole']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairedUserSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUserSearchResult'] = ResolversParentTypes['PairedUserSearchResult']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalActiveUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['PairedUser']>, ParentType, ContextType>;
};

export type PairedUsersChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUsersChangeResult'] = ResolversParentTypes['PairedUsersChangeResult']> = {
  expirationDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PairedUsersDataDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUsersDataDownload'] = ResolversParentTypes['PairedUsersDataDownload']> = {
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PairedUsersPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUsersPage'] = ResolversParentTypes['PairedUsersPage']> = {
  activePairedUsersTotal?: Resolver<ResolversTypes['PairedUsersTotal'], ParentType, ContextType>;
  pairedUsers?: Resolver<Array<ResolversTypes['PairedUser']>, ParentType, ContextType>;
  pairedUsersTotal?: Resolver<ResolversTypes['PairedUsersTotal'], ParentType, ContextType>;
};

export type PairedUsersTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PairedUsersTotal'] = ResolversParentTypes['PairedUsersTotal']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingSsoDomainResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingSsoDomain'] = ResolversParentTypes['PendingSsoDomain']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  journalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublisherCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherCounts'] = ResolversParentTypes['PublisherCounts']> = {
  books?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eba_books?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  journals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oa_books?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pamphlets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researchReports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type PublisherSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublisherSummary'] = ResolversParentTypes['PublisherSummary']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['PublisherCounts'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessMethodChanges?: Resolver<Array<ResolversTypes['AccessMethodChange']>, ParentType, ContextType, RequireFields<QueryAccessMethodChangesArgs, 'accountId'>>;
  accountInformation?: Resolver<ResolversTypes['AccountInformation'], ParentType, ContextType, RequireFields<QueryAccountInformationArgs, 'siteCode'>>;
  appConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  ccuDashboardData?: Resolver<ResolversTypes['CcuDashboardData'], ParentType, ContextType, RequireFields<QueryCcuDashboardDataArgs, 'siteCode'>>;
  ccuReportAvailability?: Resolver<ResolversTypes['CcuReportAvailability'], ParentType, ContextType, RequireFields<QueryCcuReportAvailabilityArgs, 'siteCode'>>;
  checkReportDuplicate?: Resolver<ResolversTypes['ReportDuplicate'], ParentType, ContextType, RequireFields<QueryCheckReportDuplicateArgs, 'checkReportDuplicateInput'>>;
  checkReportScheduleDuplicate?: Resolver<ResolversTypes['ReportDuplicate'], ParentType, ContextType, RequireFields<QueryCheckReportScheduleDuplicateArgs, 'checkReportScheduleDuplicateInput'>>;
  childInstitutions?: Resolver<Array<ResolversTypes['ChildInstitution']>, ParentType, ContextType, RequireFields<QueryChildInstitutionsArgs, 'accountId'>>;
  crossPlatformUsageTrends?: Resolver<ResolversTypes['CrossPlatformUsageTrends'], ParentType, ContextType, RequireFields<QueryCrossPlatformUsageTrendsArgs, 'siteCode' | 'timeframe'>>;
  downloadParticipantStatusReport?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryDownloadParticipantStatusReportArgs>>;
  ebaParticipantStatus?: Resolver<Array<ResolversTypes['EbaParticipantStatus']>, ParentType, ContextType, RequireFields<QueryEbaParticipantStatusArgs, 'siteCodes'>>;
  ebaProgramme?: Resolver<Maybe<ResolversTypes['EbaProgramme']>, ParentType, ContextType, RequireFields<QueryEbaProgrammeArgs, 'siteCode'>>;
  ebaUploadStatus?: Resolver<Maybe<ResolversTypes['EbaUploadStatus']>, ParentType, ContextType, RequireFields<QueryEbaUploadStatusArgs, 'siteCode'>>;
  flags?: Resolver<ResolversTypes['Flags'], ParentType, ContextType, RequireFields<QueryFlagsArgs, 'flagsFlagList'>>;
  getAdminNotifications?: Resolver<Array<ResolversTypes['AdminNotification']>, ParentType, ContextType, RequireFields<QueryGetAdminNotificationsArgs, 'userId'>>;
  getEBADownloadLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetEbaDownloadLinkArgs, 'siteCode'>>;
  getParticipantDashboardData?: Resolver<Array<ResolversTypes['EbaDashboardRow']>, ParentType, ContextType, Partial<QueryGetParticipantDashboardDataArgs>>;
  getReportsPublications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryGetReportsPublicationsArgs, 'publisherId'>>;
  holdingsSummary?: Resolver<ResolversTypes['HoldingsSummary'], ParentType, ContextType, RequireFields<QueryHoldingsSummaryArgs, 'siteCode'>>;
  homepageSummaryV2?: Resolver<ResolversTypes['HomepageSummary'], ParentType, ContextType, RequireFields<QueryHomepageSummaryV2Args, 'accountType' | 'siteCode'>>;
  iacAccount?: Resolver<ResolversTypes['IacAccount'], ParentType, ContextType, RequireFields<QueryIacAccountArgs, 'accountId' | 'idType'>>;
  iacSearchByCode?: Resolver<ResolversTypes['IacSearchResults'], ParentType, ContextType, RequireFields<QueryIacSearchByCodeArgs, 'code'>>;
  licensedPlatforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryLicensedPlatformsArgs, 'siteCode'>>;
  multiPlatformReportHistory?: Resolver<Array<ResolversTypes['ReportHistoryItem']>, ParentType, ContextType, RequireFields<QueryMultiPlatformReportHistoryArgs, 'reportHistoryUserId' | 'reportsType'>>;
  multiPlatformScheduleHistory?: Resolver<Array<ResolversTypes['ReportSchedule']>, ParentType, ContextType, RequireFields<QueryMultiPlatformScheduleHistoryArgs, 'reportScheduleHistoryUserId' | 'reportsType'>>;
  pairedUsers?: Resolver<ResolversTypes['PairedUsersPage'], ParentType, ContextType, RequireFields<QueryPairedUsersArgs, 'limit' | 'offset' | 'pairedUsersSiteCode' | 'platform'>>;
  pendingSsoDomains?: Resolver<Array<ResolversTypes['PendingSsoDomain']>, ParentType, ContextType>;
  publisherSummary?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType, RequireFields<QueryPublisherSummaryArgs, 'siteCode'>>;
  report?: Resolver<Maybe<ResolversTypes['ReportStatusResult']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'reportId'>>;
  reportHistory?: Resolver<Array<ResolversTypes['ReportHistoryItem']>, ParentType, ContextType, RequireFields<QueryReportHistoryArgs, 'reportHistoryUserId' | 'reportsType'>>;
  reportScheduleHistory?: Resolver<Array<ResolversTypes['ReportSchedule']>, ParentType, ContextType, RequireFields<QueryReportScheduleHistoryArgs, 'reportScheduleHistoryUserId' | 'reportsType'>>;
  reportsAvailable?: Resolver<ResolversTypes['ReportsAvailable'], ParentType, ContextType, RequireFields<QueryReportsAvailableArgs, 'namespace' | 'siteCode' | 'userId'>>;
  reportsUsageAvailability?: Resolver<ResolversTypes['UsageAvailability'], ParentType, ContextType, RequireFields<QueryReportsUsageAvailabilityArgs, 'namespace' | 'siteCode' | 'userId'>>;
  searchPairedUsers?: Resolver<ResolversTypes['PairedUserSearchResult'], ParentType, ContextType, RequireFields<QuerySearchPairedUsersArgs, 'emailAddress' | 'limit' | 'offset' | 'platform' | 'siteCode'>>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  sessionHttpHeaders?: Resolver<Maybe<ResolversTypes['SessionInfo']>, ParentType, ContextType, RequireFields<QuerySessionHttpHeadersArgs, 'uuid'>>;
  sushiCredentials?: Resolver<Array<ResolversTypes['SushiCredential']>, ParentType, ContextType, RequireFields<QuerySushiCredentialsArgs, 'siteCode'>>;
  verifyEntityId?: Resolver<ResolversTypes['VerifyEntityIdResult'], ParentType, ContextType, RequireFields<QueryVerifyEntityIdArgs, 'entityId'>>;
};

export type ReportAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportAttribute'] = ResolversParentTypes['ReportAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportDuplicateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDuplicate'] = ResolversParentTypes['ReportDuplicate']> = {
  created?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  report_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportHistoryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportHistoryItem'] = ResolversParentTypes['ReportHistoryItem']> = {
  attributes?: Resolver<ResolversTypes['ReportRequestAttributes'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  output_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  report_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduled_report?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportInfo'] = ResolversParentTypes['ReportInfo']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  release?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRequestAttributesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRequestAttributes'] = ResolversParentTypes['ReportRequestAttributes']> = {
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionalAttributes?: Resolver<Array<ResolversTypes['ReportAttribute']>, ParentType, ContextType>;
  reportCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredAttributes?: Resolver<Array<ResolversTypes['ReportAttribute']>, ParentType, ContextType>;
};

export type ReportScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportSchedule'] = ResolversParentTypes['ReportSchedule']> = {
  attributes?: Resolver<ResolversTypes['ReportScheduleAttributes'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effective_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  output_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportScheduleAttributesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportScheduleAttributes'] = ResolversParentTypes['ReportScheduleAttributes']> = {
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionalAttributes?: Resolver<Array<ResolversTypes['ReportAttribute']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ReportScheduleReport'], ParentType, ContextType>;
  requiredAttributes?: Resolver<Array<ResolversTypes['ReportAttribute']>, ParentType, ContextType>;
};

export type ReportScheduleReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportScheduleReport'] = ResolversParentTypes['ReportScheduleReport']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportStatusResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportStatusResult'] = ResolversParentTypes['ReportStatusResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  report_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportTemplate'] = ResolversParentTypes['ReportTemplate']> = {
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileFormats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionalAttributes?: Resolver<Array<ResolversTypes['OptionalReportAttribute']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ReportInfo'], ParentType, ContextType>;
  requiredAttributes?: Resolver<Array<ResolversTypes['RequiredReportAttribute']>, ParentType, ContextType>;
  schedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportsAvailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportsAvailable'] = ResolversParentTypes['ReportsAvailable']> = {
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['ReportTemplate']>, ParentType, ContextType>;
};

export type RequiredReportAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequiredReportAttribute'] = ResolversParentTypes['RequiredReportAttribute']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResearchToolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchTool'] = ResolversParentTypes['ResearchTool']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type SushiCredentialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SushiCredential'] = ResolversParentTypes['SushiCredential']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SushiHarvestingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SushiHarvesting'] = ResolversParentTypes['SushiHarvesting']> = {
  customerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TitleUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleUsage'] = ResolversParentTypes['TitleUsage']> = {
  uniqueTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueTitleUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageAvailability'] = ResolversParentTypes['UsageAvailability']> = {
  firstFullDayDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstFullMonthDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstFullQuarterDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstFullWeekDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFullDayDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFullMonthDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFullQuarterDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFullWeekDateIso8601?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type VerifyEntityIdResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyEntityIdResult'] = ResolversParentTypes['VerifyEntityIdResult']> = {
  hasValidEntity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccessMethodChange?: AccessMethodChangeResolvers<ContextType>;
  AccountInformation?: AccountInformationResolvers<ContextType>;
  AddPairedUsersResult?: AddPairedUsersResultResolvers<ContextType>;
  AdminNotification?: AdminNotificationResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  AuthenticatedAccount?: AuthenticatedAccountResolvers<ContextType>;
  AuthenticatedProfile?: AuthenticatedProfileResolvers<ContextType>;
  BooksNotes?: BooksNotesResolvers<ContextType>;
  CcuCollection?: CcuCollectionResolvers<ContextType>;
  CcuDashboardData?: CcuDashboardDataResolvers<ContextType>;
  CcuGeneration?: CcuGenerationResolvers<ContextType>;
  CcuReportAvailability?: CcuReportAvailabilityResolvers<ContextType>;
  CcuUsageInstitution?: CcuUsageInstitutionResolvers<ContextType>;
  ChildInstitution?: ChildInstitutionResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CrossPlatformUsageTrends?: CrossPlatformUsageTrendsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EbaDashboardRow?: EbaDashboardRowResolvers<ContextType>;
  EbaParticipantStatus?: EbaParticipantStatusResolvers<ContextType>;
  EbaProgramme?: EbaProgrammeResolvers<ContextType>;
  EbaUploadStatus?: EbaUploadStatusResolvers<ContextType>;
  EbaUploadStatusDetails?: EbaUploadStatusDetailsResolvers<ContextType>;
  Flags?: FlagsResolvers<ContextType>;
  HoldingsCollection?: HoldingsCollectionResolvers<ContextType>;
  HoldingsLink?: HoldingsLinkResolvers<ContextType>;
  HoldingsSection?: HoldingsSectionResolvers<ContextType>;
  HoldingsSummary?: HoldingsSummaryResolvers<ContextType>;
  HoldingsTab?: HoldingsTabResolvers<ContextType>;
  HomepageDownload?: HomepageDownloadResolvers<ContextType>;
  HomepageSummary?: HomepageSummaryResolvers<ContextType>;
  IacAccount?: IacAccountResolvers<ContextType>;
  IacAccountSummary?: IacAccountSummaryResolvers<ContextType>;
  IacCredential?: IacCredentialResolvers<ContextType>;
  IacDeleteCredentialResult?: IacDeleteCredentialResultResolvers<ContextType>;
  IacLicense?: IacLicenseResolvers<ContextType>;
  IacLicenseTerm?: IacLicenseTermResolvers<ContextType>;
  IacOpenUrl?: IacOpenUrlResolvers<ContextType>;
  IacPreferences?: IacPreferencesResolvers<ContextType>;
  IacProviderDesignationStatement?: IacProviderDesignationStatementResolvers<ContextType>;
  IacSearchResults?: IacSearchResultsResolvers<ContextType>;
  InstitutionHomepage?: InstitutionHomepageResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  Masquerade?: MasqueradeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedUsage?: NamedUsageResolvers<ContextType>;
  NewSushiCredential?: NewSushiCredentialResolvers<ContextType>;
  OptionalReportAttribute?: OptionalReportAttributeResolvers<ContextType>;
  PairedUser?: PairedUserResolvers<ContextType>;
  PairedUserInstitution?: PairedUserInstitutionResolvers<ContextType>;
  PairedUserProfile?: PairedUserProfileResolvers<ContextType>;
  PairedUserRole?: PairedUserRoleResolvers<ContextType>;
  PairedUserSearchResult?: PairedUserSearchResultResolvers<ContextType>;
  PairedUsersChangeResult?: PairedUsersChangeResultResolvers<ContextType>;
  PairedUsersDataDownload?: PairedUsersDataDownloadResolvers<ContextType>;
  PairedUsersPage?: PairedUsersPageResolvers<ContextType>;
  PairedUsersTotal?: PairedUsersTotalResolvers<ContextType>;
  PendingSsoDomain?: PendingSsoDomainResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublisherCounts?: PublisherCountsResolvers<ContextType>;
  PublisherGeneration?: PublisherGenerationResolvers<ContextType>;
  PublisherHomepage?: PublisherHomepageResolvers<ContextType>;
  PublisherItemUsage?: PublisherItemUsageResolvers<ContextType>;
  PublisherPeriod?: PublisherPeriodResolvers<ContextType>;
  PublisherSummary?: PublisherSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportAttribute?: ReportAttributeResolvers<ContextType>;
  ReportDuplicate?: ReportDuplicateResolvers<ContextType>;
  ReportHistoryItem?: ReportHistoryItemResolvers<ContextType>;
  ReportInfo?: ReportInfoResolvers<ContextType>;
  ReportRequestAttributes?: ReportRequestAttributesResolvers<ContextType>;
  ReportSchedule?: ReportScheduleResolvers<ContextType>;
  ReportScheduleAttributes?: ReportScheduleAttributesResolvers<ContextType>;
  ReportScheduleReport?: ReportScheduleReportResolvers<ContextType>;
  ReportStatusResult?: ReportStatusResultResolvers<ContextType>;
  ReportTemplate?: ReportTemplateResolvers<ContextType>;
  ReportsAvailable?: ReportsAvailableResolvers<ContextType>;
  RequiredReportAttribute?: RequiredReportAttributeResolvers<ContextType>;
  ResearchTool?: ResearchToolResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionInfo?: SessionInfoResolvers<ContextType>;
  SushiCredential?: SushiCredentialResolvers<ContextType>;
  SushiHarvesting?: SushiHarvestingResolvers<ContextType>;
  TitleUsage?: TitleUsageResolvers<ContextType>;
  UsageAvailability?: UsageAvailabilityResolvers<ContextType>;
  UsageCategory?: UsageCategoryResolvers<ContextType>;
  UsagePeriod?: UsagePeriodResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageTrend?: UsageTrendResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserLoginResult?: UserLoginResultResolvers<ContextType>;
  VerifyEntityIdResult?: VerifyEntityIdResultResolvers<ContextType>;
};


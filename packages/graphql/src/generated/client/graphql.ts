/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ConsortiumInput = {
  code: string;
  id: string | number;
  name: string;
};

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

export type MultiPlatformReportsTypeInput = {
  namespace: string;
  platform: Array<string>;
  userId: string | number;
};

export type ReportAttributeInput = {
  name: string;
  /** Lists are joined with | as COUNTER filters are. */
  value: string;
};

export type ReportAttributesInput = {
  as_qa?: boolean | null | undefined;
  /** Present only for consortium accounts. */
  consortium?: ConsortiumInput | null | undefined;
  institutionName: string;
  namespace: string;
  optionalAttributes?: Array<ReportAttributeInput> | null | undefined;
  /** The report's name as the template names it. */
  report?: string | null | undefined;
  reportCode: string;
  requiredAttributes: Array<ReportAttributeInput>;
};

export type ReportScheduleSubmissionInput = {
  attributes: ReportAttributesInput;
  /** First day the schedule runs for (YYYY-MM-DD). */
  effective_date: string;
  email_address: string;
  frequency: string;
  output_format: string;
  report_type: string;
  schedule_name: string;
  user_id: string | number;
};

export type ReportSubmissionInput = {
  attributes: ReportAttributesInput;
  email_address: string;
  output_format: string;
  report_name: string;
  /** The namespace (CommunityCollections for Collections Usage). */
  report_type: string;
  user_id: string | number;
};

export type ReportsTypeInput = {
  namespace: string;
  platform: string;
  userId: string | number;
};

export type ResearchToolFeedbackInput = {
  /** Optional free text, at most 3,000 characters. */
  feedback: string;
  /** Can we contact you (default yes). */
  mayContact: boolean;
  siteCode: string;
};

export type UserLoginInput = {
  /** Keep the sign-in after the browser closes. */
  accessPersist?: boolean | null | undefined;
  password: string;
  username: string;
};

export type AccessMethodsAccountFieldsFragment = { id: string, code: string, name: string, type: string, preferences: { InstitutionFinderInfo: string }, credentials: Array<{ id: string, type: string, ipAddress: string | null, allow: boolean | null, overlapsOtherInstitution: boolean | null, domain: string | null, referrer: string | null, username: string | null, entity: string | null, clientId: string | null, clientSecret: string | null, provider: string | null, pending: boolean | null }> };

export type AccessMethodsAccountQueryVariables = Exact<{
  accountId: string | number;
  idType: string;
}>;


export type AccessMethodsAccountQuery = { iacAccount: { id: string, code: string, name: string, type: string, preferences: { InstitutionFinderInfo: string }, credentials: Array<{ id: string, type: string, ipAddress: string | null, allow: boolean | null, overlapsOtherInstitution: boolean | null, domain: string | null, referrer: string | null, username: string | null, entity: string | null, clientId: string | null, clientSecret: string | null, provider: string | null, pending: boolean | null }> } };

export type AccessMethodChangesQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AccessMethodChangesQuery = { accessMethodChanges: Array<{ id: string, eventType: string, userName: string | null, oldValue: string | null, newValue: string | null, createdAt: string }> };

export type UpdateInstitutionalAccountMutationVariables = Exact<{
  institutionId: string | number;
  account: string;
}>;


export type UpdateInstitutionalAccountMutation = { updateInstitutionalAccount: { id: string, code: string, name: string, type: string, preferences: { InstitutionFinderInfo: string }, credentials: Array<{ id: string, type: string, ipAddress: string | null, allow: boolean | null, overlapsOtherInstitution: boolean | null, domain: string | null, referrer: string | null, username: string | null, entity: string | null, clientId: string | null, clientSecret: string | null, provider: string | null, pending: boolean | null }> } };

export type ConfirmSsoDomainMutationVariables = Exact<{
  accountId: string | number;
  credentialId: string | number;
}>;


export type ConfirmSsoDomainMutation = { confirmSsoDomain: { id: string, code: string, name: string, type: string, preferences: { InstitutionFinderInfo: string }, credentials: Array<{ id: string, type: string, ipAddress: string | null, allow: boolean | null, overlapsOtherInstitution: boolean | null, domain: string | null, referrer: string | null, username: string | null, entity: string | null, clientId: string | null, clientSecret: string | null, provider: string | null, pending: boolean | null }> } };

export type VerifyEntityIdQueryVariables = Exact<{
  entityId: string;
}>;


export type VerifyEntityIdQuery = { verifyEntityId: { hasValidEntity: boolean } };

export type IacDeleteCredentialMutationVariables = Exact<{
  accountId: string | number;
  credentialId: string | number;
  idType: string;
}>;


export type IacDeleteCredentialMutation = { iacDeleteCredential: { status: number, data: string } };

export type AccountInformationQueryVariables = Exact<{
  siteCode: string;
}>;


export type AccountInformationQuery = { accountInformation: { siteCode: string, institutionName: string, providerDesignationStatement: string | null, openUrlBaseUrl: string | null, sushi: { customerId: string, requestorId: string, serverPath: string }, researchTool: { licenseId: string, active: boolean, status: string } | null } };

export type SushiCredentialsQueryVariables = Exact<{
  siteCode: string;
}>;


export type SushiCredentialsQuery = { sushiCredentials: Array<{ id: string, requestorId: string, createdAt: string, createdBy: string | null, lastUsedAt: string | null }> };

export type UpdateLicenseMutationVariables = Exact<{
  licenseId: string | number;
  licenseBody: string;
}>;


export type UpdateLicenseMutation = { updateLicense: { licenseId: string, status: string } };

export type SubmitResearchToolFeedbackMutationVariables = Exact<{
  input: ResearchToolFeedbackInput;
}>;


export type SubmitResearchToolFeedbackMutation = { submitResearchToolFeedback: boolean };

export type CreateSushiCredentialMutationVariables = Exact<{
  siteCode: string;
}>;


export type CreateSushiCredentialMutation = { createSushiCredential: { apiKey: string, credential: { id: string, requestorId: string, createdAt: string, createdBy: string | null, lastUsedAt: string | null } } };

export type RevokeSushiCredentialMutationVariables = Exact<{
  credentialId: string | number;
}>;


export type RevokeSushiCredentialMutation = { revokeSushiCredential: string };

export type AlmaTokenQueryVariables = Exact<{
  siteCode: string;
}>;


export type AlmaTokenQuery = { holdingsSummary: { siteCode: string, almaId: string | null } };

export type EbaProgrammeQueryVariables = Exact<{
  siteCode: string;
}>;


export type EbaProgrammeQuery = { ebaProgramme: { siteCode: string, institutionName: string, cycle: string, balance: number, balanceThreshold: number, eligibleTitleCount: number, disablePublicEbaAccess: boolean, hasSuccessfulUpload: boolean } | null };

export type EbaDownloadLinkQueryVariables = Exact<{
  siteCode: string;
}>;


export type EbaDownloadLinkQuery = { getEBADownloadLink: string };

export type EbaUploadStatusQueryVariables = Exact<{
  siteCode: string;
}>;


export type EbaUploadStatusQuery = { ebaUploadStatus: { status: string, message: string | null, reason: string | null, details: { errorMessage: string | null, remainingBalance: number | null, balanceThreshold: number | null } | null } | null };

export type EbaDashboardQueryVariables = Exact<{
  siteCodes?: string | null | undefined;
}>;


export type EbaDashboardQuery = { downloadParticipantStatusReport: string, getParticipantDashboardData: Array<{ accountName: string, siteCode: string, selectionFileSent: string | null, selectionFileUploaded: string | null, orderSubmitted: string | null, orderAccepted: string | null, statementSent: string | null, complete: string }> };

export type EbaSignedUrlMutationVariables = Exact<{
  siteCode: string;
}>;


export type EbaSignedUrlMutation = { ebaSignedUrl: string };

export type EbaTriggerUploadMutationVariables = Exact<{
  siteCode: string;
  accountType: string;
}>;


export type EbaTriggerUploadMutation = { ebaTriggerUpload: { status: string, message: string | null, reason: string | null } };

export type EbaAbortFileProcessingMutationVariables = Exact<{
  siteCode: string;
}>;


export type EbaAbortFileProcessingMutation = { ebaAbortFileProcessing: boolean };

export type SendFeedbackMutationVariables = Exact<{
  input: LogEventInput;
}>;


export type SendFeedbackMutation = { logEvent: boolean };

export type HoldingsTabFieldsFragment = { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> };

export type HoldingsSummaryQueryVariables = Exact<{
  siteCode: string;
}>;


export type HoldingsSummaryQuery = { holdingsSummary: { siteCode: string, institutionName: string, licensedPlatforms: Array<string>, journals: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> }, books: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, booksNotes: { annualBooksListPrice: number, annualBooksSpend: number, totalBooksSavings: number, annualBooksExpenditureSavings: number, booksTierSavings: number, classification: string | null, community: string | null, collectionCount: number } | null, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> }, primarySources: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> }, images: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> }, institutionalCollections: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> }, freeAndOpen: { tab: string, title: string, titleCount: number, corpusCount: number, collectionCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }>, sections: Array<{ key: string, title: string, titleCount: number, corpusCount: number, collections: Array<{ id: string, title: string, titleCount: number, corpusCount: number, links: Array<{ label: string, url: string, displayUrl: string, mediaType: string }> }> }> } } };

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

export type MarkAdminNotificationsAsReadMutationVariables = Exact<{
  notificationIds: Array<string | number> | string | number;
  userId: string | number;
}>;


export type MarkAdminNotificationsAsReadMutation = { markAdminNotificationsAsRead: Array<{ notificationId: string, readDatetime: string | null }> };

export type AdminNotificationsQueryVariables = Exact<{
  userId: string | number;
  accountType?: string | null | undefined;
}>;


export type AdminNotificationsQuery = { getAdminNotifications: Array<{ notificationId: string, title: string, body: string, moreDetailsUrl: string | null, moreDetailsText: string | null, audience: string, createdDatetime: string, readDatetime: string | null }> };

export type ReportHistoryFieldsFragment = { id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } };

export type ReportScheduleFieldsFragment = { id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } };

export type ReportHistoryQueryVariables = Exact<{
  userId: string | number;
  type: ReportsTypeInput;
  first: number;
  lastOffset: number;
}>;


export type ReportHistoryQuery = { reportHistory: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }>, atLimit: Array<{ id: string }> };

export type MultiPlatformReportHistoryQueryVariables = Exact<{
  userId: string | number;
  type: MultiPlatformReportsTypeInput;
  first: number;
  lastOffset: number;
}>;


export type MultiPlatformReportHistoryQuery = { multiPlatformReportHistory: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }>, atLimit: Array<{ id: string }> };

export type ReportHistoryOlderQueryVariables = Exact<{
  userId: string | number;
  type: ReportsTypeInput;
  first: number;
  offset: number;
}>;


export type ReportHistoryOlderQuery = { reportHistory: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }> };

export type MultiPlatformReportHistoryOlderQueryVariables = Exact<{
  userId: string | number;
  type: MultiPlatformReportsTypeInput;
  first: number;
  offset: number;
}>;


export type MultiPlatformReportHistoryOlderQuery = { multiPlatformReportHistory: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }> };

export type PublisherReportHistoryQueryVariables = Exact<{
  userId: string | number;
  journals: ReportsTypeInput;
  books: ReportsTypeInput;
  research: ReportsTypeInput;
}>;


export type PublisherReportHistoryQuery = { journals: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }>, books: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }>, research: Array<{ id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } }> };

export type ReportSchedulesQueryVariables = Exact<{
  userId: string | number;
  type: ReportsTypeInput;
}>;


export type ReportSchedulesQuery = { reportScheduleHistory: Array<{ id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } }> };

export type MultiPlatformReportSchedulesQueryVariables = Exact<{
  userId: string | number;
  type: MultiPlatformReportsTypeInput;
}>;


export type MultiPlatformReportSchedulesQuery = { multiPlatformScheduleHistory: Array<{ id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } }> };

export type PublisherReportSchedulesQueryVariables = Exact<{
  userId: string | number;
  journals: ReportsTypeInput;
  books: ReportsTypeInput;
  research: ReportsTypeInput;
}>;


export type PublisherReportSchedulesQuery = { journals: Array<{ id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } }>, books: Array<{ id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } }>, research: Array<{ id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } }> };

export type AddReportMutationVariables = Exact<{
  input: ReportSubmissionInput;
}>;


export type AddReportMutation = { addReport: { id: string, report_id: string, report_name: string, output_format: string, created: string, status: string, scheduled_report: boolean, platform: string, attributes: { reportCode: string, reportName: string, institutionName: string, requiredAttributes: Array<{ name: string, value: string }> } } };

export type AddReportScheduleMutationVariables = Exact<{
  input: ReportScheduleSubmissionInput;
}>;


export type AddReportScheduleMutation = { addReportSchedule: { id: string, schedule_name: string, email_address: string, frequency: string, report_type: string, output_format: string, state: string, created: string, effective_date: string, platform: string, attributes: { institutionName: string, report: { code: string, name: string } } } };

export type ReportPublisherSummaryQueryVariables = Exact<{
  siteCode: string;
}>;


export type ReportPublisherSummaryQuery = { publisherSummary: { code: string, label: string, titleCount: number, counts: { journals: number, books: number, researchReports: number } } };

export type ReportTemplatesQueryVariables = Exact<{
  userId: string | number;
  namespace: string;
  siteCode: string;
  platform?: string | null | undefined;
}>;


export type ReportTemplatesQuery = { reportsAvailable: { namespace: string, templates: Array<{ namespace: string, fileFormats: Array<string>, disabledReason: string | null, schedulable: boolean, report: { code: string, name: string, description: string, frequency: Array<string>, type: string, release: string | null, platform: string }, requiredAttributes: Array<{ name: string }>, optionalAttributes: Array<{ name: string, type: string, possibleValues: Array<string>, defaultValue: string, description: string }> }> }, reportsUsageAvailability: { firstFullDayDateIso8601: string | null, lastFullDayDateIso8601: string | null, firstFullMonthDateIso8601: string | null, lastFullMonthDateIso8601: string | null } };

export type ReportLicensedPlatformsQueryVariables = Exact<{
  siteCode: string;
}>;


export type ReportLicensedPlatformsQuery = { licensedPlatforms: Array<string> };

export type ReportStatusQueryVariables = Exact<{
  reportId: string | number;
}>;


export type ReportStatusQuery = { report: { report_id: string, status: string } | null };

export type CheckReportDuplicateQueryVariables = Exact<{
  input: ReportSubmissionInput;
}>;


export type CheckReportDuplicateQuery = { checkReportDuplicate: { id: string, report_id: string, created: string | null, reportCode: string | null, reportName: string | null } };

export type CheckReportScheduleDuplicateQueryVariables = Exact<{
  input: ReportScheduleSubmissionInput;
}>;


export type CheckReportScheduleDuplicateQuery = { checkReportScheduleDuplicate: { id: string, created: string | null, reportCode: string | null, reportName: string | null } };

export type UpdateReportScheduleStateMutationVariables = Exact<{
  id: string | number;
  state: string;
}>;


export type UpdateReportScheduleStateMutation = { updateReportScheduleState: { id: string, state: string } };

export type ReportChildInstitutionsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ReportChildInstitutionsQuery = { childInstitutions: Array<{ id: string, name: string, code: string }> };

export type ReportInstitutionSearchQueryVariables = Exact<{
  code: string;
}>;


export type ReportInstitutionSearchQuery = { iacSearchByCode: { results: Array<{ id: string, code: string, name: string, type: string }> } };

export type ReportPublicationsQueryVariables = Exact<{
  publisherId: string | number;
}>;


export type ReportPublicationsQuery = { getReportsPublications: Array<{ journalCode: string, title: string, value: string }> };

export type ReportCollectionsQueryVariables = Exact<{
  siteCode: string;
}>;


export type ReportCollectionsQuery = { ccuDashboardData: { collections: Array<{ id: string, title: string }> }, ccuReportAvailability: { generation: { availableStartDate: string, availableEndDate: string } | null, usageInstitutions: Array<{ code: string, name: string }> } };

export type PairedUsersPageQueryVariables = Exact<{
  platform: Array<string> | string;
  siteCode: string;
  offset: number;
  limit: number;
  asQa?: boolean | null | undefined;
  adminUsersOnly?: boolean | null | undefined;
}>;


export type PairedUsersPageQuery = { pairedUsers: { pairedUsers: Array<{ userId: string, email: string, status: string, latestAuthenticatedDateTime: string | null, profiles: Array<{ id: string, portalName: string, active: boolean, expirationDateTime: string | null, roles: Array<{ name: string }> }> }>, pairedUsersTotal: { total: number }, activePairedUsersTotal: { total: number } } };

export type SearchPairedUsersQueryVariables = Exact<{
  platform: Array<string> | string;
  emailAddress: string;
  siteCode: string;
  offset: number;
  limit: number;
  asQa?: boolean | null | undefined;
  adminUsersOnly?: boolean | null | undefined;
}>;


export type SearchPairedUsersQuery = { searchPairedUsers: { total: number, totalActiveUsers: number, users: Array<{ userId: string, email: string, status: string, latestAuthenticatedDateTime: string | null, profiles: Array<{ id: string, portalName: string, active: boolean, expirationDateTime: string | null, roles: Array<{ name: string }> }> }> } };

export type PairedUserFieldsFragment = { userId: string, email: string, status: string, latestAuthenticatedDateTime: string | null, profiles: Array<{ id: string, portalName: string, active: boolean, expirationDateTime: string | null, roles: Array<{ name: string }> }> };

export type AddPairedUsersMutationVariables = Exact<{
  siteCode: string;
  emailAddresses: Array<string> | string;
  roles?: Array<string> | string | null | undefined;
}>;


export type AddPairedUsersMutation = { addPairedUsers: { added: number, reinvited: number, grantedAdmin: number } };

export type ExpirePairedUsersMutationVariables = Exact<{
  platform: Array<string> | string;
  siteCode: string;
  emailAddresses: Array<string> | string;
}>;


export type ExpirePairedUsersMutation = { expirePairedUsers: { updated: number } };

export type ExtendPairedUserExpirationDateMutationVariables = Exact<{
  platform: Array<string> | string;
  siteCode: string;
  emailAddresses: Array<string> | string;
}>;


export type ExtendPairedUserExpirationDateMutation = { extendPairedUserExpirationDate: { updated: number } };

export type PairedUsersDataDownloadMutationVariables = Exact<{
  siteCode: string;
  accountId: string | number;
}>;


export type PairedUsersDataDownloadMutation = { pairedUsersDataDownload: { emailAddress: string, expiresAt: string } };

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
export const AccessMethodsAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccessMethodsAccountFields on IacAccount {
  id
  code
  name
  type
  preferences {
    InstitutionFinderInfo
  }
  credentials {
    id
    type
    ipAddress
    allow
    overlapsOtherInstitution
    domain
    referrer
    username
    entity
    clientId
    clientSecret
    provider
    pending
  }
}
    `, {"fragmentName":"AccessMethodsAccountFields"}) as unknown as TypedDocumentString<AccessMethodsAccountFieldsFragment, unknown>;
export const HoldingsTabFieldsFragmentDoc = new TypedDocumentString(`
    fragment HoldingsTabFields on HoldingsTab {
  tab
  title
  titleCount
  corpusCount
  collectionCount
  links {
    label
    url
    displayUrl
    mediaType
  }
  sections {
    key
    title
    titleCount
    corpusCount
    collections {
      id
      title
      titleCount
      corpusCount
      links {
        label
        url
        displayUrl
        mediaType
      }
    }
  }
}
    `, {"fragmentName":"HoldingsTabFields"}) as unknown as TypedDocumentString<HoldingsTabFieldsFragment, unknown>;
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
export const ReportHistoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}
    `, {"fragmentName":"ReportHistoryFields"}) as unknown as TypedDocumentString<ReportHistoryFieldsFragment, unknown>;
export const ReportScheduleFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportScheduleFields on ReportSchedule {
  id
  schedule_name
  email_address
  frequency
  report_type
  output_format
  state
  created
  effective_date
  platform
  attributes {
    report {
      code
      name
    }
    institutionName
  }
}
    `, {"fragmentName":"ReportScheduleFields"}) as unknown as TypedDocumentString<ReportScheduleFieldsFragment, unknown>;
export const PairedUserFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"PairedUserFields"}) as unknown as TypedDocumentString<PairedUserFieldsFragment, unknown>;
export const AccessMethodsAccountDocument = new TypedDocumentString(`
    query AccessMethodsAccount($accountId: ID!, $idType: String!) {
  iacAccount(accountId: $accountId, idType: $idType) {
    ...AccessMethodsAccountFields
  }
}
    fragment AccessMethodsAccountFields on IacAccount {
  id
  code
  name
  type
  preferences {
    InstitutionFinderInfo
  }
  credentials {
    id
    type
    ipAddress
    allow
    overlapsOtherInstitution
    domain
    referrer
    username
    entity
    clientId
    clientSecret
    provider
    pending
  }
}`) as unknown as TypedDocumentString<AccessMethodsAccountQuery, AccessMethodsAccountQueryVariables>;
export const AccessMethodChangesDocument = new TypedDocumentString(`
    query AccessMethodChanges($accountId: ID!) {
  accessMethodChanges(accountId: $accountId) {
    id
    eventType
    userName
    oldValue
    newValue
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AccessMethodChangesQuery, AccessMethodChangesQueryVariables>;
export const UpdateInstitutionalAccountDocument = new TypedDocumentString(`
    mutation UpdateInstitutionalAccount($institutionId: ID!, $account: String!) {
  updateInstitutionalAccount(institutionId: $institutionId, account: $account) {
    ...AccessMethodsAccountFields
  }
}
    fragment AccessMethodsAccountFields on IacAccount {
  id
  code
  name
  type
  preferences {
    InstitutionFinderInfo
  }
  credentials {
    id
    type
    ipAddress
    allow
    overlapsOtherInstitution
    domain
    referrer
    username
    entity
    clientId
    clientSecret
    provider
    pending
  }
}`) as unknown as TypedDocumentString<UpdateInstitutionalAccountMutation, UpdateInstitutionalAccountMutationVariables>;
export const ConfirmSsoDomainDocument = new TypedDocumentString(`
    mutation ConfirmSsoDomain($accountId: ID!, $credentialId: ID!) {
  confirmSsoDomain(accountId: $accountId, credentialId: $credentialId) {
    ...AccessMethodsAccountFields
  }
}
    fragment AccessMethodsAccountFields on IacAccount {
  id
  code
  name
  type
  preferences {
    InstitutionFinderInfo
  }
  credentials {
    id
    type
    ipAddress
    allow
    overlapsOtherInstitution
    domain
    referrer
    username
    entity
    clientId
    clientSecret
    provider
    pending
  }
}`) as unknown as TypedDocumentString<ConfirmSsoDomainMutation, ConfirmSsoDomainMutationVariables>;
export const VerifyEntityIdDocument = new TypedDocumentString(`
    query VerifyEntityId($entityId: String!) {
  verifyEntityId(entityId: $entityId) {
    hasValidEntity
  }
}
    `) as unknown as TypedDocumentString<VerifyEntityIdQuery, VerifyEntityIdQueryVariables>;
export const IacDeleteCredentialDocument = new TypedDocumentString(`
    mutation IacDeleteCredential($accountId: ID!, $credentialId: ID!, $idType: String!) {
  iacDeleteCredential(
    accountId: $accountId
    credentialId: $credentialId
    idType: $idType
  ) {
    status
    data
  }
}
    `) as unknown as TypedDocumentString<IacDeleteCredentialMutation, IacDeleteCredentialMutationVariables>;
export const AccountInformationDocument = new TypedDocumentString(`
    query AccountInformation($siteCode: String!) {
  accountInformation(siteCode: $siteCode) {
    siteCode
    institutionName
    providerDesignationStatement
    openUrlBaseUrl
    sushi {
      customerId
      requestorId
      serverPath
    }
    researchTool {
      licenseId
      active
      status
    }
  }
}
    `) as unknown as TypedDocumentString<AccountInformationQuery, AccountInformationQueryVariables>;
export const SushiCredentialsDocument = new TypedDocumentString(`
    query SushiCredentials($siteCode: String!) {
  sushiCredentials(siteCode: $siteCode) {
    id
    requestorId
    createdAt
    createdBy
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<SushiCredentialsQuery, SushiCredentialsQueryVariables>;
export const UpdateLicenseDocument = new TypedDocumentString(`
    mutation UpdateLicense($licenseId: ID!, $licenseBody: String!) {
  updateLicense(licenseId: $licenseId, licenseBody: $licenseBody) {
    licenseId
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateLicenseMutation, UpdateLicenseMutationVariables>;
export const SubmitResearchToolFeedbackDocument = new TypedDocumentString(`
    mutation SubmitResearchToolFeedback($input: ResearchToolFeedbackInput!) {
  submitResearchToolFeedback(input: $input)
}
    `) as unknown as TypedDocumentString<SubmitResearchToolFeedbackMutation, SubmitResearchToolFeedbackMutationVariables>;
export const CreateSushiCredentialDocument = new TypedDocumentString(`
    mutation CreateSushiCredential($siteCode: String!) {
  createSushiCredential(siteCode: $siteCode) {
    apiKey
    credential {
      id
      requestorId
      createdAt
      createdBy
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateSushiCredentialMutation, CreateSushiCredentialMutationVariables>;
export const RevokeSushiCredentialDocument = new TypedDocumentString(`
    mutation RevokeSushiCredential($credentialId: ID!) {
  revokeSushiCredential(credentialId: $credentialId)
}
    `) as unknown as TypedDocumentString<RevokeSushiCredentialMutation, RevokeSushiCredentialMutationVariables>;
export const AlmaTokenDocument = new TypedDocumentString(`
    query AlmaToken($siteCode: String!) {
  holdingsSummary(siteCode: $siteCode) {
    siteCode
    almaId
  }
}
    `) as unknown as TypedDocumentString<AlmaTokenQuery, AlmaTokenQueryVariables>;
export const EbaProgrammeDocument = new TypedDocumentString(`
    query EbaProgramme($siteCode: String!) {
  ebaProgramme(siteCode: $siteCode) {
    siteCode
    institutionName
    cycle
    balance
    balanceThreshold
    eligibleTitleCount
    disablePublicEbaAccess
    hasSuccessfulUpload
  }
}
    `) as unknown as TypedDocumentString<EbaProgrammeQuery, EbaProgrammeQueryVariables>;
export const EbaDownloadLinkDocument = new TypedDocumentString(`
    query EbaDownloadLink($siteCode: String!) {
  getEBADownloadLink(siteCode: $siteCode)
}
    `) as unknown as TypedDocumentString<EbaDownloadLinkQuery, EbaDownloadLinkQueryVariables>;
export const EbaUploadStatusDocument = new TypedDocumentString(`
    query EbaUploadStatus($siteCode: String!) {
  ebaUploadStatus(siteCode: $siteCode) {
    status
    message
    reason
    details {
      errorMessage
      remainingBalance
      balanceThreshold
    }
  }
}
    `) as unknown as TypedDocumentString<EbaUploadStatusQuery, EbaUploadStatusQueryVariables>;
export const EbaDashboardDocument = new TypedDocumentString(`
    query EbaDashboard($siteCodes: String) {
  getParticipantDashboardData(siteCodes: $siteCodes) {
    accountName
    siteCode
    selectionFileSent
    selectionFileUploaded
    orderSubmitted
    orderAccepted
    statementSent
    complete
  }
  downloadParticipantStatusReport(siteCodes: $siteCodes)
}
    `) as unknown as TypedDocumentString<EbaDashboardQuery, EbaDashboardQueryVariables>;
export const EbaSignedUrlDocument = new TypedDocumentString(`
    mutation EbaSignedUrl($siteCode: String!) {
  ebaSignedUrl(siteCode: $siteCode)
}
    `) as unknown as TypedDocumentString<EbaSignedUrlMutation, EbaSignedUrlMutationVariables>;
export const EbaTriggerUploadDocument = new TypedDocumentString(`
    mutation EbaTriggerUpload($siteCode: String!, $accountType: String!) {
  ebaTriggerUpload(siteCode: $siteCode, accountType: $accountType) {
    status
    message
    reason
  }
}
    `) as unknown as TypedDocumentString<EbaTriggerUploadMutation, EbaTriggerUploadMutationVariables>;
export const EbaAbortFileProcessingDocument = new TypedDocumentString(`
    mutation EbaAbortFileProcessing($siteCode: String!) {
  ebaAbortFileProcessing(siteCode: $siteCode)
}
    `) as unknown as TypedDocumentString<EbaAbortFileProcessingMutation, EbaAbortFileProcessingMutationVariables>;
export const SendFeedbackDocument = new TypedDocumentString(`
    mutation SendFeedback($input: LogEventInput!) {
  logEvent(input: $input)
}
    `) as unknown as TypedDocumentString<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const HoldingsSummaryDocument = new TypedDocumentString(`
    query HoldingsSummary($siteCode: String!) {
  holdingsSummary(siteCode: $siteCode) {
    siteCode
    institutionName
    licensedPlatforms
    journals {
      ...HoldingsTabFields
    }
    books {
      ...HoldingsTabFields
      booksNotes {
        annualBooksListPrice
        annualBooksSpend
        totalBooksSavings
        annualBooksExpenditureSavings
        booksTierSavings
        classification
        community
        collectionCount
      }
    }
    primarySources {
      ...HoldingsTabFields
    }
    images {
      ...HoldingsTabFields
    }
    institutionalCollections {
      ...HoldingsTabFields
    }
    freeAndOpen {
      ...HoldingsTabFields
    }
  }
}
    fragment HoldingsTabFields on HoldingsTab {
  tab
  title
  titleCount
  corpusCount
  collectionCount
  links {
    label
    url
    displayUrl
    mediaType
  }
  sections {
    key
    title
    titleCount
    corpusCount
    collections {
      id
      title
      titleCount
      corpusCount
      links {
        label
        url
        displayUrl
        mediaType
      }
    }
  }
}`) as unknown as TypedDocumentString<HoldingsSummaryQuery, HoldingsSummaryQueryVariables>;
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
export const MarkAdminNotificationsAsReadDocument = new TypedDocumentString(`
    mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {
  markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {
    notificationId
    readDatetime
  }
}
    `) as unknown as TypedDocumentString<MarkAdminNotificationsAsReadMutation, MarkAdminNotificationsAsReadMutationVariables>;
export const AdminNotificationsDocument = new TypedDocumentString(`
    query AdminNotifications($userId: ID!, $accountType: String) {
  getAdminNotifications(userId: $userId, accountType: $accountType) {
    notificationId
    title
    body
    moreDetailsUrl
    moreDetailsText
    audience
    createdDatetime
    readDatetime
  }
}
    `) as unknown as TypedDocumentString<AdminNotificationsQuery, AdminNotificationsQueryVariables>;
export const ReportHistoryDocument = new TypedDocumentString(`
    query ReportHistory($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $lastOffset: Int!) {
  reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {
    ...ReportHistoryFields
  }
  atLimit: reportHistory(
    reportHistoryUserId: $userId
    reportsType: $type
    first: 1
    offset: $lastOffset
  ) {
    id
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<ReportHistoryQuery, ReportHistoryQueryVariables>;
export const MultiPlatformReportHistoryDocument = new TypedDocumentString(`
    query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $lastOffset: Int!) {
  multiPlatformReportHistory(
    reportHistoryUserId: $userId
    reportsType: $type
    first: $first
  ) {
    ...ReportHistoryFields
  }
  atLimit: multiPlatformReportHistory(
    reportHistoryUserId: $userId
    reportsType: $type
    first: 1
    offset: $lastOffset
  ) {
    id
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<MultiPlatformReportHistoryQuery, MultiPlatformReportHistoryQueryVariables>;
export const ReportHistoryOlderDocument = new TypedDocumentString(`
    query ReportHistoryOlder($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $offset: Int!) {
  reportHistory(
    reportHistoryUserId: $userId
    reportsType: $type
    first: $first
    offset: $offset
  ) {
    ...ReportHistoryFields
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<ReportHistoryOlderQuery, ReportHistoryOlderQueryVariables>;
export const MultiPlatformReportHistoryOlderDocument = new TypedDocumentString(`
    query MultiPlatformReportHistoryOlder($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $offset: Int!) {
  multiPlatformReportHistory(
    reportHistoryUserId: $userId
    reportsType: $type
    first: $first
    offset: $offset
  ) {
    ...ReportHistoryFields
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<MultiPlatformReportHistoryOlderQuery, MultiPlatformReportHistoryOlderQueryVariables>;
export const PublisherReportHistoryDocument = new TypedDocumentString(`
    query PublisherReportHistory($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {
  journals: reportHistory(reportHistoryUserId: $userId, reportsType: $journals) {
    ...ReportHistoryFields
  }
  books: reportHistory(reportHistoryUserId: $userId, reportsType: $books) {
    ...ReportHistoryFields
  }
  research: reportHistory(reportHistoryUserId: $userId, reportsType: $research) {
    ...ReportHistoryFields
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<PublisherReportHistoryQuery, PublisherReportHistoryQueryVariables>;
export const ReportSchedulesDocument = new TypedDocumentString(`
    query ReportSchedules($userId: ID!, $type: ReportsTypeInput!) {
  reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {
    ...ReportScheduleFields
  }
}
    fragment ReportScheduleFields on ReportSchedule {
  id
  schedule_name
  email_address
  frequency
  report_type
  output_format
  state
  created
  effective_date
  platform
  attributes {
    report {
      code
      name
    }
    institutionName
  }
}`) as unknown as TypedDocumentString<ReportSchedulesQuery, ReportSchedulesQueryVariables>;
export const MultiPlatformReportSchedulesDocument = new TypedDocumentString(`
    query MultiPlatformReportSchedules($userId: ID!, $type: MultiPlatformReportsTypeInput!) {
  multiPlatformScheduleHistory(
    reportScheduleHistoryUserId: $userId
    reportsType: $type
  ) {
    ...ReportScheduleFields
  }
}
    fragment ReportScheduleFields on ReportSchedule {
  id
  schedule_name
  email_address
  frequency
  report_type
  output_format
  state
  created
  effective_date
  platform
  attributes {
    report {
      code
      name
    }
    institutionName
  }
}`) as unknown as TypedDocumentString<MultiPlatformReportSchedulesQuery, MultiPlatformReportSchedulesQueryVariables>;
export const PublisherReportSchedulesDocument = new TypedDocumentString(`
    query PublisherReportSchedules($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {
  journals: reportScheduleHistory(
    reportScheduleHistoryUserId: $userId
    reportsType: $journals
  ) {
    ...ReportScheduleFields
  }
  books: reportScheduleHistory(
    reportScheduleHistoryUserId: $userId
    reportsType: $books
  ) {
    ...ReportScheduleFields
  }
  research: reportScheduleHistory(
    reportScheduleHistoryUserId: $userId
    reportsType: $research
  ) {
    ...ReportScheduleFields
  }
}
    fragment ReportScheduleFields on ReportSchedule {
  id
  schedule_name
  email_address
  frequency
  report_type
  output_format
  state
  created
  effective_date
  platform
  attributes {
    report {
      code
      name
    }
    institutionName
  }
}`) as unknown as TypedDocumentString<PublisherReportSchedulesQuery, PublisherReportSchedulesQueryVariables>;
export const AddReportDocument = new TypedDocumentString(`
    mutation AddReport($input: ReportSubmissionInput!) {
  addReport(submissionData: $input) {
    ...ReportHistoryFields
  }
}
    fragment ReportHistoryFields on ReportHistoryItem {
  id
  report_id
  report_name
  output_format
  created
  status
  scheduled_report
  platform
  attributes {
    reportCode
    reportName
    institutionName
    requiredAttributes {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<AddReportMutation, AddReportMutationVariables>;
export const AddReportScheduleDocument = new TypedDocumentString(`
    mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {
  addReportSchedule(submissionData: $input) {
    ...ReportScheduleFields
  }
}
    fragment ReportScheduleFields on ReportSchedule {
  id
  schedule_name
  email_address
  frequency
  report_type
  output_format
  state
  created
  effective_date
  platform
  attributes {
    report {
      code
      name
    }
    institutionName
  }
}`) as unknown as TypedDocumentString<AddReportScheduleMutation, AddReportScheduleMutationVariables>;
export const ReportPublisherSummaryDocument = new TypedDocumentString(`
    query ReportPublisherSummary($siteCode: String!) {
  publisherSummary(siteCode: $siteCode) {
    code
    label
    titleCount
    counts {
      journals
      books
      researchReports
    }
  }
}
    `) as unknown as TypedDocumentString<ReportPublisherSummaryQuery, ReportPublisherSummaryQueryVariables>;
export const ReportTemplatesDocument = new TypedDocumentString(`
    query ReportTemplates($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {
  reportsAvailable(
    userId: $userId
    namespace: $namespace
    siteCode: $siteCode
    platform: $platform
  ) {
    namespace
    templates {
      report {
        code
        name
        description
        frequency
        type
        release
        platform
      }
      namespace
      fileFormats
      requiredAttributes {
        name
      }
      optionalAttributes {
        name
        type
        possibleValues
        defaultValue
        description
      }
      disabledReason
      schedulable
    }
  }
  reportsUsageAvailability(
    namespace: $namespace
    siteCode: $siteCode
    userId: $userId
    platform: $platform
  ) {
    firstFullDayDateIso8601
    lastFullDayDateIso8601
    firstFullMonthDateIso8601
    lastFullMonthDateIso8601
  }
}
    `) as unknown as TypedDocumentString<ReportTemplatesQuery, ReportTemplatesQueryVariables>;
export const ReportLicensedPlatformsDocument = new TypedDocumentString(`
    query ReportLicensedPlatforms($siteCode: String!) {
  licensedPlatforms(siteCode: $siteCode)
}
    `) as unknown as TypedDocumentString<ReportLicensedPlatformsQuery, ReportLicensedPlatformsQueryVariables>;
export const ReportStatusDocument = new TypedDocumentString(`
    query ReportStatus($reportId: ID!) {
  report(reportId: $reportId) {
    report_id
    status
  }
}
    `) as unknown as TypedDocumentString<ReportStatusQuery, ReportStatusQueryVariables>;
export const CheckReportDuplicateDocument = new TypedDocumentString(`
    query CheckReportDuplicate($input: ReportSubmissionInput!) {
  checkReportDuplicate(checkReportDuplicateInput: $input) {
    id
    report_id
    created
    reportCode
    reportName
  }
}
    `) as unknown as TypedDocumentString<CheckReportDuplicateQuery, CheckReportDuplicateQueryVariables>;
export const CheckReportScheduleDuplicateDocument = new TypedDocumentString(`
    query CheckReportScheduleDuplicate($input: ReportScheduleSubmissionInput!) {
  checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $input) {
    id
    created
    reportCode
    reportName
  }
}
    `) as unknown as TypedDocumentString<CheckReportScheduleDuplicateQuery, CheckReportScheduleDuplicateQueryVariables>;
export const UpdateReportScheduleStateDocument = new TypedDocumentString(`
    mutation UpdateReportScheduleState($id: ID!, $state: String!) {
  updateReportScheduleState(id: $id, state: $state) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<UpdateReportScheduleStateMutation, UpdateReportScheduleStateMutationVariables>;
export const ReportChildInstitutionsDocument = new TypedDocumentString(`
    query ReportChildInstitutions($accountId: ID!) {
  childInstitutions(accountId: $accountId) {
    id
    name
    code
  }
}
    `) as unknown as TypedDocumentString<ReportChildInstitutionsQuery, ReportChildInstitutionsQueryVariables>;
export const ReportInstitutionSearchDocument = new TypedDocumentString(`
    query ReportInstitutionSearch($code: String!) {
  iacSearchByCode(code: $code) {
    results {
      id
      code
      name
      type
    }
  }
}
    `) as unknown as TypedDocumentString<ReportInstitutionSearchQuery, ReportInstitutionSearchQueryVariables>;
export const ReportPublicationsDocument = new TypedDocumentString(`
    query ReportPublications($publisherId: ID!) {
  getReportsPublications(publisherId: $publisherId) {
    journalCode
    title
    value
  }
}
    `) as unknown as TypedDocumentString<ReportPublicationsQuery, ReportPublicationsQueryVariables>;
export const ReportCollectionsDocument = new TypedDocumentString(`
    query ReportCollections($siteCode: String!) {
  ccuDashboardData(siteCode: $siteCode) {
    collections {
      id
      title
    }
  }
  ccuReportAvailability(siteCode: $siteCode) {
    generation {
      availableStartDate
      availableEndDate
    }
    usageInstitutions {
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReportCollectionsQuery, ReportCollectionsQueryVariables>;
export const PairedUsersPageDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<PairedUsersPageQuery, PairedUsersPageQueryVariables>;
export const SearchPairedUsersDocument = new TypedDocumentString(`
    query SearchPairedUsers($platform: [String!]!, $emailAddress: String!, $siteCode: String!, $offset: Int!, $limit: Int!, $asQa: Boolean, $adminUsersOnly: Boolean) {
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
}`) as unknown as TypedDocumentString<SearchPairedUsersQuery, SearchPairedUsersQueryVariables>;
export const AddPairedUsersDocument = new TypedDocumentString(`
    mutation AddPairedUsers($siteCode: String!, $emailAddresses: [String!]!, $roles: [String!]) {
  addPairedUsers(
    siteCode: $siteCode
    emailAddresses: $emailAddresses
    roles: $roles
  ) {
    added
    reinvited
    grantedAdmin
  }
}
    `) as unknown as TypedDocumentString<AddPairedUsersMutation, AddPairedUsersMutationVariables>;
export const ExpirePairedUsersDocument = new TypedDocumentString(`
    mutation ExpirePairedUsers($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {
  expirePairedUsers(
    platform: $platform
    siteCode: $siteCode
    emailAddresses: $emailAddresses
  ) {
    updated
  }
}
    `) as unknown as TypedDocumentString<ExpirePairedUsersMutation, ExpirePairedUsersMutationVariables>;
export const ExtendPairedUserExpirationDateDocument = new TypedDocumentString(`
    mutation ExtendPairedUserExpirationDate($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {
  extendPairedUserExpirationDate(
    platform: $platform
    siteCode: $siteCode
    emailAddresses: $emailAddresses
  ) {
    updated
  }
}
    `) as unknown as TypedDocumentString<ExtendPairedUserExpirationDateMutation, ExtendPairedUserExpirationDateMutationVariables>;
export const PairedUsersDataDownloadDocument = new TypedDocumentString(`
    mutation PairedUsersDataDownload($siteCode: String!, $accountId: ID!) {
  pairedUsersDataDownload(siteCode: $siteCode, accountId: $accountId) {
    emailAddress
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<PairedUsersDataDownloadMutation, PairedUsersDataDownloadMutationVariables>;
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
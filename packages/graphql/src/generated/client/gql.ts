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
    "\n  fragment AccessMethodsAccountFields on IacAccount {\n    id\n    code\n    name\n    type\n    preferences {\n      InstitutionFinderInfo\n    }\n    credentials {\n      id\n      type\n      ipAddress\n      allow\n      overlapsOtherInstitution\n      domain\n      referrer\n      username\n      entity\n      clientId\n      clientSecret\n      provider\n      pending\n    }\n  }\n": typeof types.AccessMethodsAccountFieldsFragmentDoc,
    "\n  query AccessMethodsAccount($accountId: ID!, $idType: String!) {\n    iacAccount(accountId: $accountId, idType: $idType) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": typeof types.AccessMethodsAccountDocument,
    "\n  query AccessMethodChanges($accountId: ID!) {\n    accessMethodChanges(accountId: $accountId) {\n      id\n      eventType\n      userName\n      oldValue\n      newValue\n      createdAt\n    }\n  }\n": typeof types.AccessMethodChangesDocument,
    "\n  mutation UpdateInstitutionalAccount($institutionId: ID!, $account: String!) {\n    updateInstitutionalAccount(institutionId: $institutionId, account: $account) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": typeof types.UpdateInstitutionalAccountDocument,
    "\n  mutation ConfirmSsoDomain($accountId: ID!, $credentialId: ID!) {\n    confirmSsoDomain(accountId: $accountId, credentialId: $credentialId) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": typeof types.ConfirmSsoDomainDocument,
    "\n  query VerifyEntityId($entityId: String!) {\n    verifyEntityId(entityId: $entityId) {\n      hasValidEntity\n    }\n  }\n": typeof types.VerifyEntityIdDocument,
    "\n  mutation IacDeleteCredential($accountId: ID!, $credentialId: ID!, $idType: String!) {\n    iacDeleteCredential(accountId: $accountId, credentialId: $credentialId, idType: $idType) {\n      status\n      data\n    }\n  }\n": typeof types.IacDeleteCredentialDocument,
    "\n  query AccountInformation($siteCode: String!) {\n    accountInformation(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      providerDesignationStatement\n      openUrlBaseUrl\n      sushi {\n        customerId\n        requestorId\n        serverPath\n      }\n      researchTool {\n        licenseId\n        active\n        status\n      }\n    }\n  }\n": typeof types.AccountInformationDocument,
    "\n  query SushiCredentials($siteCode: String!) {\n    sushiCredentials(siteCode: $siteCode) {\n      id\n      requestorId\n      createdAt\n      createdBy\n      lastUsedAt\n    }\n  }\n": typeof types.SushiCredentialsDocument,
    "\n  mutation UpdateLicense($licenseId: ID!, $licenseBody: String!) {\n    updateLicense(licenseId: $licenseId, licenseBody: $licenseBody) {\n      licenseId\n      status\n    }\n  }\n": typeof types.UpdateLicenseDocument,
    "\n  mutation SubmitResearchToolFeedback($input: ResearchToolFeedbackInput!) {\n    submitResearchToolFeedback(input: $input)\n  }\n": typeof types.SubmitResearchToolFeedbackDocument,
    "\n  mutation CreateSushiCredential($siteCode: String!) {\n    createSushiCredential(siteCode: $siteCode) {\n      apiKey\n      credential {\n        id\n        requestorId\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.CreateSushiCredentialDocument,
    "\n  mutation RevokeSushiCredential($credentialId: ID!) {\n    revokeSushiCredential(credentialId: $credentialId)\n  }\n": typeof types.RevokeSushiCredentialDocument,
    "\n  query AlmaToken($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      almaId\n    }\n  }\n": typeof types.AlmaTokenDocument,
    "\n  query EbaProgramme($siteCode: String!) {\n    ebaProgramme(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      cycle\n      balance\n      balanceThreshold\n      eligibleTitleCount\n      disablePublicEbaAccess\n      hasSuccessfulUpload\n    }\n  }\n": typeof types.EbaProgrammeDocument,
    "\n  query EbaDownloadLink($siteCode: String!) {\n    getEBADownloadLink(siteCode: $siteCode)\n  }\n": typeof types.EbaDownloadLinkDocument,
    "\n  query EbaUploadStatus($siteCode: String!) {\n    ebaUploadStatus(siteCode: $siteCode) {\n      status\n      message\n      reason\n      details {\n        errorMessage\n        remainingBalance\n        balanceThreshold\n      }\n    }\n  }\n": typeof types.EbaUploadStatusDocument,
    "\n  query EbaDashboard($siteCodes: String) {\n    getParticipantDashboardData(siteCodes: $siteCodes) {\n      accountName\n      siteCode\n      selectionFileSent\n      selectionFileUploaded\n      orderSubmitted\n      orderAccepted\n      statementSent\n      complete\n    }\n    downloadParticipantStatusReport(siteCodes: $siteCodes)\n  }\n": typeof types.EbaDashboardDocument,
    "\n  mutation EbaSignedUrl($siteCode: String!) {\n    ebaSignedUrl(siteCode: $siteCode)\n  }\n": typeof types.EbaSignedUrlDocument,
    "\n  mutation EbaTriggerUpload($siteCode: String!, $accountType: String!) {\n    ebaTriggerUpload(siteCode: $siteCode, accountType: $accountType) {\n      status\n      message\n      reason\n    }\n  }\n": typeof types.EbaTriggerUploadDocument,
    "\n  mutation EbaAbortFileProcessing($siteCode: String!) {\n    ebaAbortFileProcessing(siteCode: $siteCode)\n  }\n": typeof types.EbaAbortFileProcessingDocument,
    "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": typeof types.SendFeedbackDocument,
    "\n  fragment HoldingsTabFields on HoldingsTab {\n    tab\n    title\n    titleCount\n    corpusCount\n    collectionCount\n    links {\n      label\n      url\n      displayUrl\n      mediaType\n    }\n    sections {\n      key\n      title\n      titleCount\n      corpusCount\n      collections {\n        id\n        title\n        titleCount\n        corpusCount\n        links {\n          label\n          url\n          displayUrl\n          mediaType\n        }\n      }\n    }\n  }\n": typeof types.HoldingsTabFieldsFragmentDoc,
    "\n  query HoldingsSummary($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      licensedPlatforms\n      journals {\n        ...HoldingsTabFields\n      }\n      books {\n        ...HoldingsTabFields\n        booksNotes {\n          annualBooksListPrice\n          annualBooksSpend\n          totalBooksSavings\n          annualBooksExpenditureSavings\n          booksTierSavings\n          classification\n          community\n          collectionCount\n        }\n      }\n      primarySources {\n        ...HoldingsTabFields\n      }\n      images {\n        ...HoldingsTabFields\n      }\n      institutionalCollections {\n        ...HoldingsTabFields\n      }\n      freeAndOpen {\n        ...HoldingsTabFields\n      }\n    }\n  }\n": typeof types.HoldingsSummaryDocument,
    "\n  fragment UsagePeriodFields on UsagePeriod {\n    startDate\n    endDate\n    uniqueTitleCount\n    uniqueBookCount\n    uniqueJournalCount\n    totalItemRequests\n    views\n    downloads\n    accessDenied\n    itemizedBookUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    itemizedJournalUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    weeklyUsages {\n      periodStarting\n      usageCount\n    }\n    monthlyUsages {\n      periodStarting\n      usageCount\n    }\n  }\n": typeof types.UsagePeriodFieldsFragmentDoc,
    "\n  fragment PublisherPeriodFields on PublisherPeriod {\n    startDate\n    endDate\n    usageInstitutions {\n      name\n      usageCount\n    }\n    usageCountries {\n      name\n      usageCount\n    }\n    usageItems {\n      name\n      link\n      usageCount\n      accessType\n    }\n  }\n": typeof types.PublisherPeriodFieldsFragmentDoc,
    "\n  query HomepageSummary($siteCode: String!, $accountType: String!) {\n    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {\n      siteCode\n      generatedAt\n      dataThrough\n      institution {\n        downloads {\n          timeframe\n          url\n        }\n        categories {\n          key\n          label\n          pastFourWeeks {\n            ...UsagePeriodFields\n          }\n          pastSixMonths {\n            ...UsagePeriodFields\n          }\n          pastTwelveMonths {\n            ...UsagePeriodFields\n          }\n        }\n      }\n      publisher {\n        generation {\n          createdDate\n        }\n        pastFourWeeks {\n          ...PublisherPeriodFields\n        }\n        pastSixMonths {\n          ...PublisherPeriodFields\n        }\n        pastTwelveMonths {\n          ...PublisherPeriodFields\n        }\n      }\n    }\n  }\n": typeof types.HomepageSummaryDocument,
    "\n  query CrossPlatformUsageTrends($siteCode: String!) {\n    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {\n      siteCode\n      usageTrends {\n        weekStarting\n        platform\n        usageCount\n      }\n    }\n  }\n": typeof types.CrossPlatformUsageTrendsDocument,
    "\n  mutation UserLogin($input: UserLoginInput!) {\n    userLogin(input: $input) {\n      success\n      errorCode\n      accessPersist\n    }\n  }\n": typeof types.UserLoginDocument,
    "\n  query IacSearchByCode($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": typeof types.IacSearchByCodeDocument,
    "\n  mutation StartMasquerade($siteCode: String!) {\n    startMasquerade(siteCode: $siteCode) {\n      uuid\n    }\n  }\n": typeof types.StartMasqueradeDocument,
    "\n  mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {\n    markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {\n      notificationId\n      readDatetime\n    }\n  }\n": typeof types.MarkAdminNotificationsAsReadDocument,
    "\n  query AdminNotifications($userId: ID!, $accountType: String) {\n    getAdminNotifications(userId: $userId, accountType: $accountType) {\n      notificationId\n      title\n      body\n      moreDetailsUrl\n      moreDetailsText\n      audience\n      createdDatetime\n      readDatetime\n    }\n  }\n": typeof types.AdminNotificationsDocument,
    "\n  fragment ReportHistoryFields on ReportHistoryItem {\n    id\n    report_id\n    report_name\n    output_format\n    created\n    status\n    scheduled_report\n    platform\n    attributes {\n      reportCode\n      reportName\n      institutionName\n      requiredAttributes {\n        name\n        value\n      }\n    }\n  }\n": typeof types.ReportHistoryFieldsFragmentDoc,
    "\n  fragment ReportScheduleFields on ReportSchedule {\n    id\n    schedule_name\n    email_address\n    frequency\n    report_type\n    output_format\n    state\n    created\n    effective_date\n    platform\n    attributes {\n      report {\n        code\n        name\n      }\n      institutionName\n    }\n  }\n": typeof types.ReportScheduleFieldsFragmentDoc,
    "\n  query ReportHistory($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n": typeof types.ReportHistoryDocument,
    "\n  query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n": typeof types.MultiPlatformReportHistoryDocument,
    "\n  query ReportHistoryOlder($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $offset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n": typeof types.ReportHistoryOlderDocument,
    "\n  query MultiPlatformReportHistoryOlder($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $offset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n": typeof types.MultiPlatformReportHistoryOlderDocument,
    "\n  query PublisherReportHistory($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportHistory(reportHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportHistoryFields\n    }\n    books: reportHistory(reportHistoryUserId: $userId, reportsType: $books) {\n      ...ReportHistoryFields\n    }\n    research: reportHistory(reportHistoryUserId: $userId, reportsType: $research) {\n      ...ReportHistoryFields\n    }\n  }\n": typeof types.PublisherReportHistoryDocument,
    "\n  query ReportSchedules($userId: ID!, $type: ReportsTypeInput!) {\n    reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n": typeof types.ReportSchedulesDocument,
    "\n  query MultiPlatformReportSchedules($userId: ID!, $type: MultiPlatformReportsTypeInput!) {\n    multiPlatformScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n": typeof types.MultiPlatformReportSchedulesDocument,
    "\n  query PublisherReportSchedules($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportScheduleFields\n    }\n    books: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $books) {\n      ...ReportScheduleFields\n    }\n    research: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $research) {\n      ...ReportScheduleFields\n    }\n  }\n": typeof types.PublisherReportSchedulesDocument,
    "\n  mutation AddReport($input: ReportSubmissionInput!) {\n    addReport(submissionData: $input) {\n      ...ReportHistoryFields\n    }\n  }\n": typeof types.AddReportDocument,
    "\n  mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {\n    addReportSchedule(submissionData: $input) {\n      ...ReportScheduleFields\n    }\n  }\n": typeof types.AddReportScheduleDocument,
    "\n  query ReportPublisherSummary($siteCode: String!) {\n    publisherSummary(siteCode: $siteCode) {\n      code\n      label\n      titleCount\n      counts {\n        journals\n        books\n        researchReports\n      }\n    }\n  }\n": typeof types.ReportPublisherSummaryDocument,
    "\n  query ReportTemplates($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {\n    reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode, platform: $platform) {\n      namespace\n      templates {\n        report {\n          code\n          name\n          description\n          frequency\n          type\n          release\n          platform\n        }\n        namespace\n        fileFormats\n        requiredAttributes {\n          name\n        }\n        optionalAttributes {\n          name\n          type\n          possibleValues\n          defaultValue\n          description\n        }\n        disabledReason\n        schedulable\n      }\n    }\n    reportsUsageAvailability(namespace: $namespace, siteCode: $siteCode, userId: $userId, platform: $platform) {\n      firstFullDayDateIso8601\n      lastFullDayDateIso8601\n      firstFullMonthDateIso8601\n      lastFullMonthDateIso8601\n    }\n  }\n": typeof types.ReportTemplatesDocument,
    "\n  query ReportLicensedPlatforms($siteCode: String!) {\n    licensedPlatforms(siteCode: $siteCode)\n  }\n": typeof types.ReportLicensedPlatformsDocument,
    "\n  query ReportStatus($reportId: ID!) {\n    report(reportId: $reportId) {\n      report_id\n      status\n    }\n  }\n": typeof types.ReportStatusDocument,
    "\n  query CheckReportDuplicate($input: ReportSubmissionInput!) {\n    checkReportDuplicate(checkReportDuplicateInput: $input) {\n      id\n      report_id\n      created\n      reportCode\n      reportName\n    }\n  }\n": typeof types.CheckReportDuplicateDocument,
    "\n  query CheckReportScheduleDuplicate($input: ReportScheduleSubmissionInput!) {\n    checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $input) {\n      id\n      created\n      reportCode\n      reportName\n    }\n  }\n": typeof types.CheckReportScheduleDuplicateDocument,
    "\n  mutation UpdateReportScheduleState($id: ID!, $state: String!) {\n    updateReportScheduleState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": typeof types.UpdateReportScheduleStateDocument,
    "\n  query ReportChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n    }\n  }\n": typeof types.ReportChildInstitutionsDocument,
    "\n  query ReportInstitutionSearch($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": typeof types.ReportInstitutionSearchDocument,
    "\n  query ReportPublications($publisherId: ID!) {\n    getReportsPublications(publisherId: $publisherId) {\n      journalCode\n      title\n      value\n    }\n  }\n": typeof types.ReportPublicationsDocument,
    "\n  query ReportCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n    ccuReportAvailability(siteCode: $siteCode) {\n      generation {\n        availableStartDate\n        availableEndDate\n      }\n      usageInstitutions {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ReportCollectionsDocument,
    "\n  query PairedUsersPage($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $asQa: Boolean, $adminUsersOnly: Boolean) {\n    pairedUsers(\n      platform: $platform\n      pairedUsersSiteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      pairedUsers {\n        ...PairedUserFields\n      }\n      pairedUsersTotal {\n        total\n      }\n      activePairedUsersTotal {\n        total\n      }\n    }\n  }\n": typeof types.PairedUsersPageDocument,
    "\n  query SearchPairedUsers(\n    $platform: [String!]!\n    $emailAddress: String!\n    $siteCode: String!\n    $offset: Int!\n    $limit: Int!\n    $asQa: Boolean\n    $adminUsersOnly: Boolean\n  ) {\n    searchPairedUsers(\n      platform: $platform\n      emailAddress: $emailAddress\n      siteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      users {\n        ...PairedUserFields\n      }\n      total\n      totalActiveUsers\n    }\n  }\n": typeof types.SearchPairedUsersDocument,
    "\n  fragment PairedUserFields on PairedUser {\n    userId\n    email\n    status\n    latestAuthenticatedDateTime\n    profiles {\n      id\n      portalName\n      active\n      expirationDateTime\n      roles {\n        name\n      }\n    }\n  }\n": typeof types.PairedUserFieldsFragmentDoc,
    "\n  mutation AddPairedUsers($siteCode: String!, $emailAddresses: [String!]!, $roles: [String!]) {\n    addPairedUsers(siteCode: $siteCode, emailAddresses: $emailAddresses, roles: $roles) {\n      added\n      reinvited\n      grantedAdmin\n    }\n  }\n": typeof types.AddPairedUsersDocument,
    "\n  mutation ExpirePairedUsers($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    expirePairedUsers(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n": typeof types.ExpirePairedUsersDocument,
    "\n  mutation ExtendPairedUserExpirationDate($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    extendPairedUserExpirationDate(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n": typeof types.ExtendPairedUserExpirationDateDocument,
    "\n  mutation PairedUsersDataDownload($siteCode: String!, $accountId: ID!) {\n    pairedUsersDataDownload(siteCode: $siteCode, accountId: $accountId) {\n      emailAddress\n      expiresAt\n    }\n  }\n": typeof types.PairedUsersDataDownloadDocument,
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
    "\n  fragment AccessMethodsAccountFields on IacAccount {\n    id\n    code\n    name\n    type\n    preferences {\n      InstitutionFinderInfo\n    }\n    credentials {\n      id\n      type\n      ipAddress\n      allow\n      overlapsOtherInstitution\n      domain\n      referrer\n      username\n      entity\n      clientId\n      clientSecret\n      provider\n      pending\n    }\n  }\n": types.AccessMethodsAccountFieldsFragmentDoc,
    "\n  query AccessMethodsAccount($accountId: ID!, $idType: String!) {\n    iacAccount(accountId: $accountId, idType: $idType) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": types.AccessMethodsAccountDocument,
    "\n  query AccessMethodChanges($accountId: ID!) {\n    accessMethodChanges(accountId: $accountId) {\n      id\n      eventType\n      userName\n      oldValue\n      newValue\n      createdAt\n    }\n  }\n": types.AccessMethodChangesDocument,
    "\n  mutation UpdateInstitutionalAccount($institutionId: ID!, $account: String!) {\n    updateInstitutionalAccount(institutionId: $institutionId, account: $account) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": types.UpdateInstitutionalAccountDocument,
    "\n  mutation ConfirmSsoDomain($accountId: ID!, $credentialId: ID!) {\n    confirmSsoDomain(accountId: $accountId, credentialId: $credentialId) {\n      ...AccessMethodsAccountFields\n    }\n  }\n": types.ConfirmSsoDomainDocument,
    "\n  query VerifyEntityId($entityId: String!) {\n    verifyEntityId(entityId: $entityId) {\n      hasValidEntity\n    }\n  }\n": types.VerifyEntityIdDocument,
    "\n  mutation IacDeleteCredential($accountId: ID!, $credentialId: ID!, $idType: String!) {\n    iacDeleteCredential(accountId: $accountId, credentialId: $credentialId, idType: $idType) {\n      status\n      data\n    }\n  }\n": types.IacDeleteCredentialDocument,
    "\n  query AccountInformation($siteCode: String!) {\n    accountInformation(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      providerDesignationStatement\n      openUrlBaseUrl\n      sushi {\n        customerId\n        requestorId\n        serverPath\n      }\n      researchTool {\n        licenseId\n        active\n        status\n      }\n    }\n  }\n": types.AccountInformationDocument,
    "\n  query SushiCredentials($siteCode: String!) {\n    sushiCredentials(siteCode: $siteCode) {\n      id\n      requestorId\n      createdAt\n      createdBy\n      lastUsedAt\n    }\n  }\n": types.SushiCredentialsDocument,
    "\n  mutation UpdateLicense($licenseId: ID!, $licenseBody: String!) {\n    updateLicense(licenseId: $licenseId, licenseBody: $licenseBody) {\n      licenseId\n      status\n    }\n  }\n": types.UpdateLicenseDocument,
    "\n  mutation SubmitResearchToolFeedback($input: ResearchToolFeedbackInput!) {\n    submitResearchToolFeedback(input: $input)\n  }\n": types.SubmitResearchToolFeedbackDocument,
    "\n  mutation CreateSushiCredential($siteCode: String!) {\n    createSushiCredential(siteCode: $siteCode) {\n      apiKey\n      credential {\n        id\n        requestorId\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n": types.CreateSushiCredentialDocument,
    "\n  mutation RevokeSushiCredential($credentialId: ID!) {\n    revokeSushiCredential(credentialId: $credentialId)\n  }\n": types.RevokeSushiCredentialDocument,
    "\n  query AlmaToken($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      almaId\n    }\n  }\n": types.AlmaTokenDocument,
    "\n  query EbaProgramme($siteCode: String!) {\n    ebaProgramme(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      cycle\n      balance\n      balanceThreshold\n      eligibleTitleCount\n      disablePublicEbaAccess\n      hasSuccessfulUpload\n    }\n  }\n": types.EbaProgrammeDocument,
    "\n  query EbaDownloadLink($siteCode: String!) {\n    getEBADownloadLink(siteCode: $siteCode)\n  }\n": types.EbaDownloadLinkDocument,
    "\n  query EbaUploadStatus($siteCode: String!) {\n    ebaUploadStatus(siteCode: $siteCode) {\n      status\n      message\n      reason\n      details {\n        errorMessage\n        remainingBalance\n        balanceThreshold\n      }\n    }\n  }\n": types.EbaUploadStatusDocument,
    "\n  query EbaDashboard($siteCodes: String) {\n    getParticipantDashboardData(siteCodes: $siteCodes) {\n      accountName\n      siteCode\n      selectionFileSent\n      selectionFileUploaded\n      orderSubmitted\n      orderAccepted\n      statementSent\n      complete\n    }\n    downloadParticipantStatusReport(siteCodes: $siteCodes)\n  }\n": types.EbaDashboardDocument,
    "\n  mutation EbaSignedUrl($siteCode: String!) {\n    ebaSignedUrl(siteCode: $siteCode)\n  }\n": types.EbaSignedUrlDocument,
    "\n  mutation EbaTriggerUpload($siteCode: String!, $accountType: String!) {\n    ebaTriggerUpload(siteCode: $siteCode, accountType: $accountType) {\n      status\n      message\n      reason\n    }\n  }\n": types.EbaTriggerUploadDocument,
    "\n  mutation EbaAbortFileProcessing($siteCode: String!) {\n    ebaAbortFileProcessing(siteCode: $siteCode)\n  }\n": types.EbaAbortFileProcessingDocument,
    "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n": types.SendFeedbackDocument,
    "\n  fragment HoldingsTabFields on HoldingsTab {\n    tab\n    title\n    titleCount\n    corpusCount\n    collectionCount\n    links {\n      label\n      url\n      displayUrl\n      mediaType\n    }\n    sections {\n      key\n      title\n      titleCount\n      corpusCount\n      collections {\n        id\n        title\n        titleCount\n        corpusCount\n        links {\n          label\n          url\n          displayUrl\n          mediaType\n        }\n      }\n    }\n  }\n": types.HoldingsTabFieldsFragmentDoc,
    "\n  query HoldingsSummary($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      licensedPlatforms\n      journals {\n        ...HoldingsTabFields\n      }\n      books {\n        ...HoldingsTabFields\n        booksNotes {\n          annualBooksListPrice\n          annualBooksSpend\n          totalBooksSavings\n          annualBooksExpenditureSavings\n          booksTierSavings\n          classification\n          community\n          collectionCount\n        }\n      }\n      primarySources {\n        ...HoldingsTabFields\n      }\n      images {\n        ...HoldingsTabFields\n      }\n      institutionalCollections {\n        ...HoldingsTabFields\n      }\n      freeAndOpen {\n        ...HoldingsTabFields\n      }\n    }\n  }\n": types.HoldingsSummaryDocument,
    "\n  fragment UsagePeriodFields on UsagePeriod {\n    startDate\n    endDate\n    uniqueTitleCount\n    uniqueBookCount\n    uniqueJournalCount\n    totalItemRequests\n    views\n    downloads\n    accessDenied\n    itemizedBookUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    itemizedJournalUsage {\n      uniqueTitle\n      uniqueTitleUrl\n      usageCount\n      usageChange\n    }\n    weeklyUsages {\n      periodStarting\n      usageCount\n    }\n    monthlyUsages {\n      periodStarting\n      usageCount\n    }\n  }\n": types.UsagePeriodFieldsFragmentDoc,
    "\n  fragment PublisherPeriodFields on PublisherPeriod {\n    startDate\n    endDate\n    usageInstitutions {\n      name\n      usageCount\n    }\n    usageCountries {\n      name\n      usageCount\n    }\n    usageItems {\n      name\n      link\n      usageCount\n      accessType\n    }\n  }\n": types.PublisherPeriodFieldsFragmentDoc,
    "\n  query HomepageSummary($siteCode: String!, $accountType: String!) {\n    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {\n      siteCode\n      generatedAt\n      dataThrough\n      institution {\n        downloads {\n          timeframe\n          url\n        }\n        categories {\n          key\n          label\n          pastFourWeeks {\n            ...UsagePeriodFields\n          }\n          pastSixMonths {\n            ...UsagePeriodFields\n          }\n          pastTwelveMonths {\n            ...UsagePeriodFields\n          }\n        }\n      }\n      publisher {\n        generation {\n          createdDate\n        }\n        pastFourWeeks {\n          ...PublisherPeriodFields\n        }\n        pastSixMonths {\n          ...PublisherPeriodFields\n        }\n        pastTwelveMonths {\n          ...PublisherPeriodFields\n        }\n      }\n    }\n  }\n": types.HomepageSummaryDocument,
    "\n  query CrossPlatformUsageTrends($siteCode: String!) {\n    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {\n      siteCode\n      usageTrends {\n        weekStarting\n        platform\n        usageCount\n      }\n    }\n  }\n": types.CrossPlatformUsageTrendsDocument,
    "\n  mutation UserLogin($input: UserLoginInput!) {\n    userLogin(input: $input) {\n      success\n      errorCode\n      accessPersist\n    }\n  }\n": types.UserLoginDocument,
    "\n  query IacSearchByCode($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": types.IacSearchByCodeDocument,
    "\n  mutation StartMasquerade($siteCode: String!) {\n    startMasquerade(siteCode: $siteCode) {\n      uuid\n    }\n  }\n": types.StartMasqueradeDocument,
    "\n  mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {\n    markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {\n      notificationId\n      readDatetime\n    }\n  }\n": types.MarkAdminNotificationsAsReadDocument,
    "\n  query AdminNotifications($userId: ID!, $accountType: String) {\n    getAdminNotifications(userId: $userId, accountType: $accountType) {\n      notificationId\n      title\n      body\n      moreDetailsUrl\n      moreDetailsText\n      audience\n      createdDatetime\n      readDatetime\n    }\n  }\n": types.AdminNotificationsDocument,
    "\n  fragment ReportHistoryFields on ReportHistoryItem {\n    id\n    report_id\n    report_name\n    output_format\n    created\n    status\n    scheduled_report\n    platform\n    attributes {\n      reportCode\n      reportName\n      institutionName\n      requiredAttributes {\n        name\n        value\n      }\n    }\n  }\n": types.ReportHistoryFieldsFragmentDoc,
    "\n  fragment ReportScheduleFields on ReportSchedule {\n    id\n    schedule_name\n    email_address\n    frequency\n    report_type\n    output_format\n    state\n    created\n    effective_date\n    platform\n    attributes {\n      report {\n        code\n        name\n      }\n      institutionName\n    }\n  }\n": types.ReportScheduleFieldsFragmentDoc,
    "\n  query ReportHistory($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n": types.ReportHistoryDocument,
    "\n  query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n": types.MultiPlatformReportHistoryDocument,
    "\n  query ReportHistoryOlder($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $offset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n": types.ReportHistoryOlderDocument,
    "\n  query MultiPlatformReportHistoryOlder($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $offset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n": types.MultiPlatformReportHistoryOlderDocument,
    "\n  query PublisherReportHistory($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportHistory(reportHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportHistoryFields\n    }\n    books: reportHistory(reportHistoryUserId: $userId, reportsType: $books) {\n      ...ReportHistoryFields\n    }\n    research: reportHistory(reportHistoryUserId: $userId, reportsType: $research) {\n      ...ReportHistoryFields\n    }\n  }\n": types.PublisherReportHistoryDocument,
    "\n  query ReportSchedules($userId: ID!, $type: ReportsTypeInput!) {\n    reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n": types.ReportSchedulesDocument,
    "\n  query MultiPlatformReportSchedules($userId: ID!, $type: MultiPlatformReportsTypeInput!) {\n    multiPlatformScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n": types.MultiPlatformReportSchedulesDocument,
    "\n  query PublisherReportSchedules($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportScheduleFields\n    }\n    books: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $books) {\n      ...ReportScheduleFields\n    }\n    research: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $research) {\n      ...ReportScheduleFields\n    }\n  }\n": types.PublisherReportSchedulesDocument,
    "\n  mutation AddReport($input: ReportSubmissionInput!) {\n    addReport(submissionData: $input) {\n      ...ReportHistoryFields\n    }\n  }\n": types.AddReportDocument,
    "\n  mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {\n    addReportSchedule(submissionData: $input) {\n      ...ReportScheduleFields\n    }\n  }\n": types.AddReportScheduleDocument,
    "\n  query ReportPublisherSummary($siteCode: String!) {\n    publisherSummary(siteCode: $siteCode) {\n      code\n      label\n      titleCount\n      counts {\n        journals\n        books\n        researchReports\n      }\n    }\n  }\n": types.ReportPublisherSummaryDocument,
    "\n  query ReportTemplates($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {\n    reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode, platform: $platform) {\n      namespace\n      templates {\n        report {\n          code\n          name\n          description\n          frequency\n          type\n          release\n          platform\n        }\n        namespace\n        fileFormats\n        requiredAttributes {\n          name\n        }\n        optionalAttributes {\n          name\n          type\n          possibleValues\n          defaultValue\n          description\n        }\n        disabledReason\n        schedulable\n      }\n    }\n    reportsUsageAvailability(namespace: $namespace, siteCode: $siteCode, userId: $userId, platform: $platform) {\n      firstFullDayDateIso8601\n      lastFullDayDateIso8601\n      firstFullMonthDateIso8601\n      lastFullMonthDateIso8601\n    }\n  }\n": types.ReportTemplatesDocument,
    "\n  query ReportLicensedPlatforms($siteCode: String!) {\n    licensedPlatforms(siteCode: $siteCode)\n  }\n": types.ReportLicensedPlatformsDocument,
    "\n  query ReportStatus($reportId: ID!) {\n    report(reportId: $reportId) {\n      report_id\n      status\n    }\n  }\n": types.ReportStatusDocument,
    "\n  query CheckReportDuplicate($input: ReportSubmissionInput!) {\n    checkReportDuplicate(checkReportDuplicateInput: $input) {\n      id\n      report_id\n      created\n      reportCode\n      reportName\n    }\n  }\n": types.CheckReportDuplicateDocument,
    "\n  query CheckReportScheduleDuplicate($input: ReportScheduleSubmissionInput!) {\n    checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $input) {\n      id\n      created\n      reportCode\n      reportName\n    }\n  }\n": types.CheckReportScheduleDuplicateDocument,
    "\n  mutation UpdateReportScheduleState($id: ID!, $state: String!) {\n    updateReportScheduleState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": types.UpdateReportScheduleStateDocument,
    "\n  query ReportChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n    }\n  }\n": types.ReportChildInstitutionsDocument,
    "\n  query ReportInstitutionSearch($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n": types.ReportInstitutionSearchDocument,
    "\n  query ReportPublications($publisherId: ID!) {\n    getReportsPublications(publisherId: $publisherId) {\n      journalCode\n      title\n      value\n    }\n  }\n": types.ReportPublicationsDocument,
    "\n  query ReportCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n    ccuReportAvailability(siteCode: $siteCode) {\n      generation {\n        availableStartDate\n        availableEndDate\n      }\n      usageInstitutions {\n        code\n        name\n      }\n    }\n  }\n": types.ReportCollectionsDocument,
    "\n  query PairedUsersPage($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $asQa: Boolean, $adminUsersOnly: Boolean) {\n    pairedUsers(\n      platform: $platform\n      pairedUsersSiteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      pairedUsers {\n        ...PairedUserFields\n      }\n      pairedUsersTotal {\n        total\n      }\n      activePairedUsersTotal {\n        total\n      }\n    }\n  }\n": types.PairedUsersPageDocument,
    "\n  query SearchPairedUsers(\n    $platform: [String!]!\n    $emailAddress: String!\n    $siteCode: String!\n    $offset: Int!\n    $limit: Int!\n    $asQa: Boolean\n    $adminUsersOnly: Boolean\n  ) {\n    searchPairedUsers(\n      platform: $platform\n      emailAddress: $emailAddress\n      siteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      users {\n        ...PairedUserFields\n      }\n      total\n      totalActiveUsers\n    }\n  }\n": types.SearchPairedUsersDocument,
    "\n  fragment PairedUserFields on PairedUser {\n    userId\n    email\n    status\n    latestAuthenticatedDateTime\n    profiles {\n      id\n      portalName\n      active\n      expirationDateTime\n      roles {\n        name\n      }\n    }\n  }\n": types.PairedUserFieldsFragmentDoc,
    "\n  mutation AddPairedUsers($siteCode: String!, $emailAddresses: [String!]!, $roles: [String!]) {\n    addPairedUsers(siteCode: $siteCode, emailAddresses: $emailAddresses, roles: $roles) {\n      added\n      reinvited\n      grantedAdmin\n    }\n  }\n": types.AddPairedUsersDocument,
    "\n  mutation ExpirePairedUsers($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    expirePairedUsers(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n": types.ExpirePairedUsersDocument,
    "\n  mutation ExtendPairedUserExpirationDate($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    extendPairedUserExpirationDate(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n": types.ExtendPairedUserExpirationDateDocument,
    "\n  mutation PairedUsersDataDownload($siteCode: String!, $accountId: ID!) {\n    pairedUsersDataDownload(siteCode: $siteCode, accountId: $accountId) {\n      emailAddress\n      expiresAt\n    }\n  }\n": types.PairedUsersDataDownloadDocument,
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
export function graphql(source: "\n  fragment AccessMethodsAccountFields on IacAccount {\n    id\n    code\n    name\n    type\n    preferences {\n      InstitutionFinderInfo\n    }\n    credentials {\n      id\n      type\n      ipAddress\n      allow\n      overlapsOtherInstitution\n      domain\n      referrer\n      username\n      entity\n      clientId\n      clientSecret\n      provider\n      pending\n    }\n  }\n"): typeof import('./graphql').AccessMethodsAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessMethodsAccount($accountId: ID!, $idType: String!) {\n    iacAccount(accountId: $accountId, idType: $idType) {\n      ...AccessMethodsAccountFields\n    }\n  }\n"): typeof import('./graphql').AccessMethodsAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessMethodChanges($accountId: ID!) {\n    accessMethodChanges(accountId: $accountId) {\n      id\n      eventType\n      userName\n      oldValue\n      newValue\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AccessMethodChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInstitutionalAccount($institutionId: ID!, $account: String!) {\n    updateInstitutionalAccount(institutionId: $institutionId, account: $account) {\n      ...AccessMethodsAccountFields\n    }\n  }\n"): typeof import('./graphql').UpdateInstitutionalAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSsoDomain($accountId: ID!, $credentialId: ID!) {\n    confirmSsoDomain(accountId: $accountId, credentialId: $credentialId) {\n      ...AccessMethodsAccountFields\n    }\n  }\n"): typeof import('./graphql').ConfirmSsoDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyEntityId($entityId: String!) {\n    verifyEntityId(entityId: $entityId) {\n      hasValidEntity\n    }\n  }\n"): typeof import('./graphql').VerifyEntityIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IacDeleteCredential($accountId: ID!, $credentialId: ID!, $idType: String!) {\n    iacDeleteCredential(accountId: $accountId, credentialId: $credentialId, idType: $idType) {\n      status\n      data\n    }\n  }\n"): typeof import('./graphql').IacDeleteCredentialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountInformation($siteCode: String!) {\n    accountInformation(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      providerDesignationStatement\n      openUrlBaseUrl\n      sushi {\n        customerId\n        requestorId\n        serverPath\n      }\n      researchTool {\n        licenseId\n        active\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').AccountInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SushiCredentials($siteCode: String!) {\n    sushiCredentials(siteCode: $siteCode) {\n      id\n      requestorId\n      createdAt\n      createdBy\n      lastUsedAt\n    }\n  }\n"): typeof import('./graphql').SushiCredentialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLicense($licenseId: ID!, $licenseBody: String!) {\n    updateLicense(licenseId: $licenseId, licenseBody: $licenseBody) {\n      licenseId\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitResearchToolFeedback($input: ResearchToolFeedbackInput!) {\n    submitResearchToolFeedback(input: $input)\n  }\n"): typeof import('./graphql').SubmitResearchToolFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSushiCredential($siteCode: String!) {\n    createSushiCredential(siteCode: $siteCode) {\n      apiKey\n      credential {\n        id\n        requestorId\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n"): typeof import('./graphql').CreateSushiCredentialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSushiCredential($credentialId: ID!) {\n    revokeSushiCredential(credentialId: $credentialId)\n  }\n"): typeof import('./graphql').RevokeSushiCredentialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlmaToken($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      almaId\n    }\n  }\n"): typeof import('./graphql').AlmaTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbaProgramme($siteCode: String!) {\n    ebaProgramme(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      cycle\n      balance\n      balanceThreshold\n      eligibleTitleCount\n      disablePublicEbaAccess\n      hasSuccessfulUpload\n    }\n  }\n"): typeof import('./graphql').EbaProgrammeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbaDownloadLink($siteCode: String!) {\n    getEBADownloadLink(siteCode: $siteCode)\n  }\n"): typeof import('./graphql').EbaDownloadLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbaUploadStatus($siteCode: String!) {\n    ebaUploadStatus(siteCode: $siteCode) {\n      status\n      message\n      reason\n      details {\n        errorMessage\n        remainingBalance\n        balanceThreshold\n      }\n    }\n  }\n"): typeof import('./graphql').EbaUploadStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbaDashboard($siteCodes: String) {\n    getParticipantDashboardData(siteCodes: $siteCodes) {\n      accountName\n      siteCode\n      selectionFileSent\n      selectionFileUploaded\n      orderSubmitted\n      orderAccepted\n      statementSent\n      complete\n    }\n    downloadParticipantStatusReport(siteCodes: $siteCodes)\n  }\n"): typeof import('./graphql').EbaDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbaSignedUrl($siteCode: String!) {\n    ebaSignedUrl(siteCode: $siteCode)\n  }\n"): typeof import('./graphql').EbaSignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbaTriggerUpload($siteCode: String!, $accountType: String!) {\n    ebaTriggerUpload(siteCode: $siteCode, accountType: $accountType) {\n      status\n      message\n      reason\n    }\n  }\n"): typeof import('./graphql').EbaTriggerUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbaAbortFileProcessing($siteCode: String!) {\n    ebaAbortFileProcessing(siteCode: $siteCode)\n  }\n"): typeof import('./graphql').EbaAbortFileProcessingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: LogEventInput!) {\n    logEvent(input: $input)\n  }\n"): typeof import('./graphql').SendFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoldingsTabFields on HoldingsTab {\n    tab\n    title\n    titleCount\n    corpusCount\n    collectionCount\n    links {\n      label\n      url\n      displayUrl\n      mediaType\n    }\n    sections {\n      key\n      title\n      titleCount\n      corpusCount\n      collections {\n        id\n        title\n        titleCount\n        corpusCount\n        links {\n          label\n          url\n          displayUrl\n          mediaType\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HoldingsTabFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoldingsSummary($siteCode: String!) {\n    holdingsSummary(siteCode: $siteCode) {\n      siteCode\n      institutionName\n      licensedPlatforms\n      journals {\n        ...HoldingsTabFields\n      }\n      books {\n        ...HoldingsTabFields\n        booksNotes {\n          annualBooksListPrice\n          annualBooksSpend\n          totalBooksSavings\n          annualBooksExpenditureSavings\n          booksTierSavings\n          classification\n          community\n          collectionCount\n        }\n      }\n      primarySources {\n        ...HoldingsTabFields\n      }\n      images {\n        ...HoldingsTabFields\n      }\n      institutionalCollections {\n        ...HoldingsTabFields\n      }\n      freeAndOpen {\n        ...HoldingsTabFields\n      }\n    }\n  }\n"): typeof import('./graphql').HoldingsSummaryDocument;
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
export function graphql(source: "\n  mutation MarkAdminNotificationsAsRead($notificationIds: [ID!]!, $userId: ID!) {\n    markAdminNotificationsAsRead(notificationIds: $notificationIds, userId: $userId) {\n      notificationId\n      readDatetime\n    }\n  }\n"): typeof import('./graphql').MarkAdminNotificationsAsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotifications($userId: ID!, $accountType: String) {\n    getAdminNotifications(userId: $userId, accountType: $accountType) {\n      notificationId\n      title\n      body\n      moreDetailsUrl\n      moreDetailsText\n      audience\n      createdDatetime\n      readDatetime\n    }\n  }\n"): typeof import('./graphql').AdminNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportHistoryFields on ReportHistoryItem {\n    id\n    report_id\n    report_name\n    output_format\n    created\n    status\n    scheduled_report\n    platform\n    attributes {\n      reportCode\n      reportName\n      institutionName\n      requiredAttributes {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').ReportHistoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportScheduleFields on ReportSchedule {\n    id\n    schedule_name\n    email_address\n    frequency\n    report_type\n    output_format\n    state\n    created\n    effective_date\n    platform\n    attributes {\n      report {\n        code\n        name\n      }\n      institutionName\n    }\n  }\n"): typeof import('./graphql').ReportScheduleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportHistory($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReportHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $lastOffset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {\n      ...ReportHistoryFields\n    }\n    atLimit: multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {\n      id\n    }\n  }\n"): typeof import('./graphql').MultiPlatformReportHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportHistoryOlder($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $offset: Int!) {\n    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n"): typeof import('./graphql').ReportHistoryOlderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiPlatformReportHistoryOlder($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $offset: Int!) {\n    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {\n      ...ReportHistoryFields\n    }\n  }\n"): typeof import('./graphql').MultiPlatformReportHistoryOlderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublisherReportHistory($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportHistory(reportHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportHistoryFields\n    }\n    books: reportHistory(reportHistoryUserId: $userId, reportsType: $books) {\n      ...ReportHistoryFields\n    }\n    research: reportHistory(reportHistoryUserId: $userId, reportsType: $research) {\n      ...ReportHistoryFields\n    }\n  }\n"): typeof import('./graphql').PublisherReportHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSchedules($userId: ID!, $type: ReportsTypeInput!) {\n    reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n"): typeof import('./graphql').ReportSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiPlatformReportSchedules($userId: ID!, $type: MultiPlatformReportsTypeInput!) {\n    multiPlatformScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {\n      ...ReportScheduleFields\n    }\n  }\n"): typeof import('./graphql').MultiPlatformReportSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublisherReportSchedules($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {\n    journals: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $journals) {\n      ...ReportScheduleFields\n    }\n    books: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $books) {\n      ...ReportScheduleFields\n    }\n    research: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $research) {\n      ...ReportScheduleFields\n    }\n  }\n"): typeof import('./graphql').PublisherReportSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReport($input: ReportSubmissionInput!) {\n    addReport(submissionData: $input) {\n      ...ReportHistoryFields\n    }\n  }\n"): typeof import('./graphql').AddReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {\n    addReportSchedule(submissionData: $input) {\n      ...ReportScheduleFields\n    }\n  }\n"): typeof import('./graphql').AddReportScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPublisherSummary($siteCode: String!) {\n    publisherSummary(siteCode: $siteCode) {\n      code\n      label\n      titleCount\n      counts {\n        journals\n        books\n        researchReports\n      }\n    }\n  }\n"): typeof import('./graphql').ReportPublisherSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTemplates($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {\n    reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode, platform: $platform) {\n      namespace\n      templates {\n        report {\n          code\n          name\n          description\n          frequency\n          type\n          release\n          platform\n        }\n        namespace\n        fileFormats\n        requiredAttributes {\n          name\n        }\n        optionalAttributes {\n          name\n          type\n          possibleValues\n          defaultValue\n          description\n        }\n        disabledReason\n        schedulable\n      }\n    }\n    reportsUsageAvailability(namespace: $namespace, siteCode: $siteCode, userId: $userId, platform: $platform) {\n      firstFullDayDateIso8601\n      lastFullDayDateIso8601\n      firstFullMonthDateIso8601\n      lastFullMonthDateIso8601\n    }\n  }\n"): typeof import('./graphql').ReportTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportLicensedPlatforms($siteCode: String!) {\n    licensedPlatforms(siteCode: $siteCode)\n  }\n"): typeof import('./graphql').ReportLicensedPlatformsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportStatus($reportId: ID!) {\n    report(reportId: $reportId) {\n      report_id\n      status\n    }\n  }\n"): typeof import('./graphql').ReportStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckReportDuplicate($input: ReportSubmissionInput!) {\n    checkReportDuplicate(checkReportDuplicateInput: $input) {\n      id\n      report_id\n      created\n      reportCode\n      reportName\n    }\n  }\n"): typeof import('./graphql').CheckReportDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckReportScheduleDuplicate($input: ReportScheduleSubmissionInput!) {\n    checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $input) {\n      id\n      created\n      reportCode\n      reportName\n    }\n  }\n"): typeof import('./graphql').CheckReportScheduleDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReportScheduleState($id: ID!, $state: String!) {\n    updateReportScheduleState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').UpdateReportScheduleStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportChildInstitutions($accountId: ID!) {\n    childInstitutions(accountId: $accountId) {\n      id\n      name\n      code\n    }\n  }\n"): typeof import('./graphql').ReportChildInstitutionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportInstitutionSearch($code: String!) {\n    iacSearchByCode(code: $code) {\n      results {\n        id\n        code\n        name\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').ReportInstitutionSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPublications($publisherId: ID!) {\n    getReportsPublications(publisherId: $publisherId) {\n      journalCode\n      title\n      value\n    }\n  }\n"): typeof import('./graphql').ReportPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportCollections($siteCode: String!) {\n    ccuDashboardData(siteCode: $siteCode) {\n      collections {\n        id\n        title\n      }\n    }\n    ccuReportAvailability(siteCode: $siteCode) {\n      generation {\n        availableStartDate\n        availableEndDate\n      }\n      usageInstitutions {\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ReportCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PairedUsersPage($platform: [String!]!, $siteCode: String!, $offset: Int!, $limit: Int!, $asQa: Boolean, $adminUsersOnly: Boolean) {\n    pairedUsers(\n      platform: $platform\n      pairedUsersSiteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      pairedUsers {\n        ...PairedUserFields\n      }\n      pairedUsersTotal {\n        total\n      }\n      activePairedUsersTotal {\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').PairedUsersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPairedUsers(\n    $platform: [String!]!\n    $emailAddress: String!\n    $siteCode: String!\n    $offset: Int!\n    $limit: Int!\n    $asQa: Boolean\n    $adminUsersOnly: Boolean\n  ) {\n    searchPairedUsers(\n      platform: $platform\n      emailAddress: $emailAddress\n      siteCode: $siteCode\n      offset: $offset\n      limit: $limit\n      asQa: $asQa\n      adminUsersOnly: $adminUsersOnly\n    ) {\n      users {\n        ...PairedUserFields\n      }\n      total\n      totalActiveUsers\n    }\n  }\n"): typeof import('./graphql').SearchPairedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PairedUserFields on PairedUser {\n    userId\n    email\n    status\n    latestAuthenticatedDateTime\n    profiles {\n      id\n      portalName\n      active\n      expirationDateTime\n      roles {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').PairedUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPairedUsers($siteCode: String!, $emailAddresses: [String!]!, $roles: [String!]) {\n    addPairedUsers(siteCode: $siteCode, emailAddresses: $emailAddresses, roles: $roles) {\n      added\n      reinvited\n      grantedAdmin\n    }\n  }\n"): typeof import('./graphql').AddPairedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExpirePairedUsers($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    expirePairedUsers(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n"): typeof import('./graphql').ExpirePairedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendPairedUserExpirationDate($platform: [String!]!, $siteCode: String!, $emailAddresses: [String!]!) {\n    extendPairedUserExpirationDate(platform: $platform, siteCode: $siteCode, emailAddresses: $emailAddresses) {\n      updated\n    }\n  }\n"): typeof import('./graphql').ExtendPairedUserExpirationDateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairedUsersDataDownload($siteCode: String!, $accountId: ID!) {\n    pairedUsersDataDownload(siteCode: $siteCode, accountId: $accountId) {\n      emailAddress\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').PairedUsersDataDownloadDocument;
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

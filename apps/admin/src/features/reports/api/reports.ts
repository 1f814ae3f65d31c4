import { queryOptions } from '@tanstack/react-query';
import {
  graphql,
  type ReportScheduleSubmissionInput,
  type ReportSubmissionInput,
  type ReportHistoryFieldsFragment,
  type ReportScheduleFieldsFragment,
  type ReportTemplatesQuery,
} from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import type { HistoryParams } from '../model/page-modes';

export type HistoryItem = ReportHistoryFieldsFragment;
export type ScheduleItem = ReportScheduleFieldsFragment;

const _historyFields = graphql(`
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
`);

const _scheduleFields = graphql(`
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
`);

const historyDocument = graphql(`
  query ReportHistory($userId: ID!, $type: ReportsTypeInput!) {
    reportHistory(reportHistoryUserId: $userId, reportsType: $type) {
      ...ReportHistoryFields
    }
  }
`);

const multiPlatformHistoryDocument = graphql(`
  query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!) {
    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type) {
      ...ReportHistoryFields
    }
  }
`);

const publisherHistoryDocument = graphql(`
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
`);

const schedulesDocument = graphql(`
  query ReportSchedules($userId: ID!, $type: ReportsTypeInput!) {
    reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {
      ...ReportScheduleFields
    }
  }
`);

const multiPlatformSchedulesDocument = graphql(`
  query MultiPlatformReportSchedules($userId: ID!, $type: MultiPlatformReportsTypeInput!) {
    multiPlatformScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $type) {
      ...ReportScheduleFields
    }
  }
`);

const publisherSchedulesDocument = graphql(`
  query PublisherReportSchedules($userId: ID!, $journals: ReportsTypeInput!, $books: ReportsTypeInput!, $research: ReportsTypeInput!) {
    journals: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $journals) {
      ...ReportScheduleFields
    }
    books: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $books) {
      ...ReportScheduleFields
    }
    research: reportScheduleHistory(reportScheduleHistoryUserId: $userId, reportsType: $research) {
      ...ReportScheduleFields
    }
  }
`);

const templatesDocument = graphql(`
  query ReportTemplates($userId: ID!, $namespace: String!, $siteCode: String!, $platform: String) {
    reportsAvailable(userId: $userId, namespace: $namespace, siteCode: $siteCode, platform: $platform) {
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
    reportsUsageAvailability(namespace: $namespace, siteCode: $siteCode, userId: $userId, platform: $platform) {
      firstFullDayDateIso8601
      lastFullDayDateIso8601
      firstFullMonthDateIso8601
      lastFullMonthDateIso8601
    }
  }
`);

const licensedPlatformsDocument = graphql(`
  query ReportLicensedPlatforms($siteCode: String!) {
    licensedPlatforms(siteCode: $siteCode)
  }
`);

const statusDocument = graphql(`
  query ReportStatus($reportId: ID!) {
    report(reportId: $reportId) {
      report_id
      status
    }
  }
`);

const checkDuplicateDocument = graphql(`
  query CheckReportDuplicate($input: ReportSubmissionInput!) {
    checkReportDuplicate(checkReportDuplicateInput: $input) {
      id
      report_id
      created
      reportCode
      reportName
    }
  }
`);

const checkScheduleDuplicateDocument = graphql(`
  query CheckReportScheduleDuplicate($input: ReportScheduleSubmissionInput!) {
    checkReportScheduleDuplicate(checkReportScheduleDuplicateInput: $input) {
      id
      created
      reportCode
      reportName
    }
  }
`);

const addReportDocument = graphql(`
  mutation AddReport($input: ReportSubmissionInput!) {
    addReport(submissionData: $input) {
      ...ReportHistoryFields
    }
  }
`);

const addScheduleDocument = graphql(`
  mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {
    addReportSchedule(submissionData: $input) {
      ...ReportScheduleFields
    }
  }
`);

const scheduleStateDocument = graphql(`
  mutation UpdateReportScheduleState($id: ID!, $state: String!) {
    updateReportScheduleState(id: $id, state: $state) {
      id
      state
    }
  }
`);

const childInstitutionsDocument = graphql(`
  query ReportChildInstitutions($accountId: ID!) {
    childInstitutions(accountId: $accountId) {
      id
      name
      code
    }
  }
`);

const institutionSearchDocument = graphql(`
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
`);

const publisherSummaryDocument = graphql(`
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
`);

const publicationsDocument = graphql(`
  query ReportPublications($publisherId: ID!) {
    getReportsPublications(publisherId: $publisherId) {
      journalCode
      title
      value
    }
  }
`);

const collectionsDocument = graphql(`
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
`);

/** The history of a page: one namespace and platform, several platforms (COUNTER 5), or the publisher's three. */
export function historyOptions(params: HistoryParams) {
  return queryOptions({
    queryKey: ['reports', 'history', params.userId, params.namespaces.join(','), params.platforms.join(',')],
    queryFn: async (): Promise<HistoryItem[]> => {
      const { userId, namespaces, platforms } = params;
      if (namespaces.length === 3) {
        const type = (namespace: string) => ({ userId, namespace, platform: 'jstor' });
        const data = await execute(publisherHistoryDocument, {
          userId,
          journals: type(namespaces[0] ?? ''),
          books: type(namespaces[1] ?? ''),
          research: type(namespaces[2] ?? ''),
        });
        return [...data.journals, ...data.books, ...data.research];
      }
      const namespace = namespaces[0] ?? '';
      if (params.multiPlatform) {
        return (await execute(multiPlatformHistoryDocument, { userId, type: { userId, namespace, platform: [...platforms] } }))
          .multiPlatformReportHistory;
      }
      return (await execute(historyDocument, { userId, type: { userId, namespace, platform: platforms[0] ?? 'jstor' } })).reportHistory;
    },
  });
}

export function schedulesOptions(params: HistoryParams) {
  return queryOptions({
    queryKey: ['reports', 'schedules', params.userId, params.namespaces.join(','), params.platforms.join(',')],
    queryFn: async (): Promise<ScheduleItem[]> => {
      const { userId, namespaces, platforms } = params;
      if (namespaces.length === 3) {
        const type = (namespace: string) => ({ userId, namespace, platform: 'jstor' });
        const data = await execute(publisherSchedulesDocument, {
          userId,
          journals: type(namespaces[0] ?? ''),
          books: type(namespaces[1] ?? ''),
          research: type(namespaces[2] ?? ''),
        });
        return [...data.journals, ...data.books, ...data.research];
      }
      const namespace = namespaces[0] ?? '';
      if (params.multiPlatform) {
        return (await execute(multiPlatformSchedulesDocument, { userId, type: { userId, namespace, platform: [...platforms] } }))
          .multiPlatformScheduleHistory;
      }
      return (await execute(schedulesDocument, { userId, type: { userId, namespace, platform: platforms[0] ?? 'jstor' } }))
        .reportScheduleHistory;
    },
  });
}

export function templatesOptions(userId: string, namespace: string, siteCode: string, platform: string) {
  return queryOptions({
    queryKey: ['reports', 'templates', userId, namespace, siteCode, platform],
    queryFn: () => execute(templatesDocument, { userId, namespace, siteCode, platform }),
    staleTime: 5 * 60_000,
  });
}

export type ReportTemplateItem = ReportTemplatesQuery['reportsAvailable']['templates'][number];

export function licensedPlatformsOptions(siteCode: string) {
  return queryOptions({
    queryKey: ['reports', 'licensed-platforms', siteCode],
    queryFn: async () => (await execute(licensedPlatformsDocument, { siteCode })).licensedPlatforms,
    staleTime: 10 * 60_000,
  });
}

/** The status check is never cached (spec 001 §7). */
export async function fetchReportStatus(reportId: string): Promise<string | null> {
  return (await execute(statusDocument, { reportId })).report?.status ?? null;
}

export async function checkReportDuplicate(input: ReportSubmissionInput) {
  return (await execute(checkDuplicateDocument, { input })).checkReportDuplicate;
}

export async function checkScheduleDuplicate(input: ReportScheduleSubmissionInput) {
  return (await execute(checkScheduleDuplicateDocument, { input })).checkReportScheduleDuplicate;
}

export async function addReport(input: ReportSubmissionInput) {
  return (await execute(addReportDocument, { input })).addReport;
}

export async function addReportSchedule(input: ReportScheduleSubmissionInput) {
  return (await execute(addScheduleDocument, { input })).addReportSchedule;
}

export async function inactivateSchedule(id: string) {
  return (await execute(scheduleStateDocument, { id, state: 'inactive' })).updateReportScheduleState;
}

export function childInstitutionsOptions(accountId: string) {
  return queryOptions({
    queryKey: ['reports', 'children', accountId],
    queryFn: async () => (await execute(childInstitutionsDocument, { accountId })).childInstitutions,
    staleTime: 10 * 60_000,
  });
}

export async function searchInstitutions(code: string) {
  return (await execute(institutionSearchDocument, { code })).iacSearchByCode.results;
}

/** Never cached (spec 001 §7). */
export function publisherSummaryOptions(siteCode: string) {
  return queryOptions({
    queryKey: ['reports', 'publisher-summary', siteCode],
    queryFn: async () => (await execute(publisherSummaryDocument, { siteCode })).publisherSummary,
    staleTime: 0,
    gcTime: 0,
  });
}

export function publicationsOptions(publisherId: string) {
  return queryOptions({
    queryKey: ['reports', 'publications', publisherId],
    queryFn: async () => (await execute(publicationsDocument, { publisherId })).getReportsPublications,
  });
}

export function collectionsOptions(siteCode: string) {
  return queryOptions({
    queryKey: ['reports', 'collections', siteCode],
    queryFn: () => execute(collectionsDocument, { siteCode }),
  });
}

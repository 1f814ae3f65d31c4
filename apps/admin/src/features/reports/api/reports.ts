import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  graphql,
  type ReportScheduleSubmissionInput,
  type ReportSubmissionInput,
  type ReportTemplatesQuery,
} from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';
import type { HistoryParams } from '../model/page-modes';
import {
  addReportDocument,
  addScheduleDocument,
  fetchHistory,
  fetchOlderHistory,
  fetchPublisherSummary,
  fetchSchedules,
  PUBLISHER_SUMMARY_MOUNT_MS,
  reportsKeys,
  type HistoryItem,
  type ScheduleItem,
} from './reports-requests';

export type { HistoryItem, ScheduleItem };

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

/** The history of a page: its first answer (api/reports-requests.ts). */
export function historyOptions(params: HistoryParams) {
  return queryOptions({ queryKey: reportsKeys.history(params), queryFn: () => fetchHistory(params) });
}

/**
 * The rest of a long history (model/history.ts olderRequestOf). While a new rest loads (the first answer changed),
 * the previous one stays shown rather than the table dropping back to the first answer's rows.
 */
export function olderHistoryOptions(params: HistoryParams, request: { offset: number; after: string }) {
  return queryOptions({
    queryKey: reportsKeys.olderHistory(params, request.after, request.offset),
    queryFn: () => fetchOlderHistory(params, request.offset),
    placeholderData: keepPreviousData,
  });
}

export function schedulesOptions(params: HistoryParams) {
  return queryOptions({ queryKey: reportsKeys.schedules(params), queryFn: () => fetchSchedules(params) });
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

/**
 * Never cached (spec 001 §7): asked again on every visit. The page's load starts it with the history (the route's
 * early requests, reports-route-requests.ts), and the screen takes that answer (fresh for
 * PUBLISHER_SUMMARY_MOUNT_MS) instead of asking a second time once its first render has chosen the site.
 */
export function publisherSummaryOptions(siteCode: string) {
  return queryOptions({
    queryKey: reportsKeys.publisherSummary(siteCode),
    queryFn: () => fetchPublisherSummary(siteCode),
    staleTime: PUBLISHER_SUMMARY_MOUNT_MS,
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

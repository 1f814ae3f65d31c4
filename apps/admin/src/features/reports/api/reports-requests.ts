// A report page's history and schedules without TanStack Query: the boot or the router starts them as soon as
// the page is next (reports-route-requests.ts); api/reports.ts wraps them in query options.
import { graphql, type ReportHistoryFieldsFragment, type ReportScheduleFieldsFragment } from '@console/graphql/client';
import { REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { execute, executeAhead } from '../../../lib/graphql-client';
import { firstAnswer, HISTORY_FIRST_ANSWER, wholeHistory, type HistoryFirstAnswer } from '../model/history';
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

// A history's first answer: its newest HISTORY_FIRST_ANSWER requests, and whether the request at offset
// $lastOffset (the REPORT_HISTORY_LIMIT-th) exists, so the page knows from the start whether the history reaches
// the gateway's limit (its note above the table) without waiting for the rest.
const historyDocument = graphql(`
  query ReportHistory($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $lastOffset: Int!) {
    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {
      ...ReportHistoryFields
    }
    atLimit: reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {
      id
    }
  }
`);

const multiPlatformHistoryDocument = graphql(`
  query MultiPlatformReportHistory($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $lastOffset: Int!) {
    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first) {
      ...ReportHistoryFields
    }
    atLimit: multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 1, offset: $lastOffset) {
      id
    }
  }
`);

// The rest of a long history, asked for once the page has shown its first answer (history-section.tsx).
const olderHistoryDocument = graphql(`
  query ReportHistoryOlder($userId: ID!, $type: ReportsTypeInput!, $first: Int!, $offset: Int!) {
    reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {
      ...ReportHistoryFields
    }
  }
`);

const multiPlatformOlderHistoryDocument = graphql(`
  query MultiPlatformReportHistoryOlder($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int!, $offset: Int!) {
    multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) {
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

/** The two writes answer rows of the history and schedules (their fragments live here, beside them). */
export const addReportDocument = graphql(`
  mutation AddReport($input: ReportSubmissionInput!) {
    addReport(submissionData: $input) {
      ...ReportHistoryFields
    }
  }
`);

export const addScheduleDocument = graphql(`
  mutation AddReportSchedule($input: ReportScheduleSubmissionInput!) {
    addReportSchedule(submissionData: $input) {
      ...ReportScheduleFields
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

export const reportsKeys = {
  history: (params: HistoryParams) =>
    ['reports', 'history', params.userId, params.namespaces.join(','), params.platforms.join(',')] as const,
  /** The rest of a long history after `after` (the first answer's last report_id), from `offset` on. */
  olderHistory: (params: HistoryParams, after: string, offset: number) =>
    ['reports', 'history-older', params.userId, params.namespaces.join(','), params.platforms.join(','), after, offset] as const,
  schedules: (params: HistoryParams) =>
    ['reports', 'schedules', params.userId, params.namespaces.join(','), params.platforms.join(',')] as const,
  publisherSummary: (siteCode: string) => ['reports', 'publisher-summary', siteCode] as const,
};

/** How long the publisher summary the page's load asked for counts as the screen's own first answer. */
export const PUBLISHER_SUMMARY_MOUNT_MS = 10_000;

/** A publisher's summary (spec 001 §7 "Publisher summary"): which of the publisher report families it has. */
export async function fetchPublisherSummary(siteCode: string) {
  return (await execute(publisherSummaryDocument, { siteCode })).publisherSummary;
}

/**
 * The history of a page as its first answer (model/history.ts HistoryFirstAnswer): one namespace and platform or
 * several platforms (COUNTER 5) give their newest HISTORY_FIRST_ANSWER requests and say whether there are older
 * ones; the publisher's three namespaces come whole (three lists of at most REPORT_HISTORY_LIMIT each, not paged).
 */
export async function fetchHistory(params: HistoryParams): Promise<HistoryFirstAnswer<HistoryItem>> {
  const { userId, namespaces, platforms } = params;
  if (namespaces.length === 3) {
    const type = (namespace: string) => ({ userId, namespace, platform: 'jstor' });
    const data = await execute(publisherHistoryDocument, {
      userId,
      journals: type(namespaces[0] ?? ''),
      books: type(namespaces[1] ?? ''),
      research: type(namespaces[2] ?? ''),
    });
    return wholeHistory([...data.journals, ...data.books, ...data.research]);
  }
  const namespace = namespaces[0] ?? '';
  const paging = { first: HISTORY_FIRST_ANSWER, lastOffset: REPORT_HISTORY_LIMIT - 1 };
  if (params.multiPlatform) {
    const data = await execute(multiPlatformHistoryDocument, { userId, type: { userId, namespace, platform: [...platforms] }, ...paging });
    return firstAnswer(data.multiPlatformReportHistory, data.atLimit.length > 0);
  }
  const data = await execute(historyDocument, { userId, type: { userId, namespace, platform: platforms[0] ?? 'jstor' }, ...paging });
  return firstAnswer(data.reportHistory, data.atLimit.length > 0);
}

/**
 * The rest of a long history: the requests from `offset` on, up to the gateway's limit. Made ahead of need
 * (lib/graphql-client.ts executeAhead): the page has shown the first answer before it is asked for.
 */
export async function fetchOlderHistory(params: HistoryParams, offset: number): Promise<HistoryItem[]> {
  const { userId, namespaces, platforms } = params;
  const namespace = namespaces[0] ?? '';
  const paging = { first: REPORT_HISTORY_LIMIT - offset, offset };
  if (params.multiPlatform) {
    return (
      await executeAhead(multiPlatformOlderHistoryDocument, { userId, type: { userId, namespace, platform: [...platforms] }, ...paging })
    ).multiPlatformReportHistory;
  }
  return (await executeAhead(olderHistoryDocument, { userId, type: { userId, namespace, platform: platforms[0] ?? 'jstor' }, ...paging }))
    .reportHistory;
}

/** The schedules of a page, shaped as its history. */
export async function fetchSchedules(params: HistoryParams): Promise<ScheduleItem[]> {
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
}

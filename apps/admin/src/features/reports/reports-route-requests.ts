import { earlyQuery, type EarlyQuery, type RouteRequests } from '../../lib/early-requests';
import { fetchHistory, fetchPublisherSummary, fetchSchedules, reportsKeys } from './api/reports-requests';
import { historyParams, REPORT_PAGE_MODES, type ReportPageKind } from './model/page-modes';

/**
 * A report page's early requests: its history and, on pages with the Scheduled Reports tab, its schedules, both
 * at once (no waterfall between the two tabs), as soon as the page is next; on Publisher Reports for a publisher,
 * the publisher summary too (the screen asks for it for a publisher's own account: reports-screen.tsx). Not for users the route's guard
 * sends elsewhere (publishers away from the other report pages, everyone but publishers and staff away from
 * Publisher Reports).
 */
function reportRouteRequests(kind: ReportPageKind): RouteRequests {
  return {
    start(state, known) {
      if (state.kind !== 'admin') return [];
      const { user } = state;
      const allowed = kind === 'publisher' ? user.isPublisher || user.internalAdmin : !user.isPublisher || user.internalAdmin;
      if (!allowed || !user.userId) return [];
      const requests: EarlyQuery[] = [];
      const history = historyParams(kind, user.userId, false);
      if (!known(reportsKeys.history(history))) requests.push(earlyQuery(reportsKeys.history(history), () => fetchHistory(history)));
      if (REPORT_PAGE_MODES[kind].showSchedules) {
        const schedules = historyParams(kind, user.userId, true);
        if (!known(reportsKeys.schedules(schedules))) {
          requests.push(earlyQuery(reportsKeys.schedules(schedules), () => fetchSchedules(schedules)));
        }
      }
      if (kind === 'publisher' && user.accountType === 'publisher' && user.selectedInstitution) {
        const summary = reportsKeys.publisherSummary(user.selectedInstitution);
        const siteCode = user.selectedInstitution;
        if (!known(summary)) requests.push(earlyQuery(summary, () => fetchPublisherSummary(siteCode)));
      }
      return requests;
    },
  };
}

export const publisherReportsRouteRequests = reportRouteRequests('publisher');
export const counter5RouteRequests = reportRouteRequests('counter5');
export const counter51RouteRequests = reportRouteRequests('counter51');
export const ccudReportsRouteRequests = reportRouteRequests('ccud');
export const engagementReportRouteRequests = reportRouteRequests('engagement');
export const artstorCollectionRouteRequests = reportRouteRequests('artstor');
export const bookReportsRouteRequests = reportRouteRequests('books');

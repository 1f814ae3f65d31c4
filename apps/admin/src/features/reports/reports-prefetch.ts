import type { QueryClient } from '@tanstack/react-query';
import { historyOptions, schedulesOptions } from './api/reports';
import { historyParams, REPORT_PAGE_MODES, type ReportPageKind } from './model/page-modes';

/** Starts a report page's history and schedules at once (no waterfall between the two tabs). */
export function prefetchReports(client: QueryClient, kind: ReportPageKind, userId: string): void {
  if (!userId) return;
  void client.prefetchQuery(historyOptions(historyParams(kind, userId, false)));
  if (REPORT_PAGE_MODES[kind].showSchedules) void client.prefetchQuery(schedulesOptions(historyParams(kind, userId, true)));
}

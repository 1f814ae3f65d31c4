import type { IncomingMessage, ServerResponse } from 'node:http';
import { openTestHook, sendTestHookJson } from '../../http/test-hooks.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { dispatchReport } from './jobs.ts';
import { createDueRuns } from './schedule-runs.ts';

/**
 * TEST ONLY (never in production): `POST /admin/test-hooks/report-schedules/run?scheduleId=&asOf=YYYY-MM-DD` makes
 * the signed-in user's schedule run as the schedule job would on `asOf` (its latest run due by then) and queues
 * it. The end-to-end suite uses it to see a schedule's run without waiting a period. Served only when the gateway
 * runs with E2E_TEST_HOOKS=1 outside production (config.testHooks); otherwise the path is an ordinary 404.
 */
export const REPORT_SCHEDULE_TEST_HOOK_PATH = '/admin/test-hooks/report-schedules/run';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function handleReportScheduleTestHook(
  req: IncomingMessage,
  res: ServerResponse,
  search: string,
  services: GatewayServices,
): Promise<void> {
  if (!openTestHook(req, res, services, ['POST'])) return;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const scheduleId = params.get('scheduleId') ?? '';
  const asOf = params.get('asOf') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(scheduleId) || !DAY.test(asOf)) {
    sendTestHookJson(res, 400, { error: 'scheduleId (uuid) and asOf (YYYY-MM-DD) are required.' });
    return;
  }
  const ctx = createRequestContext(services, { cookieHeader: req.headers.cookie ?? null, setCookie: () => {} });
  const principal = await ctx.auth.requireUser().catch(() => null);
  if (!principal) {
    sendTestHookJson(res, 401, { error: 'Please sign in.' });
    return;
  }
  const created = await createDueRuns(services.db, new Date(`${asOf}T12:00:00Z`), { scheduleId, userId: principal.user.id });
  for (const requestId of created) await dispatchReport(requestId, services.config.log);
  sendTestHookJson(res, 200, { created: created.length });
}

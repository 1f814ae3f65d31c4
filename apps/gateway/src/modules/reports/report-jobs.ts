import type { GatewayConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { JOB_DEFINITIONS, type JobPayloads, type JobQueue } from '../../jobs/queue.ts';
import { counterReportGenerator, unknownReportGenerator } from '../counter/report-generator.ts';
import { createDueRuns } from './schedule-runs.ts';
import { pendingForSweep, runReportRequest, setReportDispatcher, type ReportGenerator } from './jobs.ts';

/** Every 5 minutes: pending requests whose job was lost (a scheduled run stored but not yet queued when the gateway stopped). */
export const REPORT_SWEEP_CRON = '*/5 * * * *';
/** Hourly: schedules due today run once usage through yesterday is in (the demo top-up runs at 00:15). */
export const REPORT_SCHEDULES_CRON = '20 * * * *';
/** A request older than this and still pending has lost its job (runs and retries end well before). */
export const REPORT_SWEEP_GRACE_SECONDS = 15 * 60;
/**
 * Seconds between a request and its run. The queue would run it at once; the console's first status
 * check comes 10 s later (spec 001 §4), so the requester sees their new row pending before it completes,
 * as they will once generation takes real time.
 */
export const REPORT_START_DELAY_SECONDS = 2;

/** Registers the report jobs on the gateway's queue and makes new requests go to it. */
export async function registerReportJobs(
  queue: JobQueue<JobPayloads>,
  db: Db,
  config: Pick<GatewayConfig, 'log'> & Partial<Pick<GatewayConfig, 'providerName'>>,
  now: () => Date,
  // Every namespace's requests become files (modules/counter); a report no generator knows fails with its reason.
  generator: ReportGenerator = counterReportGenerator({ createdBy: config.providerName ?? 'JSTOR', now, fallback: unknownReportGenerator }),
): Promise<void> {
  const retryLimit = JOB_DEFINITIONS['report-run'].retryLimit;
  queue.work('report-run', async ({ requestId }, job) => {
    const outcome = await runReportRequest(db, requestId, {
      lastAttempt: job.retryCount >= retryLimit,
      generator,
    });
    return outcome;
  });
  queue.work('report-sweep', async () => {
    const ids = await pendingForSweep(db, now(), REPORT_SWEEP_GRACE_SECONDS);
    for (const requestId of ids) await queue.send('report-run', { requestId });
    if (ids.length > 0) config.log(`report sweep: queued ${ids.length} pending report request(s) again`);
    return { queued: ids.length };
  });
  queue.work('report-schedules', async () => {
    const ids = await createDueRuns(db, now());
    for (const requestId of ids) await queue.send('report-run', { requestId });
    if (ids.length > 0) config.log(`report schedules: ${ids.length} scheduled run(s) queued`);
    return { created: ids.length };
  });
  setReportDispatcher(async (requestId, tx) => {
    // Due in 2 s: the worker's next poll finds it, so a job stored in a transaction needs no wake after the commit.
    await queue.send('report-run', { requestId }, { startAfter: REPORT_START_DELAY_SECONDS, ...(tx ? { db: tx } : {}) });
  });
  await queue.schedule('report-sweep', REPORT_SWEEP_CRON, { reason: 'schedule' });
  await queue.send('report-sweep', { reason: 'start' });
  // A run missed while no gateway was up is made now, once.
  await queue.schedule('report-schedules', REPORT_SCHEDULES_CRON, { reason: 'schedule' });
  await queue.send('report-schedules', { reason: 'start' });
}

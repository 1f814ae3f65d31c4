import type { GatewayConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { topUpDemoUsage } from '../db/seed/top-up.ts';
import { registerEbaJobs } from '../modules/eba/eba-jobs.ts';
import { registerUsageJobs } from '../modules/ingest/jobs.ts';
import { registerReportJobs } from '../modules/reports/report-jobs.ts';
import { registerOutboxDelivery } from '../modules/users/outbox-job.ts';
import { JobQueue, type JobPayloads, type JobQueueOptions } from './queue.ts';

/** Daily at 00:15 UTC, once yesterday is a full day. */
export const DEMO_TOP_UP_CRON = '15 0 * * *';

export interface GatewayJobsOptions extends Omit<JobQueueOptions<JobPayloads>, 'db' | 'log' | 'definitions'> {
  db: Db;
  config: Pick<GatewayConfig, 'production' | 'demoData' | 'log' | 'usageRetentionMonths'>;
  /** The clock of the jobs (tests fix it). */
  now?: () => Date;
  /** SMTP_URL: with it the outbox is delivered by email every minute; without it messages stay in the outbox. */
  smtpUrl?: string | undefined;
  /**
   * Called with the queue as soon as it has started, before any handler runs: a shutdown that comes while
   * the rest is being registered must still stop it (bin.ts), or a job under way is left active.
   */
  onStarted?: (queue: JobQueue) => void;
}

/**
 * The gateway's queue with every job handler registered. With demo data on (never in production) the demo
 * usage top-up is sent on start and scheduled daily; with it off the schedule is removed.
 */
export async function startGatewayJobs(options: GatewayJobsOptions): Promise<JobQueue> {
  const { db, config, now = () => new Date(), smtpUrl, onStarted, ...queueOptions } = options;
  // PGlite's folder is this process's alone (data-dir-lock.ts): jobs a killed gateway left active are retried now.
  const queue = await JobQueue.start<JobPayloads>({ recoverActive: db.kind === 'pglite', ...queueOptions, db, log: config.log });
  onStarted?.(queue);

  queue.work('demo-usage-top-up', async (_payload, job) => {
    const result = await topUpDemoUsage(db, config, now());
    if (result.status === 'topped up') {
      config.log(
        `job ${job.name} ${job.id}: demo usage topped up from ${result.firstDay} to ${result.lastDay} (${result.days} days, ${result.events} events)`,
      );
    } else {
      config.log(
        `job ${job.name} ${job.id}: ${result.status === 'current' ? `demo usage already runs to ${result.lastDay}` : `skipped (${result.reason})`}`,
      );
    }
    return result;
  });

  // Every handler is registered before the first job is sent.
  await registerReportJobs(queue, db, config, now);
  await registerOutboxDelivery(queue, db, config, smtpUrl);
  await registerEbaJobs(queue, db, config, now);
  await registerUsageJobs(queue, db, config, now);

  if (config.demoData && !config.production) {
    await queue.schedule('demo-usage-top-up', DEMO_TOP_UP_CRON, { reason: 'schedule' });
    // Policy `short`: when another gateway's top-up is still waiting, this one is dropped.
    await queue.send('demo-usage-top-up', { reason: 'start' });
  } else {
    await queue.unschedule('demo-usage-top-up');
  }
  return queue;
}

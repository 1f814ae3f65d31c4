import type { GatewayConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { JOB_DEFINITIONS, type JobPayloads, type JobQueue } from '../../jobs/queue.ts';
import { setUsageDispatcher } from './dispatch.ts';
import { failBatch, processBatch } from './processing.ts';
import { queuedBatchIds } from './repository.ts';
import { dropExpiredMonths } from './retention.ts';

/** Daily at 01:30 UTC: raw event months past the retention are dropped, batches left queued are queued again. */
export const USAGE_MAINTENANCE_CRON = '30 1 * * *';

export async function registerUsageJobs(
  queue: JobQueue<JobPayloads>,
  db: Db,
  config: Pick<GatewayConfig, 'log' | 'usageRetentionMonths'>,
  now: () => Date,
): Promise<void> {
  const retryLimit = JOB_DEFINITIONS['usage-process'].retryLimit;
  queue.work('usage-process', async ({ batchId }, job) => {
    try {
      const result = await processBatch(db, batchId);
      if (result.state === 'done')
        config.log(
          `job ${job.name} ${job.id}: batch ${batchId} processed with ${(result.batches ?? 1) - 1} later batch(es) (${result.days} days, months ${result.months.join(', ')})`,
        );
      return result;
    } catch (error) {
      if (job.retryCount >= retryLimit) {
        await failBatch(db, batchId, error instanceof Error ? error.message : String(error));
        return { state: 'failed' };
      }
      throw error;
    }
  });
  queue.work('usage-maintenance', async () => {
    const dropped = await dropExpiredMonths(db, now(), config.usageRetentionMonths);
    const ids = await queuedBatchIds(db, 15 * 60);
    for (const batchId of ids) await queue.send('usage-process', { batchId });
    if (dropped.length > 0 || ids.length > 0)
      config.log(`usage maintenance: dropped raw events of ${dropped.join(', ') || 'no month'}; queued ${ids.length} batch(es) again`);
    return { dropped, queued: ids.length };
  });
  setUsageDispatcher({
    enqueue: async (_target, batchId) => {
      await queue.send('usage-process', { batchId });
    },
  });
  await queue.schedule('usage-maintenance', USAGE_MAINTENANCE_CRON, { reason: 'schedule' });
  await queue.send('usage-maintenance', { reason: 'start' });
}

import type { GatewayConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { JOB_DEFINITIONS, type JobPayloads, type JobQueue } from '../../jobs/queue.ts';
import { expireUploads, failUpload, runEbaUpload, setEbaDispatcher, sweepUploads } from './processing.ts';

export const EBA_SWEEP_CRON = '*/2 * * * *';

/**
 * Registers EBA processing on the gateway's queue. A restart resumes unfinished uploads: a job left active
 * by a dead gateway expires and is retried by pg-boss; an upload whose job was never stored is queued again
 * by the sweep (on start and every two minutes); the last failed run, or 30 minutes unfinished, fails it
 * with system_error.
 */
export async function registerEbaJobs(
  queue: JobQueue<JobPayloads>,
  db: Db,
  config: Pick<GatewayConfig, 'log'>,
  now: () => Date,
): Promise<void> {
  const retryLimit = JOB_DEFINITIONS['eba-process'].retryLimit;
  queue.work('eba-process', async ({ uploadId }, job) => {
    try {
      return await runEbaUpload(db, uploadId);
    } catch (error) {
      if (job.retryCount >= retryLimit) {
        await failUpload(db, uploadId, 'system_error');
        return { status: 'failed', code: 'system_error' };
      }
      throw error;
    }
  });
  queue.work('eba-sweep', async () => {
    const expired = await expireUploads(db, now());
    if (expired.signed + expired.uploaded > 0)
      config.log(`eba sweep: expired ${expired.signed} signed URL(s) and ${expired.uploaded} unprocessed file(s)`);
    const ids = await sweepUploads(db, now());
    for (const uploadId of ids) await queue.send('eba-process', { uploadId });
    if (ids.length > 0) config.log(`eba sweep: queued ${ids.length} unfinished upload(s) again`);
    return { queued: ids.length };
  });
  setEbaDispatcher({
    enqueue: async (tx, uploadId) => {
      await queue.send('eba-process', { uploadId }, { db: tx });
    },
    wake: () => queue.wake('eba-process'),
  });
  await queue.schedule('eba-sweep', EBA_SWEEP_CRON, { reason: 'schedule' });
  await queue.send('eba-sweep', { reason: 'start' });
}

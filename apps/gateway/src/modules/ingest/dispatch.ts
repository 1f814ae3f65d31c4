import type { Queryable } from '../../db/connection.ts';

/**
 * The link from the ingest endpoint to the job queue, set by jobs/gateway-jobs.ts once the queue runs. Without it (a
 * gateway started without jobs) a batch stays queued until the sweep of a gateway with jobs queues it.
 */
export interface UsageDispatcher {
  enqueue(db: Queryable, batchId: string): Promise<void>;
}
let dispatcher: UsageDispatcher | null = null;

export function setUsageDispatcher(next: UsageDispatcher | null): void {
  dispatcher = next;
}

export async function enqueueBatch(db: Queryable, batchId: string): Promise<void> {
  await dispatcher?.enqueue(db, batchId);
}

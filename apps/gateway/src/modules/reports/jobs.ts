import type { Db, Queryable } from '../../db/connection.ts';
import { enqueueMessage, type OutboxMessage } from '../users/outbox.ts';
import { finishRequest, listPendingRequestIds, loadRequest, writeAudit, type ReportRequestRow } from './repository.ts';

/**
 * The status flow of a report request (spec 001 §4): `pending` when stored, then `complete` or `failed`,
 * each move written with its audit row in one transaction. The request is a job of the gateway's queue
 * (`report-run`, jobs/gateway-jobs.ts); a sweep re-queues requests left pending by a restart.
 *
 * The seam for report generation: `ReportGenerator` gets the stored request (attributes as validated) and
 * returns what it produced, stored in `report_requests.output`. Until report generation lands the default
 * generator produces a placeholder description and no file.
 */
export type ReportGenerator = (db: Queryable, request: ReportRequestRow) => Promise<unknown>;

/**
 * A request no generator can produce (a retired or unknown report): the request fails at once with this
 * message as its reason instead of being retried (it would fail the same way every time).
 */
export class ReportNotGeneratedError extends Error {
  override name = 'ReportNotGeneratedError';
}

export const placeholderGenerator: ReportGenerator = async (_db, request) => ({
  placeholder: true,
  reportCode: request.report_code,
  outputFormat: request.output_format,
  note: 'Report files are produced by report generation (not built yet).',
});

/**
 * Text a user typed (a report name) as a mail shows it: one line, and never a link. Mail programs link anything
 * that looks like an address (https://…, www.…, evil.example/…), so the scheme's colon and every dot inside a
 * name-like token are bracketed ("https[:]//evil[.]example/x"), as security mail defangs addresses (issue 30).
 */
export function mailSafeText(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}_-])/gu, '$1[.]')
    .replace(/@/g, '[at]')
    .trim();
}

/**
 * The email announcing a finished report with a file (issue 14), put in the outbox in the transaction that
 * completes it (delivered by SMTP when SMTP_URL is set). Requests without a file are not announced.
 */
export function readyMessage(request: ReportRequestRow, output: unknown): OutboxMessage | null {
  const file = (output as { file?: { name?: unknown } } | null)?.file;
  if (!file || typeof file.name !== 'string') return null;
  return {
    to: request.email_address,
    kind: 'report_ready',
    subject: `Your report ${mailSafeText(request.report_name)} is ready`,
    text: [
      'Hello,',
      '',
      `Your ${request.report_code} report "${mailSafeText(request.report_name)}" for ${mailSafeText(request.attributes.institutionName)} is ready.`,
      `Download it from Report History on the reports page of the administration console (/admin/reports/download/${request.report_id}/).`,
    ].join('\n'),
  };
}

export interface RunOutcome {
  requestId: string;
  status: 'complete' | 'failed' | 'skipped' | 'retry';
}

/**
 * Runs one request: a request no longer pending is skipped (the job may run again after a crash). A
 * generator failure is rethrown for the queue to retry; on the last attempt (`lastAttempt`) the request
 * is marked failed instead.
 */
export async function runReportRequest(
  db: Db,
  requestId: string,
  options: { generator?: ReportGenerator; lastAttempt?: boolean } = {},
): Promise<RunOutcome> {
  const request = await loadRequest(db, requestId);
  if (!request || request.status !== 'pending') return { requestId, status: 'skipped' };
  const generator = options.generator ?? placeholderGenerator;
  let output: unknown;
  try {
    output = await generator(db, request);
  } catch (error) {
    if (!options.lastAttempt && !(error instanceof ReportNotGeneratedError)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const moved = await db.transaction(async (tx) => {
      const done = await finishRequest(tx, requestId, { status: 'failed', reason });
      if (done)
        await writeAudit(tx, {
          accountId: request.account_id,
          actorUserId: null,
          action: 'status',
          requestId,
          detail: { status: 'failed' },
        });
      return done;
    });
    return { requestId, status: moved ? 'failed' : 'skipped' };
  }
  const moved = await db.transaction(async (tx) => {
    const done = await finishRequest(tx, requestId, { status: 'complete', output });
    if (done) {
      await writeAudit(tx, {
        accountId: request.account_id,
        actorUserId: null,
        action: 'status',
        requestId,
        detail: { status: 'complete' },
      });
      const announcement = readyMessage(request, output);
      if (announcement) await enqueueMessage(tx, announcement);
    }
    return done;
  });
  return { requestId, status: moved ? 'complete' : 'skipped' };
}

/**
 * Stores a request's job: with `tx`, in the transaction that stores the request. Set by the gateway's jobs when
 * the queue starts (none in tests without a queue).
 */
export type ReportDispatcher = (requestId: string, tx?: Queryable) => Promise<void>;

let dispatcher: ReportDispatcher | null = null;

/**
 * The queue for new requests. One per process: bin.ts starts one gateway and one queue. Without a queue the
 * request stays pending until a queue's sweep finds it.
 */
export function setReportDispatcher(next: ReportDispatcher | null): void {
  dispatcher = next;
}

/**
 * Stores a new request's job in the request's own transaction: both are kept or neither, so a gateway killed
 * after the commit leaves no request waiting for the sweep (a failure to store the job fails the submission).
 */
export async function enqueueReport(tx: Queryable, requestId: string): Promise<void> {
  await dispatcher?.(requestId, tx);
}

/** Queues a request already committed (the test hook's scheduled runs); a failure to queue leaves it to the sweep. */
export async function dispatchReport(requestId: string, log: (line: string) => void): Promise<void> {
  if (!dispatcher) return;
  await dispatcher(requestId).catch((error: unknown) =>
    log(`report ${requestId}: queueing failed, the sweep will retry: ${String(error)}`),
  );
}

/** Pending requests older than `graceSeconds` (whose job may have been lost), to be queued again. */
export async function pendingForSweep(db: Queryable, now: Date, graceSeconds = 60): Promise<string[]> {
  return listPendingRequestIds(db, new Date(now.getTime() - graceSeconds * 1000));
}

import { randomUUID } from 'node:crypto';
import { balanceAccepted, ebaFailureReason, type EbaErrorCode } from '@console/rules/eba';
import type { Db, Queryable } from '../../db/connection.ts';
import { cycleOrderId, lockProgramme, uploadById, uploadFile, writeAudit } from './repository.ts';
import { readSelectionFile } from './selection-file.ts';
import { entriesMatchDirectory, inspectZip } from './zip.ts';

export const EBA_MESSAGES = {
  queued: 'Waiting to extract the selection file',
  // The console shows 'Verifying the balance...' (50) while the message contains 'extract', case-sensitive (spec 000 §4).
  extracting: 'Reading the file to extract its selections',
  processing: 'Processing the selections',
  success: 'Selections submitted',
} as const;

export type EbaOutcome = { status: 'success' | 'failed' | 'skipped' | 'duplicate'; code?: EbaErrorCode; orderId?: string };

/** The message of an upload stopped because its institution's order for the cycle was stored first. */
export const EBA_DUPLICATE_ORDER_MESSAGE = 'An order for this cycle was already submitted';

/** A refusal of the file: its code for the user, and for the audit row what exactly failed (`why`). */
class EbaFailure extends Error {
  constructor(
    readonly code: EbaErrorCode,
    readonly balance?: { remaining: number; threshold: number },
    readonly why?: string,
  ) {
    super(code);
  }
}

/** Moves an unfinished upload to running with a message; false when it is no longer unfinished (aborted). */
async function setRunning(db: Queryable, id: string, message: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE eba_uploads SET status = 'running', message = $2, updated_at = now() WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
    [id, message],
  );
  return rows.length > 0;
}

/**
 * Fails an unfinished upload with 'EBA-<code>' (audit row in the same transaction; `why` there says which check
 * refused it, as one code covers several).
 */
export async function failUpload(
  db: Db,
  id: string,
  code: EbaErrorCode,
  balance?: { remaining: number; threshold: number },
  why?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ account_id: string }>(
      `UPDATE eba_uploads SET status = 'failed', message = $2, reason = $3, remaining_balance = $4, balance_threshold = $5, file = NULL, updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING account_id`,
      [id, `The selection file was refused: ${code}`, ebaFailureReason(code), balance?.remaining ?? null, balance?.threshold ?? null],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query('UPDATE eba_participants SET is_processing = false, updated_at = now() WHERE account_id = $1', [row.account_id]);
    await writeAudit(tx, {
      accountId: row.account_id,
      actorUserId: null,
      action: 'upload_failed',
      uploadId: id,
      detail: { code, ...(balance ?? {}), ...(why ? { why } : {}) },
    });
    return true;
  });
}

/**
 * The EBA processing job: inspects the zip directory (no inflating), checks entry sizes against it, reads
 * the workbook with exceljs's streaming reader, then checks in order the columns, the site code, the cycle,
 * at least one 'y' and the remaining balance. Success stores the order and moves the institution to
 * submitted. An aborted or finished upload is left alone (a retry after a restart starts from the file).
 */
export async function runEbaUpload(db: Db, uploadId: string): Promise<EbaOutcome> {
  // An abort wins: an upload aborted before the job starts (or while it runs: every later step is conditional
  // on the upload still being unfinished) is left alone.
  const upload = await uploadById(db, uploadId);
  if (!upload || (upload.status !== 'queued' && upload.status !== 'running')) return { status: 'skipped' };
  if (!(await setRunning(db, uploadId, EBA_MESSAGES.extracting))) return { status: 'skipped' };
  try {
    const bytes = await uploadFile(db, uploadId);
    if (!bytes) throw new EbaFailure('system_error', undefined, 'the upload has no file');
    const zip = inspectZip(bytes);
    if ('problem' in zip) throw new EbaFailure('file_or_site_code_error', undefined, `zip: ${zip.problem}`);
    if (!entriesMatchDirectory(bytes, zip.entries))
      throw new EbaFailure('file_or_site_code_error', undefined, 'zip: entries do not match the directory');
    let file;
    try {
      file = await readSelectionFile(bytes, zip.entries);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new EbaFailure('file_or_site_code_error', undefined, `unreadable workbook (${bytes.length} bytes): ${message.slice(0, 200)}`);
    }
    if (!(await setRunning(db, uploadId, EBA_MESSAGES.processing))) return { status: 'skipped' };

    const { rows: programmeRows } = await db.query<{ code: string; cycle: string; balance: string; threshold: string }>(
      `SELECT a.code, p.cycle, p.balance::text AS balance, p.balance_threshold::text AS threshold
         FROM eba_participants p JOIN accounts a ON a.id = p.account_id WHERE p.account_id = $1`,
      [upload.accountId],
    );
    const programme = programmeRows[0];
    if (!programme) throw new EbaFailure('system_error');
    if (!file.columnsOk) throw new EbaFailure('column_error');
    if (file.siteCode.toLowerCase() !== programme.code.toLowerCase())
      throw new EbaFailure('file_or_site_code_error', undefined, `site code ${file.siteCode.slice(0, 40)} in the file`);
    if (file.cycle !== programme.cycle) throw new EbaFailure('invalid_eba_selection_year');
    if (file.selected.length === 0) throw new EbaFailure('no_book_selections_error');

    const isbns = [...new Set(file.selected)];
    const { rows: titles } = await db.query<{ id: number; price: string }>(
      'SELECT id, price::text FROM eba_titles WHERE isbn = ANY($1::text[])',
      [isbns],
    );
    if (titles.length !== isbns.length)
      throw new EbaFailure('file_or_site_code_error', undefined, `${titles.length} of the ${isbns.length} ISBNs marked are EBA titles`);
    const totalCents = titles.reduce((sum, title) => sum + Math.round(Number(title.price) * 100), 0);
    const remaining = (Math.round(Number(programme.balance) * 100) - totalCents) / 100;
    const threshold = Number(programme.threshold);
    if (!balanceAccepted(remaining, threshold)) throw new EbaFailure('balance_error', { remaining, threshold });

    const orderId = randomUUID();
    const stored = await db.transaction(async (tx): Promise<boolean | 'duplicate'> => {
      // One order per institution and cycle: another upload queued before the first order was stored stops here
      // (aborted: the console, which shows any status but failed as success, keeps its success panel).
      await lockProgramme(tx, upload.accountId);
      const existing = await cycleOrderId(tx, upload.accountId, programme.cycle);
      if (existing) {
        const { rows: stopped } = await tx.query(
          `UPDATE eba_uploads SET status = 'aborted', message = $2, file = NULL, updated_at = now() WHERE id = $1 AND status = 'running' RETURNING id`,
          [uploadId, EBA_DUPLICATE_ORDER_MESSAGE],
        );
        if (stopped.length === 0) return false;
        await tx.query('UPDATE eba_participants SET is_processing = false, updated_at = now() WHERE account_id = $1', [upload.accountId]);
        await writeAudit(tx, { accountId: upload.accountId, actorUserId: null, action: 'order_refused', uploadId, detail: { existing } });
        return 'duplicate';
      }
      const { rows } = await tx.query(
        `UPDATE eba_uploads SET status = 'success', message = $2, reason = NULL, file = NULL, updated_at = now() WHERE id = $1 AND status = 'running' RETURNING id`,
        [uploadId, EBA_MESSAGES.success],
      );
      if (rows.length === 0) return false;
      await tx.query('INSERT INTO eba_orders (id, account_id, upload_id, cycle, total) VALUES ($1, $2, $3, $4, $5)', [
        orderId,
        upload.accountId,
        uploadId,
        programme.cycle,
        totalCents / 100,
      ]);
      await tx.query(
        `INSERT INTO eba_order_items (order_id, title_id, price) SELECT $1, id, price FROM eba_titles WHERE id = ANY($2::int[])`,
        [orderId, titles.map((title) => title.id)],
      );
      await tx.query(
        `UPDATE eba_participants SET has_successful_upload = true, is_processing = false, order_submitted = now(), updated_at = now() WHERE account_id = $1`,
        [upload.accountId],
      );
      await writeAudit(tx, {
        accountId: upload.accountId,
        actorUserId: null,
        action: 'order_submitted',
        uploadId,
        detail: { orderId, titles: titles.length, total: totalCents / 100 },
      });
      return true;
    });
    if (stored === 'duplicate') return { status: 'duplicate' };
    return stored ? { status: 'success', orderId } : { status: 'skipped' };
  } catch (error) {
    if (error instanceof EbaFailure) {
      await failUpload(db, uploadId, error.code, error.balance, error.why);
      return { status: 'failed', code: error.code };
    }
    throw error;
  }
}

/** Uploads queued or running with no change for this long have lost their job (a gateway died before sending it). */
export const EBA_SWEEP_GRACE_SECONDS = 120;
/** Uploads unfinished for this long are failed: none stays running for ever. */
export const EBA_GIVE_UP_SECONDS = 30 * 60;

/** A stored file nobody sent to processing is dropped after this long (issue 30: up to 10 MB each piled up). */
export const EBA_UPLOADED_KEEP_SECONDS = 60 * 60;
/** Signed URLs not yet used plus stored files not yet processed, per institution (issue 30: 51 after one run). */
export const EBA_PENDING_UPLOADS_PER_INSTITUTION = 20;

/**
 * Expires what was never finished: signed URLs past their expiry, and stored files never triggered within
 * EBA_UPLOADED_KEEP_SECONDS (their bytes are dropped). Both become `aborted` ("Expired"), so the audit keeps them.
 * Run by the eba-sweep job.
 */
export async function expireUploads(db: Queryable, now: Date): Promise<{ signed: number; uploaded: number }> {
  const signed = await db.query<{ id: string }>(
    `UPDATE eba_uploads SET status = 'aborted', message = 'Expired', updated_at = now() WHERE status = 'signed' AND expires_at < $1 RETURNING id`,
    [now.toISOString()],
  );
  const uploaded = await db.query<{ id: string }>(
    `UPDATE eba_uploads SET status = 'aborted', message = 'Expired: the file was never processed', file = NULL, updated_at = now()
      WHERE status = 'uploaded' AND updated_at < $1 RETURNING id`,
    [new Date(now.getTime() - EBA_UPLOADED_KEEP_SECONDS * 1000).toISOString()],
  );
  return { signed: signed.rows.length, uploaded: uploaded.rows.length };
}

/** Signed URLs still usable and stored files not yet processed, of one institution. */
export async function pendingUploadCount(db: Queryable, accountId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM eba_uploads
      WHERE account_id = $1 AND ((status = 'signed' AND expires_at >= $2) OR status = 'uploaded')`,
    [accountId, now.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** Unfinished uploads to queue again, after failing those past the give-up age. */
export async function sweepUploads(db: Db, now: Date): Promise<string[]> {
  const { rows: stale } = await db.query<{ id: string }>(
    `SELECT id FROM eba_uploads WHERE status IN ('queued', 'running') AND created_at < $1`,
    [new Date(now.getTime() - EBA_GIVE_UP_SECONDS * 1000).toISOString()],
  );
  for (const row of stale) await failUpload(db, row.id, 'system_error');
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM eba_uploads WHERE status IN ('queued', 'running') AND updated_at < $1 ORDER BY updated_at`,
    [new Date(now.getTime() - EBA_SWEEP_GRACE_SECONDS * 1000).toISOString()],
  );
  return rows.map((row) => row.id);
}

/**
 * How the trigger queues processing: `enqueue` stores the job in the trigger's own transaction, so the job
 * exists only if the upload moved to queued (an abort that came first leaves neither); `wake` runs it here at
 * once after the commit.
 */
export interface EbaDispatcher {
  enqueue(tx: Queryable, uploadId: string): Promise<void>;
  wake(): void;
}
let dispatcher: EbaDispatcher | null = null;

export function setEbaDispatcher(next: EbaDispatcher | null): void {
  dispatcher = next;
}

/** Stores the processing job in `tx`; without a queue (a gateway started without jobs) the sweep of a later start queues it. */
export async function enqueueEbaUpload(tx: Queryable, uploadId: string): Promise<void> {
  await dispatcher?.enqueue(tx, uploadId);
}

/** After the trigger's commit: the job runs without waiting for the next poll. */
export function wakeEbaWorkers(): void {
  dispatcher?.wake();
}

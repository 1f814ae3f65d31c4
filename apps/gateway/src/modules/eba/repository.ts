import { randomUUID } from 'node:crypto';
import type { EbaDashboardRowValue } from '@console/rules/eba';
import type { Queryable } from '../../db/connection.ts';

export interface EbaParticipation {
  accountId: string;
  hasSuccessfulUpload: boolean;
  isProcessing: boolean;
}

/** Participation rows of the given accounts; accounts without a row do not take part. */
export async function loadParticipation(db: Queryable, accountIds: readonly string[]): Promise<Map<string, EbaParticipation>> {
  if (accountIds.length === 0) return new Map();
  const { rows } = await db.query<{ account_id: string; has_successful_upload: boolean; is_processing: boolean }>(
    'SELECT account_id, has_successful_upload, is_processing FROM eba_participants WHERE account_id = ANY($1::uuid[])',
    [[...accountIds]],
  );
  return new Map(
    rows.map((row) => [
      row.account_id,
      { accountId: row.account_id, hasSuccessfulUpload: row.has_successful_upload, isProcessing: row.is_processing },
    ]),
  );
}

export interface EbaProgrammeRow {
  accountId: string;
  cycle: string;
  balance: number;
  balanceThreshold: number;
  disablePublicAccess: boolean;
  hasSuccessfulUpload: boolean;
  isProcessing: boolean;
}

export async function loadProgramme(db: Queryable, accountId: string): Promise<EbaProgrammeRow | null> {
  const { rows } = await db.query<{
    account_id: string;
    cycle: string;
    balance: string;
    balance_threshold: string;
    disable_public_access: boolean;
    has_successful_upload: boolean;
    is_processing: boolean;
  }>(
    `SELECT account_id, cycle, balance::text, balance_threshold::text, disable_public_access, has_successful_upload, is_processing
       FROM eba_participants WHERE account_id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    accountId: row.account_id,
    cycle: row.cycle,
    balance: Number(row.balance),
    balanceThreshold: Number(row.balance_threshold),
    disablePublicAccess: row.disable_public_access,
    hasSuccessfulUpload: row.has_successful_upload,
    isProcessing: row.is_processing,
  };
}

/** The order an institution has submitted in a cycle, if any (one per institution and cycle). */
export async function cycleOrderId(db: Queryable, accountId: string, cycle: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM eba_orders WHERE account_id = $1 AND cycle = $2 LIMIT 1', [
    accountId,
    cycle,
  ]);
  return rows[0]?.id ?? null;
}

/** Locks the institution's programme row until the transaction ends: orders of one institution are stored one at a time. */
export async function lockProgramme(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('SELECT account_id FROM eba_participants WHERE account_id = $1 FOR UPDATE', [accountId]);
}

export async function eligibleTitleCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM eba_titles');
  return rows[0]?.count ?? 0;
}

export async function selectionTitles(
  db: Queryable,
  accountId: string,
): Promise<Array<{ isbn: string; title: string; uses: number; price: number }>> {
  const { rows } = await db.query<{ isbn: string; title: string; uses: number; price: string }>(
    `SELECT t.isbn, t.title, COALESCE(u.uses, 0) AS uses, t.price::text
       FROM eba_titles t LEFT JOIN eba_usage u ON u.title_id = t.id AND u.account_id = $1
      ORDER BY COALESCE(u.uses, 0) DESC, t.title, t.id`,
    [accountId],
  );
  return rows.map((row) => ({ isbn: row.isbn, title: row.title, uses: row.uses, price: Number(row.price) }));
}

export async function writeAudit(
  db: Queryable,
  entry: { accountId: string; actorUserId: string | null; action: string; uploadId?: string | null; detail?: unknown },
): Promise<void> {
  await db.query('INSERT INTO eba_audit (account_id, actor_user_id, action, upload_id, detail) VALUES ($1, $2, $3, $4, $5)', [
    entry.accountId,
    entry.actorUserId,
    entry.action,
    entry.uploadId ?? null,
    entry.detail === undefined ? null : JSON.stringify(entry.detail),
  ]);
}

export interface UploadRow {
  id: string;
  accountId: string;
  key: string;
  expiresAt: Date;
  status: 'signed' | 'uploaded' | 'queued' | 'running' | 'failed' | 'success' | 'aborted';
  message: string | null;
  reason: string | null;
  remainingBalance: number | null;
  balanceThreshold: number | null;
}

const UPLOAD_COLUMNS = `id, account_id, key, expires_at, status, message, reason, remaining_balance::text, balance_threshold::text`;

type RawUpload = {
  id: string;
  account_id: string;
  key: string;
  expires_at: Date | string;
  status: UploadRow['status'];
  message: string | null;
  reason: string | null;
  remaining_balance: string | null;
  balance_threshold: string | null;
};

function toUpload(row: RawUpload): UploadRow {
  return {
    id: row.id,
    accountId: row.account_id,
    key: row.key,
    expiresAt: new Date(row.expires_at),
    status: row.status,
    message: row.message,
    reason: row.reason,
    remainingBalance: row.remaining_balance === null ? null : Number(row.remaining_balance),
    balanceThreshold: row.balance_threshold === null ? null : Number(row.balance_threshold),
  };
}

export async function createSignedUpload(
  db: Queryable,
  accountId: string,
  userId: string,
  key: (id: string) => string,
  expiresAt: Date,
): Promise<UploadRow> {
  const id = randomUUID();
  const { rows } = await db.query<RawUpload>(
    `INSERT INTO eba_uploads (id, account_id, user_id, key, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${UPLOAD_COLUMNS}`,
    [id, accountId, userId, key(id), expiresAt.toISOString()],
  );
  return toUpload(rows[0] as RawUpload);
}

export async function uploadByKey(db: Queryable, key: string): Promise<UploadRow | null> {
  const { rows } = await db.query<RawUpload>(`SELECT ${UPLOAD_COLUMNS} FROM eba_uploads WHERE key = $1`, [key]);
  return rows[0] ? toUpload(rows[0]) : null;
}

export async function uploadById(db: Queryable, id: string): Promise<UploadRow | null> {
  const { rows } = await db.query<RawUpload>(`SELECT ${UPLOAD_COLUMNS} FROM eba_uploads WHERE id = $1`, [id]);
  return rows[0] ? toUpload(rows[0]) : null;
}

/** The institution's latest upload that got as far as a stored file. */
export async function latestUpload(db: Queryable, accountId: string): Promise<UploadRow | null> {
  const { rows } = await db.query<RawUpload>(
    `SELECT ${UPLOAD_COLUMNS} FROM eba_uploads WHERE account_id = $1 AND status <> 'signed' ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
    [accountId],
  );
  return rows[0] ? toUpload(rows[0]) : null;
}

export async function uploadFile(db: Queryable, id: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ file: Uint8Array | null }>('SELECT file FROM eba_uploads WHERE id = $1', [id]);
  const file = rows[0]?.file;
  return file ? Buffer.from(file) : null;
}

export type DashboardRow = EbaDashboardRowValue;

/** Dashboard rows of the given site codes (in that order), or of the `limit` most recently updated participants. */
export async function dashboardRows(db: Queryable, siteCodes: readonly string[] | null, limit: number): Promise<DashboardRow[]> {
  const day = (column: string) => `to_char(p.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const select = `SELECT a.name, a.code, ${day('selection_file_sent')} AS sent, ${day('selection_file_uploaded')} AS uploaded,
            ${day('order_submitted')} AS submitted, ${day('order_accepted')} AS accepted, ${day('statement_sent')} AS statement
       FROM eba_participants p JOIN accounts a ON a.id = p.account_id`;
  const { rows } = siteCodes
    ? await db.query<Record<string, string | null>>(
        `${select} WHERE lower(a.code) = ANY($1::text[]) ORDER BY array_position($1::text[], lower(a.code)) LIMIT $2`,
        [siteCodes.map((code) => code.toLowerCase()), limit],
      )
    : await db.query<Record<string, string | null>>(`${select} ORDER BY p.updated_at DESC, a.name LIMIT $1`, [limit]);
  return rows.map((row) => ({
    accountName: row.name ?? '',
    siteCode: row.code ?? '',
    selectionFileSent: row.sent ?? null,
    selectionFileUploaded: row.uploaded ?? null,
    orderSubmitted: row.submitted ?? null,
    orderAccepted: row.accepted ?? null,
    statementSent: row.statement ?? null,
    complete: row.statement ? 'Y' : 'N',
  }));
}

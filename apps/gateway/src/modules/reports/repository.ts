import { randomBytes, randomUUID } from 'node:crypto';
import { REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { accessCondition } from '../../auth/authorization.ts';
import { REPORT_ACCESS } from './access.ts';
import type { AccountSummary, Principal } from '../../auth/principal.ts';
import type { Queryable } from '../../db/connection.ts';

export interface StoredAttribute {
  name: string;
  value: string;
}

/** The attributes payload as stored (spec 001 §3), after validation. */
export interface StoredAttributes {
  as_qa: boolean;
  report: string;
  namespace: string;
  reportCode: string;
  institutionName: string;
  requiredAttributes: StoredAttribute[];
  optionalAttributes: StoredAttribute[];
  consortium: { id: string; name: string; code: string } | null;
}

export interface ReportRequestRow {
  id: string;
  report_id: string;
  user_id: string;
  account_id: string;
  schedule_id: string | null;
  namespace: string;
  platform: string;
  report_code: string;
  report_name: string;
  email_address: string;
  output_format: string;
  attributes: StoredAttributes;
  status: 'pending' | 'complete' | 'failed';
  output: unknown;
  created_at: Date | string;
  finished_at: Date | string | null;
}

export interface ReportScheduleRow {
  id: string;
  user_id: string;
  account_id: string;
  namespace: string;
  platform: string;
  report_code: string;
  schedule_name: string;
  email_address: string;
  frequency: string;
  output_format: string;
  attributes: StoredAttributes;
  effective_date: string;
  state: 'active' | 'inactive';
  created_at: Date | string;
}

const REQUEST_COLUMNS = `r.id, r.report_id, r.user_id, r.account_id, r.schedule_id, r.namespace, r.platform, r.report_code, r.report_name,
  r.email_address, r.output_format, r.attributes, r.status, r.output, r.created_at, r.finished_at`;
const SCHEDULE_COLUMNS = `s.id, s.user_id, s.account_id, s.namespace, s.platform, s.report_code, s.schedule_name, s.email_address,
  s.frequency, s.output_format, s.attributes, to_char(s.effective_date, 'YYYY-MM-DD') AS effective_date, s.state, s.created_at`;

/** A new public report id: R and 12 hex digits. */
export function newReportId(): string {
  return `R${randomBytes(6).toString('hex').toUpperCase()}`;
}

export interface NewRequest {
  userId: string;
  accountId: string;
  scheduleId: string | null;
  namespace: string;
  platform: string;
  reportCode: string;
  reportName: string;
  emailAddress: string;
  outputFormat: string;
  attributes: StoredAttributes;
  settingsKey: string;
  /** Seeds and schedule runs set it; requests take the database's now(). */
  createdAt?: Date;
  status?: 'pending' | 'complete' | 'failed';
}

export async function insertRequest(tx: Queryable, request: NewRequest): Promise<ReportRequestRow> {
  const status = request.status ?? 'pending';
  const { rows } = await tx.query<ReportRequestRow>(
    `INSERT INTO report_requests AS r (id, report_id, user_id, account_id, schedule_id, namespace, platform, report_code, report_name,
       email_address, output_format, attributes, settings_key, status, created_at, finished_at, output)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, COALESCE($15::timestamptz, now()),
       CASE WHEN $14 = 'pending' THEN NULL ELSE COALESCE($15::timestamptz, now()) END, $16::jsonb)
     RETURNING ${REQUEST_COLUMNS}`,
    [
      randomUUID(),
      newReportId(),
      request.userId,
      request.accountId,
      request.scheduleId,
      request.namespace,
      request.platform,
      request.reportCode,
      request.reportName,
      request.emailAddress,
      request.outputFormat,
      JSON.stringify(request.attributes),
      request.settingsKey,
      status,
      request.createdAt?.toISOString() ?? null,
      status === 'complete' ? JSON.stringify({ placeholder: true }) : null,
    ],
  );
  return rows[0] as ReportRequestRow;
}

export interface NewSchedule {
  userId: string;
  accountId: string;
  namespace: string;
  platform: string;
  reportCode: string;
  scheduleName: string;
  emailAddress: string;
  frequency: string;
  outputFormat: string;
  attributes: StoredAttributes;
  settingsKey: string;
  effectiveDate: string;
  createdAt?: Date;
}

export async function insertSchedule(tx: Queryable, schedule: NewSchedule): Promise<ReportScheduleRow> {
  const { rows } = await tx.query<ReportScheduleRow>(
    `INSERT INTO report_schedules AS s (id, user_id, account_id, namespace, platform, report_code, schedule_name, email_address, frequency,
       output_format, attributes, settings_key, effective_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::date, COALESCE($14::timestamptz, now()), COALESCE($14::timestamptz, now()))
     RETURNING ${SCHEDULE_COLUMNS}`,
    [
      randomUUID(),
      schedule.userId,
      schedule.accountId,
      schedule.namespace,
      schedule.platform,
      schedule.reportCode,
      schedule.scheduleName,
      schedule.emailAddress,
      schedule.frequency,
      schedule.outputFormat,
      JSON.stringify(schedule.attributes),
      schedule.settingsKey,
      schedule.effectiveDate,
      schedule.createdAt?.toISOString() ?? null,
    ],
  );
  return rows[0] as ReportScheduleRow;
}

export interface AuditEntry {
  accountId: string | null;
  actorUserId: string | null;
  action: 'request' | 'schedule' | 'schedule_state' | 'status';
  requestId?: string | null;
  scheduleId?: string | null;
  detail?: unknown;
}

export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO report_audit (account_id, actor_user_id, action, report_request_id, report_schedule_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.accountId,
      entry.actorUserId,
      entry.action,
      entry.requestId ?? null,
      entry.scheduleId ?? null,
      entry.detail === undefined ? null : JSON.stringify(entry.detail),
    ],
  );
}

/** A slice of a history: `offset` of the newest skipped, then at most `first` (both checked by the resolver). */
export interface HistoryPage {
  first: number;
  offset: number;
}

/**
 * The user's requests of a namespace on the given platforms, on accounts the user may still act on, newest first
 * (ties by report_id, descending, so pages never overlap or skip): of the newest REPORT_HISTORY_LIMIT only, the
 * slice `page` asks for.
 */
export async function listHistory(
  db: Queryable,
  principal: Principal,
  namespace: string,
  platforms: readonly string[],
  page: HistoryPage = { first: REPORT_HISTORY_LIMIT, offset: 0 },
): Promise<ReportRequestRow[]> {
  const limit = Math.min(page.first, REPORT_HISTORY_LIMIT - page.offset);
  if (limit <= 0) return [];
  const access = accessCondition(principal, 6, REPORT_ACCESS);
  const { rows } = await db.query<ReportRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM report_requests r JOIN accounts a ON a.id = r.account_id
      WHERE r.user_id = $1 AND r.namespace = $2 AND r.platform = ANY($3::text[]) AND ${access.sql}
      ORDER BY r.created_at DESC, r.report_id DESC
      LIMIT $4 OFFSET $5`,
    [principal.user.id, namespace, platforms, limit, page.offset, ...access.params],
  );
  return rows;
}

export async function listSchedules(
  db: Queryable,
  principal: Principal,
  namespace: string,
  platforms: readonly string[],
): Promise<ReportScheduleRow[]> {
  const access = accessCondition(principal, 4, REPORT_ACCESS);
  const { rows } = await db.query<ReportScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules s JOIN accounts a ON a.id = s.account_id
      WHERE s.user_id = $1 AND s.namespace = $2 AND s.platform = ANY($3::text[]) AND s.state = 'active' AND ${access.sql}
      ORDER BY s.created_at DESC, s.id`,
    [principal.user.id, namespace, platforms, ...access.params],
  );
  return rows;
}

/** Whether an address is one of the account's users: a console user with a role on it, or a paired user. */
export async function recipientBelongsToAccount(db: Queryable, accountId: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM account_roles r JOIN users u ON u.id = r.user_id WHERE r.account_id = $1 AND lower(u.email) = lower($2))
         OR EXISTS (SELECT 1 FROM paired_users p WHERE p.account_id = $1 AND p.email = lower($2)) AS found`,
    [accountId, email],
  );
  return rows[0]?.found === true;
}

/** One-time requests the user made since `since` (the daily quota). */
export async function countRequestsSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM report_requests WHERE user_id = $1 AND schedule_id IS NULL AND created_at >= $2',
    [userId, since.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** The account's active schedules (the schedule quota). */
export async function countActiveSchedules(db: Queryable, accountId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM report_schedules WHERE account_id = $1 AND state = 'active'",
    [accountId],
  );
  return rows[0]?.n ?? 0;
}

export async function findDuplicateRequest(db: Queryable, userId: string, settingsKey: string): Promise<ReportRequestRow | null> {
  const { rows } = await db.query<ReportRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM report_requests r
      WHERE r.user_id = $1 AND r.settings_key = $2 AND r.status <> 'failed' AND r.schedule_id IS NULL
      ORDER BY r.created_at DESC LIMIT 1`,
    [userId, settingsKey],
  );
  return rows[0] ?? null;
}

export async function findDuplicateSchedule(db: Queryable, userId: string, settingsKey: string): Promise<ReportScheduleRow | null> {
  const { rows } = await db.query<ReportScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules s
      WHERE s.user_id = $1 AND s.settings_key = $2 AND s.state = 'active'
      ORDER BY s.created_at DESC LIMIT 1`,
    [userId, settingsKey],
  );
  return rows[0] ?? null;
}

/** A request of the user by public report id, on an account the user may still act on. */
export async function findUserRequest(db: Queryable, principal: Principal, reportId: string): Promise<ReportRequestRow | null> {
  const access = accessCondition(principal, 3, REPORT_ACCESS);
  const { rows } = await db.query<ReportRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM report_requests r JOIN accounts a ON a.id = r.account_id
      WHERE r.report_id = $1 AND r.user_id = $2 AND ${access.sql}`,
    [reportId, principal.user.id, ...access.params],
  );
  return rows[0] ?? null;
}

export async function findUserSchedule(db: Queryable, principal: Principal, id: string): Promise<ReportScheduleRow | null> {
  const access = accessCondition(principal, 3, REPORT_ACCESS);
  const { rows } = await db.query<ReportScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules s JOIN accounts a ON a.id = s.account_id
      WHERE s.id = $1 AND s.user_id = $2 AND ${access.sql}`,
    [id, principal.user.id, ...access.params],
  );
  return rows[0] ?? null;
}

export async function setScheduleState(tx: Queryable, id: string, state: string): Promise<ReportScheduleRow | null> {
  const { rows } = await tx.query<ReportScheduleRow>(
    `UPDATE report_schedules s SET state = $2, updated_at = now() WHERE s.id = $1 RETURNING ${SCHEDULE_COLUMNS}`,
    [id, state],
  );
  return rows[0] ?? null;
}

// --- the job's side ---

export async function loadRequest(db: Queryable, id: string): Promise<ReportRequestRow | null> {
  const { rows } = await db.query<ReportRequestRow>(`SELECT ${REQUEST_COLUMNS} FROM report_requests r WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Moves a pending request to complete or failed; false when it was no longer pending (another run finished it). */
export async function finishRequest(
  tx: Queryable,
  id: string,
  outcome: { status: 'complete'; output: unknown } | { status: 'failed'; reason: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE report_requests SET status = $2, output = $3::jsonb, failure_reason = $4, finished_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [
      id,
      outcome.status,
      outcome.status === 'complete' ? JSON.stringify(outcome.output ?? null) : null,
      outcome.status === 'failed' ? outcome.reason.slice(0, 500) : null,
    ],
  );
  return rows.length > 0;
}

/** Pending requests created before the instant (the sweep re-queues them after a restart). */
export async function listPendingRequestIds(db: Queryable, before: Date, limit = 200): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM report_requests WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [before.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}

// --- availability, publishers, collections ---

export interface DayRange {
  first: string | null;
  last: string | null;
}

/** First and last day with usage of the account on the platform; consortia count their members, publishers their titles. */
export async function usageDayRange(db: Queryable, account: AccountSummary, platform: string): Promise<DayRange> {
  let sql: string;
  if (account.type === 'publisher') {
    sql = `SELECT to_char(min(u.day), 'YYYY-MM-DD') AS first, to_char(max(u.day), 'YYYY-MM-DD') AS last
             FROM usage_events u JOIN titles t ON t.id = u.title_id
            WHERE t.publisher_account_id = $1 AND u.platform = $2`;
  } else if (account.type === 'consortium') {
    sql = `SELECT to_char(min(u.day), 'YYYY-MM-DD') AS first, to_char(max(u.day), 'YYYY-MM-DD') AS last
             FROM usage_events u WHERE u.account_id IN (SELECT id FROM accounts WHERE parent_id = $1 OR id = $1) AND u.platform = $2`;
  } else {
    sql = `SELECT to_char(min(u.day), 'YYYY-MM-DD') AS first, to_char(max(u.day), 'YYYY-MM-DD') AS last
             FROM usage_events u WHERE u.account_id = $1 AND u.platform = $2`;
  }
  const { rows } = await db.query<DayRange>(sql, [account.id, platform]);
  return rows[0] ?? { first: null, last: null };
}

/** Platforms with usage for the account (jstor before artstor). */
export async function platformsWithUsage(db: Queryable, account: AccountSummary): Promise<string[]> {
  const scope =
    account.type === 'consortium' ? 'u.account_id IN (SELECT id FROM accounts WHERE parent_id = $1 OR id = $1)' : 'u.account_id = $1';
  const { rows } = await db.query<{ jstor: boolean; artstor: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM usage_events u WHERE ${scope} AND u.platform = 'jstor') AS jstor,
            EXISTS (SELECT 1 FROM usage_events u WHERE ${scope} AND u.platform = 'artstor') AS artstor`,
    [account.id],
  );
  const row = rows[0];
  return [...(row?.jstor ? ['jstor'] : []), ...(row?.artstor ? ['artstor'] : [])];
}

export interface PublisherCountsRow {
  journals: number;
  books: number;
  oa_books: number;
}

export async function publisherCounts(db: Queryable, accountId: string): Promise<PublisherCountsRow> {
  const { rows } = await db.query<PublisherCountsRow>(
    `SELECT count(*) FILTER (WHERE kind = 'journal')::int AS journals,
            count(*) FILTER (WHERE kind = 'book')::int AS books,
            count(*) FILTER (WHERE kind = 'book' AND access_type = 'open_access')::int AS oa_books
       FROM titles WHERE publisher_account_id = $1`,
    [accountId],
  );
  return rows[0] ?? { journals: 0, books: 0, oa_books: 0 };
}

export async function publisherJournals(db: Queryable, accountId: string): Promise<Array<{ issn: string; title: string }>> {
  const { rows } = await db.query<{ issn: string; title: string }>(
    `SELECT issn, title FROM titles WHERE publisher_account_id = $1 AND kind = 'journal' ORDER BY lower(title) COLLATE "C", issn`,
    [accountId],
  );
  return rows;
}

/** Institutions with usage among the account and its members (a consortium's children), by name. */
export async function usageInstitutions(db: Queryable, account: AccountSummary): Promise<Array<{ code: string; name: string }>> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `SELECT a.code, a.name FROM accounts a
      WHERE (a.id = $1 OR a.parent_id = $1) AND a.type = 'institution'
        AND EXISTS (SELECT 1 FROM usage_events u WHERE u.account_id = a.id)
      ORDER BY lower(a.name) COLLATE "C", a.code`,
    [account.id],
  );
  return rows;
}

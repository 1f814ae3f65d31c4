import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';

export interface NotificationRecord {
  id: string;
  title: string;
  body: string;
  moreDetailsUrl: string | null;
  moreDetailsText: string | null;
  audience: string;
  createdAt: Date;
  lastUpdatedAt: Date;
  readAt: Date | null;
}

export interface NewNotification {
  id?: string;
  title: string;
  body: string;
  moreDetailsUrl?: string | null;
  moreDetailsText?: string | null;
  audience: string;
  createdAt?: Date;
}

/**
 * A notification's link is an absolute http(s) URL, or a path of the console (`/admin/...`, an admin link the
 * console opens in the same tab); anything else (javascript:, data:, other relative paths) is refused.
 */
export function isAllowedMoreDetailsUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  if (/^\/admin(\/|$)/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export class NotificationInputError extends Error {}

/** Stores a notification; refuses a more-details link that is not http(s) (the table's CHECK refuses it too). */
export async function createNotification(db: Queryable, input: NewNotification): Promise<string> {
  if (input.moreDetailsUrl != null && !isAllowedMoreDetailsUrl(input.moreDetailsUrl)) {
    throw new NotificationInputError('A notification link must be an http or https URL, or a path under /admin.');
  }
  if (input.title.trim() === '') throw new NotificationInputError('A notification needs a title.');
  const id = input.id ?? randomUUID();
  const createdAt = input.createdAt ?? new Date();
  await db.query(
    `INSERT INTO admin_notifications (id, title, body, more_details_url, more_details_text, audience, created_at, last_updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [id, input.title, input.body, input.moreDetailsUrl ?? null, input.moreDetailsText ?? null, input.audience, createdAt],
  );
  return id;
}

interface Row {
  id: string;
  title: string;
  body: string;
  more_details_url: string | null;
  more_details_text: string | null;
  audience: string;
  created_at: Date | string;
  last_updated_at: Date | string;
  read_at: Date | string | null;
}

const toRecord = (row: Row): NotificationRecord => ({
  id: row.id,
  title: row.title,
  body: row.body,
  moreDetailsUrl: row.more_details_url,
  moreDetailsText: row.more_details_text,
  audience: row.audience,
  createdAt: new Date(row.created_at),
  lastUpdatedAt: new Date(row.last_updated_at),
  readAt: row.read_at === null ? null : new Date(row.read_at),
});

/**
 * Notifications with the user's read marks, newest first. With account types, only those whose audience (a
 * comma-separated list) names one of them, case-insensitively (spec 000 §5).
 */
export async function listNotifications(
  db: Queryable,
  userId: string,
  accountTypes: readonly string[] | null,
): Promise<NotificationRecord[]> {
  const params: unknown[] = [userId];
  let where = '';
  if (accountTypes !== null) {
    params.push(accountTypes.map((type) => type.trim().toLowerCase()));
    where = `WHERE EXISTS (SELECT 1 FROM unnest(string_to_array(n.audience, ',')) AS a(type) WHERE lower(trim(a.type)) = ANY($2::text[]))`;
  }
  const { rows } = await db.query<Row>(
    `SELECT n.id, n.title, n.body, n.more_details_url, n.more_details_text, n.audience, n.created_at, n.last_updated_at, r.read_at
       FROM admin_notifications n
       LEFT JOIN admin_notification_reads r ON r.notification_id = n.id AND r.user_id = $1
       ${where}
      ORDER BY n.created_at DESC, n.id
      LIMIT 100`,
    params,
  );
  return rows.map(toRecord);
}

/** Marks the notifications read for the user (a second mark keeps the first time); returns them. */
export async function markRead(db: Queryable, userId: string, ids: readonly string[], now: Date): Promise<NotificationRecord[]> {
  if (ids.length === 0) return [];
  await db.query(
    `INSERT INTO admin_notification_reads (notification_id, user_id, read_at)
     SELECT n.id, $1, $3 FROM admin_notifications n WHERE n.id = ANY($2::uuid[])
     ON CONFLICT (user_id, notification_id) DO NOTHING`,
    [userId, [...ids], now],
  );
  const { rows } = await db.query<Row>(
    `SELECT n.id, n.title, n.body, n.more_details_url, n.more_details_text, n.audience, n.created_at, n.last_updated_at, r.read_at
       FROM admin_notifications n JOIN admin_notification_reads r ON r.notification_id = n.id AND r.user_id = $1
      WHERE n.id = ANY($2::uuid[])
      ORDER BY n.created_at DESC, n.id`,
    [userId, [...ids]],
  );
  return rows.map(toRecord);
}

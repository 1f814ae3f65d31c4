import type { Queryable } from '../../db/connection.ts';

export interface EventRecord {
  type: string;
  userId: string | null;
  sessionUuid: string | null;
  siteCode: string | null | undefined;
  /** Stored as jsonb. */
  detail: unknown;
}

export async function recordEvent(db: Queryable, event: EventRecord): Promise<void> {
  await db.query('INSERT INTO log_events (type, user_id, session_uuid, site_code, detail) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    event.type,
    event.userId,
    event.sessionUuid,
    event.siteCode ?? null,
    event.detail === null || event.detail === undefined ? null : JSON.stringify(event.detail),
  ]);
}

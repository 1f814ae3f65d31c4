import type { Db } from '../../db/connection.ts';
import { forgetPartitions } from './repository.ts';

/** Months of raw events kept by default (COUNTER asks for the current year and two before; 25 restate the last two). */
export const DEFAULT_RETENTION_MONTHS = 25;

/**
 * Drops the raw event partitions of months that ended more than `months` months before `now`'s month. Their processed
 * figures stay; such a month can no longer be restated.
 */
export async function dropExpiredMonths(db: Db, now: Date, months: number): Promise<string[]> {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = 'usage_raw_events' ORDER BY 1`,
  );
  const dropped: string[] = [];
  for (const { name } of rows) {
    const match = /^usage_raw_events_y(\d{4})m(\d{2})$/.exec(name);
    if (!match) continue;
    const month = `${match[1]}-${match[2]}-01`;
    if (month >= cutoff) continue;
    await db.exec(`DROP TABLE IF EXISTS ${name}`);
    dropped.push(month.slice(0, 7));
  }
  if (dropped.length > 0) forgetPartitions();
  return dropped;
}

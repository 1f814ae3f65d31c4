import { addDays, daysBetween, lastFullDay, type IsoDate } from '../../modules/home/calendar.ts';
import type { Db, Queryable } from '../connection.ts';
import { generateCatalogue } from './catalogue.ts';
import { demoAccountByKey } from './demo-data.ts';
import { shouldSeed, type SeedDecision } from './index.ts';
import { ingestDemoUsage } from './raw-usage.ts';
import { generateUsage, USAGE_PROFILES, USAGE_START } from './usage.ts';

/** Arbitrary key of the advisory lock that serialises top-ups between gateways sharing one database. */
const TOP_UP_LOCK_KEY = 0x544f5055;
/** Days written per transaction. */
const DAYS_PER_TRANSACTION = 7;
/** From this many days added, the usage table is vacuumed and analysed afterwards (as after the seed). */
const VACUUM_FROM_DAYS = 7;

export type TopUpResult =
  | { status: 'skipped'; reason: 'demo data off' | 'not a demo database' }
  | { status: 'current'; lastDay: IsoDate }
  | { status: 'topped up'; firstDay: IsoDate; lastDay: IsoDate; days: number; /** Raw usage events stored. */ events: number };

/**
 * Demo usage through the last full UTC day before `now`: generates exactly the days after the newest stored
 * day of the demo accounts, the same rows the seed would have written for them (the generator depends on
 * the day only), so an old data folder catches up and looks as if seeded today. Idempotent: a second run
 * adds nothing; gateways sharing a database take turns (advisory lock) and rows already there are skipped.
 * Does nothing in production, with DEMO_DATA=off, or on a database the demo seed did not write.
 *
 * Rows are generated outside any transaction and written a week per transaction, so on single-session
 * PGlite a long gap (an old data folder) holds up requests for one short insert at a time.
 */
export async function topUpDemoUsage(db: Db, decision: SeedDecision, now: Date = new Date()): Promise<TopUpResult> {
  if (!shouldSeed(decision)) return { status: 'skipped', reason: 'demo data off' };
  const lastDay = lastFullDay(now);
  const catalogue = generateCatalogue();
  const accountIds = USAGE_PROFILES.map((profile) => demoAccountByKey(profile.accountKey).id);
  const firstMissing = async (tx: Queryable): Promise<IsoDate | null> => {
    // Newest day per account through its primary key (account_id, day), read backwards: a few index probes.
    const { rows } = await tx.query<{ accounts: number; titles: number; newest: string | null }>(
      `SELECT (SELECT count(*)::int FROM accounts WHERE id = ANY($1::uuid[])) AS accounts,
              (SELECT count(*)::int FROM titles WHERE id BETWEEN 1 AND $2) AS titles,
              (SELECT max(newest)::text FROM unnest($1::uuid[]) AS demo(id)
                 CROSS JOIN LATERAL (SELECT max(day) AS newest FROM usage_events WHERE account_id = demo.id) AS per_account) AS newest`,
      [accountIds, catalogue.length],
    );
    const found = rows[0];
    if (!found || found.accounts !== accountIds.length || found.titles !== catalogue.length) return null;
    return found.newest ? addDays(found.newest, 1) : USAGE_START;
  };

  const start = await firstMissing(db);
  if (start === null) return { status: 'skipped', reason: 'not a demo database' };
  let next = start;
  let firstWritten: IsoDate | null = null;
  let events = 0;
  let added = 0;
  while (next <= lastDay) {
    const batchFirst = next;
    const batchLast = [addDays(batchFirst, DAYS_PER_TRANSACTION - 1), lastDay].sort()[0] ?? lastDay;
    const usage = generateUsage(batchLast, catalogue, USAGE_PROFILES, batchFirst);
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [TOP_UP_LOCK_KEY]);
      // Another gateway may have written these days meanwhile: then start again from where it got to.
      const missing = await firstMissing(tx);
      if (missing !== batchFirst) return { wrote: false, next: missing };
      // Through the ingest pipeline, as the seed sends its days (events already stored are duplicates).
      const { accepted: events } = await ingestDemoUsage(tx, usage, catalogue, now, batchFirst);
      return { wrote: true, next: addDays(batchLast, 1), events };
    });
    if (outcome.next === null) return { status: 'skipped', reason: 'not a demo database' };
    if (outcome.wrote) {
      firstWritten ??= batchFirst;
      events += outcome.events ?? 0;
      added += daysBetween(batchFirst, batchLast) + 1;
    }
    next = outcome.next;
  }
  if (added === 0 || firstWritten === null) return { status: 'current', lastDay };

  // Outside any transaction, as after the seed: keeps dashboard queries on index-only scans.
  if (added >= VACUUM_FROM_DAYS) await db.exec('VACUUM ANALYZE usage_events');
  // Each batch upserted this year's report rows (migration 0016's triggers): their old versions become reusable.
  await db.exec('VACUUM ANALYZE counter_usage_yearly');
  return { status: 'topped up', firstDay: firstWritten, lastDay, days: added, events };
}

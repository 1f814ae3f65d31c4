import { addDays, daysBetween, lastFullDay, type IsoDate } from '../../modules/home/calendar.ts';
import type { Db } from '../connection.ts';
import { generateCatalogue } from './catalogue.ts';
import { demoAccountByKey } from './demo-data.ts';
import { shouldSeed, type SeedDecision } from './index.ts';
import { generateUsage, insertUsage, USAGE_PROFILES, USAGE_START } from './usage.ts';

/** Arbitrary key of the advisory lock that serialises top-ups between gateways sharing one database. */
const TOP_UP_LOCK_KEY = 0x544f5055;
/** From this many days added, the usage table is vacuumed and analysed afterwards (as after the seed). */
const VACUUM_FROM_DAYS = 7;

export type TopUpResult =
  | { status: 'skipped'; reason: 'demo data off' | 'not a demo database' }
  | { status: 'current'; lastDay: IsoDate }
  | { status: 'topped up'; firstDay: IsoDate; lastDay: IsoDate; days: number; events: number };

/**
 * Demo usage through the last full UTC day before `now`: generates exactly the days after the newest stored
 * day of the demo accounts, the same rows the seed would have written for them (the generator depends on
 * the day only), so an old data folder catches up and looks as if seeded today. Idempotent: a second run
 * adds nothing; gateways sharing a database take turns (advisory lock) and rows already there are skipped.
 * Does nothing in production, with DEMO_DATA=off, or on a database the demo seed did not write.
 */
export async function topUpDemoUsage(db: Db, decision: SeedDecision, now: Date = new Date()): Promise<TopUpResult> {
  if (!shouldSeed(decision)) return { status: 'skipped', reason: 'demo data off' };
  const lastDay = lastFullDay(now);
  const catalogue = generateCatalogue();
  const accountIds = USAGE_PROFILES.map((profile) => demoAccountByKey(profile.accountKey).id);

  const result = await db.transaction(async (tx): Promise<TopUpResult> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [TOP_UP_LOCK_KEY]);
    // Newest day per account through its primary key (account_id, day), read backwards: a few index probes.
    const { rows } = await tx.query<{ accounts: number; titles: number; newest: string | null }>(
      `SELECT (SELECT count(*)::int FROM accounts WHERE id = ANY($1::uuid[])) AS accounts,
              (SELECT count(*)::int FROM titles WHERE id BETWEEN 1 AND $2) AS titles,
              (SELECT max(newest)::text FROM unnest($1::uuid[]) AS demo(id)
                 CROSS JOIN LATERAL (SELECT max(day) AS newest FROM usage_events WHERE account_id = demo.id) AS per_account) AS newest`,
      [accountIds, catalogue.length],
    );
    const found = rows[0];
    if (!found || found.accounts !== accountIds.length || found.titles !== catalogue.length) {
      return { status: 'skipped', reason: 'not a demo database' };
    }
    const firstDay = found.newest ? addDays(found.newest, 1) : USAGE_START;
    if (firstDay > lastDay) return { status: 'current', lastDay };
    const usage = generateUsage(lastDay, catalogue, USAGE_PROFILES, firstDay);
    const events = await insertUsage(tx, usage, { skipExisting: true });
    return { status: 'topped up', firstDay, lastDay, days: daysBetween(firstDay, lastDay) + 1, events };
  });

  // Outside the transaction, as after the seed: keeps dashboard queries on index-only scans.
  if (result.status === 'topped up' && result.days >= VACUUM_FROM_DAYS) await db.exec('VACUUM ANALYZE usage_events');
  return result;
}

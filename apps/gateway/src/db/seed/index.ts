import type { Db, Queryable } from '../connection.ts';
import { seedAccessMethods } from './access-methods.ts';
import { seedAccountsAndUsers } from './accounts-and-users.ts';
import { seedCollections } from './collections.ts';
import { seedCounter } from './counter.ts';
import { seedEba } from './eba.ts';
import { seedReports } from './reports.ts';
import { seedSushi } from './sushi.ts';
import { seedAuditDemo } from './audit.ts';
import { seedDemoRawUsage } from './raw-usage.ts';
import { seedHoldings } from './holdings.ts';
import { seedLargeDemo } from './large.ts';
import { seedNotifications } from './notifications.ts';
import { seedUsage } from './usage.ts';
import { seedPairedUsers } from './users.ts';

/** What a seed part may use besides the transaction. */
export interface SeedContext {
  /** Hashes a password with the gateway's configured cost. */
  hashPassword(password: string): Promise<string>;
  /** The clock of the seed: usage is generated through the last full UTC day before it (default: the real time). */
  now?: () => Date;
  /** DEMO_DATA=large: the large accounts of seed/large.ts after the demo data. */
  large?: boolean;
}

/** One part of the demo data. Later features add theirs to `SEED_PARTS` (after the ones they depend on). */
export type SeedPart = (tx: Queryable, context: SeedContext) => Promise<void>;

const seedDemoUsage: SeedPart = async (tx, context) => {
  await seedUsage(tx, context);
};

// After the usage part, which writes the catalogue's titles.
const seedDemoHoldings: SeedPart = (tx, context) => seedHoldings(tx, context.now ? { now: context.now } : {});

export const SEED_PARTS: readonly SeedPart[] = [
  seedAccountsAndUsers,
  seedAccessMethods,
  seedEba,
  seedCollections,
  seedDemoUsage,
  seedCounter,
  // After the accounts, their IP ranges and the catalogue: the usage is sent through the ingest pipeline.
  seedDemoRawUsage,
  seedDemoHoldings,
  seedPairedUsers,
  seedNotifications,
  seedReports,
  seedSushi,
  seedAuditDemo,
];

export interface SeedDecision {
  production: boolean;
  demoData: boolean;
}

/** Demo data never goes into a production database, nor when DEMO_DATA=off. */
export function shouldSeed({ production, demoData }: SeedDecision): boolean {
  return !production && demoData;
}

/** True when the database holds no account and no user. */
export async function isEmptyDatabase(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>('SELECT (EXISTS (SELECT 1 FROM accounts) OR EXISTS (SELECT 1 FROM users)) AS used');
  return rows[0]?.used === false;
}

/**
 * Seeds the demo data in one transaction when the database is empty and seeding is allowed.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db, decision: SeedDecision, context: SeedContext): Promise<boolean> {
  if (!shouldSeed(decision)) return false;
  const seeded = await db.transaction(async (tx) => {
    // Two gateways starting together on one PostgreSQL must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [0x53454544]);
    if (!(await isEmptyDatabase(tx))) return false;
    for (const part of SEED_PARTS) {
      await part(tx, context);
    }
    if (context.large) await seedLargeDemo(tx, context);
    return true;
  });
  // Outside the transaction (VACUUM cannot run in one): marks the freshly written usage pages all-visible,
  // so dashboard queries read the covering index alone instead of visiting the table.
  if (seeded) {
    await db.exec('VACUUM ANALYZE usage_events');
    await db.exec('VACUUM ANALYZE counter_usage_yearly');
    // The large site's 50,000 users: without statistics the planner expects some 200 rows of the site and sorts
    // every e-mail address on disk for each page of the list (PGlite has no autovacuum to gather them later).
    if (context.large) await db.exec('VACUUM ANALYZE paired_users');
  }
  return seeded;
}

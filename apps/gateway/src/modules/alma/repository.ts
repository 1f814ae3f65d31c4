import type { Queryable } from '../../db/connection.ts';

/** The account's Alma token, or null. */
export async function findAlmaToken(db: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM alma_tokens WHERE account_id = $1', [accountId]);
  return rows[0]?.token ?? null;
}

/** Stores a token unless the account has one already; returns the account's token either way. */
export async function ensureAlmaToken(db: Queryable, accountId: string, candidate: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `WITH inserted AS (
       INSERT INTO alma_tokens (account_id, token) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING RETURNING token
     )
     SELECT token FROM inserted UNION ALL SELECT token FROM alma_tokens WHERE account_id = $1 LIMIT 1`,
    [accountId, candidate],
  );
  return rows[0]?.token ?? candidate;
}

/** Whether the account holds any package through a licence in force on the day (only such accounts get a token). */
export async function holdsAnyPackage(db: Queryable, accountId: string, day: string): Promise<boolean> {
  const { rows } = await db.query<{ holds: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM licenses l
        WHERE l.account_id = $1 AND l.package_id IS NOT NULL AND l.status = 'OK' AND l.start_date <= $2::date
          AND (l.end_date IS NULL OR l.ignore_end OR l.end_date >= $2::date)
     ) AS holds`,
    [accountId, day],
  );
  return rows[0]?.holds === true;
}

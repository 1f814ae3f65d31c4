import type { Queryable } from '../../db/connection.ts';

/** Of the given names, those switched on for the user. */
export async function enabledFlags(db: Queryable, userId: string, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await db.query<{ flag: string }>(
    'SELECT flag FROM user_flags WHERE user_id = $1 AND enabled AND flag = ANY($2::text[])',
    [userId, [...names]],
  );
  return new Set(rows.map((row) => row.flag));
}

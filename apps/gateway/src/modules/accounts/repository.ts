import { accessCondition } from '../../auth/authorization.ts';
import { ACCOUNT_COLUMNS, toAccountSummary, type AccountRow, type AccountSummary, type Principal } from '../../auth/principal.ts';
import type { Queryable } from '../../db/connection.ts';

/** A site-code search: the exact code, or codes starting with a prefix. Both lower-case. */
export type CodeQuery = { kind: 'exact'; code: string } | { kind: 'prefix'; prefix: string };

export const SEARCH_LIMIT = 5;

/** Escapes LIKE wildcards so a prefix matches literally (site codes may contain `_`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Non-individual account by site code, case-insensitively. */
export async function findAccountByCode(db: Queryable, code: string): Promise<AccountSummary | null> {
  const value = code.trim().toLowerCase();
  if (value.length === 0 || value.length > 64) return null;
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE lower(a.code) = $1 AND a.type <> 'individual'`,
    [value],
  );
  return rows[0] ? toAccountSummary(rows[0]) : null;
}

/**
 * Accounts matching the code query, ordered by code, at most `SEARCH_LIMIT`. With a principal, only the
 * accounts that principal may act on; with null (internal staff), every account.
 */
export async function searchAccountsByCode(db: Queryable, query: CodeQuery, principal: Principal | null): Promise<AccountSummary[]> {
  const params: unknown[] = [query.kind === 'exact' ? query.code : `${escapeLike(query.prefix)}%`];
  const match = query.kind === 'exact' ? 'lower(a.code) = $1' : `lower(a.code) LIKE $1 ESCAPE '\\'`;
  let restriction = '';
  if (principal) {
    const condition = accessCondition(principal, params.length + 1);
    restriction = `AND ${condition.sql}`;
    params.push(...condition.params);
  }
  params.push(SEARCH_LIMIT);
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a
      WHERE ${match} AND a.type <> 'individual' ${restriction}
      ORDER BY lower(a.code) COLLATE "C"
      LIMIT $${params.length}`,
    params,
  );
  return rows.map(toAccountSummary);
}

/** Child institutions of an account, by name (case-insensitive, byte order so both databases agree). */
export async function listChildren(db: Queryable, parentId: string): Promise<AccountSummary[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a
      WHERE a.parent_id = $1 AND a.type <> 'individual'
      ORDER BY lower(a.name) COLLATE "C", lower(a.code) COLLATE "C"`,
    [parentId],
  );
  return rows.map(toAccountSummary);
}

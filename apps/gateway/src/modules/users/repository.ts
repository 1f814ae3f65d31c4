import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';

export interface PairedUserProfileRecord {
  platform: string;
  active: boolean;
  expiresAt: Date | null;
  lastAuthenticatedAt: Date | null;
}

export interface PairedUserRecord {
  id: string;
  email: string;
  status: string;
  roles: string[];
  lastAuthenticatedAt: Date | null;
  profiles: PairedUserProfileRecord[];
}

export interface ListFilter {
  accountId: string;
  platforms: readonly string[];
  adminOnly: boolean;
  /** Lower-case start of the address, or null for every user. */
  emailPrefix: string | null;
  offset: number;
  limit: number;
  now: Date;
}

export interface ListResult {
  users: PairedUserRecord[];
  /** Users matching the filter. */
  total: number;
  /** Of those, users whose access has not ended. */
  active: number;
}

interface UserRow {
  id: string;
  email: string;
  status: string;
  roles: string[];
  last_authenticated_at: Date | string | null;
}

interface ProfileRow {
  paired_user_id: string;
  platform: string;
  active: boolean;
  expires_at: Date | string | null;
  last_authenticated_at: Date | string | null;
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Every stored address is ASCII (the email pattern), so the code point U+10FFFF, the largest in UTF-8 byte order,
 * bounds "starts with prefix" from above: the prefix search is a range on the (account_id, email "C") index.
 */
const PREFIX_END = '\u{10FFFF}';

function filterSql(filter: ListFilter, params: unknown[]): string {
  params.push(filter.accountId, [...filter.platforms]);
  const conditions = ['u.account_id = $1', 'u.platforms && $2::text[]'];
  if (filter.adminOnly) conditions.push('u.is_admin');
  if (filter.emailPrefix !== null) {
    params.push(filter.emailPrefix, filter.emailPrefix + PREFIX_END);
    conditions.push(`u.email COLLATE "C" >= $${params.length - 1} AND u.email COLLATE "C" < $${params.length}`);
  }
  return conditions.join(' AND ');
}

/**
 * Counts are the costly part of a page (every matching row; 50,000 at the largest site, about 30-70 ms on
 * PGlite), while the page itself reads 25 index entries. They are kept per account and filter for
 * COUNT_CACHE_MS in this process; every change this gateway makes to an account forgets that account's counts
 * at once. Another gateway's change (or an access ending as time passes) shows within COUNT_CACHE_MS.
 */
export const COUNT_CACHE_MS = 30_000;
const countCache = new Map<string, { at: number; total: number; active: number }>();

/** Forgets the cached counts of an account; callers run it after their change has committed. */
export function forgetCounts(accountId: string): void {
  for (const key of countCache.keys()) if (key.startsWith(`${accountId}|`)) countCache.delete(key);
}

async function counts(db: Queryable, filter: ListFilter): Promise<{ total: number; active: number }> {
  const key = [filter.accountId, [...filter.platforms].sort().join(','), filter.adminOnly, filter.emailPrefix ?? ''].join('|');
  const cached = countCache.get(key);
  const nowMs = Date.now();
  if (cached && nowMs - cached.at < COUNT_CACHE_MS) return cached;
  const params: unknown[] = [];
  const where = filterSql(filter, params);
  params.push(filter.now);
  const { rows } = await db.query<{ total: number; active: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE u.expires_at > $${params.length} OR (u.is_admin AND u.expires_at IS NULL))::int AS active
       FROM paired_users u
      WHERE ${where}`,
    params,
  );
  const result = { total: rows[0]?.total ?? 0, active: rows[0]?.active ?? 0 };
  if (countCache.size > 10_000) countCache.clear();
  countCache.set(key, { at: nowMs, ...result });
  return result;
}

/** A page of paired users (ordered by address) and the counts of the same filter, all in SQL. */
export async function listPairedUsers(db: Queryable, filter: ListFilter): Promise<ListResult> {
  const pageParams: unknown[] = [];
  const where = filterSql(filter, pageParams);
  pageParams.push(filter.offset, filter.limit);
  const [page, totals] = await Promise.all([
    db.query<UserRow>(
      `SELECT u.id, u.email, u.status, u.roles, u.last_authenticated_at
         FROM paired_users u
        WHERE ${where}
        ORDER BY u.email COLLATE "C"
       OFFSET $${pageParams.length - 1} LIMIT $${pageParams.length}`,
      pageParams,
    ),
    counts(db, filter),
  ]);
  const users = await withProfiles(db, page.rows, filter.platforms);
  return { users, ...totals };
}

/** Active and invited users of the account over the platforms (the page heading's number). */
export async function countActiveUsers(db: Queryable, accountId: string, platforms: readonly string[], now: Date): Promise<number> {
  const result = await counts(db, { accountId, platforms, adminOnly: false, emailPrefix: null, offset: 0, limit: 1, now });
  return result.active;
}

async function withProfiles(db: Queryable, rows: UserRow[], platforms: readonly string[]): Promise<PairedUserRecord[]> {
  if (rows.length === 0) return [];
  const { rows: profiles } = await db.query<ProfileRow>(
    `SELECT paired_user_id, platform, active, expires_at, last_authenticated_at
       FROM paired_user_profiles
      WHERE paired_user_id = ANY($1::uuid[]) AND platform = ANY($2::text[])
      ORDER BY paired_user_id, platform DESC`,
    [rows.map((row) => row.id), [...platforms]],
  );
  const byUser = new Map<string, PairedUserProfileRecord[]>();
  for (const profile of profiles) {
    const list = byUser.get(profile.paired_user_id) ?? [];
    list.push({
      platform: profile.platform,
      active: profile.active,
      expiresAt: toDate(profile.expires_at),
      lastAuthenticatedAt: toDate(profile.last_authenticated_at),
    });
    byUser.set(profile.paired_user_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    roles: row.roles,
    lastAuthenticatedAt: toDate(row.last_authenticated_at),
    profiles: byUser.get(row.id) ?? [],
  }));
}

export interface AuditEntry {
  accountId: string;
  actorUserId: string | null;
  action: 'add' | 'resend' | 'grant_admin' | 'extend' | 'expire' | 'data_download';
  email: string | null;
  detail?: unknown;
}

export async function audit(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const params: unknown[] = [];
  const tuples = entries.map((entry) => {
    params.push(
      entry.accountId,
      entry.actorUserId,
      entry.action,
      entry.email,
      entry.detail === undefined ? null : JSON.stringify(entry.detail),
    );
    const n = params.length;
    return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
  });
  await tx.query(
    `INSERT INTO user_management_audit (account_id, actor_user_id, action, email, detail) VALUES ${tuples.join(', ')}`,
    params,
  );
}

export interface AddOutcome {
  added: string[];
  reinvited: string[];
  grantedAdmin: string[];
}

/**
 * Pairs the addresses (lower-case, unique) with the account. New addresses are invited with access for the
 * given period on both platforms; invited ones get their invitation again; ADMINISTRATOR is added when asked
 * (admins do not expire). One audit row per change, in the caller's transaction.
 */
export async function addPairedUsers(
  tx: Queryable,
  input: { accountId: string; actorUserId: string; emails: readonly string[]; admin: boolean; now: Date; expiresAt: Date },
): Promise<AddOutcome> {
  const { accountId, emails, admin, now, expiresAt } = input;
  const { rows: existing } = await tx.query<{ id: string; email: string; status: string; is_admin: boolean }>(
    'SELECT id, email, status, is_admin FROM paired_users WHERE account_id = $1 AND email = ANY($2::text[]) FOR UPDATE',
    [accountId, [...emails]],
  );
  const known = new Map(existing.map((row) => [row.email, row]));
  const outcome: AddOutcome = { added: [], reinvited: [], grantedAdmin: [] };
  const fresh = emails.filter((email) => !known.has(email));
  if (fresh.length > 0) {
    const ids = fresh.map(() => randomUUID());
    const roles = admin ? ['ADMINISTRATOR'] : [];
    const expiry = admin ? null : expiresAt;
    await tx.query(
      `INSERT INTO paired_users (id, account_id, email, status, roles, platforms, expires_at, invited_at, created_at)
       SELECT id, $1, email, 'INVITED', $3::text[], ARRAY['jstor', 'artstor'], $4, $5, $5
         FROM unnest($2::uuid[], $6::text[]) AS t(id, email)`,
      [accountId, ids, roles, expiry, now, [...fresh]],
    );
    await tx.query(
      `INSERT INTO paired_user_profiles (paired_user_id, platform, active, expires_at)
       SELECT id, platform, true, $2 FROM unnest($1::uuid[]) AS id CROSS JOIN unnest(ARRAY['jstor', 'artstor']) AS platform`,
      [ids, expiry],
    );
    outcome.added.push(...fresh);
  }
  const toReinvite = existing.filter((row) => row.status === 'INVITED').map((row) => row.id);
  if (toReinvite.length > 0) {
    await tx.query('UPDATE paired_users SET invited_at = $2, invitation_count = invitation_count + 1 WHERE id = ANY($1::uuid[])', [
      toReinvite,
      now,
    ]);
    outcome.reinvited.push(...existing.filter((row) => row.status === 'INVITED').map((row) => row.email));
  }
  if (admin) {
    const toGrant = existing.filter((row) => !row.is_admin);
    if (toGrant.length > 0) {
      const ids = toGrant.map((row) => row.id);
      await tx.query(`UPDATE paired_users SET roles = array_append(roles, 'ADMINISTRATOR'), expires_at = NULL WHERE id = ANY($1::uuid[])`, [
        ids,
      ]);
      await tx.query('UPDATE paired_user_profiles SET expires_at = NULL, active = true WHERE paired_user_id = ANY($1::uuid[])', [ids]);
      outcome.grantedAdmin.push(...toGrant.map((row) => row.email));
    }
  }
  await audit(tx, [
    ...outcome.added.map((email) => ({ accountId, actorUserId: input.actorUserId, action: 'add' as const, email, detail: { admin } })),
    ...outcome.reinvited.map((email) => ({ accountId, actorUserId: input.actorUserId, action: 'resend' as const, email })),
    ...outcome.grantedAdmin.map((email) => ({ accountId, actorUserId: input.actorUserId, action: 'grant_admin' as const, email })),
  ]);
  return outcome;
}

/**
 * Sets the end of access of the named users' profiles on the platforms, keeps the users' own end of access
 * (the latest over their profiles) in the same transaction, and audits each user changed. Admins are left
 * alone by extend (they do not expire). Returns the addresses changed.
 */
export async function setExpiration(
  tx: Queryable,
  input: {
    accountId: string;
    actorUserId: string;
    emails: readonly string[];
    platforms: readonly string[];
    expiresAt: Date;
    action: 'extend' | 'expire';
  },
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; email: string }>(
    `SELECT id, email FROM paired_users
      WHERE account_id = $1 AND email = ANY($2::text[]) AND platforms && $3::text[] ${input.action === 'extend' ? 'AND NOT is_admin' : ''}
      FOR UPDATE`,
    [input.accountId, [...input.emails], [...input.platforms]],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await tx.query(
    `UPDATE paired_user_profiles SET expires_at = $3, active = $4
      WHERE paired_user_id = ANY($1::uuid[]) AND platform = ANY($2::text[])`,
    [ids, [...input.platforms], input.expiresAt, input.action === 'extend'],
  );
  // An expired admin keeps the role but loses access: the role no longer stands for "does not expire".
  await tx.query(
    `UPDATE paired_users u
        SET expires_at = (SELECT CASE WHEN bool_or(p.expires_at IS NULL) THEN NULL ELSE max(p.expires_at) END
                            FROM paired_user_profiles p WHERE p.paired_user_id = u.id)
      WHERE u.id = ANY($1::uuid[])`,
    [ids],
  );
  await audit(
    tx,
    rows.map((row) => ({
      accountId: input.accountId,
      actorUserId: input.actorUserId,
      action: input.action,
      email: row.email,
      detail: { platforms: input.platforms, expiresAt: input.expiresAt.toISOString() },
    })),
  );
  return rows.map((row) => row.email);
}

/** Every paired user of the account over the platforms, ordered by address (the CSV download). */
export async function allPairedUsers(db: Queryable, accountId: string, platforms: readonly string[]): Promise<PairedUserRecord[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.email, u.status, u.roles, u.last_authenticated_at
       FROM paired_users u
      WHERE u.account_id = $1 AND u.platforms && $2::text[]
      ORDER BY u.email COLLATE "C"`,
    [accountId, [...platforms]],
  );
  const users: PairedUserRecord[] = [];
  // Profiles in batches: one ANY() over 50,000 ids would be one very large parameter.
  for (let start = 0; start < rows.length; start += 5000) {
    users.push(...(await withProfiles(db, rows.slice(start, start + 5000), platforms)));
  }
  return users;
}

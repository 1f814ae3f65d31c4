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
  /** Users of the unsearched list (same account, platforms and admin filter) whose access has not ended. */
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

/** Days since 1970-01-01 UTC, as paired_user_expires_day() computes them in SQL (migration 0014). */
const DAY_MS = 86_400_000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * The WHERE clause of a filter over paired_users as `u`. The platform condition is left out when the kept counts
 * show that every user of the account (and admin filter) has a profile on one of the platforms: it then filters
 * nothing, and without it the page and the search count are index-only scans of (account_id, email "C").
 */
function filterSql(filter: ListFilter, params: unknown[], options: { platforms: boolean; prefix: boolean }): string {
  params.push(filter.accountId);
  const conditions = ['u.account_id = $1'];
  if (options.platforms) {
    params.push([...filter.platforms]);
    conditions.push(`u.platforms && $${params.length}::text[]`);
  }
  if (filter.adminOnly) conditions.push('u.is_admin');
  if (options.prefix && filter.emailPrefix !== null) {
    params.push(filter.emailPrefix, filter.emailPrefix + PREFIX_END);
    conditions.push(`u.email COLLATE "C" >= $${params.length - 1} AND u.email COLLATE "C" < $${params.length}`);
  }
  return conditions.join(' AND ');
}

interface KeptCounts {
  /** Users of the account (admins only with adminOnly) with a profile on one of the platforms. */
  total: number;
  /** Of those, users whose access has not ended. */
  active: number;
  /** Users of the account (admins only with adminOnly) with no profile on the platforms. */
  outside: number;
}

/**
 * The counts of the unsearched list, from paired_user_counts (kept by the triggers of migration 0014): the sums
 * of a few hundred rows, plus the users whose access ends later today, read exactly through
 * paired_users_account_expires_idx. Exact in one statement, so always current, on every gateway.
 */
async function keptCounts(db: Queryable, filter: Pick<ListFilter, 'accountId' | 'platforms' | 'adminOnly' | 'now'>): Promise<KeptCounts> {
  const today = dayOf(filter.now);
  const admin = filter.adminOnly ? 'AND c.is_admin' : '';
  const { rows } = await db.query<KeptCounts>(
    `SELECT coalesce(sum(c.users) FILTER (WHERE c.platforms && $2::text[]), 0)::int AS total,
            coalesce(sum(c.users) FILTER (WHERE NOT c.platforms && $2::text[]), 0)::int AS outside,
            (coalesce(sum(c.users) FILTER (WHERE c.platforms && $2::text[]
                                              AND (c.expires_day > $3 OR (c.is_admin AND c.expires_day IS NULL))), 0)
             + (SELECT count(*) FROM paired_users u
                 WHERE u.account_id = $1 AND u.platforms && $2::text[] ${filter.adminOnly ? 'AND u.is_admin' : ''}
                   AND u.expires_at > $4 AND u.expires_at < $5))::int AS active
       FROM paired_user_counts c
      WHERE c.account_id = $1 ${admin}`,
    [filter.accountId, [...filter.platforms], today, filter.now, new Date((today + 1) * DAY_MS)],
  );
  return rows[0] ?? { total: 0, active: 0, outside: 0 };
}

/** Up to this many matches a search counts them; past it, it counts the users outside the range instead. */
const SEARCH_COUNT_DIRECT = 5000;

/**
 * Users matching a search: counted directly when there are at most SEARCH_COUNT_DIRECT of them, otherwise as the
 * kept total less the users before and after the prefix range (two index-only ranges), in one statement. Either
 * way exact, and it reads at most about half the site's entries (a prefix every address shares reads none).
 */
async function searchTotal(db: Queryable, filter: ListFilter, platforms: boolean): Promise<number> {
  const params: unknown[] = [];
  const where = filterSql(filter, params, { platforms, prefix: true });
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM paired_users u WHERE ${where} LIMIT ${SEARCH_COUNT_DIRECT + 1}) AS matches`,
    params,
  );
  const direct = rows[0]?.n ?? 0;
  if (direct <= SEARCH_COUNT_DIRECT) return direct;
  const outsideParams: unknown[] = [];
  const base = filterSql(filter, outsideParams, { platforms, prefix: false });
  outsideParams.push(filter.emailPrefix, (filter.emailPrefix ?? '') + PREFIX_END, [...filter.platforms]);
  const n = outsideParams.length;
  const { rows: outside } = await db.query<{ n: number }>(
    `SELECT (coalesce((SELECT sum(c.users) FROM paired_user_counts c
                        WHERE c.account_id = $1 AND c.platforms && $${n}::text[] ${filter.adminOnly ? 'AND c.is_admin' : ''}), 0)
             - (SELECT count(*) FROM paired_users u WHERE ${base} AND u.email COLLATE "C" < $${n - 2})
             - (SELECT count(*) FROM paired_users u WHERE ${base} AND u.email COLLATE "C" >= $${n - 1}))::int AS n`,
    outsideParams,
  );
  return outside[0]?.n ?? 0;
}

/**
 * One page of `total` matching users, ordered by address. OFFSET reads the index entries before the page, so a
 * page past the middle is read from the end (descending, then reversed): a page reads at most half the entries,
 * and those through an index-only scan of addresses; the page's 25 rows are then fetched by (account_id, email).
 */
async function pageRows(db: Queryable, filter: ListFilter, total: number, platforms: boolean): Promise<UserRow[]> {
  if (filter.offset >= total) return [];
  const take = Math.min(filter.limit, total - filter.offset);
  const fromEnd = total - filter.offset - take;
  const backwards = fromEnd < filter.offset;
  const params: unknown[] = [];
  const where = filterSql(filter, params, { platforms, prefix: true });
  params.push(backwards ? fromEnd : filter.offset, take);
  const { rows } = await db.query<UserRow>(
    `SELECT p.id, p.email, p.status, p.roles, p.last_authenticated_at
       FROM (SELECT u.email FROM paired_users u
              WHERE ${where}
              ORDER BY u.email COLLATE "C" ${backwards ? 'DESC' : 'ASC'}
             OFFSET $${params.length - 1} LIMIT $${params.length}) AS k
       JOIN paired_users p ON p.account_id = $1 AND p.email = k.email
      ORDER BY p.email COLLATE "C"`,
    params,
  );
  return rows;
}

/** A page of paired users (ordered by address) and the counts of the same filter, all in SQL. */
export async function listPairedUsers(db: Queryable, filter: ListFilter): Promise<ListResult> {
  const kept = await keptCounts(db, filter);
  const platforms = kept.outside > 0;
  const total = filter.emailPrefix === null ? kept.total : await searchTotal(db, filter, platforms);
  const rows = await pageRows(db, filter, total, platforms);
  const users = await withProfiles(db, rows, filter.platforms);
  return { users, total, active: kept.active };
}

/** Active and invited users of the account over the platforms (the page heading's number). */
export async function countActiveUsers(db: Queryable, accountId: string, platforms: readonly string[], now: Date): Promise<number> {
  return (await keptCounts(db, { accountId, platforms, adminOnly: false, now })).active;
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
    /** Extend: an admin whose access ended before this is restored (admins do not expire); others are left alone. */
    now?: Date;
  },
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; email: string; is_admin: boolean }>(
    `SELECT id, email, is_admin FROM paired_users
      WHERE account_id = $1 AND email = ANY($2::text[]) AND platforms && $3::text[]
        ${
          input.action === 'extend'
            ? `AND (NOT is_admin OR EXISTS (SELECT 1 FROM paired_user_profiles p
                                             WHERE p.paired_user_id = paired_users.id AND p.platform = ANY($3::text[]) AND p.expires_at <= $4))`
            : ''
        }
      FOR UPDATE`,
    input.action === 'extend'
      ? [input.accountId, [...input.emails], [...input.platforms], input.now ?? input.expiresAt]
      : [input.accountId, [...input.emails], [...input.platforms]],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const restoredAdmins = input.action === 'extend' ? rows.filter((row) => row.is_admin).map((row) => row.id) : [];
  await tx.query(
    `UPDATE paired_user_profiles SET expires_at = CASE WHEN paired_user_id = ANY($5::uuid[]) THEN NULL ELSE $3::timestamptz END, active = $4
      WHERE paired_user_id = ANY($1::uuid[]) AND platform = ANY($2::text[])`,
    [ids, [...input.platforms], input.expiresAt, input.action === 'extend', restoredAdmins],
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
      detail: {
        platforms: input.platforms,
        expiresAt: restoredAdmins.includes(row.id) ? null : input.expiresAt.toISOString(),
      },
    })),
  );
  return rows.map((row) => row.email);
}

/** The addresses among `emails` that are admins of the account (user_management_add_admin_permission: no actions on them). */
export async function adminAddresses(db: Queryable, accountId: string, emails: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT email FROM paired_users WHERE account_id = $1 AND email = ANY($2::text[]) AND is_admin ORDER BY email',
    [accountId, [...emails]],
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

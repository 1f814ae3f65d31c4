import type { Queryable } from '../db/connection.ts';

/** Roles that let a user act on an account (spec 000 section 6). */
export const ADMIN_ROLES: readonly string[] = ['ADMINISTRATOR', 'ARTSTOR_INS_ADMIN', 'SHARED_ARTSTOR_ADMIN'];
/** Lets a user act on the children of the account. */
export const AGENT_ROLE = 'AGENT_ADMINISTRATOR';
/** On a user's individual account: internal staff. */
export const STAFF_ROLE = 'ITHAKA_STAFF';

export type AccountType = 'individual' | 'institution' | 'consortium' | 'publisher';

export interface AccountSummary {
  readonly id: string;
  /** The site code (null only for individual accounts). */
  readonly code: string | null;
  readonly name: string;
  readonly type: AccountType;
  readonly externalId: string;
  readonly parentId: string | null;
}

export interface RoleGrant {
  readonly account: AccountSummary;
  readonly role: string;
}

export interface UserRecord {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly lastLoggedIn: Date | null;
  readonly individualAccount: AccountSummary;
}

/** The signed-in user as authorization sees them. */
export interface Principal {
  readonly user: UserRecord;
  /** Roles held on the user's individual account (e.g. ITHAKA_STAFF). */
  readonly individualRoles: readonly string[];
  readonly isStaff: boolean;
  /** The user's own roles on institution, consortium and publisher accounts. */
  readonly ownGrants: readonly RoleGrant[];
  /** The account staff are masquerading as, or null. */
  readonly masquerade: AccountSummary | null;
  /** The grants in force: while masquerading, exactly one ADMINISTRATOR grant on the target. */
  readonly effectiveGrants: readonly RoleGrant[];
  /** Accounts the user may act on directly. */
  readonly adminAccountIds: readonly string[];
  /** Accounts whose children the user may act on (agent accounts, administered consortia). */
  readonly parentAccountIds: readonly string[];
}

export interface AccountRow {
  id: string;
  code: string | null;
  name: string;
  type: AccountType;
  external_id: string;
  parent_id: string | null;
}

export const ACCOUNT_COLUMNS = 'a.id, a.code, a.name, a.type, a.external_id, a.parent_id';

export function toAccountSummary(row: AccountRow): AccountSummary {
  return { id: row.id, code: row.code, name: row.name, type: row.type, externalId: row.external_id, parentId: row.parent_id };
}

/** The user's columns, as loadUser's row and principalJsonSql's JSON both carry them (the JSON's date is text). */
interface UserFields {
  user_id: string;
  username: string;
  display_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  last_logged_in: Date | string | null;
}

interface UserRow extends AccountRow, UserFields {
  last_logged_in: Date | null;
}

function toUserRecord(fields: UserFields, account: AccountRow): UserRecord {
  return {
    id: fields.user_id,
    username: fields.username,
    displayName: fields.display_name,
    email: fields.email,
    firstName: fields.first_name,
    lastName: fields.last_name,
    lastLoggedIn: fields.last_logged_in === null ? null : new Date(fields.last_logged_in),
    individualAccount: toAccountSummary(account),
  };
}

export async function loadUser(db: Queryable, userId: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id AS user_id, u.username, u.display_name, u.email, u.first_name, u.last_name, u.last_logged_in, ${ACCOUNT_COLUMNS}
       FROM users u JOIN accounts a ON a.id = u.individual_account_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? toUserRecord(row, row) : null;
}

export async function loadGrants(db: Queryable, userId: string): Promise<RoleGrant[]> {
  const { rows } = await db.query<AccountRow & { role: string }>(
    `SELECT r.role, ${ACCOUNT_COLUMNS}
       FROM account_roles r JOIN accounts a ON a.id = r.account_id
      WHERE r.user_id = $1
      ORDER BY lower(a.name) COLLATE "C", a.id, r.role`,
    [userId],
  );
  return rows.map((row) => ({ account: toAccountSummary(row), role: row.role }));
}

export async function loadAccountById(db: Queryable, accountId: string): Promise<AccountSummary | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [accountId]);
  return rows[0] ? toAccountSummary(rows[0]) : null;
}

/** Builds the principal from the user, their grants and the masquerade target (ignored unless staff). */
export function buildPrincipal(user: UserRecord, grants: readonly RoleGrant[], masqueradeTarget: AccountSummary | null): Principal {
  const individualRoles = grants.filter((grant) => grant.account.id === user.individualAccount.id).map((grant) => grant.role);
  const ownGrants = grants.filter((grant) => grant.account.type !== 'individual');
  const isStaff = individualRoles.includes(STAFF_ROLE);
  // Staff reach institutions by masquerading; while they do, their own grants (normally none) are set aside.
  const masquerade = isStaff && masqueradeTarget && masqueradeTarget.type !== 'individual' ? masqueradeTarget : null;
  const effectiveGrants: RoleGrant[] = masquerade ? [{ account: masquerade, role: 'ADMINISTRATOR' }] : [...ownGrants];

  const adminAccountIds = new Set<string>();
  const parentAccountIds = new Set<string>();
  for (const grant of effectiveGrants) {
    if (ADMIN_ROLES.includes(grant.role)) {
      adminAccountIds.add(grant.account.id);
      if (grant.account.type === 'consortium') parentAccountIds.add(grant.account.id);
    } else if (grant.role === AGENT_ROLE) {
      parentAccountIds.add(grant.account.id);
    }
  }
  return {
    user,
    individualRoles,
    isStaff,
    ownGrants,
    masquerade,
    effectiveGrants,
    adminAccountIds: [...adminAccountIds],
    parentAccountIds: [...parentAccountIds],
  };
}

/** Admin determination (spec 000 section 4): staff, or any admin/agent role, or any publisher account. */
export function isAdmin(principal: Pick<Principal, 'isStaff' | 'ownGrants'>): boolean {
  return (
    principal.isStaff ||
    principal.ownGrants.some((grant) => ADMIN_ROLES.includes(grant.role) || grant.role === AGENT_ROLE || grant.account.type === 'publisher')
  );
}

export interface PrincipalJson extends UserFields {
  last_logged_in: string | null;
  account: AccountRow;
  grants: Array<AccountRow & { role: string }>;
  masquerade: AccountRow | null;
}

const accountJson = (alias: string, extra = '') =>
  `json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name, 'type', ${alias}.type,
                     'external_id', ${alias}.external_id, 'parent_id', ${alias}.parent_id${extra})`;

/**
 * SQL for one JSON value holding everything authorization needs about the user `userId` (an SQL expression):
 * the user, their grants in loadGrants' order and the account `masqueradeAccountId` names; null when the user
 * does not exist. Every signed-in request needs it, and PGlite runs one statement at a time, so it is one
 * expression that the session lookup includes (sessions.ts) instead of three statements (bench/load.mjs).
 * The grants' accounts are read by primary key, one per grant (the OFFSET 0 keeps the planner from turning
 * the lookup into a join): as a join, PGlite's planner (no statistics: PGlite runs no autovacuum) hashed the
 * user's grants and read every account, 58 µs of the statement's 89 µs with the demo's 425 accounts, growing
 * with the accounts; by key, 30 µs.
 */
export function principalJsonSql(userId: string, masqueradeAccountId: string): string {
  return `(SELECT json_build_object(
             'user_id', u.id, 'username', u.username, 'display_name', u.display_name, 'email', u.email,
             'first_name', u.first_name, 'last_name', u.last_name, 'last_logged_in', u.last_logged_in,
             'account', ${accountJson('a')},
             'grants', (SELECT coalesce(json_agg(${accountJson('ga', ", 'role', r.role")} ORDER BY lower(ga.name) COLLATE "C", ga.id, r.role), '[]'::json)
                          FROM account_roles r CROSS JOIN LATERAL (SELECT * FROM accounts x WHERE x.id = r.account_id OFFSET 0) ga
                         WHERE r.user_id = u.id),
             'masquerade', (SELECT ${accountJson('m')} FROM accounts m WHERE m.id = ${masqueradeAccountId}))
             FROM users u JOIN accounts a ON a.id = u.individual_account_id
            WHERE u.id = ${userId})`;
}

/** The principal from principalJsonSql's value (null: no such user). */
export function principalFromJson(json: PrincipalJson | null): Principal | null {
  if (!json) return null;
  const user = toUserRecord(json, json.account);
  const grants = json.grants.map((grant) => ({ account: toAccountSummary(grant), role: grant.role }));
  return buildPrincipal(user, grants, json.masquerade ? toAccountSummary(json.masquerade) : null);
}

/** Loads everything authorization needs about a signed-in user in one statement; null when the user no longer exists. */
export async function loadPrincipal(db: Queryable, userId: string, masqueradeAccountId: string | null): Promise<Principal | null> {
  const { rows } = await db.query<{ principal: PrincipalJson | null }>(`SELECT ${principalJsonSql('$1::uuid', '$2::uuid')} AS principal`, [
    userId,
    masqueradeAccountId,
  ]);
  return principalFromJson(rows[0]?.principal ?? null);
}

import { GraphQLError } from '../graphql-runtime.ts';
import type { Queryable } from '../db/connection.ts';
import { ACCOUNT_COLUMNS, toAccountSummary, type AccountRow, type AccountSummary, type Principal } from './principal.ts';

/** What authorization needs from the request context. */
export interface AuthorizationContext {
  readonly db: Queryable;
  getPrincipal(): Promise<Principal | null>;
}

/** An account named by site code, or by external id. */
export type AccountRef = string | { readonly externalId: string };

/** Longest site code or external id looked up; longer input cannot name an account. */
export const MAX_ACCOUNT_REF_LENGTH = 64;

// Messages say nothing about whether the account exists or who holds it.
export function forbiddenError(): GraphQLError {
  return new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
}

export function unauthenticatedError(): GraphQLError {
  return new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } });
}

export function badInputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The signed-in user, or an UNAUTHENTICATED error. */
export async function requireUser(ctx: AuthorizationContext): Promise<Principal> {
  const principal = await ctx.getPrincipal();
  if (!principal) throw unauthenticatedError();
  return principal;
}

/** The signed-in internal staff member, or an UNAUTHENTICATED / FORBIDDEN error. */
export async function requireStaff(ctx: AuthorizationContext): Promise<Principal> {
  const principal = await requireUser(ctx);
  if (!principal.isStaff) throw forbiddenError();
  return principal;
}

export interface AccessOptions {
  /**
   * Only accounts the user administers themselves (an admin or agent role on the account), not the
   * children of those accounts. Used where the account is the parent being managed.
   */
  direct?: boolean;
  /**
   * Internal staff who are not masquerading may act on any account (never an individual one). Only for the
   * reports area, where internal admins pick the account by site code (spec 001 §2, §6; docs/decisions.md).
   */
  staffAnyAccount?: boolean;
}

/** SQL condition (over alias `a`) for "the principal may act on account a", with its parameters (two, or none). */
export function accessCondition(principal: Principal, firstParam: number, options: AccessOptions = {}): { sql: string; params: unknown[] } {
  if (options.staffAnyAccount && principal.isStaff && principal.masquerade === null) return { sql: 'TRUE', params: [] };
  if (options.direct) {
    return {
      sql: `a.id = ANY($${firstParam}::uuid[])`,
      params: [[...new Set([...principal.adminAccountIds, ...principal.parentAccountIds])]],
    };
  }
  return {
    sql: `(a.id = ANY($${firstParam}::uuid[]) OR a.parent_id = ANY($${firstParam + 1}::uuid[]))`,
    params: [[...principal.adminAccountIds], [...principal.parentAccountIds]],
  };
}

function normaliseRef(ref: AccountRef): { column: 'code' | 'external_id'; value: string } | null {
  const raw = typeof ref === 'string' ? ref : ref.externalId;
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_ACCOUNT_REF_LENGTH) return null;
  return typeof ref === 'string' ? { column: 'code', value: value.toLowerCase() } : { column: 'external_id', value };
}

/** The account, when the principal may act on it; null otherwise (also for unknown accounts). */
export async function findAccessibleAccount(
  db: Queryable,
  principal: Principal,
  ref: AccountRef,
  options: AccessOptions = {},
): Promise<AccountSummary | null> {
  const target = normaliseRef(ref);
  if (!target) return null;
  // An account the principal holds an admin grant on is answered from the grant (read with the session, in
  // the same request): the query below would return the same row (codes and external ids are unique), and
  // account-scoped requests save a statement (bench/load.mjs). ASCII codes only: lower() is PostgreSQL's.
  const held = principal.effectiveGrants.find(
    ({ account }) =>
      account.type !== 'individual' &&
      principal.adminAccountIds.includes(account.id) &&
      (target.column === 'code'
        ? account.code !== null && /^[\x20-\x7e]*$/.test(account.code) && account.code.toLowerCase() === target.value
        : account.externalId === target.value),
  );
  if (held) return held.account;
  const condition = accessCondition(principal, 2, options);
  const lookup = target.column === 'code' ? 'lower(a.code) = $1' : 'a.external_id = $1';
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE ${lookup} AND a.type <> 'individual' AND ${condition.sql}`,
    [target.value, ...condition.params],
  );
  return rows[0] ? toAccountSummary(rows[0]) : null;
}

/**
 * The account named by site code or external id, when the signed-in user may act on it: an admin role on
 * it, an agent role on its parent, or an admin role on its parent consortium. Internal staff only on the
 * account they masquerade as. UNAUTHENTICATED without a signed-in user, FORBIDDEN otherwise.
 */
export async function requireAccountAccess(
  ctx: AuthorizationContext,
  ref: AccountRef,
  options: AccessOptions = {},
): Promise<AccountSummary> {
  const principal = await requireUser(ctx);
  const account = await findAccessibleAccount(ctx.db, principal, ref, options);
  if (!account) throw forbiddenError();
  return account;
}

/** Like `requireAccountAccess` for many site codes at once (one query); all must pass. Keyed by lower-case code. */
export async function requireAccountsAccess(ctx: AuthorizationContext, siteCodes: readonly string[]): Promise<Map<string, AccountSummary>> {
  const principal = await requireUser(ctx);
  const codes = [...new Set(siteCodes.map((code) => code.trim().toLowerCase()))];
  if (codes.some((code) => code.length === 0 || code.length > MAX_ACCOUNT_REF_LENGTH)) throw forbiddenError();
  if (codes.length === 0) return new Map();
  const condition = accessCondition(principal, 2);
  const { rows } = await ctx.db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a
      WHERE lower(a.code) = ANY($1::text[]) AND a.type <> 'individual' AND ${condition.sql}`,
    [codes, ...condition.params],
  );
  const found = new Map(rows.map((row) => [(row.code ?? '').toLowerCase(), toAccountSummary(row)]));
  if (codes.some((code) => !found.has(code))) throw forbiddenError();
  return found;
}

/** Non-throwing check: the account when the signed-in user may act on it, else null. */
export async function mayActOn(ctx: AuthorizationContext, ref: AccountRef): Promise<AccountSummary | null> {
  const principal = await ctx.getPrincipal();
  if (!principal) return null;
  return findAccessibleAccount(ctx.db, principal, ref);
}

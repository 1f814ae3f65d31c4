import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { ADMIN_ROLES } from '../../auth/principal.ts';

/**
 * SUSHI credentials (migration 0013): a requestor id and an API key per harvester, owned by an institution or a
 * consortium. The key is 32 random bytes (base64url), shown once; only its SHA-256 is stored, so the server finds
 * a credential by the hash of the key it is given (an index look-up) and then checks the requestor id.
 */

export interface SushiCredential {
  id: string;
  accountId: string;
  requestorId: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
}

/** The account a credential belongs to, as the server needs it. */
export interface CredentialOwner {
  credentialId: string;
  requestorId: string;
  accountId: string;
  code: string;
  name: string;
  type: string;
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

interface CredentialRow {
  id: string;
  account_id: string;
  requestor_id: string;
  created_at: Date | string;
  created_by_name: string | null;
  last_used_at: Date | string | null;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

function toCredential(row: CredentialRow): SushiCredential {
  return {
    id: row.id,
    accountId: row.account_id,
    requestorId: row.requestor_id,
    createdAt: toDate(row.created_at),
    createdBy: row.created_by_name,
    lastUsedAt: row.last_used_at === null ? null : toDate(row.last_used_at),
  };
}

const SELECT = `SELECT c.id, c.account_id, c.requestor_id, c.created_at, c.last_used_at, u.email AS created_by_name
  FROM sushi_credentials c LEFT JOIN users u ON u.id = c.created_by`;

/** The account's active credentials, oldest first. */
export async function listCredentials(db: Queryable, accountId: string): Promise<SushiCredential[]> {
  const { rows } = await db.query<CredentialRow>(`${SELECT} WHERE c.account_id = $1 AND c.revoked_at IS NULL ORDER BY c.created_at, c.id`, [
    accountId,
  ]);
  return rows.map(toCredential);
}

export async function findCredential(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<(SushiCredential & { revoked: boolean }) | null> {
  const { rows } = await db.query<CredentialRow & { revoked: boolean }>(
    `SELECT c.id, c.account_id, c.requestor_id, c.created_at, c.last_used_at, NULL::text AS created_by_name, c.revoked_at IS NOT NULL AS revoked
       FROM sushi_credentials c WHERE c.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row ? { ...toCredential(row), revoked: row.revoked } : null;
}

export interface NewCredential {
  accountId: string;
  requestorId: string;
  apiKey: string;
  createdBy: string | null;
  now: Date;
}

export async function insertCredential(db: Queryable, credential: NewCredential): Promise<SushiCredential> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO sushi_credentials (id, account_id, requestor_id, api_key_hash, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, credential.accountId, credential.requestorId, hashApiKey(credential.apiKey), credential.createdBy, credential.now.toISOString()],
  );
  const { rows } = await db.query<CredentialRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return toCredential(rows[0]!);
}

export async function revokeCredential(db: Queryable, id: string, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE sushi_credentials SET revoked_at = $2, revoked_by = $3 WHERE id = $1 AND revoked_at IS NULL', [
    id,
    now.toISOString(),
    userId,
  ]);
}

/** The active credential holding this API key (null: unknown or revoked); read on every request, never cached. */
export async function credentialByKey(db: Queryable, apiKey: string): Promise<CredentialOwner | null> {
  const { rows } = await db.query<{ id: string; requestor_id: string; account_id: string; code: string; name: string; type: string }>(
    `SELECT c.id, c.requestor_id, c.account_id, a.code, a.name, a.type
       FROM sushi_credentials c JOIN accounts a ON a.id = c.account_id
      WHERE c.api_key_hash = $1 AND c.revoked_at IS NULL
        -- A key lives only as long as its creator's right to make it: an administrator role on the account itself
        -- (docs/decisions.md, "SUSHI credentials"). Keys staff made while masquerading, or a parent's administrator
        -- made on a child, or whose creator has left the account, stop working.
        AND EXISTS (SELECT 1 FROM account_roles r
                     WHERE r.user_id = c.created_by AND r.account_id = c.account_id AND r.role = ANY($2::text[]))`,
    [hashApiKey(apiKey), [...ADMIN_ROLES]],
  );
  const row = rows[0];
  return row
    ? { credentialId: row.id, requestorId: row.requestor_id, accountId: row.account_id, code: row.code, name: row.name, type: row.type }
    : null;
}

export async function markUsed(db: Queryable, credentialId: string, now: Date): Promise<void> {
  await db.query('UPDATE sushi_credentials SET last_used_at = $2 WHERE id = $1', [credentialId, now.toISOString()]);
}

export interface CustomerAccount {
  id: string;
  code: string;
  name: string;
  type: string;
  parentId: string | null;
}

/** The institution or consortium a customer_id (site code, any case) names, or null. */
export async function customerByCode(db: Queryable, customerId: string): Promise<CustomerAccount | null> {
  const { rows } = await db.query<{ id: string; code: string; name: string; type: string; parent_id: string | null }>(
    `SELECT id, code, name, type, parent_id FROM accounts WHERE lower(code) = lower($1) AND type IN ('institution', 'consortium')`,
    [customerId],
  );
  const row = rows[0];
  return row ? { id: row.id, code: row.code, name: row.name, type: row.type, parentId: row.parent_id } : null;
}

/** A credential covers its own account and, when that account is a consortium, the consortium's members. */
export function covers(owner: CredentialOwner, customer: CustomerAccount): boolean {
  return customer.id === owner.accountId || (owner.type === 'consortium' && customer.parentId === owner.accountId);
}

/** The member list of a credential's account: itself, then (a consortium's) members by name. */
export async function membersOf(db: Queryable, owner: CredentialOwner): Promise<CustomerAccount[]> {
  const { rows } = await db.query<{ id: string; code: string; name: string; type: string; parent_id: string | null }>(
    `SELECT id, code, name, type, parent_id FROM accounts
      WHERE id = $1 OR ($2 AND parent_id = $1 AND type IN ('institution', 'consortium') AND code IS NOT NULL)
      ORDER BY id <> $1, name, code`,
    [owner.accountId, owner.type === 'consortium'],
  );
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, type: row.type, parentId: row.parent_id }));
}

import { randomUUID } from 'node:crypto';
import { mergeIpRanges, parseIpRange, rangesOverlap, type IpRange } from '@console/rules/access-methods';
import type { Queryable } from '../../db/connection.ts';

export type CredentialType = 'IPRANGE' | 'DOMAIN' | 'REFERRER' | 'USERPASS' | 'SHIBBOLETH' | 'LTI';

export interface CredentialRow {
  id: string;
  type: CredentialType;
  ip_address: string | null;
  allow: boolean | null;
  domain: string | null;
  referrer: string | null;
  username: string | null;
  entity: string | null;
  client_id: string | null;
  client_secret: string | null;
  lti_domain: string | null;
  provider: string | null;
  /** DOMAIN: held until staff confirm it (issue 30). */
  domain_pending: boolean;
}

const CREDENTIAL_COLUMNS =
  'id, type, ip_address, allow, domain, referrer, username, entity, client_id, client_secret, lti_domain, provider, domain_pending';
const TYPE_ORDER = `CASE type WHEN 'IPRANGE' THEN 1 WHEN 'DOMAIN' THEN 2 WHEN 'REFERRER' THEN 3 WHEN 'USERPASS' THEN 4 WHEN 'SHIBBOLETH' THEN 5 ELSE 6 END`;

/** The account's credentials by type, then in the order they were added. The password hash is never read. */
export async function listCredentials(db: Queryable, accountId: string): Promise<CredentialRow[]> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM access_credentials WHERE account_id = $1 ORDER BY ${TYPE_ORDER}, created_at, id`,
    [accountId],
  );
  return rows;
}

export async function findCredential(db: Queryable, accountId: string, credentialId: string): Promise<CredentialRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(credentialId)) return null;
  const { rows } = await db.query<CredentialRow>(`SELECT ${CREDENTIAL_COLUMNS} FROM access_credentials WHERE account_id = $1 AND id = $2`, [
    accountId,
    credentialId,
  ]);
  return rows[0] ?? null;
}

/**
 * The ids of this account's allowed IP credentials that overlap an allowed range of any other account.
 * Other accounts' ranges are merged first, so the check is one pass over each list.
 */
export async function overlappingRangeIds(db: Queryable, accountId: string, own: readonly CredentialRow[]): Promise<Set<string>> {
  const mine = own.filter((row) => row.type === 'IPRANGE' && row.allow && row.ip_address);
  if (mine.length === 0) return new Set();
  const { rows } = await db.query<{ ip_address: string }>(
    `SELECT ip_address FROM access_credentials WHERE type = 'IPRANGE' AND allow AND account_id <> $1`,
    [accountId],
  );
  const others = mergeIpRanges(rows.map((row) => parseIpRange(row.ip_address)).filter((range): range is IpRange => range !== null));
  const result = new Set<string>();
  for (const row of mine) {
    const range = parseIpRange(row.ip_address ?? '');
    if (range && others.some((other) => rangesOverlap(range, other))) result.add(row.id);
  }
  return result;
}

export interface FinderInfo {
  loginUrl?: string;
  domainCredentialProvider?: string;
}

export async function readFinderInfo(db: Queryable, accountId: string): Promise<FinderInfo> {
  const { rows } = await db.query<{ info: FinderInfo }>(
    'SELECT institution_finder_info AS info FROM access_preferences WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.info ?? {};
}

export async function writeFinderInfo(db: Queryable, accountId: string, info: FinderInfo): Promise<void> {
  await db.query(
    `INSERT INTO access_preferences (account_id, institution_finder_info, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (account_id) DO UPDATE SET institution_finder_info = EXCLUDED.institution_finder_info, updated_at = now()`,
    [accountId, JSON.stringify(info)],
  );
}

export async function isKnownEntity(db: Queryable, entityId: string): Promise<boolean> {
  const { rows } = await db.query<{ known: boolean }>('SELECT EXISTS (SELECT 1 FROM federation_entities WHERE entity_id = $1) AS known', [
    entityId,
  ]);
  return rows[0]?.known === true;
}

/** Who holds an SSO domain (another credential than `exceptId`), or null. */
export async function domainHolder(
  db: Queryable,
  domain: string,
  exceptId: string | null,
): Promise<{ id: string; accountId: string; siteCode: string; institutionId: string | null; pending: boolean } | null> {
  const { rows } = await db.query<{
    id: string;
    account_id: string;
    code: string | null;
    external_id: string | null;
    domain_pending: boolean;
  }>(
    `SELECT c.id, c.account_id, a.code, a.external_id, c.domain_pending FROM access_credentials c JOIN accounts a ON a.id = c.account_id
      WHERE c.type = 'DOMAIN' AND c.domain = $1 AND ($2::uuid IS NULL OR c.id <> $2::uuid) FOR UPDATE OF c`,
    [domain, exceptId],
  );
  const row = rows[0];
  return row
    ? { id: row.id, accountId: row.account_id, siteCode: row.code ?? '', institutionId: row.external_id, pending: row.domain_pending }
    : null;
}

/** Holds a DOMAIN credential as pending, or confirms it. */
export async function setDomainPending(db: Queryable, id: string, pending: boolean): Promise<void> {
  await db.query(`UPDATE access_credentials SET domain_pending = $2, updated_at = now() WHERE id = $1 AND type = 'DOMAIN'`, [id, pending]);
}

/** Pending SSO domains of every institution, oldest first (staff confirm them). */
export async function pendingDomains(
  db: Queryable,
  limit: number,
): Promise<Array<{ id: string; domain: string; account_id: string; site_code: string | null; account_name: string; created_at: string }>> {
  const { rows } = await db.query<{
    id: string;
    domain: string;
    account_id: string;
    site_code: string | null;
    account_name: string;
    created_at: string;
  }>(
    `SELECT c.id, c.domain, c.account_id, a.code AS site_code, a.name AS account_name, c.created_at::text AS created_at
       FROM access_credentials c JOIN accounts a ON a.id = c.account_id
      WHERE c.domain_pending ORDER BY c.created_at, c.id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Whether another credential (of any account) already holds the SSO domain. */
export async function domainTaken(db: Queryable, domain: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM access_credentials WHERE type = 'DOMAIN' AND domain = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)) AS taken`,
    [domain, exceptId],
  );
  return rows[0]?.taken === true;
}

export async function insertCredential(
  db: Queryable,
  accountId: string,
  type: 'DOMAIN' | 'SHIBBOLETH' | 'LTI',
  values: { domain?: string; entity?: string; clientId?: string; clientSecret?: string; ltiDomain?: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO access_credentials (id, account_id, type, domain, entity, client_id, client_secret, lti_domain, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      accountId,
      type,
      values.domain ?? null,
      values.entity ?? null,
      values.clientId ?? null,
      values.clientSecret ?? null,
      values.ltiDomain ?? null,
      type === 'LTI' ? 'canvas' : null,
    ],
  );
  return id;
}

export async function updateCredential(
  db: Queryable,
  id: string,
  values: { domain?: string; entity?: string; clientId?: string; clientSecret?: string; ltiDomain?: string },
): Promise<void> {
  await db.query(
    `UPDATE access_credentials SET
       domain = COALESCE($2, domain), entity = COALESCE($3, entity), client_id = COALESCE($4, client_id),
       client_secret = COALESCE($5, client_secret), lti_domain = COALESCE($6, lti_domain), updated_at = now()
     WHERE id = $1`,
    [id, values.domain ?? null, values.entity ?? null, values.clientId ?? null, values.clientSecret ?? null, values.ltiDomain ?? null],
  );
}

export async function deleteCredential(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM access_credentials WHERE id = $1', [id]);
}

export type ChangeEventType =
  | 'saml_update'
  | 'saml_delete'
  | 'proxy_update'
  | 'proxy_delete'
  | 'domain_update'
  | 'domain_delete'
  | 'domain_confirm'
  | 'lti_update'
  | 'lti_delete'
  | 'sso_provider_update';

export interface ChangeRecord {
  accountId: string;
  eventType: ChangeEventType;
  userId: string;
  siteCode: string;
  institutionId: string;
  oldValue: string | null;
  newValue: string | null;
  sessionUuid: string | null;
}

export async function recordChange(db: Queryable, change: ChangeRecord): Promise<void> {
  await db.query(
    `INSERT INTO access_method_changes (account_id, event_type, user_id, site_code, institution_id, old_value, new_value, session_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      change.accountId,
      change.eventType,
      change.userId,
      change.siteCode,
      change.institutionId,
      change.oldValue,
      change.newValue,
      change.sessionUuid,
    ],
  );
}

export interface ChangeRow {
  id: string;
  event_type: ChangeEventType;
  user_name: string | null;
  site_code: string;
  institution_id: string;
  old_value: string | null;
  new_value: string | null;
  created_at: Date;
}

export const RECENT_CHANGES_LIMIT = 20;

export async function recentChanges(db: Queryable, accountId: string): Promise<ChangeRow[]> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT c.id::text AS id, c.event_type, u.display_name AS user_name, c.site_code, c.institution_id, c.old_value, c.new_value, c.created_at
       FROM access_method_changes c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.account_id = $1
      ORDER BY c.id DESC
      LIMIT $2`,
    [accountId, RECENT_CHANGES_LIMIT],
  );
  return rows;
}

export interface BrandingRow {
  provider_designation_statement: string | null;
  openurl_base_url: string | null;
}

/** OpenURL and the provider designation statement, kept by Account Information (migration 0006). */
export async function readBranding(db: Queryable, accountId: string): Promise<BrandingRow | null> {
  const { rows } = await db.query<BrandingRow>(
    'SELECT provider_designation_statement, openurl_base_url FROM account_branding WHERE account_id = $1',
    [accountId],
  );
  return rows[0] ?? null;
}

export interface LicenseRow {
  id: string;
  type: string;
  status: string;
  sub_type: string | null;
  description: string | null;
  legacy_type: string | null;
  internal_id: string | null;
  start_date: string;
  end_date: string | null;
  ignore_end: boolean;
}

export async function listLicenses(db: Queryable, accountId: string): Promise<LicenseRow[]> {
  const { rows } = await db.query<LicenseRow>(
    `SELECT id, type, status, sub_type, description, legacy_type, internal_id,
            to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, ignore_end
       FROM licenses WHERE account_id = $1 ORDER BY start_date, type, id`,
    [accountId],
  );
  return rows;
}

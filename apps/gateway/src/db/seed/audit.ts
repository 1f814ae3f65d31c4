import { hashApiKey } from '../../modules/sushi/credentials.ts';
import { hashIngestKey } from '../../modules/ingest/repository.ts';
import type { Queryable } from '../connection.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import type { SeedContext } from './index.ts';
import { seedId } from './ids.ts';

/**
 * Demo data for auditing the usage pipeline (issue 29; never in production mode): Audit Test Library with IP ranges
 * no other demo institution holds and no usage, its administrator (auditor@demo.edu) and SUSHI credential, and the
 * demo ingest key. Part of the demo seed (an empty database).
 */
export const AUDIT_ACCOUNT = {
  id: seedId('account:audittest'),
  code: 'audittest',
  name: 'Audit Test Library',
  externalId: '100900',
  ipRanges: ['203.0.113.128/25', '2001:db8:a0::/48'],
} as const;
export const AUDIT_SUSHI_CREDENTIAL = { requestorId: 'audit-harvester', apiKey: 'audit-sushi-key' } as const;
export const DEMO_INGEST_KEY = { label: 'demo', key: 'demo-ingest-key' } as const;
/** Audit Test Library's administrator: a SUSHI key works while its creator administers the account. */
export const AUDIT_ADMIN = {
  id: seedId('user:auditor'),
  username: 'auditor@demo.edu',
  individualAccountId: seedId('account:individual:auditor'),
} as const;

export async function seedAuditDemo(tx: Queryable, context: Pick<SeedContext, 'hashPassword'>): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (id, code, name, type, external_id, country_code) VALUES ($1, $2, $3, 'institution', $4, 'US')
     ON CONFLICT DO NOTHING`,
    [AUDIT_ACCOUNT.id, AUDIT_ACCOUNT.code, AUDIT_ACCOUNT.name, AUDIT_ACCOUNT.externalId],
  );
  for (const range of AUDIT_ACCOUNT.ipRanges) {
    await tx.query(
      `INSERT INTO access_credentials (id, account_id, type, ip_address, allow) VALUES ($1, $2, 'IPRANGE', $3, true) ON CONFLICT DO NOTHING`,
      [seedId(`access:audit:${range}`), AUDIT_ACCOUNT.id, range],
    );
  }
  await tx.query(
    `INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, NULL, 'Audit Administrator', 'individual', '100901')
     ON CONFLICT DO NOTHING`,
    [AUDIT_ADMIN.individualAccountId],
  );
  await tx.query(
    `INSERT INTO users (id, username, password_hash, display_name, email, first_name, last_name, individual_account_id)
     VALUES ($1, $2, $3, 'Audit Administrator', $2, 'Audit', 'Administrator', $4) ON CONFLICT DO NOTHING`,
    [AUDIT_ADMIN.id, AUDIT_ADMIN.username, await context.hashPassword(DEMO_PASSWORD), AUDIT_ADMIN.individualAccountId],
  );
  await tx.query(`INSERT INTO account_roles (user_id, account_id, role) VALUES ($1, $2, 'ADMINISTRATOR') ON CONFLICT DO NOTHING`, [
    AUDIT_ADMIN.id,
    AUDIT_ACCOUNT.id,
  ]);
  await tx.query(
    `INSERT INTO sushi_credentials (id, account_id, requestor_id, api_key_hash, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT DO NOTHING`,
    [
      seedId('sushi:audit-harvester'),
      AUDIT_ACCOUNT.id,
      AUDIT_SUSHI_CREDENTIAL.requestorId,
      hashApiKey(AUDIT_SUSHI_CREDENTIAL.apiKey),
      AUDIT_ADMIN.id,
    ],
  );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ingest_keys (id, label, key_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
    [seedId('ingest-key:demo'), DEMO_INGEST_KEY.label, hashIngestKey(DEMO_INGEST_KEY.key)],
  );
  if (rows[0])
    await tx.query(`INSERT INTO ingest_key_changes (key_id, label, change, actor) VALUES ($1, $2, 'created', 'demo data')`, [
      rows[0].id,
      DEMO_INGEST_KEY.label,
    ]);
}

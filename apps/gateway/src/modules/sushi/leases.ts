import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';

/**
 * Report leases (migration 0035): a SUSHI report request runs only while it holds one of its credential's slots,
 * so a credential has at most `slots` reports running at once, across every gateway on the database. A slot is a
 * row; taking it is one upsert that succeeds only when the row is missing or its lease has expired, so two
 * requests can never hold one slot, whichever gateway they reach. The database's clock decides expiry: gateways'
 * clocks may differ.
 */

export interface ReportLease {
  readonly credentialId: string;
  readonly slot: number;
  readonly holder: string;
}

/**
 * Takes a free slot of the credential for `ttlMs` (it must outlast everything the request may still do on the
 * database), or answers null when all `slots` are held. Slots are tried in order, one statement each.
 */
export async function acquireReportLease(db: Queryable, credentialId: string, slots: number, ttlMs: number): Promise<ReportLease | null> {
  const holder = randomUUID();
  for (let slot = 1; slot <= slots; slot += 1) {
    const { rows } = await db.query<{ slot: number }>(
      `INSERT INTO sushi_report_leases AS l (credential_id, slot, holder, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
       ON CONFLICT (credential_id, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE l.expires_at <= now()
       RETURNING l.slot`,
      [credentialId, slot, holder, ttlMs],
    );
    if (rows.length > 0) return { credentialId, slot, holder };
  }
  return null;
}

/** Frees the slot, unless its lease expired meanwhile and another request holds it now. */
export async function releaseReportLease(db: Queryable, lease: ReportLease): Promise<void> {
  await db.query('DELETE FROM sushi_report_leases WHERE credential_id = $1 AND slot = $2 AND holder = $3', [
    lease.credentialId,
    lease.slot,
    lease.holder,
  ]);
}

import { RESEARCH_TOOL_LICENSE_TYPE, type ResearchToolStatus } from '@console/rules/research-tool';
import type { Queryable } from '../../db/connection.ts';

export interface Branding {
  providerDesignationStatement: string | null;
  openUrlBaseUrl: string | null;
}

export interface LicenseRecord {
  id: string;
  accountId: string;
  siteCode: string | null;
  type: string;
  status: string;
}

interface LicenseRow {
  id: string;
  account_id: string;
  code: string | null;
  type: string;
  status: string;
}

const toLicense = (row: LicenseRow): LicenseRecord => ({
  id: row.id,
  accountId: row.account_id,
  siteCode: row.code,
  type: row.type,
  status: row.status,
});

/** The account's research tool licence (the newest, should there be several), or null: no research-tool access. */
export async function findResearchToolLicense(db: Queryable, accountId: string): Promise<LicenseRecord | null> {
  const { rows } = await db.query<LicenseRow>(
    `SELECT l.id, l.account_id, a.code, l.type, l.status FROM licenses l JOIN accounts a ON a.id = l.account_id
      WHERE l.account_id = $1 AND l.type = $2
      ORDER BY l.start_date DESC, l.id LIMIT 1`,
    [accountId, RESEARCH_TOOL_LICENSE_TYPE],
  );
  return rows[0] ? toLicense(rows[0]) : null;
}

/**
 * The Account Information page's branding (null fields when none) and research tool licence (as
 * findResearchToolLicense finds it) in one statement: one per page request instead of two (bench/load.mjs,
 * issue 17).
 */
export async function findBrandingAndResearchToolLicense(
  db: Queryable,
  accountId: string,
): Promise<{ branding: Branding; licence: LicenseRecord | null }> {
  const { rows } = await db.query<{
    provider_designation_statement: string | null;
    openurl_base_url: string | null;
    license: LicenseRow | null;
  }>(
    `SELECT b.provider_designation_statement, b.openurl_base_url,
            (SELECT json_build_object('id', l.id, 'account_id', l.account_id, 'code', a.code, 'type', l.type, 'status', l.status)
               FROM licenses l JOIN accounts a ON a.id = l.account_id
              WHERE l.account_id = k.account_id AND l.type = $2
              ORDER BY l.start_date DESC, l.id LIMIT 1) AS license
       FROM (SELECT $1::uuid AS account_id) k LEFT JOIN account_branding b ON b.account_id = k.account_id`,
    [accountId, RESEARCH_TOOL_LICENSE_TYPE],
  );
  const row = rows[0];
  return {
    branding: {
      providerDesignationStatement: row?.provider_designation_statement ?? null,
      openUrlBaseUrl: row?.openurl_base_url ?? null,
    },
    licence: row?.license ? toLicense(row.license) : null,
  };
}

/** A licence by id with its account's site code; `forUpdate` locks the row for the rest of the transaction. */
export async function findLicense(db: Queryable, licenseId: string, forUpdate = false): Promise<LicenseRecord | null> {
  const { rows } = await db.query<LicenseRow>(
    `SELECT l.id, l.account_id, a.code, l.type, l.status FROM licenses l JOIN accounts a ON a.id = l.account_id
      WHERE l.id = $1${forUpdate ? ' FOR UPDATE OF l' : ''}`,
    [licenseId],
  );
  return rows[0] ? toLicense(rows[0]) : null;
}

export async function setLicenseStatus(db: Queryable, licenseId: string, status: ResearchToolStatus): Promise<void> {
  await db.query('UPDATE licenses SET status = $2, updated_at = now() WHERE id = $1', [licenseId, status]);
}

export interface FeedbackRecord {
  accountId: string;
  userId: string;
  sessionUuid: string | null;
  feedback: string;
  mayContact: boolean;
}

export async function insertFeedback(db: Queryable, record: FeedbackRecord): Promise<void> {
  await db.query(
    'INSERT INTO research_tool_feedback (account_id, user_id, session_uuid, feedback, may_contact) VALUES ($1, $2, $3, $4, $5)',
    [record.accountId, record.userId, record.sessionUuid, record.feedback, record.mayContact],
  );
}

import type { Queryable } from '../../db/connection.ts';

export interface EbaParticipation {
  accountId: string;
  hasSuccessfulUpload: boolean;
  isProcessing: boolean;
}

/** Participation rows of the given accounts; accounts without a row do not take part. */
export async function loadParticipation(db: Queryable, accountIds: readonly string[]): Promise<Map<string, EbaParticipation>> {
  if (accountIds.length === 0) return new Map();
  const { rows } = await db.query<{ account_id: string; has_successful_upload: boolean; is_processing: boolean }>(
    'SELECT account_id, has_successful_upload, is_processing FROM eba_participants WHERE account_id = ANY($1::uuid[])',
    [[...accountIds]],
  );
  return new Map(
    rows.map((row) => [
      row.account_id,
      { accountId: row.account_id, hasSuccessfulUpload: row.has_successful_upload, isProcessing: row.is_processing },
    ]),
  );
}

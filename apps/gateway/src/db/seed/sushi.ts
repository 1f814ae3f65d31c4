import { hashApiKey } from '../../modules/sushi/credentials.ts';
import type { Queryable } from '../connection.ts';
import { demoAccountByKey, DEMO_USERS } from './demo-data.ts';
import { seedId } from './ids.ts';

/** DESIGN.md's SUSHI credential of Demo University (README names both; never seeded in production mode). */
export const DEMO_SUSHI_CREDENTIAL = { requestorId: 'demo-harvester', apiKey: 'demo-sushi-key', accountKey: 'demouniv' } as const;

export async function seedSushi(tx: Queryable): Promise<void> {
  const librarian = DEMO_USERS.find((user) => user.key === 'librarian');
  await tx.query(
    `INSERT INTO sushi_credentials (id, account_id, requestor_id, api_key_hash, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, now() - interval '30 days')`,
    [
      seedId('sushi:demo-harvester'),
      demoAccountByKey(DEMO_SUSHI_CREDENTIAL.accountKey).id,
      DEMO_SUSHI_CREDENTIAL.requestorId,
      hashApiKey(DEMO_SUSHI_CREDENTIAL.apiKey),
      librarian?.id ?? null,
    ],
  );
}

import type { Queryable } from '../connection.ts';
import { DEMO_EBA_PARTICIPANTS, demoAccountByKey } from './demo-data.ts';
import { insertRows } from './insert.ts';

export async function seedEba(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'eba_participants',
    ['account_id'],
    DEMO_EBA_PARTICIPANTS.map((key) => [demoAccountByKey(key).id]),
  );
}

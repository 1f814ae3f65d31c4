import type { Queryable } from '../connection.ts';
import { DEMO_COLLECTIONS, demoAccountByKey } from './demo-data.ts';
import { insertRows } from './insert.ts';

export async function seedCollections(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'collections',
    ['id', 'title', 'kind'],
    DEMO_COLLECTIONS.map((collection) => [collection.id, collection.title, 'community']),
  );
  await insertRows(
    tx,
    'account_collections',
    ['account_id', 'collection_id'],
    DEMO_COLLECTIONS.flatMap((collection) => collection.accountKeys.map((key) => [demoAccountByKey(key).id, collection.id])),
  );
}

import type { Queryable } from '../../db/connection.ts';

export interface CollectionRecord {
  id: string;
  title: string;
}

/** Community collections available to an account, by title. */
export async function listAccountCollections(db: Queryable, accountId: string): Promise<CollectionRecord[]> {
  const { rows } = await db.query<CollectionRecord>(
    `SELECT c.id, c.title FROM collections c
       JOIN account_collections ac ON ac.collection_id = c.id
      WHERE ac.account_id = $1 AND c.kind = 'community'
      ORDER BY lower(c.title) COLLATE "C", c.id`,
    [accountId],
  );
  return rows;
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/connection.ts';

/** The SQL of the usage ingest: keys, batches, look-ups and the raw events (docs/usage-pipeline.md). */

export interface IngestKey {
  id: string;
  label: string;
}

export function hashIngestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key's row when it exists and is not revoked. */
export async function ingestKeyByToken(db: Queryable, token: string): Promise<IngestKey | null> {
  const { rows } = await db.query<IngestKey>('SELECT id, label FROM ingest_keys WHERE key_hash = $1 AND revoked_at IS NULL', [
    hashIngestKey(token),
  ]);
  return rows[0] ?? null;
}

export class IngestKeyError extends Error {
  override name = 'IngestKeyError';
}

/** A new key (printed once; its hash stored) with its audit row, in one transaction. */
export async function createIngestKey(db: Db, label: string, actor: string, token?: string): Promise<{ id: string; key: string }> {
  const clean = label.trim();
  if (clean.length < 1 || clean.length > 100 || /[\p{Cc}]/u.test(clean)) throw new IngestKeyError('A label is 1 to 100 characters.');
  const key = token ?? `ik_${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO ingest_keys (id, label, key_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [id, clean, hashIngestKey(key)],
    );
    if (rows.length === 0) throw new IngestKeyError(`A key labelled "${clean}" already exists.`);
    await tx.query(`INSERT INTO ingest_key_changes (key_id, label, change, actor) VALUES ($1, $2, 'created', $3)`, [id, clean, actor]);
    return { id, key };
  });
}

export async function listIngestKeys(
  db: Queryable,
): Promise<Array<{ label: string; created_at: string; revoked_at: string | null; last_batch_at: string | null }>> {
  const { rows } = await db.query<{ label: string; created_at: string; revoked_at: string | null; last_batch_at: string | null }>(
    `SELECT k.label, k.created_at::text, k.revoked_at::text,
            (SELECT max(b.created_at) FROM ingest_batches b WHERE b.key_id = k.id)::text AS last_batch_at
       FROM ingest_keys k ORDER BY k.label`,
  );
  return rows;
}

export async function revokeIngestKey(db: Db, label: string, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; label: string }>(
      'UPDATE ingest_keys SET revoked_at = now() WHERE label = $1 AND revoked_at IS NULL RETURNING id, label',
      [label.trim()],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query(`INSERT INTO ingest_key_changes (key_id, label, change, actor) VALUES ($1, $2, 'revoked', $3)`, [
      row.id,
      row.label,
      actor,
    ]);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Batches

export type BatchState = 'queued' | 'processing' | 'done' | 'failed';

export interface BatchRow {
  id: string;
  key_id: string | null;
  kind: 'usage-events' | 'restate';
  state: BatchState;
  received: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  robots: number;
  double_clicks: number;
  unattributed: number;
  days: string[];
  /** The institutions whose events the batch holds; null: every institution with events on its days (a restatement). */
  accounts: string[] | null;
  errors: Array<{ line: number; reason: string }>;
  failure: string | null;
}

export async function createBatch(
  db: Queryable,
  keyId: string | null,
  kind: BatchRow['kind'],
  days: readonly string[] = [],
): Promise<string> {
  const id = randomUUID();
  // Events sent name their institutions as they are stored (addToBatch); a restatement covers every institution.
  await db.query(
    `INSERT INTO ingest_batches (id, key_id, kind, state, days, accounts)
     VALUES ($1, $2, $3, 'queued', $4::date[], CASE WHEN $3 = 'usage-events' THEN '{}'::uuid[] END)`,
    [id, keyId, kind, [...days]],
  );
  return id;
}

export async function loadBatch(db: Queryable, id: string): Promise<BatchRow | null> {
  const { rows } = await db.query<BatchRow>(
    `SELECT id, key_id, kind, state, received, accepted, duplicates, rejected, robots, double_clicks, unattributed,
            ARRAY(SELECT d::text FROM unnest(days) AS d ORDER BY d) AS days, accounts::text[] AS accounts, errors, failure
       FROM ingest_batches WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Adds a chunk's figures to its batch (so a request cut short still leaves a batch that names what it stored). */
export async function addToBatch(
  db: Queryable,
  id: string,
  figures: {
    accepted: number;
    duplicates: number;
    robots: number;
    unattributed: number;
    days: readonly string[];
    accounts: readonly string[];
  },
): Promise<void> {
  await db.query(
    `UPDATE ingest_batches
        SET accepted = accepted + $2, duplicates = duplicates + $3, robots = robots + $4, unattributed = unattributed + $5,
            days = ARRAY(SELECT DISTINCT d FROM unnest(days || $6::date[]) AS d ORDER BY d),
            accounts = CASE WHEN accounts IS NOT NULL THEN ARRAY(SELECT DISTINCT a FROM unnest(accounts || $7::uuid[]) AS a ORDER BY a) END
      WHERE id = $1`,
    [id, figures.accepted, figures.duplicates, figures.robots, figures.unattributed, [...figures.days], [...figures.accounts]],
  );
}

export async function closeBatchReceipt(
  db: Queryable,
  id: string,
  figures: { received: number; rejected: number; errors: ReadonlyArray<{ line: number; reason: string }> },
): Promise<void> {
  await db.query(`UPDATE ingest_batches SET received = $2, rejected = $3, errors = $4::jsonb WHERE id = $1`, [
    id,
    figures.received,
    figures.rejected,
    JSON.stringify(figures.errors),
  ]);
}

export async function setBatchState(db: Queryable, id: string, state: BatchState, extra: { failure?: string; doubleClicks?: number } = {}) {
  await db.query(
    `UPDATE ingest_batches
        SET state = $2, failure = $3, double_clicks = coalesce($4, double_clicks),
            finished_at = CASE WHEN $2 IN ('done', 'failed') THEN now() ELSE NULL END
      WHERE id = $1`,
    [id, state, extra.failure ?? null, extra.doubleClicks ?? null],
  );
}

/**
 * Claims for a group (processing.ts processBatch) the usage batches received after `id` whose receipt is closed
 * (`received > 0`) and that are still queued, oldest first, while their accepted events stay within `events`: they are
 * marked `processing` and their ids returned.
 */
export async function claimQueuedUsageBatches(db: Queryable, id: string, events: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH candidates AS (
       SELECT b.id, sum(b.accepted) OVER (ORDER BY b.created_at, b.id) AS running
         FROM ingest_batches b, (SELECT created_at FROM ingest_batches WHERE id = $1) AS self
        WHERE b.kind = 'usage-events' AND b.state = 'queued' AND b.received > 0 AND b.id <> $1 AND b.created_at >= self.created_at
        ORDER BY b.created_at, b.id
        LIMIT 100
     )
     UPDATE ingest_batches SET state = 'processing'
      WHERE id IN (SELECT id FROM candidates WHERE running <= $2) AND state = 'queued'
     RETURNING id`,
    [id, events],
  );
  return rows.map((row) => row.id);
}

/** The batches of `ids` not yet done, locked until the transaction ends (a group being applied elsewhere is waited for). */
export async function lockUndoneBatches(tx: Queryable, ids: readonly string[]): Promise<BatchRow[]> {
  const { rows } = await tx.query<BatchRow>(
    `SELECT id, key_id, kind, state, received, accepted, duplicates, rejected, robots, double_clicks, unattributed,
            ARRAY(SELECT d::text FROM unnest(days) AS d ORDER BY d) AS days, accounts::text[] AS accounts, errors, failure
       FROM ingest_batches WHERE id = ANY($1::uuid[]) AND state <> 'done'
      ORDER BY created_at, id
        FOR UPDATE`,
    [[...ids]],
  );
  return rows;
}

/** A batch's job has begun (unless another gateway's group has done it meanwhile). */
export async function markProcessing(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE ingest_batches SET state = 'processing' WHERE id = $1 AND state <> 'done'`, [id]);
}

/** Claimed batches back to `queued` after their group failed. */
export async function requeueBatches(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query(`UPDATE ingest_batches SET state = 'queued' WHERE id = ANY($1::uuid[]) AND state = 'processing'`, [[...ids]]);
}

/** Batches still queued (a restart lost their job, or no queue ran): the sweep queues them again. */
export async function queuedBatchIds(db: Queryable, olderThanSeconds: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ingest_batches WHERE state IN ('queued', 'processing') AND created_at < now() - make_interval(secs => $1)
      ORDER BY created_at LIMIT 1000`,
    [olderThanSeconds],
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Look-ups of a chunk

/** Institutions (and consortia) by site code, case ignored. */
export async function accountsByCode(db: Queryable, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<{ code: string; id: string }>(
    `SELECT lower(code) AS code, id FROM accounts WHERE lower(code) = ANY($1::text[]) AND type IN ('institution', 'consortium')`,
    [codes.map((code) => code.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

export interface IpRangeRow {
  account_id: string;
  ip_address: string;
  allow: boolean;
}

/** Every IP range of every institution and consortium (Access Methods), for attribution by address. */
export async function institutionIpRanges(db: Queryable): Promise<IpRangeRow[]> {
  const { rows } = await db.query<IpRangeRow>(
    `SELECT c.account_id, c.ip_address, c.allow
       FROM access_credentials c JOIN accounts a ON a.id = c.account_id
      WHERE c.type = 'IPRANGE' AND a.type IN ('institution', 'consortium')`,
  );
  return rows;
}

/** What an event's `item` names: an item, or a whole book (its title). */
export type ItemTarget = { itemId: number; titleId: null } | { itemId: null; titleId: number } | { error: string };

/**
 * Resolves `item` texts of one platform: an item's DOI or `platform:iN`; else a book's ISBN (with or without
 * hyphens), DOI or `platform:tN`. A journal named as a whole is refused (its articles are the items). Set-based
 * look-ups through indexes (ids, lower(doi), isbn), so a chunk costs a few index probes per text.
 */
export async function resolveItems(db: Queryable, platform: string, texts: readonly string[]): Promise<Map<string, ItemTarget>> {
  const result = new Map<string, ItemTarget>();
  if (texts.length === 0) return result;
  const itemPrefix = `${platform}:i`;
  const titlePrefix = `${platform}:t`;
  const itemIds = new Set<number>();
  const titleIds = new Set<number>();
  const dois = new Set<string>();
  const isbns = new Set<string>();
  const idOf = (text: string, prefix: string) =>
    text.startsWith(prefix) && /^\d{1,9}$/.test(text.slice(prefix.length)) ? Number(text.slice(prefix.length)) : null;
  for (const text of texts) {
    const item = idOf(text, itemPrefix);
    const title = idOf(text, titlePrefix);
    if (item !== null) itemIds.add(item);
    else if (title !== null) titleIds.add(title);
    else if (/^10\./.test(text)) dois.add(text.toLowerCase());
    else if (/^97[89][0-9-]{10,14}$/.test(text)) isbns.add(text.replace(/-/g, ''));
  }
  const [items, titles] = await Promise.all([
    db.query<{ id: number; doi: string | null }>(
      `SELECT id, lower(doi) AS doi FROM counter_items WHERE id = ANY($1::int[]) OR lower(doi) = ANY($2::text[]) ORDER BY id`,
      [[...itemIds], [...dois]],
    ),
    db.query<{ id: number; kind: string; doi: string | null; isbn: string | null }>(
      `SELECT id, kind, lower(doi) AS doi, isbn FROM titles WHERE id = ANY($1::int[]) OR lower(doi) = ANY($2::text[]) OR isbn = ANY($3::text[]) ORDER BY id`,
      [[...titleIds], [...dois], [...isbns]],
    ),
  ]);
  const itemById = new Set(items.rows.map((row) => Number(row.id)));
  const itemByDoi = new Map<string, number>();
  for (const row of items.rows) if (row.doi && !itemByDoi.has(row.doi)) itemByDoi.set(row.doi, Number(row.id));
  const titleById = new Map(titles.rows.map((row) => [Number(row.id), row]));
  const titleByDoi = new Map<string, (typeof titles.rows)[number]>();
  const titleByIsbn = new Map<string, (typeof titles.rows)[number]>();
  for (const row of titles.rows) {
    if (row.doi && !titleByDoi.has(row.doi)) titleByDoi.set(row.doi, row);
    if (row.isbn) titleByIsbn.set(row.isbn, row);
  }
  for (const text of texts) {
    const item = idOf(text, itemPrefix);
    const titleId = idOf(text, titlePrefix);
    const itemFound =
      item !== null ? (itemById.has(item) ? item : null) : /^10\./.test(text) ? (itemByDoi.get(text.toLowerCase()) ?? null) : null;
    if (itemFound !== null) {
      result.set(text, { itemId: itemFound, titleId: null });
      continue;
    }
    const title =
      titleId !== null
        ? titleById.get(titleId)
        : /^10\./.test(text)
          ? titleByDoi.get(text.toLowerCase())
          : /^97[89][0-9-]{10,14}$/.test(text)
            ? titleByIsbn.get(text.replace(/-/g, ''))
            : undefined;
    if (title && title.kind === 'book') result.set(text, { itemId: null, titleId: Number(title.id) });
    else if (title) result.set(text, { error: `item "${text.slice(0, 80)}" is a journal: name one of its articles` });
    else result.set(text, { error: `unknown item "${text.slice(0, 80)}"` });
  }
  return result;
}

/** Databases of one platform by the DR's Proprietary ID (`platform:id`) or their bare id. */
export async function resolveDatabases(db: Queryable, platform: string, texts: readonly string[]): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const { rows } = await db.query<{ text: string; id: string }>(
    `SELECT x.text, d.id FROM unnest($2::text[]) AS x (text)
       JOIN counter_databases d ON d.platform = $1 AND (d.id = x.text OR $1 || ':' || d.id = x.text)`,
    [platform, [...texts]],
  );
  return new Map(rows.map((row) => [row.text, row.id]));
}

// ---------------------------------------------------------------------------------------------------------------
// Raw events

/** The months whose partition exists, per database (this process's knowledge; a retention drop forgets it). */
let knownPartitions = new WeakMap<Queryable, Set<string>>();

export function partitionName(month: string): string {
  return `usage_raw_events_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
}

/** Creates the month's partition when missing. Two gateways may race: the loser's error is ignored once the partition is there. */
export async function ensurePartition(db: Queryable, month: string): Promise<void> {
  const known = knownPartitions.get(db) ?? new Set<string>();
  knownPartitions.set(db, known);
  if (known.has(month)) return;
  if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`not a month: ${month}`);
  const exists = async () =>
    (await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [partitionName(month)])).rows[0]?.found === true;
  if (!(await exists())) {
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
    try {
      await db.exec(
        `CREATE TABLE IF NOT EXISTS ${partitionName(month)} PARTITION OF usage_raw_events FOR VALUES FROM ('${month}') TO ('${next}')`,
      );
    } catch (error) {
      if (!(await exists())) throw error;
    }
  }
  known.add(month);
}

/** Forgets what this process knew of partitions (a test's fresh database, or after a retention drop). */
export function forgetPartitions(): void {
  knownPartitions = new WeakMap();
}

export interface RawEventColumns {
  ids: string[];
  times: string[];
  platforms: string[];
  actions: string[];
  accountIds: Array<string | null>;
  titleIds: Array<number | null>;
  itemIds: Array<number | null>;
  /** Database ids joined by U+001F (null for other actions). */
  databases: Array<string | null>;
  searchTypes: Array<string | null>;
  accessMethods: string[];
  robots: boolean[];
  clickKeys: string[];
  sessionKeys: string[];
}

export interface InsertedFigures {
  accepted: number;
  robots: number;
  unattributed: number;
  /** Days whose figures the inserted events change (robots and unattributed events change none). */
  days: string[];
  /** The institutions of those events. */
  accounts: string[];
}

/** Inserts a chunk; an id already stored for its month is skipped (a duplicate). */
export async function insertRawEvents(db: Queryable, batchId: string, columns: RawEventColumns): Promise<InsertedFigures> {
  const { rows } = await db.query<InsertedFigures>(
    `WITH ins AS (
       INSERT INTO usage_raw_events (month, id, batch_id, time, platform, action, account_id, title_id, item_id, database_ids,
                                     search_type, access_method, robot, click_key, session_key)
       SELECT date_trunc('month', x.time AT TIME ZONE 'UTC')::date, x.id, $1, x.time, x.platform, x.action, x.account_id,
              x.title_id, x.item_id, string_to_array(x.databases, chr(31)), x.search_type, x.access_method, x.robot,
              x.click_key, x.session_key
         FROM unnest($2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::uuid[], $7::int[], $8::int[], $9::text[],
                     $10::text[], $11::text[], $12::boolean[], $13::text[], $14::text[])
              AS x (id, time, platform, action, account_id, title_id, item_id, databases, search_type, access_method, robot,
                    click_key, session_key)
       ON CONFLICT DO NOTHING
       RETURNING time, robot, account_id
     )
     SELECT (SELECT count(*) FROM ins)::int AS accepted,
            (SELECT count(*) FROM ins WHERE robot)::int AS robots,
            (SELECT count(*) FROM ins WHERE NOT robot AND account_id IS NULL)::int AS unattributed,
            ARRAY(SELECT DISTINCT d::text FROM ins
                   CROSS JOIN LATERAL unnest(ARRAY[
                     (ins.time AT TIME ZONE 'UTC')::date,
                     CASE WHEN (ins.time AT TIME ZONE 'UTC') - date_trunc('day', ins.time AT TIME ZONE 'UTC') <= interval '30 seconds'
                          THEN ((ins.time AT TIME ZONE 'UTC') - interval '1 day')::date END]) AS d
                   WHERE d IS NOT NULL AND NOT ins.robot AND ins.account_id IS NOT NULL
                   ORDER BY 1) AS days,
            ARRAY(SELECT DISTINCT account_id::text FROM ins WHERE NOT robot AND account_id IS NOT NULL ORDER BY 1) AS accounts`,
    [
      batchId,
      columns.ids,
      columns.times,
      columns.platforms,
      columns.actions,
      columns.accountIds,
      columns.titleIds,
      columns.itemIds,
      columns.databases,
      columns.searchTypes,
      columns.accessMethods,
      columns.robots,
      columns.clickKeys,
      columns.sessionKeys,
    ],
  );
  const row = rows[0];
  return {
    accepted: row?.accepted ?? 0,
    robots: row?.robots ?? 0,
    unattributed: row?.unattributed ?? 0,
    days: row?.days ?? [],
    accounts: row?.accounts ?? [],
  };
}

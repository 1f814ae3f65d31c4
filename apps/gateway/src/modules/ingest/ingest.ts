import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { once } from 'node:events';
import type { Queryable } from '../../db/connection.ts';
import { PLATFORM_NAMES } from '../counter/request.ts';
import { IpAttribution } from './attribution.ts';
import { clickTarget, digest, isRobot, monthOf, parseEventLine, sessionIdentity, userIdentity, type UsageEvent } from './events.ts';
import {
  accountsByCode,
  addToBatch,
  closeBatchReceipt,
  createBatch,
  ensurePartition,
  insertRawEvents,
  institutionIpRanges,
  resolveDatabases,
  resolveItems,
  type ItemTarget,
  type RawEventColumns,
} from './repository.ts';

/** The contract's limits of one request (issue 29). */
export const MAX_LINES = 1_000_000;
export const MAX_BODY_BYTES = 200 * 1024 * 1024;
/** Events inserted per statement. */
const CHUNK = 5_000;
/** Rejected lines listed in the answer. */
const MAX_ERRORS = 100;

export const KNOWN_PLATFORMS: ReadonlySet<string> = new Set(Object.keys(PLATFORM_NAMES));

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export interface IngestAnswer {
  batch: string;
  received: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  errors: Array<{ line: number; reason: string }>;
}

/** Counts bytes through it and fails past `limit` (a gzip body is counted as it inflates, and stopped there). */
export function byteLimit(limit: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limit) callback(new BodyTooLargeError(`more than ${limit} bytes`));
      else callback(null, chunk);
    },
  });
}

interface Spooled {
  line: number;
  event: UsageEvent;
}

/**
 * Reads an NDJSON body into a batch: every line checked on its own (events.ts), the good ones looked up (items,
 * databases, institutions) and stored as raw events; a bad line is rejected with its number and reason and costs the
 * others nothing. Lines are first checked and written to a temporary file as the body arrives, then stored a chunk at
 * a time: the client's upload never waits for the database, and memory does not grow with the body.
 * More than MAX_LINES lines (or bytes past the source's limit) → BodyTooLargeError, and nothing is stored.
 */
export async function ingestUsageEvents(
  db: Queryable,
  source: Readable,
  options: { keyId: string | null; now: Date; maxLines?: number; earliest?: number },
): Promise<IngestAnswer> {
  const maxLines = options.maxLines ?? MAX_LINES;
  const folder = await mkdtemp(join(tmpdir(), 'usage-ingest-'));
  const spoolPath = join(folder, 'events.ndjson');
  const errors: Array<{ line: number; reason: string }> = [];
  let rejected = 0;
  let received = 0;
  const reject = (line: number, reason: string) => {
    rejected += 1;
    if (errors.length < MAX_ERRORS) errors.push({ line, reason });
  };
  try {
    // Phase 1: check each line as it arrives, keep the good ones in the spool file.
    const spool = createWriteStream(spoolPath);
    let spoolError: Error | null = null;
    spool.on('error', (error) => (spoolError = error));
    let lineNumber = 0;
    // A failed input (bad gzip, a body past its limit) is destroyed without an end, and readline then neither ends
    // nor always fails its iterator: the loop races each line against the input's failure, which is thrown after it.
    let sourceError: Error | null = null;
    const lines = createInterface({ input: source, crlfDelay: Infinity });
    const failed = new Promise<null>((resolve) => {
      const fail = (error: Error) => {
        sourceError ??= error;
        resolve(null);
      };
      source.on('error', fail);
      lines.on('error', fail);
    });
    const next = lines[Symbol.asyncIterator]();
    try {
      for (;;) {
        const step = await Promise.race([next.next(), failed]);
        if (step === null || step.done) break;
        const line = step.value;
        lineNumber += 1;
        if (line.trim() === '') continue;
        received += 1;
        if (received > maxLines) throw new BodyTooLargeError(`more than ${maxLines} lines`);
        const result = parseEventLine(line, options.now, KNOWN_PLATFORMS, options.earliest);
        if (!result.ok) {
          reject(lineNumber, result.reason);
          continue;
        }
        if (!spool.write(`${JSON.stringify({ line: lineNumber, event: result.event } satisfies Spooled)}\n`)) await once(spool, 'drain');
        if (spoolError) throw spoolError;
      }
    } finally {
      lines.close();
      spool.end();
      await once(spool, 'close');
    }
    if (sourceError) throw sourceError;
    if (spoolError) throw spoolError;

    // Phase 2: look up and store, a chunk at a time.
    const batchId = await createBatch(db, options.keyId, 'usage-events');
    const store = new ChunkStore(db, batchId, reject);
    const spooled = createInterface({ input: createReadStream(spoolPath), crlfDelay: Infinity });
    let chunk: Spooled[] = [];
    for await (const text of spooled) {
      chunk.push(JSON.parse(text) as Spooled);
      if (chunk.length >= CHUNK) {
        await store.store(chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) await store.store(chunk);
    errors.sort((a, b) => a.line - b.line);
    await closeBatchReceipt(db, batchId, { received, rejected, errors });
    return { batch: batchId, received, accepted: store.accepted, duplicates: store.duplicates, rejected, errors };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Look-ups kept across the chunks of one request (bounded). */
class ChunkStore {
  accepted = 0;
  duplicates = 0;
  readonly #items = new Map<string, ItemTarget>();
  readonly #databases = new Map<string, string | null>();
  readonly #customers = new Map<string, string | null>();
  #attribution: IpAttribution | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly batchId: string,
    private readonly reject: (line: number, reason: string) => void,
  ) {}

  async #lookUp(chunk: readonly Spooled[]): Promise<void> {
    for (const cache of [this.#items, this.#databases, this.#customers]) if (cache.size > 200_000) cache.clear();
    const itemsByPlatform = new Map<string, Set<string>>();
    const databasesByPlatform = new Map<string, Set<string>>();
    const customers = new Set<string>();
    for (const { event } of chunk) {
      if (event.item !== null && !this.#items.has(`${event.platform}\u0000${event.item}`)) {
        const set = itemsByPlatform.get(event.platform) ?? new Set<string>();
        set.add(event.item);
        itemsByPlatform.set(event.platform, set);
      }
      for (const database of event.databases ?? []) {
        if (this.#databases.has(`${event.platform}\u0000${database}`)) continue;
        const set = databasesByPlatform.get(event.platform) ?? new Set<string>();
        set.add(database);
        databasesByPlatform.set(event.platform, set);
      }
      if (event.customerId !== null && !this.#customers.has(event.customerId.toLowerCase())) customers.add(event.customerId.toLowerCase());
      if (event.customerId === null && event.ip !== null && this.#attribution === null) {
        this.#attribution = new IpAttribution(await institutionIpRanges(this.db));
      }
    }
    for (const [platform, texts] of itemsByPlatform) {
      const found = await resolveItems(this.db, platform, [...texts]);
      for (const text of texts)
        this.#items.set(`${platform}\u0000${text}`, found.get(text) ?? { error: `unknown item "${text.slice(0, 80)}"` });
    }
    for (const [platform, texts] of databasesByPlatform) {
      const found = await resolveDatabases(this.db, platform, [...texts]);
      for (const text of texts) this.#databases.set(`${platform}\u0000${text}`, found.get(text) ?? null);
    }
    if (customers.size > 0) {
      const found = await accountsByCode(this.db, [...customers]);
      for (const code of customers) this.#customers.set(code, found.get(code) ?? null);
    }
  }

  async store(chunk: readonly Spooled[]): Promise<void> {
    await this.#lookUp(chunk);
    const columns: RawEventColumns = {
      ids: [],
      times: [],
      platforms: [],
      actions: [],
      accountIds: [],
      titleIds: [],
      itemIds: [],
      databases: [],
      searchTypes: [],
      accessMethods: [],
      robots: [],
      clickKeys: [],
      sessionKeys: [],
    };
    const months = new Set<string>();
    // One event per id in a chunk: a repeated id is a duplicate whatever the database holds.
    const ids = new Set<string>();
    let duplicatesInChunk = 0;
    for (const { line, event } of chunk) {
      let target: string;
      let titleId: number | null = null;
      let itemId: number | null = null;
      let databases: string | null = null;
      if (event.item !== null) {
        const found = this.#items.get(`${event.platform}\u0000${event.item}`);
        if (!found || 'error' in found) {
          this.reject(line, found && 'error' in found ? found.error : `unknown item "${event.item.slice(0, 80)}"`);
          continue;
        }
        itemId = found.itemId;
        titleId = found.titleId;
        target = itemId !== null ? `i${itemId}` : `t${titleId}`;
      } else {
        const resolved: string[] = [];
        let unknown: string | null = null;
        for (const text of event.databases ?? []) {
          const id = this.#databases.get(`${event.platform}\u0000${text}`);
          if (!id) {
            unknown = text;
            break;
          }
          if (!resolved.includes(id)) resolved.push(id);
        }
        if (unknown !== null) {
          this.reject(line, `unknown database "${unknown.slice(0, 80)}" on ${event.platform}`);
          continue;
        }
        resolved.sort();
        databases = resolved.join('\u001f');
        target = `d${databases}`;
      }
      let accountId: string | null = null;
      if (event.customerId !== null) {
        accountId = this.#customers.get(event.customerId.toLowerCase()) ?? null;
        if (accountId === null) {
          this.reject(line, `unknown customer_id "${event.customerId.slice(0, 64)}"`);
          continue;
        }
      } else if (event.ip !== null) {
        accountId = this.#attribution?.accountOf(event.ip) ?? null;
      }
      if (ids.has(event.id)) {
        duplicatesInChunk += 1;
        continue;
      }
      ids.add(event.id);
      const user = userIdentity(event);
      const month = monthOf(event.time);
      months.add(month);
      columns.ids.push(event.id);
      columns.times.push(new Date(event.time).toISOString());
      columns.platforms.push(event.platform);
      columns.actions.push(event.action);
      columns.accountIds.push(accountId);
      columns.titleIds.push(titleId);
      columns.itemIds.push(itemId);
      columns.databases.push(databases);
      columns.searchTypes.push(event.searchType);
      columns.accessMethods.push(event.accessMethod);
      columns.robots.push(isRobot(event.userAgent));
      columns.clickKeys.push(digest(event.platform, user ?? `event\u0000${event.id}`, clickTarget(event, target)));
      columns.sessionKeys.push(digest(event.platform, sessionIdentity(event)));
    }
    for (const month of months) await ensurePartition(this.db, month);
    const inserted = columns.ids.length === 0 ? null : await insertRawEvents(this.db, this.batchId, columns);
    const accepted = inserted?.accepted ?? 0;
    const duplicates = duplicatesInChunk + (columns.ids.length - accepted);
    this.accepted += accepted;
    this.duplicates += duplicates;
    await addToBatch(this.db, this.batchId, {
      accepted,
      duplicates,
      robots: inserted?.robots ?? 0,
      unattributed: inserted?.unattributed ?? 0,
      days: inserted?.days ?? [],
      accounts: inserted?.accounts ?? [],
    });
  }
}

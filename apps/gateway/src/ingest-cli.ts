/**
 * `npm run ingest -- <command>` (docs/usage-pipeline.md): the usage ingest from the command line, on the database the
 * gateway uses (DATABASE_URL, else the PGlite folder DATA_DIR, default `.data/`; a PGlite folder is locked while a
 * gateway runs on it: stop it first, or send over HTTP).
 *
 *   keys create <label>      prints a new ingest key once (only its hash is stored)
 *   keys list                the keys, created and revoked
 *   keys revoke <label>      the key stops working at once
 *   usage <file.ndjson[.gz]> sends the file's events, processes them and prints the batch's figures
 *   restate <YYYY-MM>        derives the month again from its raw events
 *   counter-history <file.json> [--customer <site code>] [--platform <id>]
 *                            loads months before the raw events from a COUNTER 5.1 JSON master report (PR, DR, TR, IR)
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { openDb, type Db } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { batchView } from './modules/ingest/http.ts';
import { byteLimit, ingestUsageEvents, MAX_BODY_BYTES } from './modules/ingest/ingest.ts';
import { daysOfMonth, processBatch } from './modules/ingest/processing.ts';
import { HistoryError, importCounterHistory } from './modules/ingest/history.ts';
import { createBatch, createIngestKey, IngestKeyError, listIngestKeys, loadBatch, revokeIngestKey } from './modules/ingest/repository.ts';

const USAGE =
  'Usage: npm run ingest -- keys create <label> | keys list | keys revoke <label> | usage <file.ndjson[.gz]> | restate <YYYY-MM>' +
  ' | counter-history <file.json> [--customer <site code>] [--platform <id>]';

function actor(): string {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (a container): the host alone names the actor.
  }
  return `command line: ${user}@${hostname()}`.slice(0, 300);
}

async function printBatch(db: Db, id: string): Promise<void> {
  const batch = await loadBatch(db, id);
  if (batch) console.log(JSON.stringify({ ...batchView(batch), errors: batch.errors }, null, 2));
}

async function run(db: Db, args: readonly string[]): Promise<number> {
  const [command, sub, value] = args;
  if (command === 'keys' && sub === 'create' && value) {
    const { key } = await createIngestKey(db, value, actor());
    console.log(`Ingest key "${value.trim()}" created. It is shown this once; keep it secret:\n${key}`);
    return 0;
  }
  if (command === 'keys' && sub === 'list') {
    const keys = await listIngestKeys(db);
    if (keys.length === 0) console.log('No ingest keys.');
    for (const key of keys)
      console.log(
        `${key.label}\tcreated ${key.created_at}\t${key.revoked_at ? `revoked ${key.revoked_at}` : 'active'}\tlast batch ${key.last_batch_at ?? 'none'}`,
      );
    return 0;
  }
  if (command === 'keys' && sub === 'revoke' && value) {
    if (await revokeIngestKey(db, value, actor())) {
      console.log(`Ingest key "${value.trim()}" revoked.`);
      return 0;
    }
    console.error(`No active ingest key is labelled "${value}".`);
    return 1;
  }
  if (command === 'usage' && sub) {
    const file = createReadStream(sub);
    const source: Readable = (sub.endsWith('.gz') ? file.pipe(createGunzip()) : file).pipe(byteLimit(MAX_BODY_BYTES));
    file.on('error', (error) => source.destroy(error));
    const answer = await ingestUsageEvents(db, source, { keyId: null, now: new Date() });
    console.error(
      `received ${answer.received}, accepted ${answer.accepted}, duplicates ${answer.duplicates}, rejected ${answer.rejected}; processing…`,
    );
    await processBatch(db, answer.batch);
    await printBatch(db, answer.batch);
    return 0;
  }
  if (command === 'restate' && sub) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(sub)) {
      console.error('restate takes a month as YYYY-MM.');
      return 2;
    }
    const days = await daysOfMonth(db, `${sub}-01`);
    if (!days) {
      console.error(`The raw events of ${sub} are not kept (never sent, or past the retention): the month cannot be restated.`);
      return 1;
    }
    const id = await createBatch(db, null, 'restate', days);
    await processBatch(db, id);
    await printBatch(db, id);
    return 0;
  }
  if (command === 'counter-history' && sub) {
    const option = (name: string) => {
      const index = args.indexOf(name);
      return index === -1 ? undefined : args[index + 1];
    };
    let report: unknown;
    try {
      report = JSON.parse(await readFile(sub, 'utf8'));
    } catch (error) {
      console.error(`${sub} is not a JSON file: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const customer = option('--customer');
    const platform = option('--platform');
    const result = await importCounterHistory(db, report, { ...(customer ? { customer } : {}), ...(platform ? { platform } : {}) });
    console.log(JSON.stringify(result, null, 2));
    return 0;
  }
  console.error(USAGE);
  return 2;
}

async function main(args: readonly string[]): Promise<void> {
  if (args.length === 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = await openDb({ databaseUrl: process.env['DATABASE_URL'] || undefined, dataDir: process.env['DATA_DIR'] || '.data' });
  try {
    await migrate(db);
    process.exitCode = await run(db, args);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof IngestKeyError || error instanceof HistoryError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

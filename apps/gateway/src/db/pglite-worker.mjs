// @ts-check
/**
 * The embedded database's thread: one PGlite instance, driven by messages from db/pglite-thread.ts.
 *
 * PGlite runs each statement synchronously inside WebAssembly; here it blocks this worker only, never the
 * thread that serves HTTP. Plain JavaScript on purpose: the same file runs from the sources (tsx, Vitest)
 * and, bundled by build.mjs, from dist/ without a TypeScript loader in the worker (which would add half a
 * second to every start).
 *
 * workerData: { dataDir: string } (a folder or `memory://`) or { dump: ArrayBuffer } (a dumpDataDir tarball), and
 * optionally { wasmModule, fsBundle } (PGlite's compiled module and file bundle, loaded once by the main thread).
 * In:  { id, op: 'query', sql?, sid?, params?, deadline?, forget? } | { id, op: 'exec', sql, deadline? } | { id, op: 'close' }
 * Out: { type: 'ready' } | { type: 'failed', error } once, then { id, rows? }, { id, error } or { id, expired } per message.
 * Messages run one at a time in the order they came, each answered before the next starts; the main thread
 * sends up to a few ahead (pglite-thread.ts). A query's text comes once with its number `sid`, later only the
 * number; `forget` drops every number first. A statement whose `deadline` (epoch ms) has passed when its turn
 * comes is not run: `{ id, expired: true }`.
 *
 * `query` runs each SQL text as a named prepared statement, parsed once (preparedStatements below): PGlite's
 * own `query` parses, describes, binds and executes every statement anew in six calls into WebAssembly; a
 * prepared one is a single call (bind, execute, sync) and is not parsed or analysed again.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, types } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** Same as PGLITE_OPTIONS in pglite-options.ts (functions cannot cross threads): int8 stays a string, as with pg. */
const options = {
  parsers: { [types.INT8]: (/** @type {string} */ value) => value },
  ...(workerData.wasmModule ? { pgliteWasmModule: workerData.wasmModule } : {}),
  ...(workerData.fsBundle ? { fsBundle: workerData.fsBundle } : {}),
};

/** Fields of a PostgreSQL error worth keeping across the thread boundary. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'position', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'where'];

/** @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const out = { name: error.name, message: error.message };
  for (const field of ERROR_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  return out;
}

/**
 * What PGlite's `loadDataDir` reads (its `arrayBuffer()` and `type`), over bytes already in memory. A Blob would do,
 * but Node 20 reads a Blob back in small chunks it concatenates: seconds for a seeded test template of hundreds of MB.
 * @param {ArrayBuffer} bytes
 * @returns {Blob}
 */
function tarball(bytes) {
  return /** @type {Blob} */ (
    /** @type {unknown} */ ({ type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes })
  );
}

/** @type {PGlite} */
let db;
try {
  db = workerData.dump
    ? await PGlite.create({ ...options, loadDataDir: tarball(workerData.dump) })
    : await PGlite.create(workerData.dataDir, options);
} catch (error) {
  port.postMessage({ type: 'failed', error: serializeError(error) });
  port.close();
  throw error;
}
port.postMessage({ type: 'ready' });

/** Most SQL texts kept prepared; the least recently used one is closed beyond it. */
const MAX_PREPARED_STATEMENTS = 500;
/** Longer SQL texts (generated bulk statements) run through PGlite's own `query`, unprepared. */
const MAX_PREPARED_SQL_LENGTH = 20_000;
/**
 * Command tags after which prepared statements stay valid. Any other command (CREATE, ALTER, DROP, SET, DO, …)
 * may change what a prepared statement returns, which PostgreSQL refuses inside a transaction ("cached plan
 * must not change result type", no retry possible there): after one, every prepared statement is closed. Only
 * this worker's connection changes the schema (PGlite has no other), so none can change behind its back.
 */
const KEEPS_PREPARED = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY', 'FETCH', 'MOVE', 'SHOW', 'LOCK', 'NOTIFY']);
/** The transaction boundaries pglite-thread.ts sends with `exec`; any other `exec` closes every prepared statement. */
const BOUNDARIES = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

/** A prepared statement to make again: its result type changed (DDL since), or it is gone. */
const isStale = (/** @type {{ code?: string, message?: string }} */ error) =>
  (error.code === '0A000' && /cached plan must not change result type/.test(error.message ?? '')) || error.code === '26000';

/**
 * @typedef {{ name: string, paramTypes: number[], fields: { name: string, dataTypeID: number }[] }} Prepared
 * @typedef {{ name: string, code?: string, status?: string, fields?: { name: string, dataTypeID: number }[], dataTypeIDs?: number[] }} Message
 */

/** Prepared statements by SQL text, least recently used first. */
const preparedStatements = /** @type {Map<string, Prepared>} */ (new Map());
let statementCounter = 0;
/** Set by a prepared statement whose command is not in KEEPS_PREPARED. */
let schemaMayHaveChanged = false;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Sends protocol messages (ending with Sync) and returns the backend's answers; the first error is thrown,
 * as PGlite's `query` throws it (a DatabaseError with the SQLSTATE in `code`), with the transaction status
 * of the ReadyForQuery that followed it.
 * @param {Uint8Array[]} parts
 * @param {boolean} syncToFs
 */
async function exchange(parts, syncToFs) {
  const { messages } = await db.execProtocol(concat(parts), { syncToFs, throwOnError: false });
  const list = /** @type {Message[]} */ (/** @type {unknown} */ (messages));
  const error = list.find((message) => message instanceof Error);
  if (error) {
    const ready = list.findLast((message) => message.name === 'readyForQuery');
    throw Object.assign(error, { transactionStatus: ready?.status });
  }
  return list;
}

/** @param {string} name */
async function closeStatement(name) {
  await exchange([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()], false).catch(() => {});
}

/** Closes every prepared statement (after a statement that may have changed the schema). */
async function forgetPreparedStatements() {
  if (preparedStatements.size === 0) return;
  const names = [...preparedStatements.values()].map((prepared) => prepared.name);
  preparedStatements.clear();
  // Close is accepted in a failed transaction too.
  await exchange([...names.map((name) => protocol.serialize.close({ type: 'S', name })), protocol.serialize.sync()], false).catch(() => {});
}

/** @param {string} sql */
async function prepare(sql) {
  const name = `gw_${++statementCounter}`;
  const answers = await exchange(
    [protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()],
    false,
  );
  const parameters = answers.find((message) => message.name === 'parameterDescription');
  const row = answers.find((message) => message.name === 'rowDescription');
  /** @type {Prepared} */
  const prepared = {
    name,
    paramTypes: parameters?.dataTypeIDs ?? [],
    fields: (row?.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  };
  preparedStatements.set(sql, prepared);
  if (preparedStatements.size > MAX_PREPARED_STATEMENTS) {
    const [oldest, evicted] = preparedStatements.entries().next().value ?? [];
    if (oldest !== undefined && evicted) {
      preparedStatements.delete(oldest);
      await closeStatement(evicted.name);
    }
  }
  return prepared;
}

/**
 * Binds and executes `prepared`; rows as PGlite's `query` gives them (its serializers for the parameters'
 * types, its parsers for the columns', objects keyed by column name).
 * @param {Prepared} prepared
 * @param {unknown[]} params
 */
async function execute(prepared, params) {
  const values = params.map((param, index) => {
    if (param === null || param === undefined) return null;
    const serialize = db.serializers[/** @type {number} */ (prepared.paramTypes[index])];
    return serialize ? serialize(param) : /** @type {{ toString(): string }} */ (param).toString();
  });
  const request = bindExecuteSync(prepared.name, values);
  /** @type {Uint8Array[]} */
  const chunks = [];
  // The backend's answer as bytes (PGlite's own parser, which `execProtocol` always runs, made an object of every
  // message and a string of every field first: about a tenth of this thread's time in bench/load.mjs).
  await db.execProtocolRawStream(request, { syncToFs: true, onRawData: (chunk) => void chunks.push(chunk.slice()) });
  const raw = chunks.length === 1 ? /** @type {Uint8Array} */ (chunks[0]) : concat(chunks);
  const answer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows = [];
  const { fields } = prepared;
  for (let offset = 0; offset < answer.length;) {
    const type = answer[offset];
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    if (type === DATA_ROW) {
      /** @type {Record<string, unknown>} */
      const row = {};
      let at = offset + 7;
      for (let index = 0; index < fields.length; index += 1) {
        const field = /** @type {{ name: string, dataTypeID: number }} */ (fields[index]);
        const length = answer.readInt32BE(at);
        at += 4;
        const text = length === -1 ? null : answer.toString('utf8', at, at + length);
        if (length > 0) at += length;
        row[field.name] = types.parseType(text, field.dataTypeID, db.parsers);
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      const tag = answer.toString('utf8', offset + 5, answer.indexOf(0, offset + 5));
      if (!KEEPS_PREPARED.has(tag.split(' ')[0] ?? '')) schemaMayHaveChanged = true;
    } else if (type === ERROR_RESPONSE) {
      // An error (rare): PGlite's parser makes the same DatabaseError its `query` throws.
      return throwFirstError(raw);
    }
    offset = end;
  }
  return rows;
}

/** Execute (unnamed portal, all rows) and Sync, as PGlite's serializer writes them. */
const EXECUTE_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * Bind (unnamed portal, every parameter and result as text), Execute and Sync in one buffer: the bytes PGlite's
 * `serialize.bind` writes (its Writer grew buffers and encoded every string apart: about 9 µs a statement in
 * bench/load.mjs). Values other than strings and nulls (a serializer's bytes) go through PGlite's own.
 * @param {string} name
 * @param {unknown[]} values
 */
function bindExecuteSync(name, values) {
  let length = 4 + 1 + Buffer.byteLength(name) + 1 + 2 + 2 * values.length + 2 + 2;
  for (const value of values) {
    if (value === null) length += 4;
    else if (typeof value === 'string') length += 4 + Buffer.byteLength(value);
    else return concat([protocol.serialize.bind({ statement: name, values: /** @type {string[]} */ (values) }), EXECUTE_SYNC]);
  }
  const out = Buffer.allocUnsafe(1 + length + EXECUTE_SYNC.length);
  out[0] = 0x42; // 'B'
  out.writeInt32BE(length, 1);
  let at = 5;
  out[at++] = 0; // the unnamed portal
  at += out.write(name, at);
  out[at++] = 0;
  at = out.writeInt16BE(values.length, at);
  for (let index = 0; index < values.length; index += 1) at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = out.writeInt32BE(-1, at);
    } else {
      const written = out.write(/** @type {string} */ (value), at + 4);
      out.writeInt32BE(written, at);
      at += 4 + written;
    }
  }
  at = out.writeInt16BE(0, at);
  out.set(EXECUTE_SYNC, at);
  return out;
}

/** Backend message types read by `execute` (PostgreSQL's protocol). */
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * Throws the first error of a backend answer as `exchange` does (PGlite's DatabaseError, with the transaction
 * status of the ReadyForQuery that followed).
 * @param {Uint8Array} raw
 * @returns {never}
 */
function throwFirstError(raw) {
  const list = /** @type {Message[]} */ ([]);
  new protocol.Parser().parse(raw, (/** @type {unknown} */ message) => void list.push(/** @type {Message} */ (message)));
  const error = list.find((message) => message instanceof Error);
  const ready = list.findLast((message) => message.name === 'readyForQuery');
  throw Object.assign(error ?? new Error('the database answered with an error it did not describe'), { transactionStatus: ready?.status });
}

/**
 * `db.query(sql, params).rows`, through a prepared statement. A statement made stale by DDL (SQLSTATE 0A000,
 * "cached plan must not change result type") is prepared again, and run again unless a transaction failed.
 * @param {string} sql
 * @param {unknown[]} params
 */
async function preparedQuery(sql, params) {
  if (sql.length > MAX_PREPARED_SQL_LENGTH) {
    const result = await db.query(sql, params);
    if (!KEEPS_PREPARED.has(result.command ?? '')) await db._runExclusiveQuery(forgetPreparedStatements);
    return result.rows;
  }
  return db._runExclusiveQuery(async () => {
    let prepared = preparedStatements.get(sql);
    if (prepared) {
      // Most recently used last.
      preparedStatements.delete(sql);
      preparedStatements.set(sql, prepared);
    } else {
      prepared = await prepare(sql);
    }
    try {
      return await execute(prepared, params);
    } catch (error) {
      const { transactionStatus } = /** @type {{ transactionStatus?: string }} */ (error);
      if (!isStale(/** @type {{ code?: string, message?: string }} */ (error))) throw error;
      preparedStatements.delete(sql);
      await closeStatement(prepared.name);
      if (transactionStatus !== 'I') throw error;
      return execute(await prepare(sql), params);
    } finally {
      if (schemaMayHaveChanged) {
        schemaMayHaveChanged = false;
        await forgetPreparedStatements();
      }
    }
  });
}

/** SQL texts by number (the main thread's `sid`). */
const texts = /** @type {Map<number, string>} */ (new Map());

/**
 * @typedef {{ id: number, op: string, sql?: string, sid?: number, params?: unknown[], deadline?: number, forget?: boolean }} Incoming
 */

/** @param {Incoming} message */
async function handle(message) {
  const { id, op } = message;
  try {
    if (message.forget) texts.clear();
    // The text's number is learnt even when the statement is refused below: later ones send the number only.
    let sql = message.sql;
    if (message.sid !== undefined) {
      if (sql === undefined) sql = texts.get(message.sid);
      else texts.set(message.sid, sql);
    }
    if (message.deadline !== undefined && Date.now() >= message.deadline) {
      port.postMessage({ id, expired: true });
      return;
    }
    if (op === 'query') {
      if (sql === undefined) throw new Error(`unknown statement ${message.sid}`);
      const rows = await preparedQuery(sql, message.params ?? []);
      port.postMessage({ id, rows });
    } else if (op === 'exec') {
      const text = /** @type {string} */ (sql);
      try {
        await db.exec(text);
      } finally {
        if (!BOUNDARIES.has(text)) await db._runExclusiveQuery(forgetPreparedStatements);
      }
      port.postMessage({ id });
    } else if (op === 'close') {
      await db.close();
      port.postMessage({ id });
      port.close();
    } else {
      throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    port.postMessage({ id, error: serializeError(error) });
  }
}

/** Messages not yet run, in the order they came. */
const inbox = /** @type {Incoming[]} */ ([]);
let draining = false;

async function drain() {
  draining = true;
  try {
    for (let message = inbox.shift(); message; message = inbox.shift()) await handle(message);
  } finally {
    draining = false;
  }
}

port.on('message', (/** @type {Incoming} */ message) => {
  inbox.push(message);
  if (!draining) void drain();
});

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
 * In:  { id, op: 'query', sql, params } | { id, op: 'exec', sql } | { id, op: 'close' }
 * Out: { type: 'ready' } | { type: 'failed', error } once, then { id, rows? } or { id, error } per message.
 * The main thread sends one message at a time and waits for its answer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

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

/** @type {PGlite} */
let db;
try {
  db = workerData.dump
    ? await PGlite.create({ ...options, loadDataDir: new Blob([workerData.dump]) })
    : await PGlite.create(workerData.dataDir, options);
} catch (error) {
  port.postMessage({ type: 'failed', error: serializeError(error) });
  port.close();
  throw error;
}
port.postMessage({ type: 'ready' });

port.on('message', async (/** @type {{ id: number, op: string, sql?: string, params?: unknown[] }} */ message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const result = await db.query(/** @type {string} */ (message.sql), message.params);
      port.postMessage({ id, rows: result.rows });
    } else if (op === 'exec') {
      await db.exec(/** @type {string} */ (message.sql));
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
});

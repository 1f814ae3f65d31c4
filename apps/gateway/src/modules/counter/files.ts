import type { Queryable } from '../../db/connection.ts';
import type { ReportSink } from './writers.ts';

/** Largest stored chunk (the table's check): a generating report holds at most this much. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** A sink that stores a report's bytes as numbered chunks of `report_file_chunks` as they come. */
export function chunkSink(db: Queryable, requestId: string): ReportSink & { finish(): Promise<{ bytes: number; chunks: number }> } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let bytes = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= FILE_CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending);
      const chunk = joined.subarray(0, FILE_CHUNK_BYTES);
      const rest = joined.subarray(chunk.length);
      await db.query('INSERT INTO report_file_chunks (report_request_id, seq, data) VALUES ($1, $2, $3)', [requestId, seq, chunk]);
      seq += 1;
      pending = rest.length > 0 ? [Buffer.from(rest)] : [];
      pendingBytes = rest.length;
    }
  };
  return {
    async write(chunk) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      bytes += chunk.length;
      await flush(false);
    },
    async finish() {
      await flush(true);
      return { bytes, chunks: seq };
    },
  };
}

/** Drops what an earlier, interrupted run of the same request stored. */
export async function deleteReportFile(db: Queryable, requestId: string): Promise<void> {
  await db.query('DELETE FROM report_file_chunks WHERE report_request_id = $1', [requestId]);
}

/** The stored chunks of a request's file, one query per chunk (a reader never holds more than one). */
export async function* readReportFile(db: Queryable, requestId: string, chunks: number): AsyncGenerator<Buffer> {
  for (let seq = 0; seq < chunks; seq += 1) {
    const { rows } = await db.query<{ data: Uint8Array }>('SELECT data FROM report_file_chunks WHERE report_request_id = $1 AND seq = $2', [
      requestId,
      seq,
    ]);
    const data = rows[0]?.data;
    if (!data) throw new Error(`report file ${requestId} is missing chunk ${seq}`);
    yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
}

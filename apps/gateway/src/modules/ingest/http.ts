import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayServices } from '../../context.ts';
import { closeConnectionHeader, isHttp2 } from '../../http/http2.ts';
import { pgClientAdapter, THROTTLE_TABLE } from '../session/throttle.ts';
import { BodyTooLargeError, byteLimit, ingestUsageEvents, MAX_BODY_BYTES } from './ingest.ts';
import { ingestKeyByToken, loadBatch, type BatchRow } from './repository.ts';
import { enqueueBatch } from './dispatch.ts';

/**
 * The usage ingest API (issue 29's contract; docs/usage-pipeline.md): `POST /ingest/v1/usage-events` (NDJSON, optionally
 * gzip) answers 202 with the batch's receipt; `GET /ingest/v1/batches/<id>` its state and figures. A bearer ingest key
 * on every request; a key reads only its own batches.
 */
export const INGEST_BASE = '/ingest/v1';
const BATCH_PATH = /^\/ingest\/v1\/batches\/([0-9a-f-]{36})$/;
/** Requests a key may make per minute (a large platform sends a file every few minutes). */
export const INGEST_REQUESTS_PER_MINUTE = 120;
/** Uploads one key may have under way at once in one gateway. */
const INGEST_CONCURRENT_PER_KEY = 2;
const running = new Map<string, number>();

export function isIngestPath(pathname: string): boolean {
  return pathname === '/ingest' || pathname.startsWith('/ingest/');
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
  // A refused upload's remaining body is read and dropped (HTTP/1.1), so the client sees the answer.
  if (status >= 400 && req.method === 'POST' && !req.readableEnded && !isHttp2(req)) req.resume();
}

function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(req, res, status, { error, message }, headers);
}

/** The batch as `GET /ingest/v1/batches/<id>` answers it. */
export function batchView(batch: BatchRow) {
  return {
    batch: batch.id,
    state: batch.state,
    received: batch.received,
    accepted: batch.accepted,
    duplicates: batch.duplicates,
    rejected: batch.rejected,
    robots: batch.robots,
    doubleClicks: batch.double_clicks,
    unattributed: batch.unattributed,
    months: [...new Set(batch.days.map((day) => day.slice(0, 7)))],
    ...(batch.state === 'failed' && batch.failure ? { failure: batch.failure } : {}),
  };
}

async function rateLimited(services: GatewayServices, keyId: string): Promise<number | null> {
  const limiter = new RateLimiterPostgres({
    storeClient: pgClientAdapter(services.db),
    storeType: 'client',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'ingest',
    points: INGEST_REQUESTS_PER_MINUTE,
    duration: 60,
  });
  try {
    await limiter.consume(keyId, 1);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}

export async function handleIngestHttp(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  services: GatewayServices,
): Promise<void> {
  const method = req.method ?? 'GET';
  const isUpload = pathname === `${INGEST_BASE}/usage-events`;
  const batchMatch = BATCH_PATH.exec(pathname);
  if (!isUpload && !batchMatch) {
    sendError(req, res, 404, 'not_found', 'No such ingest endpoint.');
    return;
  }
  if (isUpload && method !== 'POST') {
    sendError(req, res, 405, 'method_not_allowed', 'Send usage events with POST.', { Allow: 'POST' });
    return;
  }
  if (batchMatch && method !== 'GET' && method !== 'HEAD') {
    sendError(req, res, 405, 'method_not_allowed', 'Read a batch with GET.', { Allow: 'GET, HEAD' });
    return;
  }

  const header = req.headers.authorization ?? '';
  const token = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header)?.[1];
  const key = token ? await ingestKeyByToken(services.db, token) : null;
  if (!key) {
    sendError(
      req,
      res,
      401,
      'unauthorized',
      'An ingest key is required: Authorization: Bearer <key> (unknown or revoked keys are refused).',
      {
        'WWW-Authenticate': 'Bearer realm="ingest"',
      },
    );
    return;
  }
  const retryAfter = await rateLimited(services, key.id);
  if (retryAfter !== null) {
    sendError(
      req,
      res,
      429,
      'rate_limited',
      `At most ${INGEST_REQUESTS_PER_MINUTE} requests a minute per key; retry after ${retryAfter} seconds.`,
      {
        'Retry-After': String(retryAfter),
      },
    );
    return;
  }

  if (batchMatch) {
    const batch = await loadBatch(services.db, batchMatch[1]!);
    if (!batch || batch.key_id !== key.id) {
      sendError(req, res, 404, 'not_found', 'No batch of this key has that id.');
      return;
    }
    sendJson(req, res, 200, batchView(batch));
    return;
  }

  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-ndjson') {
    sendError(req, res, 415, 'unsupported_media_type', 'Send newline-delimited JSON: Content-Type: application/x-ndjson.');
    return;
  }
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') {
    sendError(req, res, 415, 'unsupported_media_type', 'Content-Encoding must be gzip or absent.');
    return;
  }
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_BODY_BYTES) {
    sendError(req, res, 413, 'payload_too_large', 'At most 1,000,000 lines or 200 MB per request.', closeConnectionHeader(req));
    return;
  }
  const busy = running.get(key.id) ?? 0;
  if (busy >= INGEST_CONCURRENT_PER_KEY) {
    sendError(req, res, 429, 'rate_limited', `At most ${INGEST_CONCURRENT_PER_KEY} uploads at once per key.`, { 'Retry-After': '5' });
    return;
  }
  running.set(key.id, busy + 1);
  try {
    // The body, inflated when gzip, counted as it comes (past the limit the inflating stops at once). Errors of a
    // stage reach the last one; the request itself is never destroyed, so the answer can still be sent.
    const limited = byteLimit(MAX_BODY_BYTES);
    let source: Readable = req;
    if (encoding === 'gzip') {
      const gunzip = createGunzip();
      gunzip.on('error', (error) => limited.destroy(error));
      source = req.pipe(gunzip);
    }
    source.pipe(limited);
    let answer;
    try {
      answer = await ingestUsageEvents(services.db, limited, { keyId: key.id, now: services.now() });
    } catch (error) {
      req.unpipe();
      if (error instanceof BodyTooLargeError) {
        sendError(
          req,
          res,
          413,
          'payload_too_large',
          'At most 1,000,000 lines or 200 MB per request (counted after gzip).',
          closeConnectionHeader(req),
        );
        return;
      }
      if (isZlibError(error)) {
        sendError(req, res, 400, 'bad_request', 'The body is not valid gzip.', closeConnectionHeader(req));
        return;
      }
      throw error;
    }
    await enqueueBatch(services.db, answer.batch);
    sendJson(req, res, 202, answer);
  } finally {
    const left = (running.get(key.id) ?? 1) - 1;
    if (left <= 0) running.delete(key.id);
    else running.set(key.id, left);
  }
}

function isZlibError(error: unknown): boolean {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as unknown as { code: string }).code.startsWith('Z_')
  );
}

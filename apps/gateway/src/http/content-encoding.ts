import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * Content negotiation for compressed answers (RFC 9110 §12.5.3): which of the encodings we have the client
 * accepts, by its q-values, preferring brotli over gzip when both are equally acceptable.
 */
export type Encoding = 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** File suffix of a precompressed copy. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Parses `Accept-Encoding` into a map of coding → q (lower-cased; invalid q counts as 0). */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) && Number.isFinite(parsed) ? parsed : 0;
      }
    }
    // The first mention of a coding wins, as most servers do.
    if (!accepted.has(name)) accepted.set(name, q);
  }
  return accepted;
}

/**
 * The best encoding among `available` that the client accepts, or null for identity. `*` covers codings
 * not named; `q=0` refuses one.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[] = PREFERENCE): Encoding | null {
  const accepted = parseAcceptEncoding(header);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const q = accepted.get(encoding) ?? (encoding === 'gzip' ? accepted.get('x-gzip') : undefined) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Levels for answers compressed per request (GraphQL answers, the console page with its boot data): fast
 * ones, since they run for every request; build-time copies of the static files use the slowest, best ones.
 */
export const ON_THE_FLY_LEVELS = { brotliQuality: 4, gzipLevel: 6 } as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body for one answer, on libuv's thread pool (never blocking the thread that serves HTTP). */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_LEVELS.brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(body, { level: ON_THE_FLY_LEVELS.gzipLevel });
}

/**
 * The body to send for a request's Accept-Encoding: compressed when it is large enough and the client accepts
 * br or gzip (null encoding otherwise). The caller sets `Vary: Accept-Encoding` either way.
 */
export async function negotiateBody(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : null;
  if (!encoding) return { body, encoding: null };
  const compressed = await compressBody(body, encoding);
  return compressed.length < body.length ? { body: compressed, encoding } : { body, encoding: null };
}

/** Adds a token to a response's Vary header without repeating one already there. */
export function appendVary(current: string | number | string[] | undefined, token: string): string {
  const tokens = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tokens.some((t) => t.toLowerCase() === token.toLowerCase() || t === '*')) tokens.push(token);
  return tokens.join(', ');
}

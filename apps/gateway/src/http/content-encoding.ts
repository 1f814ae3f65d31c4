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

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';

/** The storage endpoint the signed URLs point at. */
export const EBA_UPLOAD_PATH = '/ui/data-fetch/uploads/eba';
/** A signed URL is good for this long. */
export const EBA_SIGNED_URL_SECONDS = 300;

let cached: string | null = null;

/** The shared HMAC key: created once in the database, so every gateway signs and checks alike. */
export async function signingSecret(db: Queryable): Promise<string> {
  if (cached) return cached;
  await db.query('INSERT INTO eba_signing_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('hex')]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM eba_signing_key WHERE id = 1');
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('EBA signing key missing.');
  cached = secret;
  return secret;
}

/** Tests that swap databases forget the key of the previous one. */
export function forgetSigningSecret(): void {
  cached = null;
}

export function sign(secret: string, siteCode: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${siteCode}\n${key}\n${expires}`).digest('hex');
}

export function signatureMatches(secret: string, siteCode: string, key: string, expires: number, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, siteCode, key, expires), 'hex'), Buffer.from(signature, 'hex'));
}

/** The signed URL (path and query): the console POSTs these parameters plus the file as form data. */
export function signedUrl(siteCode: string, key: string, expires: number, signature: string): string {
  const params = new URLSearchParams({ siteCode, key, expires: String(expires), signature });
  return `${EBA_UPLOAD_PATH}?${params.toString()}`;
}

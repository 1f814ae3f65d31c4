import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters. Stored with every hash, so a hash keeps verifying when the defaults change. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** Production cost: about 32 MiB and a few tens of milliseconds per hash on this kind of machine. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
/** Test-only cost; `resolveScryptParams` never lets production use anything below the default. */
export const TEST_SCRYPT_PARAMS: ScryptParams = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function scrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * params.p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The cost to use: the default in production whatever the configuration asks, otherwise the configured one. */
export function resolveScryptParams(production: boolean, configured: ScryptParams | undefined): ScryptParams {
  if (production || !configured) return DEFAULT_SCRYPT_PARAMS;
  return configured;
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params, KEY_LENGTH);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash {
  const parts = stored.split('$');
  const [prefix, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || prefix !== PREFIX || !n || !r || !p || !salt || !key) {
    throw new Error('Malformed password hash');
  }
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N >= 2 &&
    params.N <= 2 ** 20 &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (!valid || saltBytes.length < 8 || keyBytes.length < 16) {
    throw new Error('Malformed password hash');
  }
  return { params, salt: saltBytes, key: keyBytes };
}

/**
 * True when the password matches. Compares in constant time. Throws on a malformed stored hash (a data
 * problem the caller reports), never on a wrong password.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { params, salt, key } = parseHash(stored);
  const candidate = await scrypt(password, salt, params, key.length);
  return timingSafeEqual(candidate, key);
}

/**
 * Verifies against a real hash, or, for an unknown user, against a hash of the same cost that no
 * password matches, so the response time does not reveal whether the username exists.
 */
export class PasswordVerifier {
  readonly #params: ScryptParams;
  readonly #dummy: Promise<string>;

  constructor(params: ScryptParams) {
    this.#params = params;
    // Prepared up front so the first unknown username costs one hash, like every other attempt.
    this.#dummy = hashPassword(randomBytes(24).toString('base64url'), params);
    this.#dummy.catch(() => {});
  }

  get params(): ScryptParams {
    return this.#params;
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.#params);
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    await verifyPassword(password, await this.#dummy);
    return false;
  }
}

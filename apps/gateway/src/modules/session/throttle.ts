import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { LoginThrottleLimits } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';

/** The table of migration 0003. */
export const THROTTLE_TABLE = 'login_throttle';

/**
 * What RateLimiterPostgres calls on its `storeClient` (storeType 'client'): `query({ name, text, values })`
 * answering `{ rows, rowCount }`. It only ever sends single statements (an INSERT ... ON CONFLICT upsert, a
 * SELECT, a DELETE), so any `Queryable` does: PGlite and the pg pool alike. The prepared-statement `name`
 * is dropped. `rowCount` is the number of returned rows, which is exact for the SELECT it checks and 0 for
 * its DELETE (whose result only tells `delete()`'s boolean, unused here).
 */
export function pgClientAdapter(db: Queryable): {
  query(config: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
} {
  return {
    async query(config) {
      const { rows } = await db.query<unknown>(config.text, config.values);
      return { rows, rowCount: rows.length };
    },
  };
}

/** The outcome of asking to try a password. */
export type ThrottleDecision = { allowed: true; attempt: ThrottleAttempt } | { allowed: false; retryAfterSeconds: number };

/** An attempt counted against an account and an address, to be settled once its outcome is known. */
export interface ThrottleAttempt {
  readonly accountKey: string;
  readonly addressKey: string;
}

/** The key of an account: a hash of the normalised username, so the table holds no typed-in usernames. */
export function accountKey(normalisedUsername: string): string {
  return createHash('sha256').update(normalisedUsername).digest('hex');
}

/**
 * Sign-in throttling over the database, so the counts hold across restarts and across gateway processes
 * sharing one PostgreSQL. Each attempt is counted before the password is checked (one atomic upsert per
 * key, so parallel attempts cannot slip past the limit); a wrong password keeps the count, a success
 * clears the account's count and gives the address its point back, and a failure of ours (database
 * errors) gives both back. Unknown usernames are counted exactly like known ones.
 */
export class LoginThrottle {
  readonly #accounts: RateLimiterPostgres;
  readonly #addresses: RateLimiterPostgres;

  /**
   * Cheap to create: one per sign-in request, over that request's database (its lane and deadline). The
   * limiter's own five-minute sweep timer is off; SessionStore.deleteExpired removes old rows instead.
   */
  constructor(db: Queryable, limits: LoginThrottleLimits) {
    const common = {
      storeClient: pgClientAdapter(db),
      storeType: 'client',
      tableName: THROTTLE_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      duration: limits.windowSeconds,
    };
    this.#accounts = new RateLimiterPostgres({ ...common, keyPrefix: 'account', points: limits.accountFailures });
    this.#addresses = new RateLimiterPostgres({ ...common, keyPrefix: 'address', points: limits.addressFailures });
  }

  /** Counts an attempt; refuses it when the account or the address has used up its failures. */
  async begin(normalisedUsername: string, address: string): Promise<ThrottleDecision> {
    const attempt: ThrottleAttempt = { accountKey: accountKey(normalisedUsername), addressKey: address };
    const account = await consume(this.#accounts, attempt.accountKey);
    if (account) return { allowed: false, retryAfterSeconds: account };
    const byAddress = await consume(this.#addresses, attempt.addressKey);
    if (byAddress) {
      // Not tried against the account after all.
      await this.#accounts.reward(attempt.accountKey, 1);
      return { allowed: false, retryAfterSeconds: byAddress };
    }
    return { allowed: true, attempt };
  }

  /** The password was right: the account starts afresh and the address gets its point back. */
  async succeeded(attempt: ThrottleAttempt): Promise<void> {
    await Promise.all([this.#accounts.delete(attempt.accountKey), this.#addresses.reward(attempt.addressKey, 1)]);
  }

  /** The attempt failed on our side (not a wrong password): it does not count. */
  async cancelled(attempt: ThrottleAttempt): Promise<void> {
    await Promise.all([this.#accounts.reward(attempt.accountKey, 1), this.#addresses.reward(attempt.addressKey, 1)]);
  }
}

/** Consumes one point: null when allowed, else the whole seconds until the window ends (at least 1). */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (rejection) {
    // Over the limit the promise rejects with a RateLimiterRes; a store failure rejects with an Error.
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../db/connection.ts';
import { GraphQLError } from '../graphql-runtime.ts';
import { pgClientAdapter, THROTTLE_TABLE } from '../modules/session/throttle.ts';

/**
 * Rate limits of calls anyone can flood (issue 30, docs/decisions.md "Request rate limits"): rate-limiter-flexible's
 * PostgreSQL limiter over the sign-in throttle's table, so the counts hold across restarts and gateways. Keys are
 * the client address (http/client-address.ts) or the signed-in user.
 */
export const REQUEST_LIMITS = {
  /** New anonymous sessions per client address. */
  createSession: { points: 120, seconds: 60 },
  /** Log events per client address (every session behind it) and per session. */
  logEventAddress: { points: 600, seconds: 60 },
  logEventSession: { points: 120, seconds: 60 },
  /** "Receive user list" per user: each builds a file and sends a mail. */
  userDataDownload: { points: 5, seconds: 3600 },
} as const;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
  });
}

/** Counts one call of `name` for `key`; throws RATE_LIMITED once the key has used its points in the window. */
export async function limitRequest(db: Queryable, name: RequestLimitName, key: string): Promise<void> {
  const { points, seconds } = REQUEST_LIMITS[name];
  const limiter = new RateLimiterPostgres({
    storeClient: pgClientAdapter(db),
    storeType: 'client',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: `limit-${name}`,
    points,
    duration: seconds,
  });
  try {
    await limiter.consume(key, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw rateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}

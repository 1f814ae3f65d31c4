/**
 * Time limits of database work. Every statement has a timeout (PostgreSQL: `statement_timeout` on every
 * connection; PGlite: enforced by the worker-thread driver, see pglite-thread.ts) and every GraphQL request a
 * deadline after which its remaining statements fail at once (context.ts).
 */

/** Longest one statement may run. The demo seed's biggest INSERT takes about 2 s on PGlite. */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** Longest one request's database work may take, counted from the start of the request. */
export const REQUEST_DEADLINE_MS = 10_000;

/** PostgreSQL's SQLSTATE for a cancelled statement (`statement_timeout`, or a cancel request). */
export const QUERY_CANCELED = '57014';

/** A statement ran past its timeout. Same SQLSTATE as PostgreSQL's own `statement_timeout` error. */
export class StatementTimeoutError extends Error {
  override readonly name = 'StatementTimeoutError';
  readonly code = QUERY_CANCELED;
  constructor(timeoutMs: number) {
    super(`canceling statement due to statement timeout (${timeoutMs} ms)`);
  }
}

/** The request's deadline passed: its remaining database work is refused. */
export class RequestDeadlineError extends Error {
  override readonly name = 'RequestDeadlineError';
  readonly code = 'REQUEST_DEADLINE_EXCEEDED';
  constructor(message = 'the request ran past its deadline; its remaining database work was refused') {
    super(message);
  }
}

/** True for a statement timeout of either driver. */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === QUERY_CANCELED;
}

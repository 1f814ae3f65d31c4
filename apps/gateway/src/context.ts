import * as authorization from './auth/authorization.ts';
import type { PasswordVerifier } from './auth/passwords.ts';
import { loadPrincipal, type AccountSummary, type Principal, type UserRecord } from './auth/principal.ts';
import { parseCookies, sessionCookieName, SessionStore, type SessionRecord } from './auth/sessions.ts';
import type { GatewayConfig } from './config.ts';
import { scopeToRequest, type Db, type Queryable } from './db/connection.ts';
import { isStatementTimeout, REQUEST_DEADLINE_MS, RequestDeadlineError } from './db/limits.ts';
import { GraphQLError } from './graphql-runtime.ts';

/** Long-lived parts shared by every request. */
export interface GatewayServices {
  readonly db: Db;
  readonly config: GatewayConfig;
  readonly sessions: SessionStore;
  readonly passwords: PasswordVerifier;
  /** The clock (tests fix it): sessions, and the dashboards' "today". */
  readonly now: () => Date;
}

/** The authorization helper, bound to one request. Every resolver that names an account goes through it. */
export interface RequestAuthorization {
  requireUser(): Promise<Principal>;
  requireStaff(): Promise<Principal>;
  requireAccountAccess(ref: authorization.AccountRef, options?: authorization.AccessOptions): Promise<AccountSummary>;
  requireAccountsAccess(siteCodes: readonly string[]): Promise<Map<string, AccountSummary>>;
  mayActOn(ref: authorization.AccountRef): Promise<AccountSummary | null>;
}

/** Per-request context of every resolver. */
export interface RequestContext extends authorization.AuthorizationContext {
  /** The database for this request only: a lane of its own in PGlite's fair queue, and the request's deadline. */
  readonly db: Db;
  readonly config: GatewayConfig;
  readonly services: GatewayServices;
  /** The session the cookie names (null without one); loaded on first use, so a database outage surfaces in the resolver. */
  getSession(): Promise<SessionRecord | null>;
  /** Replaces the request's session after it was created, signed in, changed or ended. */
  replaceSession(session: SessionRecord | null): void;
  /** The signed-in user with their grants, or null. */
  getPrincipal(): Promise<Principal | null>;
  getSignedInUser(): Promise<UserRecord | null>;
  /** Adds a `Set-Cookie` header to the response. */
  setCookie(value: string): void;
  /** The client's address (http/client-address.ts), for sign-in throttling. */
  readonly clientAddress: string;
  readonly auth: RequestAuthorization;
}

export interface RequestInfo {
  /** The request's Cookie header. */
  cookieHeader: string | null;
  /** Collects `Set-Cookie` values for the response. */
  setCookie(value: string): void;
  /** The client's address; 'unknown' when not given. */
  clientAddress?: string | undefined;
  /** Epoch milliseconds after which the request's database work is refused (default: REQUEST_DEADLINE_MS from now). */
  deadline?: number;
}

/**
 * A database limit as an error the client sees. Without an `originalError`: yoga masks a plain error, and
 * also a GraphQLError that carries one, as INTERNAL_SERVER_ERROR "Unexpected error." (its
 * isOriginalGraphQLError), which is what clients got at the deadline under load (bench/load.mjs).
 */
function limitError(error: unknown): unknown {
  if (error instanceof RequestDeadlineError) {
    return new GraphQLError('The request took too long: its remaining database work was cancelled.', {
      extensions: { code: 'REQUEST_TIMEOUT' },
    });
  }
  if (isStatementTimeout(error)) {
    return new GraphQLError('A database statement took too long and was cancelled.', {
      extensions: { code: 'STATEMENT_TIMEOUT' },
    });
  }
  return error;
}

function reportingLimits(db: Db): Db {
  const wrap = (target: Queryable): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      target.query<T>(sql, params).catch((error: unknown) => Promise.reject(limitError(error))),
    exec: (sql: string) => target.exec(sql).catch((error: unknown) => Promise.reject(limitError(error))),
  });
  return {
    ...db,
    ...wrap(db),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      db.transaction((tx) => fn(wrap(tx))).catch((error: unknown) => Promise.reject(limitError(error))),
  };
}

export function createRequestContext(services: GatewayServices, request: RequestInfo): RequestContext {
  const token = parseCookies(request.cookieHeader).get(sessionCookieName(services.config.secureCookies));
  const db = reportingLimits(scopeToRequest(services.db, { deadline: request.deadline ?? Date.now() + REQUEST_DEADLINE_MS }));
  const sessions = new SessionStore(db, services.now);
  let sessionPromise: Promise<SessionRecord | null> | undefined;
  let principalPromise: Promise<Principal | null> | undefined;

  // The principal the session lookup read with it (one statement; sessions.ts), for that session only.
  let prefetched: { session: SessionRecord; principal: Principal | null } | undefined;

  // A failed load is not cached: the next caller tries again.
  const getSession = (): Promise<SessionRecord | null> => {
    if (sessionPromise) return sessionPromise;
    const loading = sessions.loadWithPrincipal(token).then(({ session, principal }) => {
      if (session && principal !== undefined) prefetched = { session, principal };
      return session;
    });
    sessionPromise = loading;
    loading.catch(() => {
      if (sessionPromise === loading) sessionPromise = undefined;
    });
    return loading;
  };

  const getPrincipal = (): Promise<Principal | null> => {
    if (principalPromise) return principalPromise;
    const loading = getSession().then((session) => {
      if (!session?.userId) return null;
      if (prefetched?.session === session) return prefetched.principal;
      return loadPrincipal(db, session.userId, session.masqueradeAccountId);
    });
    principalPromise = loading;
    loading.catch(() => {
      if (principalPromise === loading) principalPromise = undefined;
    });
    return loading;
  };

  const context: RequestContext = {
    db,
    config: services.config,
    services,
    getSession,
    replaceSession(session) {
      sessionPromise = Promise.resolve(session);
      principalPromise = undefined;
    },
    getPrincipal,
    async getSignedInUser() {
      return (await getPrincipal())?.user ?? null;
    },
    setCookie: request.setCookie,
    clientAddress: request.clientAddress ?? 'unknown',
    auth: {
      requireUser: () => authorization.requireUser(context),
      requireStaff: () => authorization.requireStaff(context),
      requireAccountAccess: (ref, options) => authorization.requireAccountAccess(context, ref, options),
      requireAccountsAccess: (siteCodes) => authorization.requireAccountsAccess(context, siteCodes),
      mayActOn: (ref) => authorization.mayActOn(context, ref),
    },
  };
  return context;
}

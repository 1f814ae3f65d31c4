import * as authorization from './auth/authorization.ts';
import type { PasswordVerifier } from './auth/passwords.ts';
import { loadPrincipal, type AccountSummary, type Principal, type UserRecord } from './auth/principal.ts';
import { parseCookies, SESSION_COOKIE, type SessionRecord, type SessionStore } from './auth/sessions.ts';
import type { GatewayConfig } from './config.ts';
import type { Db } from './db/connection.ts';

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
  readonly auth: RequestAuthorization;
}

export interface RequestInfo {
  /** The request's Cookie header. */
  cookieHeader: string | null;
  /** Collects `Set-Cookie` values for the response. */
  setCookie(value: string): void;
}

export function createRequestContext(services: GatewayServices, request: RequestInfo): RequestContext {
  const token = parseCookies(request.cookieHeader).get(SESSION_COOKIE);
  let sessionPromise: Promise<SessionRecord | null> | undefined;
  let principalPromise: Promise<Principal | null> | undefined;

  // A failed load is not cached: the next caller tries again.
  const getSession = (): Promise<SessionRecord | null> => {
    if (sessionPromise) return sessionPromise;
    const loading = services.sessions.load(token);
    sessionPromise = loading;
    loading.catch(() => {
      if (sessionPromise === loading) sessionPromise = undefined;
    });
    return loading;
  };

  const getPrincipal = (): Promise<Principal | null> => {
    if (principalPromise) return principalPromise;
    const loading = getSession().then((session) =>
      session?.userId ? loadPrincipal(services.db, session.userId, session.masqueradeAccountId) : null,
    );
    principalPromise = loading;
    loading.catch(() => {
      if (principalPromise === loading) principalPromise = undefined;
    });
    return loading;
  };

  const context: RequestContext = {
    db: services.db,
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

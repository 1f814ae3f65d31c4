import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import { principalFromJson, principalJsonSql, type Principal, type PrincipalJson } from './principal.ts';

/** Name of the cookie that carries the session token over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'admin_sid';
/**
 * Name of the session cookie when cookies are Secure (production). Browsers accept a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, and only from a secure origin: no sibling subdomain or
 * plain-HTTP page can plant or overwrite it.
 */
export const HOST_SESSION_COOKIE = '__Host-admin_sid';

/** The session cookie's name: `__Host-` prefixed with Secure cookies. Each mode reads only its own name. */
export function sessionCookieName(secure: boolean): string {
  return secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}
/**
 * Lifetime of an anonymous session (its uuid cookie): a day (issue 30, docs/decisions.md "Request rate limits"). Spec
 * 000 §9's 1095 days is the analytics client identifier's; a session nobody signs in to is not kept that long.
 */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Idle timeout (issue 16, OWASP ASVS 5.0 session timeouts): a sign-in ends 30 minutes after its last request.
 * It applies to every sign-in, accessPersist ("keep me signed in") or not (docs/decisions.md, "Session timeouts").
 */
export const LOGIN_IDLE_MS = 30 * 60 * 1000;
/**
 * Absolute timeout: a signed-in session ends 12 hours after the sign-in whatever its activity; its cookie is
 * then useless (the row's expires_at) and the user signs in again.
 */
export const LOGIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A sliding sign-in is written back at most this often, not on every request. */
const SLIDE_GRANULARITY_MS = 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionRecord {
  /** sha256 (hex) of the cookie token. */
  readonly id: string;
  readonly uuid: string;
  /** The signed-in user, or null for an anonymous session (or one whose sign-in has lapsed). */
  readonly userId: string | null;
  readonly masqueradeAccountId: string | null;
  readonly accessPersist: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly loginExpiresAt: Date | null;
}

interface SessionRow {
  id: string;
  uuid: string;
  user_id: string | null;
  masquerade_account_id: string | null;
  access_persist: boolean;
  created_at: Date;
  expires_at: Date;
  login_expires_at: Date | null;
}

const COLUMNS = 'id, uuid, user_id, masquerade_account_id, access_persist, created_at, expires_at, login_expires_at';

/**
 * The session lookup, without and with the principal (only for a sign-in still live at `$2`, the same test as
 * in #load). Built once: the PGlite driver finds a statement by its text, and a text built anew for every
 * request was hashed anew (about 5 µs a request in bench/load.mjs).
 */
const LOAD_SQL = `SELECT ${COLUMNS} FROM sessions s WHERE id = $1 AND expires_at > $2`;
const LOAD_WITH_PRINCIPAL_SQL = `SELECT ${COLUMNS}, CASE WHEN user_id IS NOT NULL AND login_expires_at > $2 THEN ${principalJsonSql('s.user_id', 's.masquerade_account_id')} END AS principal FROM sessions s WHERE id = $1 AND expires_at > $2`;

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    userId: row.user_id,
    masqueradeAccountId: row.masquerade_account_id,
    accessPersist: row.access_persist,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    loginExpiresAt: row.login_expires_at === null ? null : new Date(row.login_expires_at),
  };
}

/** 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 of the token, hex (crypto.hash: one call, without createHash's Hash object for every request). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_PATTERN.test(token);
}

/** A new session token together with the session it names. */
export interface IssuedSession {
  token: string;
  session: SessionRecord;
}

/** Server-side sessions; only the sha256 of a token is ever stored. */
export class SessionStore {
  readonly #db: Queryable;
  readonly #now: () => Date;

  constructor(db: Queryable, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * The live session the token names, or null for a malformed, unknown or expired token (a signed-in
   * session past its absolute timeout is expired). A sign-in idle past LOGIN_IDLE_MS turns the session back
   * into an anonymous one; a live sign-in's idle deadline is extended.
   */
  async load(token: string | undefined): Promise<SessionRecord | null> {
    return (await this.#load(token, false)).session;
  }

  /**
   * `load`, and for a live sign-in the principal (principal.ts) read by the same statement: a signed-in
   * request's session and principal cost one statement, not four (bench/load.mjs). `principal` is
   * undefined when the session is not signed in (or its sign-in lapsed here), null when its user is gone.
   */
  loadWithPrincipal(token: string | undefined): Promise<{ session: SessionRecord | null; principal: Principal | null | undefined }> {
    return this.#load(token, true);
  }

  async #load(
    token: string | undefined,
    withPrincipal: boolean,
  ): Promise<{ session: SessionRecord | null; principal: Principal | null | undefined }> {
    if (!isWellFormedToken(token)) return { session: null, principal: undefined };
    const now = this.#now();
    const { rows } = await this.#db.query<SessionRow & { principal?: PrincipalJson | null }>(
      withPrincipal ? LOAD_WITH_PRINCIPAL_SQL : LOAD_SQL,
      [hashSessionToken(token), now],
    );
    const row = rows[0];
    if (!row) return { session: null, principal: undefined };
    const session = toRecord(row);
    if (session.userId === null) return { session, principal: undefined };

    if (session.loginExpiresAt === null || session.loginExpiresAt <= now) {
      const updated = await this.#db.query<SessionRow>(
        `UPDATE sessions SET user_id = NULL, login_expires_at = NULL, masquerade_account_id = NULL, access_persist = false
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [session.id],
      );
      return { session: updated.rows[0] ? toRecord(updated.rows[0]) : null, principal: undefined };
    }
    const loaded = withPrincipal ? principalFromJson(row.principal ?? null) : undefined;
    // Every request slides the idle deadline, never past the absolute one (the row's expires_at).
    const slid = new Date(Math.min(now.getTime() + LOGIN_IDLE_MS, session.expiresAt.getTime()));
    if (slid.getTime() - session.loginExpiresAt.getTime() > SLIDE_GRANULARITY_MS) {
      await this.#db.query('UPDATE sessions SET login_expires_at = $2 WHERE id = $1 AND user_id IS NOT NULL', [session.id, slid]);
      return { session: { ...session, loginExpiresAt: slid }, principal: loaded };
    }
    return { session, principal: loaded };
  }

  /** A new anonymous session. */
  async create(): Promise<IssuedSession> {
    const token = newSessionToken();
    const now = this.#now();
    const { rows } = await this.#db.query<SessionRow>(
      `INSERT INTO sessions (id, uuid, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [hashSessionToken(token), randomUUID(), now, new Date(now.getTime() + SESSION_LIFETIME_MS)],
    );
    return { token, session: toRecord(firstRow(rows)) };
  }

  /**
   * Signs the session in under a new token (the old one stops working, which defeats session fixation), for
   * at most LOGIN_ABSOLUTE_MS and LOGIN_IDLE_MS after the last request. Runs inside the caller's transaction
   * when given one.
   */
  async signIn(session: SessionRecord, userId: string, accessPersist: boolean, tx: Queryable = this.#db): Promise<IssuedSession> {
    const token = newSessionToken();
    const now = this.#now();
    // The row now ends at the absolute timeout; accessPersist only keeps the cookie across browser restarts.
    const expiresAt = new Date(now.getTime() + LOGIN_ABSOLUTE_MS);
    const loginExpiresAt = new Date(now.getTime() + LOGIN_IDLE_MS);
    const { rows } = await tx.query<SessionRow>(
      `UPDATE sessions
          SET id = $2, user_id = $3, access_persist = $4, expires_at = $5, login_expires_at = $6, masquerade_account_id = NULL
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [session.id, hashSessionToken(token), userId, accessPersist, expiresAt, loginExpiresAt],
    );
    return { token, session: toRecord(firstRow(rows)) };
  }

  async setMasquerade(session: SessionRecord, accountId: string | null): Promise<SessionRecord> {
    const { rows } = await this.#db.query<SessionRow>(`UPDATE sessions SET masquerade_account_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
      session.id,
      accountId,
    ]);
    return toRecord(firstRow(rows));
  }

  async destroy(session: SessionRecord): Promise<void> {
    await this.#db.query('DELETE FROM sessions WHERE id = $1', [session.id]);
  }

  /**
   * Removes expired sessions; returns how many. Also drops sign-in throttling counters whose window ended
   * more than an hour ago (modules/session/throttle.ts; the limiter ignores them already).
   */
  async deleteExpired(): Promise<number> {
    await this.#db.query('DELETE FROM login_throttle WHERE expire < $1', [this.#now().getTime() - 60 * 60 * 1000]);
    const { rows } = await this.#db.query<{ count: number }>(
      'WITH gone AS (DELETE FROM sessions WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS count FROM gone',
      [this.#now()],
    );
    return rows[0]?.count ?? 0;
  }
}

function firstRow<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('Session not found');
  return row;
}

/** Parses a Cookie header; the first value of a repeated name wins. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export interface CookieOptions {
  secure: boolean;
  /** Seconds; omitted for a cookie that ends with the browser session. */
  maxAgeSeconds?: number | undefined;
}

/**
 * `Set-Cookie` value for the session token: HttpOnly, SameSite=Lax, Path=/, never a Domain; Secure and
 * `__Host-` prefixed in production.
 */
export function sessionCookie(token: string, options: CookieOptions): string {
  const parts = [`${sessionCookieName(options.secure)}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`, `Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `Set-Cookie` value that removes the session cookie. */
export function expiredSessionCookie(options: Pick<CookieOptions, 'secure'>): string {
  const parts = [
    `${sessionCookieName(options.secure)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

import { createHash } from 'node:crypto';
import { parseIpAddress } from '@console/rules/access-methods';
import robots from './counter-robots/COUNTER_Robots_list.json' with { type: 'json' };

/**
 * One line of `POST /ingest/v1/usage-events` (docs/usage-pipeline.md): checked on its own, before anything is looked
 * up in the database. Pure: the clock comes in.
 */

export const ACTIONS = ['investigation', 'request', 'search', 'no_license', 'limit_exceeded'] as const;
export type Action = (typeof ACTIONS)[number];
export const SEARCH_TYPES = ['regular', 'automated', 'federated'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type AccessMethod = 'Regular' | 'TDM';

/** An event as sent, checked field by field; identifiers still as text. */
export interface UsageEvent {
  id: string;
  /** Epoch milliseconds. */
  time: number;
  platform: string;
  action: Action;
  item: string | null;
  databases: string[] | null;
  searchType: SearchType | null;
  customerId: string | null;
  ip: string | null;
  userAgent: string | null;
  userId: string | null;
  cookieId: string | null;
  sessionId: string | null;
  accessMethod: AccessMethod;
  url: string | null;
}

export type LineResult = { ok: true; event: UsageEvent } | { ok: false; reason: string };

/** How far ahead of the gateway's clock an event may be (clock skew between the platform and the gateway). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Events of the current month and this many months before it are accepted. */
export const MONTHS_ACCEPTED_BACK = 24;
/** Longest line read; longer lines are refused without being parsed. */
export const MAX_LINE_BYTES = 64 * 1024;

const FIELDS = new Set([
  'id',
  'time',
  'platform',
  'action',
  'item',
  'databases',
  'search_type',
  'customer_id',
  'ip',
  'user_agent',
  'user_id',
  'cookie_id',
  'session_id',
  'access_method',
  'url',
]);
/** RFC 3339 date-time with an offset (Z or ±hh:mm). */
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
type TextField = 'id' | 'platform' | 'item' | 'customer_id' | 'ip' | 'user_agent' | 'user_id' | 'cookie_id' | 'session_id' | 'url';
const MAX_LENGTHS: Record<TextField, number> = {
  id: 128,
  platform: 40,
  item: 300,
  customer_id: 64,
  ip: 64,
  user_agent: 1000,
  user_id: 256,
  cookie_id: 256,
  session_id: 256,
  url: 2000,
};
const MAX_DATABASES = 100;

/** First instant (epoch ms, UTC) of the month `monthsBack` months before the month of `now`. */
export function firstAcceptedInstant(now: Date, monthsBack = MONTHS_ACCEPTED_BACK): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasBadText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * Checks one line (without its line break). `now` is the gateway's clock; platforms are those the gateway knows;
 * `earliest` the first instant accepted (the API's: the first of the month 24 months back).
 */
export function parseEventLine(line: string, now: Date, platforms: ReadonlySet<string>, earliest = firstAcceptedInstant(now)): LineResult {
  if (line.length > MAX_LINE_BYTES) return { ok: false, reason: `line longer than ${MAX_LINE_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not a JSON object' };
  const record = value as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    if (!FIELDS.has(name)) return { ok: false, reason: `unknown field "${name.slice(0, 40)}"` };
  }

  const texts = {} as Record<TextField, string | null>;
  for (const name of Object.keys(MAX_LENGTHS) as TextField[]) {
    const field = record[name];
    if (field === undefined || field === null) {
      texts[name] = null;
      continue;
    }
    if (typeof field !== 'string') return { ok: false, reason: `${name} must be a string` };
    if (hasBadText(field)) return { ok: false, reason: `${name} holds a NUL byte or a lone surrogate` };
    if (field.length > MAX_LENGTHS[name]) return { ok: false, reason: `${name} longer than ${MAX_LENGTHS[name]} characters` };
    texts[name] = field === '' ? null : field;
  }

  const id = texts.id;
  if (!id) return { ok: false, reason: 'id missing' };

  const timeText = record.time;
  if (timeText === undefined || timeText === null || timeText === '') return { ok: false, reason: 'time missing' };
  if (typeof timeText !== 'string') return { ok: false, reason: 'time must be a string' };
  const match = RFC3339.exec(timeText);
  const time = match ? Date.parse(timeText) : Number.NaN;
  if (!match || Number.isNaN(time) || !validCalendarDate(match)) {
    return { ok: false, reason: 'time is not an RFC 3339 date-time with an offset (2026-09-14T10:05:00Z)' };
  }
  if (time > now.getTime() + FUTURE_TOLERANCE_MS) return { ok: false, reason: 'time is more than 5 minutes in the future' };
  if (time < earliest) return { ok: false, reason: `time is older than ${MONTHS_ACCEPTED_BACK} months` };

  const platform = texts.platform;
  if (!platform) return { ok: false, reason: 'platform missing' };
  if (!platforms.has(platform)) return { ok: false, reason: `unknown platform "${platform.slice(0, 40)}"` };

  const action = record.action;
  if (action === undefined || action === null || action === '') return { ok: false, reason: 'action missing' };
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    return { ok: false, reason: `unknown action (one of ${ACTIONS.join(', ')})` };
  }

  let databases: string[] | null = null;
  let searchType: SearchType | null = null;
  if (action === 'search') {
    const list = record.databases;
    if (list === undefined || list === null) return { ok: false, reason: 'databases missing (a search names the databases searched)' };
    if (!Array.isArray(list) || list.length === 0) return { ok: false, reason: 'databases must be a list of one or more database IDs' };
    if (list.length > MAX_DATABASES) return { ok: false, reason: `databases lists more than ${MAX_DATABASES} databases` };
    const seen = new Set<string>();
    for (const entry of list) {
      if (typeof entry !== 'string' || entry === '' || entry.length > 100) return { ok: false, reason: 'databases must hold database IDs' };
      if (hasBadText(entry)) return { ok: false, reason: 'databases hold a NUL byte or a lone surrogate' };
      seen.add(entry);
    }
    databases = [...seen];
    const type = record.search_type;
    if (type === undefined || type === null) return { ok: false, reason: 'search_type missing (regular, automated or federated)' };
    if (typeof type !== 'string' || !(SEARCH_TYPES as readonly string[]).includes(type)) {
      return { ok: false, reason: `unknown search_type (one of ${SEARCH_TYPES.join(', ')})` };
    }
    searchType = type as SearchType;
    if (record.item !== undefined && record.item !== null) return { ok: false, reason: 'a search names databases, not an item' };
  } else {
    if (!texts.item) return { ok: false, reason: `item missing (${action === 'investigation' ? 'an' : 'a'} ${action} names an item)` };
    if (record.databases !== undefined && record.databases !== null) return { ok: false, reason: 'only a search names databases' };
    if (record.search_type !== undefined && record.search_type !== null) return { ok: false, reason: 'only a search has a search_type' };
  }

  if (texts.ip !== null && !parseIpAddress(texts.ip)) return { ok: false, reason: 'ip is not an IPv4 or IPv6 address' };

  const accessMethod = record.access_method ?? 'Regular';
  if (accessMethod !== 'Regular' && accessMethod !== 'TDM') return { ok: false, reason: 'access_method must be Regular or TDM' };

  return {
    ok: true,
    event: {
      id,
      time,
      platform,
      action: action as Action,
      item: action === 'search' ? null : texts.item,
      databases,
      searchType,
      customerId: texts.customer_id,
      ip: texts.ip,
      userAgent: texts.user_agent,
      userId: texts.user_id,
      cookieId: texts.cookie_id,
      sessionId: texts.session_id,
      accessMethod,
      url: texts.url,
    },
  };
}

/** The date part names a real day: Date.parse rolls an impossible day over into the next month. */
function validCalendarDate(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((index) => Number(match[index]));
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return false;
  const last = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return day! >= 1 && day! <= last;
}

// COUNTER-Robots (CoP 7.8; counter-robots/LICENSE, MIT): one case-insensitive expression of every pattern.
const ROBOTS = new RegExp((robots as { pattern: string }[]).map((entry) => `(?:${entry.pattern})`).join('|'), 'i');

/** A user agent the COUNTER-Robots list names. An event without a user agent is not judged a robot. */
export function isRobot(userAgent: string | null): boolean {
  return userAgent !== null && ROBOTS.test(userAgent);
}

/** The user who acted, for double-clicks (CoP 7.2, the most reliable first); null when the event names none. */
export function userIdentity(event: UsageEvent): string | null {
  if (event.userId) return `user\u0000${event.userId}`;
  if (event.cookieId) return `cookie\u0000${event.cookieId}`;
  if (event.sessionId) return `session\u0000${event.sessionId}`;
  if (event.ip) return `address\u0000${event.ip}\u0000${event.userAgent ?? ''}`;
  return null;
}

/** UTC date (YYYY-MM-DD) and hour of an instant. */
export function utcDateHour(time: number): { date: string; hour: number } {
  const iso = new Date(time).toISOString();
  return { date: iso.slice(0, 10), hour: Number(iso.slice(11, 13)) };
}

/**
 * CoP 7.3's session: session_id + date; else user_id, cookie_id, or ip + user agent, each + date + hour (UTC). An
 * event that names no one is a session of its own.
 */
export function sessionIdentity(event: UsageEvent): string {
  const { date, hour } = utcDateHour(event.time);
  if (event.sessionId) return `session\u0000${event.sessionId}\u0000${date}`;
  const user = event.userId
    ? `user\u0000${event.userId}`
    : event.cookieId
      ? `cookie\u0000${event.cookieId}`
      : event.ip
        ? `address\u0000${event.ip}\u0000${event.userAgent ?? ''}`
        : `event\u0000${event.id}`;
  return `${user}\u0000${date}\u0000${hour}`;
}

/**
 * What was clicked: the url when sent; else the action and what it named (the resolved item or title, or the
 * databases searched), so the same item named by its DOI and by its Proprietary ID is the same click.
 */
export function clickTarget(event: UsageEvent, resolvedTarget: string): string {
  return event.url ? `url\u0000${event.url}` : `${event.action}\u0000${resolvedTarget}`;
}

/**
 * Digest of an identity: raw addresses, user agents and user ids are not kept (SHA-256, first 16 bytes, base64url).
 * The platform id keeps two platforms' users apart.
 */
export function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0001')).digest('base64url').slice(0, 22);
}

/** First day (UTC) of the month of an instant, as YYYY-MM-01. */
export function monthOf(time: number): string {
  return `${new Date(time).toISOString().slice(0, 7)}-01`;
}

/**
 * The UTC days whose figures an event can change: its own, and the day before when it comes in the first 30
 * seconds of its day (it may make the previous day's last click a double-click).
 */
export function daysTouched(time: number): string[] {
  const { date } = utcDateHour(time);
  const intoDay = time - Date.parse(`${date}T00:00:00Z`);
  if (intoDay > DOUBLE_CLICK_MS) return [date];
  return [new Date(time - 86_400_000).toISOString().slice(0, 10), date];
}

/** Two clicks on the same target by the same user at most this far apart are one (CoP 7.2). */
export const DOUBLE_CLICK_MS = 30_000;

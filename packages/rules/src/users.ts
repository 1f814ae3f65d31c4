/**
 * User management rules shared by the console and the gateway (spec 000 §4, §5, §9): the email pattern and
 * how entered text becomes addresses, the user search minimum, page sizes, access periods and the status a
 * paired user is shown with.
 */

/** Spec 000 §9: access extension. */
export const ACCESS_EXTENSION_DAYS = 365;
/** Spec 000 §9: the expiring-soon warning shows under this many days from today. */
export const EXPIRING_SOON_DAYS = 14;
/** Spec 000 §9: user search minimum. */
export const USER_SEARCH_MIN_LENGTH = 4;
/** Spec 000 §9: user page size, and with as_qa. */
export const USER_PAGE_SIZE = 25;
export const USER_PAGE_SIZE_QA = 5;
/** Largest page the gateway gives. */
export const MAX_USER_PAGE_SIZE = 100;
/** Most addresses one add takes (a pasted spreadsheet column). */
export const MAX_ADDRESSES_PER_ADD = 500;

export const PLATFORMS = ['jstor', 'artstor'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Spec 000 §6: the flag makes user calls use both platforms, otherwise only jstor. */
export function platformsFor(bothPlatformsFlag: boolean): Platform[] {
  return bothPlatformsFlag ? ['jstor', 'artstor'] : ['jstor'];
}

export const NO_EMAILS_MESSAGE = 'Please enter at least one email address.';
export const EXAMPLE_EMAIL = 'name@university.edu';
export const INVALID_EMAILS_MESSAGE = `One or more email addresses you entered were not recognized. Enter a valid email address, ex: ${EXAMPLE_EMAIL}`;
export const SEARCH_TOO_SHORT_MESSAGE = `Please enter at least ${USER_SEARCH_MIN_LENGTH} characters to search.`;

/**
 * Spec 000 §5: entries split on commas, or on whitespace if there is no comma; trimmed, blanks dropped. The
 * separator can be forced (the email pill input splits a typed tail by the rule of the whole text).
 */
export function splitEmailEntries(text: string, separator: 'comma' | 'whitespace' = text.includes(',') ? 'comma' : 'whitespace'): string[] {
  const parts = separator === 'comma' ? text.split(',') : text.split(/\s+/);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

// RFC 5322 dot-atom text: the characters allowed unquoted in a local part.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
// A DNS label: letters, digits and inner hyphens, 1 to 63 characters.
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;
const IPV4_LITERAL = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

/** RFC 5321 limits: local part 64 octets, whole address 254 characters. */
export const MAX_LOCAL_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;

function isDomain(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '') && labels.every((label) => LABEL.test(label));
}

function isIpv4Literal(domain: string): boolean {
  const match = IPV4_LITERAL.exec(domain);
  if (!match) return false;
  return match.slice(1).every((octet) => Number(octet) <= 255 && (octet === '0' || !octet.startsWith('0')));
}

/**
 * The email pattern of spec 000 §5: a local part (dot-atom), `@`, then a domain whose top-level domain is at
 * least two letters, or a bracketed IPv4 literal (`user@[192.0.2.1]`).
 */
export function isValidEmail(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  return domain.startsWith('[') ? isIpv4Literal(domain) : isDomain(domain);
}

/** How an address is stored and compared: trimmed and lower-case. */
export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** The message for a list of addresses to add, or null when every one is valid (spec 000 §5). */
export function emailListError(entries: readonly string[]): string | null {
  if (entries.length === 0) return NO_EMAILS_MESSAGE;
  return entries.every(isValidEmail) ? null : INVALID_EMAILS_MESSAGE;
}

/** The message for a user search text, or null when it may be searched (spec 000 §5). */
export function searchTextError(text: string): string | null {
  return text.trim().length < USER_SEARCH_MIN_LENGTH ? SEARCH_TOO_SHORT_MESSAGE : null;
}

export type UserStatus = 'Invited' | 'Expired' | 'Active';

export interface StatusFacts {
  /** The stored status: INVITED or ACTIVE. */
  status: string;
  /** The end of access (ISO), or null. */
  expiration: string | null;
  /** Admins do not expire. */
  isAdmin: boolean;
}

/**
 * Spec 000 §4: Invited (status INVITED and not expired), Expired (no expiration, or expiration at or before
 * now), Active otherwise. Admins show "Does not expire", so for them a missing expiration is not expired.
 */
export function userStatus({ status, expiration, isAdmin }: StatusFacts, now: Date): UserStatus {
  const expired = isAdmin ? expiration !== null && Date.parse(expiration) <= now.getTime() : isExpired(expiration, now);
  if (status === 'INVITED' && !expired) return 'Invited';
  return expired ? 'Expired' : 'Active';
}

export function isExpired(expiration: string | null, now: Date): boolean {
  return expiration === null || Date.parse(expiration) <= now.getTime();
}

const DAY_MS = 86_400_000;

/** Spec 000 §4: access that ends within 14 days from today (and has not ended) gets a warning. */
export function isExpiringSoon(expiration: string | null, now: Date): boolean {
  if (expiration === null) return false;
  const left = Date.parse(expiration) - now.getTime();
  return left > 0 && left < EXPIRING_SOON_DAYS * DAY_MS;
}

/** The end of an extension made now: 365 days later. */
export function extendedExpiration(now: Date): Date {
  return new Date(now.getTime() + ACCESS_EXTENSION_DAYS * DAY_MS);
}

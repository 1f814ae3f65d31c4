/**
 * Access-method rules shared by the console and the gateway (spec 000 §2, §4, §5, §9): IP range combining,
 * the SSO domain, proxy URL, SAML entity ID and Canvas rules, and the texts they show. One copy: the console
 * validates as the user types, the gateway refuses exactly the same values.
 */

import { formatNumber } from './format';

// ---------------------------------------------------------------------------------------------------------
// Tabs (spec 000 §2: seven tabs by index)

export const ACCESS_METHOD_TABS = [
  'IP Addresses',
  'Proxies',
  'Single Sign-On',
  'LMS Integration',
  'SAML',
  'Referring URL',
  'Remote Username and Password',
] as const;

export const ACCESS_METHODS_INTRO = "Provide access to your institution's subscription using one or more of the following access methods.";

// ---------------------------------------------------------------------------------------------------------
// Product copy (spec texts verbatim; texts the spec does not show are recorded in docs/decisions.md)

export const GENERIC_FAILURE_MESSAGE = 'We are unable to complete your request, please try again or contact support';
export const changeNotice = (provider: string) => `Please allow 30 minutes for updates to be reflected on ${provider}.`;
export const noIpAddressesText = (provider: string) => `Your institution does not have any saved IP addresses in ${provider}.`;
export const noReferrersText = (provider: string) => `Your institution does not have any saved referring URLs in ${provider}.`;
export const noUserPassText = (provider: string) => `Your institution does not have any saved usernames and passwords in ${provider}.`;

export const SSO_SPECIAL_CHARACTERS_MESSAGE = 'Domains should contain either numbers or letters, no special characters are allowed';
/** The spec's {host} example: a sub-domain, the other form institutions commonly sign in with. */
export const SSO_EXAMPLE_HOST = 'mail.myuniversity.edu';
export const SSO_INVALID_DOMAIN_MESSAGE = `Please enter a valid domain, e.g. "myuniversity.edu" or "${SSO_EXAMPLE_HOST}".`;
/** Not shown in the spec; says nothing of who holds the domain. */
export const SSO_DOMAIN_TAKEN_MESSAGE = 'This domain is already in use. Please enter a domain that belongs only to your institution.';
/** Not in the spec (issue 30): a public suffix (ac.uk, edu.au, com) belongs to no single institution. */
export const SSO_PUBLIC_SUFFIX_MESSAGE =
  'This domain is shared by many organisations (like "ac.uk" or "edu.au"). Please enter a domain that belongs only to your institution.';
/** Not in the spec (issue 30): free email providers' domains belong to no institution. */
export const SSO_FREE_MAIL_MESSAGE =
  'This is the domain of a free email provider. Please enter a domain that belongs only to your institution.';
/** Not in the spec (issue 30): shown beside a domain that support has not yet confirmed. */
export const SSO_PENDING_LABEL = 'Waiting for support to confirm';
/** Not in the spec (issue 30): the notice after saving a domain that is held as pending. */
export const SSO_PENDING_NOTICE =
  'Your domain has been saved. Support will confirm that it belongs to your institution before it is used for single sign-on.';

export const PROXY_INVALID_MESSAGE = 'Please enter a valid URL';

export const ENTITY_ID_REQUIRED_MESSAGE = 'Please enter an Entity ID.';
export const ENTITY_ID_MAX_LENGTH = 1024;
export const ENTITY_ID_TOO_LONG_MESSAGE = `An Entity ID is at most ${formatNumber(ENTITY_ID_MAX_LENGTH)} characters.`;
export const entityNotFoundMessage = (provider: string) =>
  `We could not find this Entity ID in the identity federations ${provider} works with. Check the Entity ID with your identity provider and try again.`;

export const CANVAS_CLIENT_ID_REQUIRED = 'Client ID is required';
export const CANVAS_DEPLOYMENT_ID_REQUIRED = 'ClientSecret is required';
export const CANVAS_DOMAIN_REQUIRED = 'Institution Domain is required';
export const CANVAS_FIELD_MAX_LENGTH = 255;
export const canvasTooLongMessage = (label: string) => `${label} is at most ${CANVAS_FIELD_MAX_LENGTH} characters.`;
export const CANVAS_SAVED_TOAST = 'Your institution’s Canvas integration info has been saved.';

// ---------------------------------------------------------------------------------------------------------
// IP ranges (spec 000 §2: CIDR blocks to start and end, sorted, merged when overlapping or adjacent)

export type IpVersion = 4 | 6;

export interface IpRange {
  version: IpVersion;
  start: bigint;
  end: bigint;
}

const V4_MAX = (1n << 32n) - 1n;
const V6_MAX = (1n << 128n) - 1n;
const maxOf = (version: IpVersion) => (version === 4 ? V4_MAX : V6_MAX);

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let input = text.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(input);
  if (v4) {
    const tail = parseIpv4(v4[2] ?? '');
    if (tail === null) return null;
    input = `${v4[1]}${((tail >> 16n) & 0xffffn).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const halves = input.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  let groups: string[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

/** One address of either version, or null. */
export function parseIpAddress(text: string): { version: IpVersion; value: bigint } | null {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIpv6(trimmed);
    return value === null ? null : { version: 6, value };
  }
  const value = parseIpv4(trimmed);
  return value === null ? null : { version: 4, value };
}

export function formatIpAddress(version: IpVersion, value: bigint): string {
  if (version === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  }
  const groups = Array.from({ length: 8 }, (_, index) => Number((value >> BigInt((7 - index) * 16)) & 0xffffn));
  // RFC 5952: the longest run (at least two) of zero groups, the first when tied, becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let index = 0; index < 8;) {
    if (groups[index] !== 0) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - index > bestLength) {
      bestStart = index;
      bestLength = end - index;
    }
    index = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/**
 * A stored IP credential: one address, a CIDR block (`192.0.2.0/24`, `2001:db8::/32`) or a range
 * (`192.0.2.1-192.0.2.9`). Null when it is none of these.
 */
export function parseIpRange(text: string): IpRange | null {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  if (slash >= 0) {
    const address = parseIpAddress(trimmed.slice(0, slash));
    const prefixText = trimmed.slice(slash + 1);
    if (!address || !/^\d{1,3}$/.test(prefixText)) return null;
    const bits = address.version === 4 ? 32 : 128;
    const prefix = Number(prefixText);
    if (prefix > bits) return null;
    const hostBits = BigInt(bits - prefix);
    const mask = (1n << hostBits) - 1n;
    const start = address.value & ~mask & maxOf(address.version);
    return { version: address.version, start, end: start | mask };
  }
  const dash = trimmed.indexOf('-');
  if (dash >= 0) {
    const first = parseIpAddress(trimmed.slice(0, dash));
    const last = parseIpAddress(trimmed.slice(dash + 1));
    if (!first || !last || first.version !== last.version || first.value > last.value) return null;
    return { version: first.version, start: first.value, end: last.value };
  }
  const single = parseIpAddress(trimmed);
  return single ? { version: single.version, start: single.value, end: single.value } : null;
}

/** Sorted (IPv4 first, then by start) and merged when overlapping or adjacent. */
export function mergeIpRanges(ranges: readonly IpRange[]): IpRange[] {
  const sorted = [...ranges].sort((a, b) => a.version - b.version || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: IpRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.version === range.version && range.start <= last.end + 1n) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** 'start - end', as the IP Addresses tab shows a line. */
export function formatIpRange(range: IpRange): string {
  return `${formatIpAddress(range.version, range.start)} - ${formatIpAddress(range.version, range.end)}`;
}

/** Blocks no institution's users come from on the public internet: private, loopback, link-local (and shared). */
const SPECIAL_BLOCKS: ReadonlyArray<{ cidr: string; kind: SpecialRangeKind }> = [
  { cidr: '10.0.0.0/8', kind: 'private' },
  { cidr: '172.16.0.0/12', kind: 'private' },
  { cidr: '192.168.0.0/16', kind: 'private' },
  { cidr: '100.64.0.0/10', kind: 'private' },
  { cidr: '127.0.0.0/8', kind: 'loopback' },
  { cidr: '169.254.0.0/16', kind: 'link-local' },
  { cidr: '0.0.0.0/8', kind: 'private' },
  { cidr: '::1/128', kind: 'loopback' },
  { cidr: '::/128', kind: 'private' },
  { cidr: 'fe80::/10', kind: 'link-local' },
  { cidr: 'fc00::/7', kind: 'private' },
  { cidr: '::ffff:10.0.0.0/104', kind: 'private' },
  { cidr: '::ffff:172.16.0.0/108', kind: 'private' },
  { cidr: '::ffff:192.168.0.0/112', kind: 'private' },
  { cidr: '::ffff:127.0.0.0/104', kind: 'loopback' },
  { cidr: '::ffff:169.254.0.0/112', kind: 'link-local' },
];

export type SpecialRangeKind = 'private' | 'loopback' | 'link-local';

const specialRanges = SPECIAL_BLOCKS.map((block) => ({ range: parseIpRange(block.cidr) as IpRange, kind: block.kind }));

export function rangesOverlap(a: IpRange, b: IpRange): boolean {
  return a.version === b.version && a.start <= b.end && b.start <= a.end;
}

/** The special kinds a range touches (empty for a fully public range). */
export function specialKinds(range: IpRange): SpecialRangeKind[] {
  const kinds = new Set<SpecialRangeKind>();
  for (const special of specialRanges) if (rangesOverlap(range, special.range)) kinds.add(special.kind);
  return [...kinds];
}

// ---------------------------------------------------------------------------------------------------------
// Single Sign-On domains (spec 000 §4, §5)

export const SSO_PROVIDERS = ['microsoft', 'google'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number] | '';

export function isSsoProvider(value: unknown): value is SsoProvider {
  return value === '' || value === 'microsoft' || value === 'google';
}

export const SSO_DOMAIN_MAX_LENGTH = 253;

/** Lower-case and trimmed: two spellings that differ only in case are one domain. */
export function normaliseSsoDomain(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The message for a domain that cannot be saved, or null (spec 000 §5): characters other than letters,
 * digits, space, dot and hyphen first; then the value (trimmed) must end with a dot and at least two letters
 * or digits. Beyond the spec, inner spaces, empty labels and over-long names are invalid domains too.
 */
export function ssoDomainError(value: string): string | null {
  if (/[^A-Za-z0-9 .-]/.test(value)) return SSO_SPECIAL_CHARACTERS_MESSAGE;
  const domain = value.trim();
  if (!/\.[A-Za-z0-9]{2,}$/.test(domain)) return SSO_INVALID_DOMAIN_MESSAGE;
  if (domain.length > SSO_DOMAIN_MAX_LENGTH || /\s/.test(domain)) return SSO_INVALID_DOMAIN_MESSAGE;
  const labels = domain.split('.');
  if (labels.some((label) => label === '' || label.length > 63 || label.startsWith('-') || label.endsWith('-'))) {
    return SSO_INVALID_DOMAIN_MESSAGE;
  }
  return null;
}

/** Spec 000 §4: an unchanged value (compared case-insensitively) counts as a cancel. */
export function isSameDomain(a: string, b: string): boolean {
  return normaliseSsoDomain(a) === normaliseSsoDomain(b);
}

// ---------------------------------------------------------------------------------------------------------
// Proxy server URL (spec 000 §4, §5)

/** Stands for the whole target address in an ez-style proxy URL. */
export const FULL_PATH_PLACEHOLDER = '{targetUrl}';
/** Stands for the target path (no server) in a wam-style proxy URL. */
export const NO_SERVER_PLACEHOLDER = '{targetPath}';
export const PROXY_URL_MAX_LENGTH = 2000;

export type ProxyStyle = 'ez' | 'wam' | 'other';

/** 'wam' (contains 0-www or the no-server placeholder) before 'ez' (ezproxy, oclc, proxy, the full-path placeholder). */
export function proxyStyle(url: string): ProxyStyle {
  const lower = url.toLowerCase();
  if (lower.includes('0-www') || url.includes(NO_SERVER_PLACEHOLDER)) return 'wam';
  if (/ezproxy|oclc|proxy/.test(lower) || url.includes(FULL_PATH_PLACEHOLDER)) return 'ez';
  return 'other';
}

/**
 * The host as DNS resolves it: without brackets, lower-case and without trailing dots ("localhost." is
 * localhost, "printer.local." is in .local), so a fully-qualified spelling cannot pass a rule by its dot.
 */
function canonicalHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
}

function isPrivateHost(hostname: string): boolean {
  const host = canonicalHost(hostname);
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  const address = parseIpAddress(host);
  if (address) return specialKinds({ version: address.version, start: address.value, end: address.value }).length > 0;
  // Browsers accept numeric hosts in other forms (0x7f.1, 2130706433): an all-digits-and-x last label is not a name.
  return /^[0-9x.]+$/.test(host);
}

/**
 * Whether a proxy URL may be saved (spec 000 §5: https:// followed by at least one letter, digit, dot,
 * hyphen or slash; empty is invalid). Beyond the spec: https only, a public host name (no loopback,
 * link-local or private address, no single-label name) and no credentials in the URL.
 */
export function proxyUrlError(value: string): string | null {
  const url = value.trim();
  if (url === '' || url.length > PROXY_URL_MAX_LENGTH) return PROXY_INVALID_MESSAGE;
  if (!/^https:\/\/[A-Za-z0-9./-]/.test(url) || /\s/.test(url)) return PROXY_INVALID_MESSAGE;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return PROXY_INVALID_MESSAGE;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '' || url.slice(8).split(/[/?#]/)[0]?.includes('@')) {
    return PROXY_INVALID_MESSAGE;
  }
  if (!canonicalHost(parsed.hostname).includes('.') || isPrivateHost(parsed.hostname)) return PROXY_INVALID_MESSAGE;
  return null;
}

/**
 * The URL as stored (spec 000 §5): ez style becomes the server's login path with the full-path
 * placeholder, wam style its validate path with the no-server placeholder; any other URL is kept as typed.
 * Call only on a valid URL. Idempotent.
 */
export function normaliseProxyUrl(value: string): string {
  const url = value.trim();
  const style = proxyStyle(url);
  if (style === 'other') return url;
  const origin = new URL(url).origin;
  return style === 'ez' ? `${origin}/login?url=${FULL_PATH_PLACEHOLDER}` : `${origin}/validate?url=${NO_SERVER_PLACEHOLDER}`;
}

/** The stored URL as the Proxies tab shows it: without the placeholder. */
export function displayProxyUrl(stored: string): string {
  return stored.replace(FULL_PATH_PLACEHOLDER, '').replace(NO_SERVER_PLACEHOLDER, '');
}

// ---------------------------------------------------------------------------------------------------------
// SAML entity ID (spec 000 §5)

export function entityIdError(value: string): string | null {
  const entity = value.trim();
  if (entity === '') return ENTITY_ID_REQUIRED_MESSAGE;
  if (entity.length > ENTITY_ID_MAX_LENGTH) return ENTITY_ID_TOO_LONG_MESSAGE;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Canvas (LTI) integration (spec 000 §5)

export interface CanvasValues {
  clientId: string;
  /** Deployment ID; the account shape calls it clientSecret. */
  clientSecret: string;
  domain: string;
}

export const CANVAS_LABELS: Readonly<Record<keyof CanvasValues, string>> = {
  clientId: 'Client ID',
  clientSecret: 'Deployment ID',
  domain: 'Institution Domain',
};

const CANVAS_REQUIRED: Readonly<Record<keyof CanvasValues, string>> = {
  clientId: CANVAS_CLIENT_ID_REQUIRED,
  clientSecret: CANVAS_DEPLOYMENT_ID_REQUIRED,
  domain: CANVAS_DOMAIN_REQUIRED,
};

export function canvasErrors(values: CanvasValues): Partial<Record<keyof CanvasValues, string>> {
  const errors: Partial<Record<keyof CanvasValues, string>> = {};
  for (const field of ['clientId', 'clientSecret', 'domain'] as const) {
    const value = values[field].trim();
    if (value === '') errors[field] = CANVAS_REQUIRED[field];
    else if (value.length > CANVAS_FIELD_MAX_LENGTH) errors[field] = canvasTooLongMessage(CANVAS_LABELS[field]);
  }
  return errors;
}

/** The Canvas deployment secret as the Recent changes panel and the audit trail keep it. */
export function maskSecret(secret: string): string {
  if (secret === '') return '';
  return `••••${secret.length > 8 ? secret.slice(-4) : ''}`;
}

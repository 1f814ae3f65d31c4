/**
 * Pure logic of the email pill input: how typed or pasted text becomes entries, and which entries are
 * email addresses.
 */

/**
 * Splits text into entries: on commas when there is at least one comma ("a@x.org, b@y.org"), otherwise on
 * any whitespace (a column pasted from a spreadsheet, addresses separated by spaces or line breaks).
 * Entries are trimmed and blank ones dropped.
 */
export function splitEntries(text: string, separator: 'comma' | 'whitespace' = separatorOf(text)): string[] {
  const parts = separator === 'comma' ? text.split(',') : text.split(/\s+/);
  const entries: string[] = [];
  for (const part of parts) {
    const entry = part.trim();
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The separator the rule picks for a text: the comma when it has one, else whitespace. */
export function separatorOf(text: string): 'comma' | 'whitespace' {
  return text.includes(',') ? 'comma' : 'whitespace';
}

export interface PendingSplit {
  /** Entries that are finished (followed by a separator) and become pills now. */
  complete: string[];
  /** The text after the last separator, still being typed; it stays in the input. */
  rest: string;
}

/**
 * Splits what is in the input while the user types: everything before the last separator becomes entries,
 * the unfinished tail stays in the input. The separator is the comma when the text has one, else whitespace,
 * as in `splitEntries`. The tail left in the input no longer holds a comma, so once committed on its own it is
 * split on whitespace ("a@x.org, b@y.org c@z.org" gives three pills, not "b@y.org c@z.org" as one invalid
 * entry): what a user sees in the input is what the rule is applied to.
 */
export function splitWhileTyping(text: string): PendingSplit {
  const separator = text.includes(',') ? /,/g : /\s/g;
  let last = -1;
  for (const match of text.matchAll(separator)) last = match.index;
  if (last < 0) return { complete: [], rest: text };
  return { complete: splitEntries(text.slice(0, last + 1)), rest: text.slice(last + 1).trimStart() };
}

// RFC 5322 dot-atom text: the characters allowed unquoted in a local part.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
// A DNS label: letters, digits and inner hyphens, 1 to 63 characters.
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;
const IPV4_LITERAL = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

/** Maximum lengths from RFC 5321 (local part 64 octets, forward path 254 characters). */
export const MAX_LOCAL_LENGTH = 64;
export const MAX_ADDRESS_LENGTH = 254;

function isDomain(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1]!;
  return TOP_LEVEL.test(topLevel) && labels.every((label) => LABEL.test(label));
}

function isIpv4Literal(domain: string): boolean {
  const match = IPV4_LITERAL.exec(domain);
  if (!match) return false;
  return match.slice(1).every((octet) => Number(octet) <= 255 && (octet === '0' || !octet.startsWith('0')));
}

/**
 * Whether text is an email address by the console's rule: a local part (dot-atom: letters, digits and
 * ``!#$%&'*+/=?^_`{|}~-``, dots only between them), one `@`, then either a domain whose labels are letters,
 * digits and inner hyphens and whose top-level domain is at least two letters, or an IPv4 literal in
 * brackets (`user@[192.0.2.1]`). Quoted local parts and IPv6 literals are not accepted: no mail system an
 * administrator invites from needs them, and they are usually typing mistakes.
 */
export function isValidEmail(text: string): boolean {
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  return domain.startsWith('[') ? isIpv4Literal(domain) : isDomain(domain);
}

/** Appends entries to a list of pills (kept in the order given; duplicates are left to the caller's validation). */
export function addEntries(current: readonly string[], entries: readonly string[]): string[] {
  return entries.length === 0 ? [...current] : [...current, ...entries];
}

/** Removes the pill at `index`, returning a new list (the same contents when the index is out of range). */
export function removeAt(current: readonly string[], index: number): string[] {
  if (index < 0 || index >= current.length) return [...current];
  return [...current.slice(0, index), ...current.slice(index + 1)];
}

/** The polite announcement after pills are added: "Added a@b.org." or "Added 500 addresses, 3 invalid." */
export function describeAdded(entries: readonly string[], validate: (entry: string) => boolean): string {
  if (entries.length === 0) return '';
  const invalid = entries.filter((entry) => !validate(entry));
  if (entries.length === 1) {
    return invalid.length === 1 ? `Added ${entries[0]}, invalid email address.` : `Added ${entries[0]}.`;
  }
  const base = `Added ${entries.length} addresses`;
  return invalid.length === 0 ? `${base}.` : `${base}, ${invalid.length} invalid.`;
}

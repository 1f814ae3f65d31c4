/**
 * Pure logic of the email pill input: how typed or pasted text becomes entries, and which entries are
 * email addresses.
 */
import { isValidEmail, splitEmailEntries } from '@console/rules/users';

/**
 * Splits text into entries: on commas when there is at least one comma ("a@x.org, b@y.org"), otherwise on
 * any whitespace (a column pasted from a spreadsheet, addresses separated by spaces or line breaks).
 * Entries are trimmed and blank ones dropped. The rule is spec 000 §5's, kept once in `@console/rules`.
 */
export const splitEntries = splitEmailEntries;

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

/**
 * Whether text is an email address: the pattern of spec 000 §5, kept once in `@console/rules` and used by the
 * gateway's validation too (see its unit and property tests in packages/rules/src/users.test.ts).
 */
export { isValidEmail };

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

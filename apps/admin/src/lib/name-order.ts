/**
 * Account names in the order of `localeCompare(…, 'en', { sensitivity: 'base' })` (ICU's root collation, case and
 * accents ignored), without ICU for names in printable ASCII.
 *
 * Why: the boot sorts the ACCOUNTS list to choose the account the page shows, and a page's first collation loads
 * ICU's collator, 8-17 ms of main-thread work measured in Chromium at page load (30-70 ms at Lighthouse's 4× CPU),
 * inside the boot's one long task. Printable ASCII has one primary weight per character in ICU's root collation,
 * so comparing the characters' ranks in that order gives the collator's answer; `name-order.test.ts` checks the
 * table against Intl.Collator (fast-check) so an ICU update that changes it fails there. Any other name goes to the
 * collator itself.
 */

/** Printable ASCII in ICU root order at primary strength; characters in one group are equal ('A' and 'a'). */
export const ASCII_PRIMARY_ORDER = [
  ' ', '_', '-', ',', ';', ':', '!', '?', '.', "'", '"', '(', ')', '[', ']', '{', '}', '@', '*', '/', '\\', '&', '#',
  '%', '`', '^', '+', '<', '=', '>', '|', '~', '$', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Aa', 'Bb', 'Cc',
  'Dd', 'Ee', 'Ff', 'Gg', 'Hh', 'Ii', 'Jj', 'Kk', 'Ll', 'Mm', 'Nn', 'Oo', 'Pp', 'Qq', 'Rr', 'Ss', 'Tt', 'Uu', 'Vv', 'Ww',
  'Xx', 'Yy', 'Zz',
] as const; // prettier-ignore

const FIRST = 0x20;
const LAST = 0x7e;
const RANK = new Uint8Array(LAST - FIRST + 1);
ASCII_PRIMARY_ORDER.forEach((group, rank) => {
  for (const char of group) RANK[char.charCodeAt(0) - FIRST] = rank;
});

let collator: Intl.Collator | undefined;
const baseCollator = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base' }));

function isPrintableAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < FIRST || code > LAST) return false;
  }
  return true;
}

/** Negative, zero or positive, as `a.localeCompare(b, 'en', { sensitivity: 'base' })` (its sign). */
export function compareNamesBase(a: string, b: string): number {
  if (!isPrintableAscii(a) || !isPrintableAscii(b)) return baseCollator().compare(a, b);
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (RANK[a.charCodeAt(index) - FIRST] ?? 0) - (RANK[b.charCodeAt(index) - FIRST] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

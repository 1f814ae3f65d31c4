import { ACCOUNT_SEARCH_MAX_RESULTS, ACCOUNT_SEARCH_MIN_CHARS } from '../../../config/constants';

/** An account the internal admins' site-code search found (iacSearchByCode results, spec 001 §7). */
export interface FoundAccount {
  /** The external id. */
  id: string;
  code: string;
  name: string;
  type: string;
}

/** Site codes are letters, digits, dots, dashes, underscores and slashes. */
const SITE_CODE = /^[A-Za-z0-9._/-]+$/;

/**
 * The code the wizard's site-code autocomplete sends (spec 001 §2): nothing under 3 characters, a wildcard
 * appended unless an exact match is asked for. Null when there is nothing to search for.
 */
export function siteSearchCode(input: string, exact: boolean): string | null {
  const code = input.trim();
  if (code.length < ACCOUNT_SEARCH_MIN_CHARS || code.length > 64 || !SITE_CODE.test(code)) return null;
  return exact ? code : `${code}*`;
}

/**
 * The suggestions shown: at most 5; non-publisher reports filter out publishers (spec 001 §2), and publisher
 * reports list only publishers (a publisher report is about a publisher's titles: docs/decisions.md).
 */
export function siteSuggestions(found: readonly FoundAccount[], publisherReports: boolean): FoundAccount[] {
  return found.filter((account) => (account.type.toLowerCase() === 'publisher') === publisherReports).slice(0, ACCOUNT_SEARCH_MAX_RESULTS);
}

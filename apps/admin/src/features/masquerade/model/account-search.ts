import { ACCOUNT_SEARCH_MIN_CHARS } from '../../../config/constants';

/** Site codes are letters, digits, dashes, underscores, dots and slashes. */
const SITE_CODE = /^[A-Za-z0-9._/-]+$/;

export type SearchTerm = { ok: true; code: string } | { ok: false; message: string };

/**
 * The code to search for (spec 001 §2: 3 or more characters; a wildcard is appended unless an exact
 * match is asked for).
 */
export function searchTerm(input: string, exact: boolean): SearchTerm {
  const code = input.trim();
  if (code.length < ACCOUNT_SEARCH_MIN_CHARS) {
    return { ok: false, message: `Please enter at least ${ACCOUNT_SEARCH_MIN_CHARS} characters to search.` };
  }
  if (code.length > 64 || !SITE_CODE.test(code)) {
    return { ok: false, message: 'A site code has only letters, digits, dots, dashes, underscores and slashes.' };
  }
  return { ok: true, code: exact ? code : `${code}*` };
}

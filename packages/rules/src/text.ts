/** Rules for free text that every domain shares. */

/** Trims and collapses inner runs of white space, as the console shows and the gateway stores a name. */
export function normaliseSpaces(value: string): string {
  return value.trim().replace(/\s+/gu, ' ');
}

/** Whether a value is empty once trimmed. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

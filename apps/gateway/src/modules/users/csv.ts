/**
 * CSV of the user list (RFC 4180: CRLF lines, fields quoted when they hold a comma, quote or line break).
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe, so opening the download never runs what someone typed into an address.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

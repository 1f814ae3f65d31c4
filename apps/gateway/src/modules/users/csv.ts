import { neutraliseCell } from '@console/rules/spreadsheet';

/**
 * CSV of the user list (RFC 4180: CRLF lines, fields quoted when they hold a comma, quote or line break).
 * Cells go through the one formula rule (`@console/rules/spreadsheet`), so opening the download never runs
 * what someone typed into an address.
 */
export { neutraliseCell };

export function csvField(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

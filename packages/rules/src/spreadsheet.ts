/**
 * The one rule for every tabular file the product writes (CSV, TSV, XLSX: the user list, COUNTER and
 * provider reports, EBA files, holdings and dashboard workbooks): a text cell that a spreadsheet program
 * would run as a formula, because it starts with =, +, -, @, a tab or a carriage return, is written with an
 * apostrophe in front. Numbers stay numbers (a count of -1 is not text), and KBART files, which knowledge bases
 * read rather than spreadsheets, keep the catalogue's text as it is.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written to a file: neutralised when a spreadsheet would read it as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Any cell: text is neutralised, numbers, null and other values are kept as they are. */
export function neutraliseAnyCell<T>(cell: T): T {
  return (typeof cell === 'string' ? neutraliseCell(cell) : cell) as T;
}

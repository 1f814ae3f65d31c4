/** Pure rules of the file drop zone: which files are accepted, and how sizes read. */

/** The parts of a `File` the rules look at, so they can be tested without one. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Whether a file matches an `accept` list, read as the HTML `accept` attribute is: an entry starting with a
 * dot is an extension (case-insensitive, `.xlsx`), an entry with a slash a MIME type (`text/csv`) or a
 * family (`image/*`). An empty list accepts everything. A browser's file dialog already filters by the
 * list, but a dropped file never went through it.
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry) && name.length > entry.length;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry !== '' && type === entry;
  });
}

/** "the file must be .xlsx" / ".xlsx or .csv" / ".xlsx, .csv or .tsv". */
export function describeAccept(accept: readonly string[]): string {
  if (accept.length <= 1) return accept[0] ?? '';
  return `${accept.slice(0, -1).join(', ')} or ${accept[accept.length - 1]}`;
}

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in SI units like the operating systems' file browsers: "820 bytes", "12.4 kB", "3 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 1) return '1 byte';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${bytes} bytes`;
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  // 999.96 kB rounds to 1000 kB: show it as 1 MB instead.
  if (rounded >= 1000 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}

export interface FileDropMessages {
  /** More than one file was dropped or chosen. */
  tooMany: string;
  /** The file is not of an accepted type; receives the accept list as text (".xlsx or .csv"). */
  wrongType: (accepted: string) => string;
  /** The file is larger than `maxSize`; receives the limit as text ("10 MB"). */
  tooLarge: (limit: string) => string;
  /** The file has no content. */
  empty: string;
}

export const defaultFileDropMessages: FileDropMessages = {
  tooMany: 'Choose only one file.',
  wrongType: (accepted) => `The file must be ${accepted}.`,
  tooLarge: (limit) => `The file must be smaller than ${limit}.`,
  empty: 'The file is empty.',
};

export type FileCheck<F extends FileLike> = { file: F; error?: undefined } | { file?: undefined; error: string };

/**
 * Checks what the user dropped or chose: exactly one file, of an accepted type, not empty, within `maxSize`.
 * Returns the file or the first error, worded for the user.
 */
export function checkFiles<F extends FileLike>(
  files: readonly F[],
  {
    accept = [],
    maxSize,
    messages = defaultFileDropMessages,
  }: { accept?: readonly string[]; maxSize?: number; messages?: FileDropMessages } = {},
): FileCheck<F> | null {
  if (files.length === 0) return null;
  if (files.length > 1) return { error: messages.tooMany };
  const file = files[0]!;
  if (!matchesAccept(file, accept)) return { error: messages.wrongType(describeAccept(accept)) };
  if (file.size === 0) return { error: messages.empty };
  if (maxSize !== undefined && file.size > maxSize) return { error: messages.tooLarge(formatFileSize(maxSize)) };
  return { file };
}

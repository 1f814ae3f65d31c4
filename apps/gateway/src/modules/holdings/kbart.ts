import type { KbartTitleRow } from './repository.ts';

/** The 25 columns of a KBART Phase II title list (NISO RP-9-2014, section 6.6), in their required order. */
export const KBART_COLUMNS = [
  'publication_title',
  'print_identifier',
  'online_identifier',
  'date_first_issue_online',
  'num_first_vol_online',
  'num_first_issue_online',
  'date_last_issue_online',
  'num_last_vol_online',
  'num_last_issue_online',
  'title_url',
  'first_author',
  'title_id',
  'embargo_info',
  'coverage_depth',
  'notes',
  'publisher_name',
  'publication_type',
  'date_monograph_published_print',
  'date_monograph_published_online',
  'monograph_volume',
  'monograph_edition',
  'first_editor',
  'parent_publication_title_id',
  'preceding_publication_title_id',
  'access_type',
] as const;

export const KBART_CONTENT_TYPE = 'text/tab-separated-values; charset=utf-8';

/** KBART fields hold no tab or line break (they would split the field or the row); runs of white space become one space. */
export function kbartField(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value
    .replace(/[\t\r\n\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A KBART file name segment: letters and digits only (KBART 5.3.1.1: no spaces or underscores inside a segment). */
export function fileNameSegment(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '') || 'Provider';
}

/** KBART's recommended file name: `{Provider}_{Region}_{Package}_{YYYY-MM-DD}.txt`. */
export function kbartFileName(provider: string, region: string, packageName: string, day: string): string {
  return `${fileNameSegment(provider)}_${fileNameSegment(region)}_${fileNameSegment(packageName)}_${day}.txt`;
}

const year = (date: string | null): string => (date ? date.slice(0, 4) : '');

/** KBART's first_author and first_editor are the surname only: "Adams, Ada" and "Ada Adams" are both "Adams". */
export function kbartSurname(name: string | null | undefined): string {
  const value = kbartField(name);
  if (value === '') return '';
  if (value.includes(',')) return value.slice(0, value.indexOf(',')).trim();
  return value.split(' ').at(-1) ?? value;
}

/** One title as its KBART line (without the line end). */
export function kbartLine(row: KbartTitleRow): string {
  const serial = row.kind === 'journal';
  const fields: Record<(typeof KBART_COLUMNS)[number], string | null> = {
    publication_title: row.title,
    // Journals carry their ISSN as the print identifier; books are e-books, so the ISBN is the online one.
    print_identifier: serial ? row.issn : '',
    online_identifier: serial ? '' : row.isbn,
    date_first_issue_online: serial ? row.coverage_begin : '',
    num_first_vol_online: serial ? row.first_volume : '',
    num_first_issue_online: serial ? row.first_issue : '',
    date_last_issue_online: serial ? row.coverage_end : '',
    num_last_vol_online: serial ? row.last_volume : '',
    num_last_issue_online: serial ? row.last_issue : '',
    title_url: row.url,
    first_author: serial ? '' : kbartSurname(row.first_author),
    title_id: String(row.id),
    embargo_info: row.embargo,
    coverage_depth: 'fulltext',
    notes: '',
    publisher_name: row.publisher_name,
    publication_type: serial ? 'serial' : 'monograph',
    date_monograph_published_print: serial ? '' : year(row.published_print),
    date_monograph_published_online: serial ? '' : year(row.published_online),
    monograph_volume: '',
    monograph_edition: serial ? '' : row.edition,
    first_editor: serial ? '' : kbartSurname(row.first_editor),
    parent_publication_title_id: '',
    preceding_publication_title_id: '',
    access_type: row.access_type === 'open_access' ? 'F' : 'P',
  };
  return KBART_COLUMNS.map((column) => kbartField(fields[column])).join('\t');
}

export const KBART_HEADER = KBART_COLUMNS.join('\t');

/** Rows read per database round trip: about 1 MB of text, so memory stays flat whatever the file's size. */
export const KBART_PAGE_SIZE = 5000;

/** Where a KBART file goes: `write` resolves once the chunk may be followed by another (back-pressure). */
export interface KbartSink {
  write(chunk: string): Promise<void>;
}

/**
 * Writes a KBART file to the sink a page at a time: the header, then every title `nextPage` gives, until a
 * page comes back short. Returns the number of title rows written.
 */
export async function writeKbart(sink: KbartSink, nextPage: (afterId: number, limit: number) => Promise<KbartTitleRow[]>): Promise<number> {
  await sink.write(`${KBART_HEADER}\n`);
  let afterId = 0;
  let written = 0;
  for (;;) {
    const page = await nextPage(afterId, KBART_PAGE_SIZE);
    if (page.length > 0) {
      await sink.write(`${page.map(kbartLine).join('\n')}\n`);
      written += page.length;
      afterId = page[page.length - 1]?.id ?? afterId;
    }
    if (page.length < KBART_PAGE_SIZE) return written;
  }
}

import { seededRandom } from './prng.ts';

/** A title of the demo catalogue (what the `titles` table holds, before it has an id). */
export interface CatalogueTitle {
  kind: 'journal' | 'book';
  title: string;
  issn: string | null;
  isbn: string | null;
  accessType: 'licensed' | 'open_access';
  /** Owned by Demo Press (its publisher dashboard counts the title). */
  demoPress: boolean;
  url: string;
}

export const CATALOGUE_JOURNALS = 240;
export const CATALOGUE_BOOKS = 160;
/** Base of every demo title link: a reserved example domain, so no demo link points at a real page. */
export const TITLE_URL_BASE = 'https://platform.example.org';

const FIELDS = [
  'History',
  'Philosophy',
  'Economics',
  'Sociology',
  'Anthropology',
  'Linguistics',
  'Political Science',
  'Art History',
  'Musicology',
  'Classical Studies',
  'Medieval Studies',
  'Archaeology',
  'Ecology',
  'Botany',
  'Mathematics',
  'Statistics',
  'Education',
  'Geography',
  'Legal History',
  'Religious Studies',
  'Literary Studies',
  'Film Studies',
  'Asian Studies',
  'African Studies',
  'Latin American Studies',
  'Public Health',
  'Psychology',
  'Architecture',
  'Urban Studies',
  'Environmental Studies',
  'Gender Studies',
  'Astronomy',
  'Ornithology',
  'Marine Biology',
  'Folklore',
  'Numismatics',
] as const;
const QUALIFIERS = [
  'American',
  'British',
  'Canadian',
  'European',
  'International',
  'Comparative',
  'Historical',
  'Modern',
  'Early Modern',
  'Contemporary',
  'Applied',
  'Northern',
  'Pacific',
  'Atlantic',
  'Mediterranean',
  'Global',
  'Southern',
  'Nordic',
] as const;
const JOURNAL_PATTERNS: ReadonlyArray<(field: string, qualifier: string, other: string) => string> = [
  (field) => `Journal of ${field}`,
  (field, qualifier) => `${qualifier} Journal of ${field}`,
  (field) => `${field} Review`,
  (field, qualifier) => `${qualifier} ${field} Quarterly`,
  (field) => `Annals of ${field}`,
  (field) => `Studies in ${field}`,
  (field, _qualifier, other) => `${field} and ${other}`,
  (field, qualifier) => `${qualifier} Review of ${field}`,
  (field) => `Bulletin of ${field}`,
  (field, qualifier) => `Transactions of the ${qualifier} ${field} Society`,
];

const BOOK_HEADS = [
  'The Invention of',
  'A History of',
  'The Politics of',
  'Reading',
  'Beyond',
  'The Making of',
  'Rethinking',
  'Voices of',
  'Cities of',
  'The Archaeology of',
  'Empires of',
  'Mapping',
  'The Afterlife of',
  'Inventing',
  'The Economy of',
  'Landscapes of',
  'The Art of',
  'Archives of',
  'The Science of',
  'Remembering',
] as const;
const BOOK_OBJECTS = [
  'Silence',
  'the Modern City',
  'Salt',
  'Memory',
  'Harbors',
  'the Frontier',
  'Light',
  'Paper',
  'Migration',
  'Gardens',
  'Rivers',
  'Labor',
  'Print',
  'Maps',
  'the Sea',
  'Childhood',
  'Color',
  'Time',
  'Bread',
  'the Body',
  'Music',
  'Ruins',
  'Friendship',
  'Weather',
  'Money',
  'the Island',
  'Letters',
  'Glass',
] as const;
const BOOK_TOPICS = [
  'Trade and Empire',
  'Art and Devotion',
  'Science and Society',
  'Women Writers',
  'Law and Custom',
  'Faith and Reason',
  'Music and Ritual',
  'Medicine and the Poor',
  'Print and Protest',
  'Land and Labor',
  'Travel and Knowledge',
  'Cities and Citizens',
  'Memory and Monument',
  'Gender and Power',
  'Water and Power',
] as const;
const BOOK_SETTINGS = [
  'in the Early Modern Atlantic',
  'in Renaissance Italy',
  'in Victorian Britain',
  'in Nineteenth-Century America',
  'in Colonial Mexico',
  'in Meiji Japan',
  'in Medieval France',
  'in Ancient Rome',
  'in Modern China',
  'in the Ottoman Empire',
  'in Twentieth-Century Africa',
  'in the American West',
  'in Enlightenment Scotland',
  'in Imperial Russia',
  'in the Dutch Republic',
  'in Postwar Europe',
] as const;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function digits(count: number, random: () => number): string {
  let result = '';
  for (let index = 0; index < count; index += 1) result += String(Math.floor(random() * 10));
  return result;
}

/** The ISSN check character of seven digits: weights 8..2, the sum plus the check divisible by 11 (10 is X). */
export function issnCheckDigit(first7: string): string {
  let total = 0;
  for (let index = 0; index < 7; index += 1) total += Number(first7[index]) * (8 - index);
  const check = (11 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISBN-13 check digit of twelve digits: weights 1 and 3 alternating, the sum plus the check divisible by 10. */
export function isbn13CheckDigit(first12: string): string {
  let total = 0;
  for (let index = 0; index < 12; index += 1) total += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return String((10 - (total % 10)) % 10);
}

export function isValidIssn(value: string): boolean {
  return /^\d{4}-\d{3}[\dX]$/.test(value) && issnCheckDigit(value.replace('-', '').slice(0, 7)) === value.slice(-1);
}

export function isValidIsbn13(value: string): boolean {
  return /^97[89]\d{10}$/.test(value) && isbn13CheckDigit(value.slice(0, 12)) === value.slice(-1);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The demo catalogue: journals and books with plausible names, valid ISSNs and ISBN-13s, about one in six
 * open access and a quarter owned by Demo Press. Always the same list, in the same order.
 */
export function generateCatalogue(journals = CATALOGUE_JOURNALS, books = CATALOGUE_BOOKS): CatalogueTitle[] {
  const random = seededRandom('catalogue');
  const names = new Set<string>();
  const identifiers = new Set<string>();
  const unique = (make: () => string, seen: Set<string>): string => {
    for (;;) {
      const candidate = make();
      if (!seen.has(candidate)) {
        seen.add(candidate);
        return candidate;
      }
    }
  };

  const result: CatalogueTitle[] = [];
  for (let index = 0; index < journals; index += 1) {
    const title = unique(() => {
      const field = pick(FIELDS, random);
      const other = pick(
        FIELDS.filter((candidate) => candidate !== field),
        random,
      );
      return pick(JOURNAL_PATTERNS, random)(field, pick(QUALIFIERS, random), other);
    }, names);
    const issn = unique(() => {
      const first7 = `${1 + Math.floor(random() * 2)}${digits(6, random)}`;
      return `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
    }, identifiers);
    result.push({
      kind: 'journal',
      title,
      issn,
      isbn: null,
      accessType: random() < 0.15 ? 'open_access' : 'licensed',
      demoPress: random() < 0.25,
      url: `${TITLE_URL_BASE}/journal/${slug(title)}`,
    });
  }
  for (let index = 0; index < books; index += 1) {
    const title = unique(
      () => `${pick(BOOK_HEADS, random)} ${pick(BOOK_OBJECTS, random)}: ${pick(BOOK_TOPICS, random)} ${pick(BOOK_SETTINGS, random)}`,
      names,
    );
    const isbn = unique(() => {
      // English-language registration groups 0 and 1.
      const first12 = `978${Math.floor(random() * 2)}${digits(8, random)}`;
      return `${first12}${isbn13CheckDigit(first12)}`;
    }, identifiers);
    result.push({
      kind: 'book',
      title,
      issn: null,
      isbn,
      accessType: random() < 0.2 ? 'open_access' : 'licensed',
      demoPress: random() < 0.25,
      url: `${TITLE_URL_BASE}/book/${isbn}`,
    });
  }
  return result;
}

import { RESEARCH_TOOL_LICENSE_TYPE } from '@console/rules/research-tool';
import { newAlmaToken } from '../../modules/alma/token.ts';
import type { Queryable } from '../connection.ts';
import { generateCatalogue, type CatalogueTitle } from './catalogue.ts';
import { DEMO_COLLECTIONS, demoAccountByKey } from './demo-data.ts';
import { seedId } from './ids.ts';
import { insertRows } from './insert.ts';
import { CONSORTIUM_MEMBERS } from './institution-names.ts';
import { seededRandom } from './prng.ts';

export type PackageTab = 'journals' | 'books' | 'primary-sources' | 'images';
export type PackageSection = 'archive' | 'current' | 'books' | 'collections';

/** A package of the demo provider's content. */
export interface DemoPackage {
  key: string;
  id: string;
  code: string;
  name: string;
  tab: PackageTab;
  section: PackageSection;
  itemCount: number;
  listPrice: number | null;
}

function pkg(
  key: string,
  code: string,
  name: string,
  tab: PackageTab,
  section: PackageSection,
  itemCount = 0,
  listPrice: number | null = null,
) {
  return { key, id: seedId(`package:${key}`), code, name, tab, section, itemCount, listPrice };
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;

/** Eight archive collections of journals, two current-scholarship packages, three books collections, primary sources and images. */
export const DEMO_PACKAGES: readonly DemoPackage[] = [
  ...ROMAN.map((numeral) => pkg(`archive-${numeral}`, `ArtsSciences${numeral}`, `Arts & Sciences ${numeral}`, 'journals', 'archive')),
  pkg('csp-humanities', 'CSPHumanities', 'Current Scholarship Program: Humanities', 'journals', 'current'),
  pkg('csp-social', 'CSPSocialSciences', 'Current Scholarship Program: Social Sciences', 'journals', 'current'),
  pkg('books-humanities', 'BooksHumanities', 'Books at the provider: Humanities', 'books', 'books', 0, 48_500),
  pkg('books-social', 'BooksSocialSciences', 'Books at the provider: Social Sciences', 'books', 'books', 0, 41_200),
  pkg('books-science', 'BooksScience', 'Books at the provider: Science and Mathematics', 'books', 'books', 0, 36_900),
  pkg('ps-freedom', 'StrugglesForFreedom', 'Struggles for Freedom: Southern Africa', 'primary-sources', 'collections', 45_210),
  pkg('ps-plants', 'GlobalPlants', 'Global Plants', 'primary-sources', 'collections', 2_301_455),
  pkg('ps-pamphlets', 'BritishPamphlets', '19th Century British Pamphlets', 'primary-sources', 'collections', 26_018),
  pkg('img-library', 'ArtstorDigitalLibrary', 'Artstor Digital Library', 'images', 'collections', 2_512_340),
  pkg('img-architecture', 'ArchitectureLandscape', 'Architecture and Landscape Images', 'images', 'collections', 184_622),
];

const packageByKey = new Map(DEMO_PACKAGES.map((item) => [item.key, item]));
function packageId(key: string): string {
  const found = packageByKey.get(key);
  if (!found) throw new Error(`Unknown demo package ${key}`);
  return found.id;
}

/** Which packages each demo institution licenses (keys), with the yearly fee of books packages. */
export const DEMO_LICENSES: ReadonlyArray<{ accountKey: string; packages: readonly string[]; researchTool: 'OK' | 'CANCELLED' | null }> = [
  {
    accountKey: 'demouniv',
    packages: [
      ...ROMAN.slice(0, 7).map((numeral) => `archive-${numeral}`),
      'csp-humanities',
      'books-humanities',
      'books-social',
      'ps-freedom',
      'ps-pamphlets',
      'img-library',
    ],
    researchTool: 'OK',
  },
  { accountKey: 'democoll', packages: ['img-library', 'img-architecture'], researchTool: null },
  ...CONSORTIUM_MEMBERS.map((member, index) => ({
    accountKey: `democons:${member.code}`,
    packages: ['archive-I', 'archive-II', ...(index % 2 === 0 ? ['archive-III', 'books-humanities'] : [])],
    researchTool: null,
  })),
];

/** What the institution pays for a books package: the list price less its tier's discount, less a little more. */
const BOOK_FEE_SHARE = 0.58;

const PUBLISHERS = [
  'Upper Valley University Press',
  'Northfield Academic',
  'Harbor Scholarly Publishing',
  'Meridian Society for the Humanities',
  'Lakeshore University Press',
  'The Cartographic Society',
  'Granite State Learned Press',
] as const;
const AUTHOR_FIRST = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Imani', 'Jonas', 'Keiko', 'Luis'] as const;
const AUTHOR_LAST = [
  'Abernathy',
  'Bianchi',
  'Castellanos',
  'Dubois',
  'Eriksen',
  'Fairbanks',
  'Greenberg',
  'Haddad',
  'Ibarra',
  'Jansen',
] as const;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function isoDate(year: number, month = 1, day = 1): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PackageTitleRow {
  packageId: string;
  titleId: number;
  coverageBegin: string | null;
  coverageEnd: string | null;
  firstVolume: string | null;
  firstIssue: string | null;
  lastVolume: string | null;
  lastIssue: string | null;
  embargo: string | null;
}

/**
 * The titles of each package (title ids are the catalogue's positions plus one, as the usage seed writes
 * them): licensed journals go round the eight archive collections, every fifth also into a current
 * scholarship package; licensed books round the three books packages. Open-access titles belong to no
 * package: they are free to everyone (the Free and Open tab).
 */
export function packageTitles(catalogue: readonly CatalogueTitle[], thisYear: number): PackageTitleRow[] {
  const random = seededRandom('holdings:coverage');
  const rows: PackageTitleRow[] = [];
  let journal = 0;
  let book = 0;
  catalogue.forEach((title, index) => {
    const titleId = index + 1;
    if (title.accessType !== 'licensed') return;
    if (title.kind === 'journal') {
      const firstYear = 1880 + Math.floor(random() * 110);
      const wall = 3 + Math.floor(random() * 3);
      rows.push({
        packageId: packageId(`archive-${ROMAN[journal % ROMAN.length]}`),
        titleId,
        coverageBegin: isoDate(firstYear),
        coverageEnd: isoDate(thisYear - wall, 12, 31),
        firstVolume: '1',
        firstIssue: '1',
        lastVolume: String(thisYear - wall - firstYear + 1),
        lastIssue: null,
        // KBART: P = all but the most recent period (a moving wall); R would be only the most recent period.
        embargo: `P${wall}Y`,
      });
      if (journal % 5 === 0) {
        rows.push({
          packageId: packageId(journal % 10 === 0 ? 'csp-humanities' : 'csp-social'),
          titleId,
          coverageBegin: isoDate(thisYear - wall + 1),
          coverageEnd: null,
          firstVolume: String(thisYear - wall - firstYear + 2),
          firstIssue: '1',
          lastVolume: null,
          lastIssue: null,
          embargo: null,
        });
      }
      journal += 1;
    } else {
      const key = ['books-humanities', 'books-social', 'books-science'][book % 3] ?? 'books-humanities';
      rows.push({
        packageId: packageId(key),
        titleId,
        coverageBegin: null,
        coverageEnd: null,
        firstVolume: null,
        firstIssue: null,
        lastVolume: null,
        lastIssue: null,
        embargo: null,
      });
      book += 1;
    }
  });
  return rows;
}

/** Publisher, authors and publication dates of the catalogue's titles (the KBART columns need them). */
export function titleDetails(catalogue: readonly CatalogueTitle[]): unknown[][] {
  const random = seededRandom('holdings:details');
  return catalogue.map((title, index) => {
    const publisher = title.demoPress ? 'Demo Press' : pick(PUBLISHERS, random);
    // A free journal's first online issue (KBART's date_first_issue_online is mandatory for serials); licensed
    // journals take theirs from the packages' coverage. No random() here: the books' details stay as they were.
    if (title.kind === 'journal')
      return [
        index + 1,
        publisher,
        null,
        null,
        null,
        title.accessType === 'licensed' ? null : isoDate(1990 + (index % 30), 1 + (index % 12)),
        null,
      ];
    const year = 1985 + Math.floor(random() * 39);
    const author = `${pick(AUTHOR_LAST, random)}, ${pick(AUTHOR_FIRST, random)}`;
    const editor = random() < 0.2 ? `${pick(AUTHOR_LAST, random)}, ${pick(AUTHOR_FIRST, random)}` : null;
    return [
      index + 1,
      publisher,
      author,
      editor,
      isoDate(year, 1 + Math.floor(random() * 12)),
      isoDate(Math.max(year, 2008), 6),
      random() < 0.15 ? '2' : '1',
    ];
  });
}

const COLLECTION_ITEMS: Readonly<Record<string, number>> = {
  'Demo University Archives': 12_480,
  'Historic Maps of the Upper Valley': 1_932,
  'Demo University Theses and Dissertations': 8_215,
};

export interface HoldingsSeedOptions {
  now?: () => Date;
}

/** Demo holdings (DESIGN.md: Demo University holds content in every tab, an active research tool licence and an Alma token). */
export async function seedHoldings(tx: Queryable, options: HoldingsSeedOptions = {}): Promise<void> {
  const catalogue = generateCatalogue();
  const thisYear = (options.now?.() ?? new Date()).getUTCFullYear();
  await insertRows(
    tx,
    'holdings_packages',
    ['id', 'code', 'name', 'tab', 'section', 'item_count', 'list_price', 'sort_order'],
    DEMO_PACKAGES.map((item, index) => [item.id, item.code, item.name, item.tab, item.section, item.itemCount, item.listPrice, index]),
  );
  await insertRows(
    tx,
    'holdings_package_titles',
    ['package_id', 'title_id', 'coverage_begin', 'coverage_end', 'first_volume', 'first_issue', 'last_volume', 'last_issue', 'embargo'],
    packageTitles(catalogue, thisYear).map((row) => [
      row.packageId,
      row.titleId,
      row.coverageBegin,
      row.coverageEnd,
      row.firstVolume,
      row.firstIssue,
      row.lastVolume,
      row.lastIssue,
      row.embargo,
    ]),
  );
  await insertRows(
    tx,
    'title_details',
    ['title_id', 'publisher_name', 'first_author', 'first_editor', 'published_print', 'published_online', 'edition'],
    titleDetails(catalogue),
  );

  const licenceRows: unknown[][] = [];
  for (const licence of DEMO_LICENSES) {
    const account = demoAccountByKey(licence.accountKey);
    for (const key of licence.packages) {
      const item = packageByKey.get(key);
      if (!item) throw new Error(`Unknown demo package ${key}`);
      licenceRows.push([
        seedId(`license:${licence.accountKey}:${key}`),
        account.id,
        'COLLECTION',
        'OK',
        item.tab,
        item.name,
        item.listPrice === null ? null : Math.round(item.listPrice * BOOK_FEE_SHARE * 100) / 100,
        item.id,
      ]);
    }
    if (licence.researchTool) {
      licenceRows.push([
        seedId(`license:${licence.accountKey}:research-tool`),
        account.id,
        RESEARCH_TOOL_LICENSE_TYPE,
        licence.researchTool,
        'feature',
        'AI research tool',
        null,
        null,
      ]);
    }
  }
  await insertRows(
    tx,
    'licenses',
    ['id', 'account_id', 'type', 'status', 'sub_type', 'description', 'annual_fee', 'package_id', 'start_date', 'ignore_end'],
    licenceRows.map((row) => [...row, '2020-01-01', true]),
  );

  await insertRows(
    tx,
    'holdings_book_profiles',
    ['account_id', 'classification', 'community', 'tier_savings'],
    [[demoAccountByKey('demouniv').id, 'Doctoral University', 'Research Libraries', 0.35]],
  );
  for (const collection of DEMO_COLLECTIONS) {
    await tx.query('UPDATE collections SET item_count = $2 WHERE id = $1', [collection.id, COLLECTION_ITEMS[collection.title] ?? 0]);
  }
  await insertRows(tx, 'alma_tokens', ['account_id', 'token'], [[demoAccountByKey('demouniv').id, newAlmaToken()]]);
  await insertRows(
    tx,
    'account_branding',
    ['account_id', 'provider_designation_statement', 'openurl_base_url'],
    [
      [demoAccountByKey('demouniv').id, 'Demo University Libraries', 'https://resolver.demo.edu/openurl'],
      [demoAccountByKey('democoll').id, 'Demo Visual Arts College Library', null],
    ],
  );
}

import type { BooksNotes, HoldingsLink, HoldingsSection, HoldingsTab } from '@console/graphql/resolvers';
import type { AccountSummary } from '../../auth/principal.ts';
import type { Queryable } from '../../db/connection.ts';
import { kbartFileName } from './kbart.ts';
import {
  countDistinctTitles,
  countOpenTitles,
  findBookProfile,
  listHeldPackages,
  listSharedCollections,
  type HeldPackage,
  type PackageTab,
} from './repository.ts';
import { XLSX_CONTENT_TYPE } from '../home/xlsx.ts';

export const HOLDINGS_DOWNLOAD_PREFIX = '/ui/data-fetch/downloads/holdings/';
export const KBART_MEDIA_TYPE = 'text/tab-separated-values';

/** The six tabs of the holdings page (spec 000 §2), in order, with their tab values. */
export const HOLDINGS_TABS = ['journals', 'books', 'primary-sources', 'images', 'shared-collections', 'free-and-open'] as const;
export type HoldingsTabValue = (typeof HOLDINGS_TABS)[number];

export const TAB_TITLES: Readonly<Record<HoldingsTabValue, string>> = {
  journals: 'Journals',
  books: 'Books',
  'primary-sources': 'Primary Sources',
  images: 'Images',
  'shared-collections': 'Shared Collections',
  'free-and-open': 'Free and Open',
};

/** The region segment of the tab-wide KBART files: this installation offers one worldwide list. */
export const KBART_REGION = 'Global';

export interface HoldingsContext {
  account: AccountSummary;
  /** The day licences must be in force on, and the date in KBART file names (YYYY-MM-DD). */
  day: string;
  providerName: string;
  /** Flag holdings_books_enabled: without it the books tab offers no downloads (spec 000 §2). */
  booksEnabled: boolean;
}

export interface ComputedHoldings {
  licensedPlatforms: string[];
  tabs: Record<HoldingsTabValue, HoldingsTab>;
  packages: HeldPackage[];
}

/** Which file a download path names (the part after the site code). */
export type HoldingsFile =
  | { kind: 'kbart-tab'; tab: 'journals' | 'books' | 'free-and-open' }
  | { kind: 'kbart-package'; code: string }
  | { kind: 'summary'; tab: HoldingsTabValue };

export function fileKey(file: HoldingsFile): string {
  if (file.kind === 'kbart-tab') return `kbart-${file.tab}.txt`;
  if (file.kind === 'kbart-package') return `kbart-package-${file.code}.txt`;
  return `summary-${file.tab}.xlsx`;
}

export function parseFileKey(key: string): HoldingsFile | null {
  let match = /^kbart-(journals|books|free-and-open)\.txt$/.exec(key);
  if (match?.[1]) return { kind: 'kbart-tab', tab: match[1] as 'journals' | 'books' | 'free-and-open' };
  match = /^kbart-package-([A-Za-z0-9]{1,60})\.txt$/.exec(key);
  if (match?.[1]) return { kind: 'kbart-package', code: match[1] };
  match = /^summary-([a-z-]{1,40})\.xlsx$/.exec(key);
  if (match?.[1] && (HOLDINGS_TABS as readonly string[]).includes(match[1])) return { kind: 'summary', tab: match[1] as HoldingsTabValue };
  return null;
}

export function downloadUrl(siteCode: string, file: HoldingsFile): string {
  return `${HOLDINGS_DOWNLOAD_PREFIX}${encodeURIComponent(siteCode)}/${fileKey(file)}`;
}

const TAB_FILE_NAMES: Readonly<Record<'journals' | 'books' | 'free-and-open', string>> = {
  journals: 'AllJournals',
  books: 'AllBooks',
  'free-and-open': 'FreeAndOpen',
};

/** The name a file is saved as. */
export function downloadFileName(
  context: Pick<HoldingsContext, 'providerName' | 'day' | 'account'>,
  file: HoldingsFile,
  region = KBART_REGION,
): string {
  if (file.kind === 'kbart-tab') return kbartFileName(context.providerName, KBART_REGION, TAB_FILE_NAMES[file.tab], context.day);
  if (file.kind === 'kbart-package') return kbartFileName(context.providerName, region, file.code, context.day);
  const code = (context.account.code ?? 'site').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${code}-holdings-${file.tab}-${context.day}.xlsx`;
}

function link(context: HoldingsContext, file: HoldingsFile, label: string, region?: string): HoldingsLink {
  const kbart = file.kind !== 'summary';
  return {
    label,
    url: downloadUrl(context.account.code ?? '', file),
    displayUrl: downloadFileName(context, file, region),
    mediaType: kbart ? KBART_MEDIA_TYPE : XLSX_CONTENT_TYPE,
    fileSize: null,
  };
}

function summaryLink(context: HoldingsContext, tab: HoldingsTabValue): HoldingsLink {
  return link(context, { kind: 'summary', tab }, `${TAB_TITLES[tab]} summary (XLSX)`);
}

function packageCollection(context: HoldingsContext, item: HeldPackage, downloads: boolean) {
  const titled = item.tab === 'journals' || item.tab === 'books';
  return {
    id: item.code,
    title: item.name,
    titleCount: titled ? item.titleCount : 0,
    corpusCount: titled ? 0 : item.itemCount,
    links:
      titled && downloads
        ? [link(context, { kind: 'kbart-package', code: item.code }, `${item.name} title list (KBART)`, item.region)]
        : [],
  };
}

function section(key: string, title: string, collections: HoldingsSection['collections'], titleCount?: number): HoldingsSection {
  return {
    key,
    title,
    titleCount: titleCount ?? collections.reduce((sum, item) => sum + item.titleCount, 0),
    corpusCount: collections.reduce((sum, item) => sum + item.corpusCount, 0),
    collections,
  };
}

const byTab = (packages: readonly HeldPackage[], tab: PackageTab) => packages.filter((item) => item.tab === tab);

/**
 * Every tab of the holdings page for one institution, from its licences in force, the packages' titles and
 * the catalogue (spec 000 §2, §3). Nothing here is stored: the figures are counted when asked for.
 */
export async function computeHoldings(db: Queryable, context: HoldingsContext): Promise<ComputedHoldings> {
  const { account } = context;
  const [packages, shared, open, profile] = await Promise.all([
    listHeldPackages(db, account.id, context.day),
    listSharedCollections(db, account.id),
    countOpenTitles(db),
    findBookProfile(db, account.id),
  ]);
  const journals = byTab(packages, 'journals');
  const books = byTab(packages, 'books');
  const [journalTitles, bookTitles] = await Promise.all([
    countDistinctTitles(
      db,
      journals.map((item) => item.id),
    ),
    countDistinctTitles(
      db,
      books.map((item) => item.id),
    ),
  ]);

  const archive = journals.filter((item) => item.section === 'archive').map((item) => packageCollection(context, item, true));
  const current = journals.filter((item) => item.section === 'current').map((item) => packageCollection(context, item, true));
  const journalsTab: HoldingsTab = {
    tab: 'journals',
    title: TAB_TITLES.journals,
    titleCount: journalTitles,
    corpusCount: 0,
    collectionCount: journals.length,
    links:
      journals.length > 0
        ? [link(context, { kind: 'kbart-tab', tab: 'journals' }, 'All journals title list (KBART)'), summaryLink(context, 'journals')]
        : [],
    sections: [section('archive', 'Archive Collections', archive), section('current', 'Current Scholarship', current)],
    booksNotes: null,
  };

  const bookCollections = books.map((item) => packageCollection(context, item, context.booksEnabled));
  const listPrice = books.reduce((sum, item) => sum + (item.listPrice ?? 0), 0);
  const spend = books.reduce((sum, item) => sum + (item.annualFee ?? 0), 0);
  const booksNotes: BooksNotes | null =
    books.length === 0
      ? null
      : {
          annualBooksListPrice: round2(listPrice),
          annualBooksSpend: round2(spend),
          totalBooksSavings: round2(listPrice - spend),
          annualBooksExpenditureSavings: listPrice > 0 ? round4((listPrice - spend) / listPrice) : 0,
          booksTierSavings: profile?.tierSavings ?? 0,
          classification: profile?.classification ?? null,
          community: profile?.community ?? null,
          collectionCount: books.length,
        };
  const booksTab: HoldingsTab = {
    tab: 'books',
    title: TAB_TITLES.books,
    titleCount: bookTitles,
    corpusCount: 0,
    collectionCount: books.length,
    links:
      books.length > 0 && context.booksEnabled
        ? [link(context, { kind: 'kbart-tab', tab: 'books' }, 'All books title list (KBART)'), summaryLink(context, 'books')]
        : [],
    sections: [section('books', 'Books Collections', bookCollections, bookTitles)],
    booksNotes,
  };

  const itemTab = (tab: 'primary-sources' | 'images'): HoldingsTab => {
    const held = byTab(packages, tab);
    const collections = held.map((item) => packageCollection(context, item, false));
    return {
      tab,
      title: TAB_TITLES[tab],
      titleCount: 0,
      corpusCount: collections.reduce((sum, item) => sum + item.corpusCount, 0),
      collectionCount: held.length,
      links: held.length > 0 ? [summaryLink(context, tab)] : [],
      sections: [section('collections', tab === 'images' ? 'Image Collections' : 'Primary Source Collections', collections)],
      booksNotes: null,
    };
  };

  const sharedCollections = shared.map((item) => ({
    id: item.id,
    title: item.title,
    titleCount: 0,
    corpusCount: item.itemCount,
    links: [],
  }));
  const sharedTab: HoldingsTab = {
    tab: 'shared-collections',
    title: TAB_TITLES['shared-collections'],
    titleCount: 0,
    corpusCount: sharedCollections.reduce((sum, item) => sum + item.corpusCount, 0),
    collectionCount: shared.length,
    links: shared.length > 0 ? [summaryLink(context, 'shared-collections')] : [],
    sections: [section('shared', 'Shared Collections', sharedCollections)],
    booksNotes: null,
  };

  const openTotal = open.journal + open.book;
  const freeTab: HoldingsTab = {
    tab: 'free-and-open',
    title: TAB_TITLES['free-and-open'],
    titleCount: openTotal,
    corpusCount: 0,
    collectionCount: 0,
    links:
      openTotal > 0
        ? [
            link(context, { kind: 'kbart-tab', tab: 'free-and-open' }, 'Free and open title list (KBART)'),
            summaryLink(context, 'free-and-open'),
          ]
        : [],
    sections: [
      section('open-journals', 'Open Access Journals', [], open.journal),
      section('open-books', 'Open Access Books', [], open.book),
    ],
    booksNotes: null,
  };

  const licensedPlatforms: string[] = [];
  if (journals.length + books.length + byTab(packages, 'primary-sources').length > 0) licensedPlatforms.push('jstor');
  if (byTab(packages, 'images').length > 0) licensedPlatforms.push('artstor');

  return {
    licensedPlatforms,
    packages,
    tabs: {
      journals: journalsTab,
      books: booksTab,
      'primary-sources': itemTab('primary-sources'),
      images: itemTab('images'),
      'shared-collections': sharedTab,
      'free-and-open': freeTab,
    },
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsbn13, isValidIssn } from '../../db/seed/catalogue.ts';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { KBART_COLUMNS, kbartField, kbartFileName, kbartSurname } from './kbart.ts';
import { parseHoldingsPath } from './download.ts';

let test: TestDatabase;
let gateway: TestGateway;
const NOW = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => NOW });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

async function signedIn(username: string): Promise<TestClient> {
  const client = gateway.client();
  expect(await client.login(username)).toMatchObject({ success: true });
  return client;
}

function download(client: TestClient | null, path: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
}

const SUMMARY = `query ($siteCode: String!) {
  holdingsSummary(siteCode: $siteCode) {
    siteCode institutionId institutionName licensedPlatforms
    journals { ...Tab } books { ...Tab booksNotes { annualBooksListPrice annualBooksSpend totalBooksSavings annualBooksExpenditureSavings booksTierSavings classification community collectionCount } }
    primarySources { ...Tab } images { ...Tab } institutionalCollections { ...Tab } freeAndOpen { ...Tab }
  }
}
fragment Tab on HoldingsTab {
  tab title titleCount corpusCount collectionCount
  links { label url displayUrl mediaType }
  sections { key title titleCount corpusCount collections { id title titleCount corpusCount links { label url displayUrl } } }
}`;

interface Link {
  label: string;
  url: string;
  displayUrl: string;
  mediaType: string;
}
interface Tab {
  tab: string;
  titleCount: number;
  corpusCount: number;
  collectionCount: number;
  links: Link[];
  sections: Array<{
    key: string;
    titleCount: number;
    collections: Array<{ id: string; title: string; titleCount: number; links: Link[] }>;
  }>;
  booksNotes?: Record<string, number | string | null> | null;
}
type Summary = Record<'journals' | 'books' | 'primarySources' | 'images' | 'institutionalCollections' | 'freeAndOpen', Tab> & {
  siteCode: string;
  institutionName: string;
  licensedPlatforms: string[];
};

async function summaryOf(client: TestClient, siteCode: string): Promise<Summary> {
  return (await client.data<{ holdingsSummary: Summary }>(SUMMARY, { siteCode })).holdingsSummary;
}

/** Licensed titles of an account by kind, counted straight from the tables (the figure the files must match). */
async function licensedTitles(siteCode: string, kind: 'journal' | 'book'): Promise<number> {
  const { rows } = await test.db.query<{ count: string }>(
    `SELECT count(DISTINCT pt.title_id) AS count FROM licenses l
       JOIN accounts a ON a.id = l.account_id JOIN holdings_package_titles pt ON pt.package_id = l.package_id
       JOIN titles t ON t.id = pt.title_id
      WHERE a.code = $1 AND l.status = 'OK' AND t.kind = $2`,
    [siteCode, kind],
  );
  return Number(rows[0]?.count);
}

function parseKbart(text: string): { header: string[]; rows: string[][] } {
  expect(text.endsWith('\n')).toBe(true);
  const lines = text.slice(0, -1).split('\n');
  return { header: (lines[0] ?? '').split('\t'), rows: lines.slice(1).map((line) => line.split('\t')) };
}

describe('holdingsSummary', () => {
  it('computes every tab of Demo University from its licences', async () => {
    const client = await signedIn('librarian@demo.edu');
    const summary = await summaryOf(client, 'demouniv');
    expect(summary.institutionName).toBe('Demo University');
    expect(summary.licensedPlatforms).toEqual(['jstor', 'artstor']);
    expect(summary.journals.titleCount).toBe(await licensedTitles('demouniv', 'journal'));
    expect(summary.journals.sections.map((section) => section.key)).toEqual(['archive', 'current']);
    expect(summary.journals.sections[0]?.collections).toHaveLength(7);
    expect(summary.books.titleCount).toBe(await licensedTitles('demouniv', 'book'));
    expect(summary.books.booksNotes).toMatchObject({
      classification: 'Doctoral University',
      community: 'Research Libraries',
      booksTierSavings: 0.35,
    });
    const notes = summary.books.booksNotes as Record<string, number>;
    expect(notes.totalBooksSavings).toBeCloseTo((notes.annualBooksListPrice ?? 0) - (notes.annualBooksSpend ?? 0), 2);
    expect(summary.primarySources.corpusCount).toBe(45_210 + 26_018);
    expect(summary.images.collectionCount).toBe(1);
    expect(summary.institutionalCollections.collectionCount).toBe(3);
    expect(summary.freeAndOpen.titleCount).toBeGreaterThan(0);
    expect(summary.journals.links.map((link) => link.displayUrl)).toEqual([
      'JSTOR_Global_AllJournals_2026-03-10.txt',
      'demouniv-holdings-journals-2026-03-10.xlsx',
    ]);
  });

  it('gives an institution without licences empty tabs but the free titles', async () => {
    const client = await signedIn('basic@demo.edu');
    const summary = await summaryOf(client, 'basicinst');
    expect(summary.journals).toMatchObject({ titleCount: 0, collectionCount: 0, links: [] });
    expect(summary.books).toMatchObject({ titleCount: 0, booksNotes: null });
    expect(summary.licensedPlatforms).toEqual([]);
    expect(summary.freeAndOpen.titleCount).toBeGreaterThan(0);
  });

  it('offers no books downloads without holdings_books_enabled', async () => {
    await test.db.query(`UPDATE user_flags SET enabled = false WHERE flag = 'holdings_books_enabled'
      AND user_id = (SELECT id FROM users WHERE username = 'consortium@demo.edu')`);
    const client = await signedIn('consortium@demo.edu');
    const { rows } = await test.db.query<{ code: string }>(
      `SELECT a.code FROM accounts a JOIN licenses l ON l.account_id = a.id JOIN holdings_packages p ON p.id = l.package_id
        WHERE p.tab = 'books' AND a.parent_id = (SELECT id FROM accounts WHERE code = 'democons') ORDER BY a.code LIMIT 1`,
    );
    const member = rows[0]?.code ?? '';
    const summary = await summaryOf(client, member);
    expect(summary.books.titleCount).toBeGreaterThan(0);
    expect(summary.books.links).toEqual([]);
    expect(summary.books.sections[0]?.collections[0]?.links).toEqual([]);
    expect((await download(client, `/ui/data-fetch/downloads/holdings/${member}/kbart-books.txt`)).status).toBe(403);
    expect((await download(client, `/ui/data-fetch/downloads/holdings/${member}/kbart-journals.txt`)).status).toBe(200);
  });

  it('refuses consortia, other institutions and anonymous callers', async () => {
    const consortium = await signedIn('consortium@demo.edu');
    expect(errorCode(await consortium.gql(SUMMARY, { siteCode: 'democons' }))).toBe('FORBIDDEN');
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(SUMMARY, { siteCode: 'demouniv' }))).toBe('FORBIDDEN');
    expect(errorCode(await gateway.client().gql(SUMMARY, { siteCode: 'demouniv' }))).toBe('UNAUTHENTICATED');
  });
});

describe('KBART downloads', () => {
  it('lists every licensed journal once, with the standard headings in order and valid ISSNs', async () => {
    const client = await signedIn('librarian@demo.edu');
    const response = await download(client, '/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="JSTOR_Global_AllJournals_2026-03-10.txt"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const { header, rows } = parseKbart(bytes.toString('utf8'));
    expect(header).toEqual([...KBART_COLUMNS]);
    expect(header).toHaveLength(25);
    expect(rows).toHaveLength(await licensedTitles('demouniv', 'journal'));
    expect(new Set(rows.map((row) => row[11])).size).toBe(rows.length);
    for (const row of rows) {
      expect(row).toHaveLength(25);
      expect(isValidIssn(row[1] ?? '')).toBe(true);
      expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[16]).toBe('serial');
      expect(row[24]).toBe('P');
      expect(row[9]).toMatch(/^https:\/\//);
    }
    // A title in an archive and a current package runs to the present, without an embargo.
    expect(rows.some((row) => row[6] === '' && row[12] === '')).toBe(true);
    // Coverage ending years ago is "all but the most recent N years": P{N}Y in NISO RP-9-2014, never R (issue 30).
    expect(rows.some((row) => /^\d{4}-12-31$/.test(row[6] ?? '') && /^P\dY$/.test(row[12] ?? ''))).toBe(true);
    expect(rows.filter((row) => /^R/.test(row[12] ?? ''))).toEqual([]);
  });

  it('lists books with valid ISBN-13s, and one package alone under its own name', async () => {
    const client = await signedIn('librarian@demo.edu');
    const books = parseKbart(await (await download(client, '/ui/data-fetch/downloads/holdings/demouniv/kbart-books.txt')).text());
    expect(books.rows).toHaveLength(await licensedTitles('demouniv', 'book'));
    for (const row of books.rows) {
      expect(isValidIsbn13(row[2] ?? '')).toBe(true);
      expect(row[16]).toBe('monograph');
      // first_author: the surname only (NISO RP-9-2014).
      expect(row[10]).toMatch(/^[^\s,]+$/);
    }
    const one = await download(client, '/ui/data-fetch/downloads/holdings/demouniv/kbart-package-ArtsSciencesI.txt');
    expect(one.headers.get('content-disposition')).toBe('attachment; filename="JSTOR_Global_ArtsSciencesI_2026-03-10.txt"');
    const { rows } = await test.db.query<{ count: string }>(
      `SELECT count(*) AS count FROM holdings_package_titles pt JOIN holdings_packages p ON p.id = pt.package_id WHERE p.code = 'ArtsSciencesI'`,
    );
    expect(parseKbart(await one.text()).rows).toHaveLength(Number(rows[0]?.count));
  });

  it('marks free titles F', async () => {
    const client = await signedIn('basic@demo.edu');
    const { rows } = parseKbart(
      await (await download(client, '/ui/data-fetch/downloads/holdings/basicinst/kbart-free-and-open.txt')).text(),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[24] === 'F')).toBe(true);
    // date_first_issue_online is mandatory for serials, free ones too (issue 30).
    const serials = rows.filter((row) => row[16] === 'serial');
    expect(serials.length).toBeGreaterThan(0);
    for (const row of serials) expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses another institution's files, anonymous callers, packages not held and unknown files", async () => {
    const basic = await signedIn('basic@demo.edu');
    expect((await download(basic, '/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt')).status).toBe(403);
    expect((await download(basic, '/ui/data-fetch/downloads/holdings/demouniv/summary-journals.xlsx')).status).toBe(403);
    expect((await download(null, '/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt')).status).toBe(401);
    const librarian = await signedIn('librarian@demo.edu');
    expect((await download(librarian, '/ui/data-fetch/downloads/holdings/basicinst/kbart-journals.txt')).status).toBe(403);
    expect((await download(librarian, '/ui/data-fetch/downloads/holdings/demouniv/kbart-package-ArtsSciencesVIII.txt')).status).toBe(404);
    expect((await download(librarian, '/ui/data-fetch/downloads/holdings/demouniv/kbart-package-GlobalPlants.txt')).status).toBe(404);
    expect((await download(librarian, '/ui/data-fetch/downloads/holdings/demouniv/summary-nope.xlsx')).status).toBe(404);
    expect((await download(librarian, '/ui/data-fetch/downloads/holdings/demouniv/../x.txt')).status).toBe(404);
  });

  it('summarises a tab in an XLSX workbook', async () => {
    const client = await signedIn('librarian@demo.edu');
    const summary = await summaryOf(client, 'demouniv');
    const response = await download(client, '/ui/data-fetch/downloads/holdings/demouniv/summary-books.xlsx');
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = new Map<string, unknown>();
    sheet?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('Titles')).toBe(summary.books.titleCount);
    expect(values.get('Site code')).toBe('demouniv');
    expect(values.get('Collections')).toBe(2);
  });
});

describe('KBART helpers', () => {
  it('keeps fields on one line and names files as KBART recommends', () => {
    expect(kbartField('A\tB\nC  D ')).toBe('A B C D');
    expect(kbartField(null)).toBe('');
    expect(['Adams, Ada', 'Ada Adams', ' Adams ', null].map(kbartSurname)).toEqual(['Adams', 'Adams', 'Adams', '']);
    expect(kbartFileName('JSTOR', 'Global', 'Arts & Sciences I', '2026-01-02')).toBe('JSTOR_Global_ArtsSciencesI_2026-01-02.txt');
    expect(parseHoldingsPath('/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt')).toEqual({
      siteCode: 'demouniv',
      file: { kind: 'kbart-tab', tab: 'journals' },
    });
    expect(parseHoldingsPath('/ui/data-fetch/downloads/holdings/demo%00univ/kbart-journals.txt')).toBeNull();
    expect(parseHoldingsPath('/ui/data-fetch/downloads/holdings/demouniv/kbart-package-A_B.txt')).toBeNull();
  });
});

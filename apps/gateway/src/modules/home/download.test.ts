import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { FIXTURE_END, FIXTURE_NOW, HOMEPAGE, installFixtures } from '../../testing/usage-fixtures.ts';
import { downloadFileName, parseDownloadPath } from './download.ts';
import { SHEET_LABELS, XLSX_CONTENT_TYPE } from './xlsx.ts';

let test: TestDatabase;
let gateway: TestGateway;

beforeAll(async () => {
  test = await createTestDatabase();
  await installFixtures(test.db);
  gateway = await startGateway(test.db, { now: () => FIXTURE_NOW });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

type Point = { periodStarting: string; usageCount: number };
type Title = { uniqueTitle: string; uniqueTitleUrl: string; usageCount: number; usageChange: number };
interface Period {
  startDate: string;
  endDate: string;
  uniqueTitleCount: number;
  uniqueBookCount: number;
  uniqueJournalCount: number;
  totalItemRequests: number;
  views: number;
  downloads: number;
  accessDenied: number;
  itemizedBookUsage: Title[];
  itemizedJournalUsage: Title[];
  weeklyUsages: Point[];
  monthlyUsages: Point[];
}
type Category = { key: string; label: string } & Record<'pastFourWeeks' | 'pastSixMonths' | 'pastTwelveMonths', Period>;
interface Home {
  homepageSummaryV2: { dataThrough: string; institution: { downloads: Array<{ timeframe: string; url: string }>; categories: Category[] } };
}

async function signedIn(username: string): Promise<TestClient> {
  const client = gateway.client();
  expect(await client.login(username)).toMatchObject({ success: true });
  return client;
}

function download(client: TestClient | null, path: string, method = 'GET'): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { method, headers: client ? { cookie: client.cookieHeader() } : {} });
}

const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : `not a date: ${String(value)}`);

/** The rows of a sheet as arrays of cell values (column A first). */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return Array.from(rows, (row) => row ?? []);
}

/** The rows after the row whose first cell is `label` (and its header row, when `header`), up to a blank row. */
function section(rows: unknown[][], label: string, header: boolean): unknown[][] {
  const start = rows.findIndex((row) => row[0] === label);
  expect(start, `section ${label}`).toBeGreaterThanOrEqual(0);
  const body: unknown[][] = [];
  for (let index = start + (header ? 2 : 1); index < rows.length && (rows[index]?.length ?? 0) > 0; index += 1)
    body.push(rows[index] ?? []);
  return body;
}

function valueOf(rows: unknown[][], label: string): unknown {
  return rows.find((row) => row[0] === label)?.[1];
}

const TIMEFRAMES = [
  ['PAST_FOUR_WEEKS', 'pastFourWeeks', 'past-4-weeks', 'Past 4 Weeks'],
  ['PAST_SIX_MONTHS', 'pastSixMonths', 'past-6-months', 'Past 6 Months'],
  ['PAST_TWELVE_MONTHS', 'pastTwelveMonths', 'past-12-months', 'Past Year (12 Months)'],
] as const;

describe('home dashboard XLSX', () => {
  it.each(TIMEFRAMES)('%s: a real XLSX with exactly the numbers the dashboard shows', async (timeframe, field, slug, label) => {
    const client = await signedIn('librarian@demo.edu');
    const { homepageSummaryV2: summary } = await client.data<Home>(HOMEPAGE, { siteCode: 'demouniv', accountType: 'institution' });
    const url = summary.institution.downloads.find((entry) => entry.timeframe === timeframe)?.url ?? '';
    const response = await download(client, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="demouniv-home-${slug}-${FIXTURE_END}.xlsx"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(summary.institution.categories.map((category) => category.label));

    for (const category of summary.institution.categories) {
      const period = category[field];
      const rows = sheetRows(workbook.getWorksheet(category.label) as ExcelJS.Worksheet);
      expect(rows[0]?.[0]).toBe(`Demo University (demouniv): ${category.label}`);
      expect(valueOf(rows, SHEET_LABELS.timeframe)).toBe(label);
      expect(isoDate(valueOf(rows, SHEET_LABELS.periodStart))).toBe(period.startDate);
      expect(isoDate(valueOf(rows, SHEET_LABELS.periodEnd))).toBe(period.endDate);
      expect(isoDate(valueOf(rows, SHEET_LABELS.dataThrough))).toBe(summary.dataThrough);
      expect(section(rows, SHEET_LABELS.summary, false)).toEqual([
        [SHEET_LABELS.uniqueTitles, period.uniqueTitleCount],
        [SHEET_LABELS.uniqueBooks, period.uniqueBookCount],
        [SHEET_LABELS.uniqueJournals, period.uniqueJournalCount],
        [SHEET_LABELS.views, period.views],
        [SHEET_LABELS.downloads, period.downloads],
        [SHEET_LABELS.totalItemRequests, period.totalItemRequests],
        [SHEET_LABELS.accessDenied, period.accessDenied],
      ]);
      const titles = (list: Title[]) =>
        list.length === 0
          ? [['None']]
          : list.map((title) => [
              title.uniqueTitle,
              { text: title.uniqueTitleUrl, hyperlink: title.uniqueTitleUrl },
              title.usageCount,
              title.usageChange,
            ]);
      expect(section(rows, SHEET_LABELS.topBooks, true)).toEqual(titles(period.itemizedBookUsage));
      expect(section(rows, SHEET_LABELS.topJournals, true)).toEqual(titles(period.itemizedJournalUsage));
      const points = (list: Point[]) => list.map((point) => [point.periodStarting, point.usageCount]);
      const readPoints = (label: string) => section(rows, label, true).map(([date, count]) => [isoDate(date), count]);
      expect(readPoints(SHEET_LABELS.weekly)).toEqual(points(period.weeklyUsages));
      expect(readPoints(SHEET_LABELS.monthly)).toEqual(points(period.monthlyUsages));
    }
    // The fixtures give every sheet something to show.
    expect(summary.institution.categories.every((category) => category[field].totalItemRequests > 0)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await download(
      await signedIn('librarian@demo.edu'),
      '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.xlsx',
      'HEAD',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('gives the consortium administrator the consortium file (flag on)', async () => {
    const response = await download(
      await signedIn('consortium@demo.edu'),
      '/ui/data-fetch/downloads/homepage/democons/past-12-months.xlsx',
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(sheetRows(workbook.worksheets[0] as ExcelJS.Worksheet)[0]?.[0]).toBe('Demo Consortium (democons): Licensed or purchased titles');
  });

  it('refuses: 401 without a signed-in session, 403 for another institution or a consortium without its flag', async () => {
    const path = '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.xlsx';
    expect((await download(null, path)).status).toBe(401);
    const anonymous = gateway.client();
    await anonymous.data('mutation { createSession { uuid } }');
    expect((await download(anonymous, path)).status).toBe(401);
    expect((await download(await signedIn('basic@demo.edu'), path)).status).toBe(403);
    const librarian = await signedIn('librarian@demo.edu');
    expect((await download(librarian, '/ui/data-fetch/downloads/homepage/basicinst/past-4-weeks.xlsx')).status).toBe(403);
    expect((await download(librarian, '/ui/data-fetch/downloads/homepage/nosuchsite/past-4-weeks.xlsx')).status).toBe(403);

    const consortium = await signedIn('consortium@demo.edu');
    await test.db.query(
      `UPDATE user_flags SET enabled = false WHERE flag = 'enable_consortium_homepage' AND user_id = (SELECT id FROM users WHERE username = 'consortium@demo.edu')`,
    );
    try {
      expect((await download(consortium, '/ui/data-fetch/downloads/homepage/democons/past-4-weeks.xlsx')).status).toBe(403);
    } finally {
      await test.db.query(
        `UPDATE user_flags SET enabled = true WHERE flag = 'enable_consortium_homepage' AND user_id = (SELECT id FROM users WHERE username = 'consortium@demo.edu')`,
      );
    }
  });

  it('answers 404 for unknown time frames, malformed paths and publisher accounts, 405 for other methods', async () => {
    const librarian = await signedIn('librarian@demo.edu');
    for (const path of [
      '/ui/data-fetch/downloads/homepage/demouniv/past-5-weeks.xlsx',
      '/ui/data-fetch/downloads/homepage/demouniv/PAST_FOUR_WEEKS.xlsx',
      '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.csv',
      '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks',
      '/ui/data-fetch/downloads/homepage/demouniv/x/past-4-weeks.xlsx',
      '/ui/data-fetch/downloads/homepage/past-4-weeks.xlsx',
      '/ui/data-fetch/downloads/homepage/%E0%A4%A/past-4-weeks.xlsx',
      // A NUL byte or an encoded lone surrogate never reaches the database (it answered 500 before).
      '/ui/data-fetch/downloads/homepage/%00demouniv/past-4-weeks.xlsx',
      '/ui/data-fetch/downloads/homepage/demo%00univ/past-4-weeks.xlsx',
    ]) {
      expect((await download(librarian, path)).status, path).toBe(404);
    }
    expect(
      (await download(await signedIn('publisher@demo.org'), '/ui/data-fetch/downloads/homepage/demopress/past-4-weeks.xlsx')).status,
    ).toBe(404);
    const post = await rawRequest(gateway.port, 'POST', '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.xlsx', {
      cookie: librarian.cookieHeader(),
    });
    expect(post.status).toBe(405);
  });

  it('parses paths and names files safely', () => {
    expect(parseDownloadPath('/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.xlsx')).toEqual({
      siteCode: 'demouniv',
      timeframeSlug: 'past-4-weeks',
    });
    expect(parseDownloadPath('/ui/data-fetch/downloads/homepage/a%2Fb/past-4-weeks.xlsx')).toEqual({
      siteCode: 'a/b',
      timeframeSlug: 'past-4-weeks',
    });
    expect(parseDownloadPath(`/ui/data-fetch/downloads/homepage/${'x'.repeat(65)}/past-4-weeks.xlsx`)).toBeNull();
    expect(downloadFileName('a/b"; x=y', 'past-4-weeks', '2025-03-11')).toBe('a-b-x-y-home-past-4-weeks-2025-03-11.xlsx');
    expect(downloadFileName('"', 'past-4-weeks', '2025-03-11')).toBe('site-home-past-4-weeks-2025-03-11.xlsx');
  });
});

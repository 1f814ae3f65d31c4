import { createHash, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountByKey } from '../../db/seed/demo-data.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { csvRows } from '../../testing/csv.ts';
import { runReportRequest } from '../reports/jobs.ts';
import { loadRequest } from '../reports/repository.ts';
import { consortiumReportTable, CONSORTIUM_METRICS } from './consortium.ts';
import { generateCounterReport, memorySink } from './generate.ts';
import { providerReportTable, type ProviderRequest } from './provider-reports.ts';
import { readReportFile } from './files.ts';
import { counterReportGenerator, unknownReportGenerator, type ReportFileOutput } from './report-generator.ts';
import type { CounterRequest } from './request.ts';
import { writeTable, type TableFormat } from './tables.ts';
import type { CounterFormat } from './writers.ts';

let test: TestDatabase;
// Building the seeded template after a source change takes over a minute on a loaded machine.
beforeAll(async () => {
  test = await createTestDatabase();
}, 300_000);
afterAll(async () => {
  await test?.close();
});

const CREATED = new Date('2026-11-20T10:00:00.000Z');
const university = demoAccountByKey('demouniv');
const college = demoAccountByKey('democoll');
const press = demoAccountByKey('demopress');
const consortium = demoAccountByKey('democons');

async function sum(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await test.db.query<{ n: number | null }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

async function parseXlsx(body: Buffer): Promise<Array<Array<string | number | null>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: Array<Array<string | number | null>> = [];
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    const values = sheet.getRow(index).values as Array<string | number | null | undefined>;
    rows.push(values.slice(1).map((value) => (value === undefined ? null : value)));
  }
  return rows;
}

function provider(namespace: string, code: string, overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    namespace,
    code,
    platform: 'jstor',
    account: { id: university.id, code: 'demouniv', name: 'Demo University' },
    beginDate: '2025-01-01',
    endDate: '2025-12-31',
    reportName: `My ${code}`,
    createdBy: 'JSTOR',
    created: CREATED,
    ...overrides,
  };
}

async function providerFile(request: ProviderRequest, format: TableFormat) {
  const sink = memorySink();
  const summary = await writeTable(format, await providerReportTable(test.db, request), sink);
  return { summary, body: sink.buffer() };
}

const PROVIDER_HEADER_LABELS = [
  'Report_Name',
  'Report_ID',
  'Report_Title',
  'Institution_Name',
  'Institution_ID',
  'Platform',
  'Report_Filters',
  'Exceptions',
  'Reporting_Period',
  'Created',
  'Created_By',
];

/** Header rows, blank row and headings of a CSV file; its data rows; its Total row. */
function csvParts(body: Buffer) {
  const rows = csvRows(body.toString('utf8'));
  const blank = PROVIDER_HEADER_LABELS.length;
  return {
    header: rows.slice(0, blank),
    blank: rows[blank],
    headings: rows[blank + 1]!,
    data: rows.slice(blank + 2, -1),
    total: rows.at(-1)!,
  };
}

/** usage_events sums of an institution's titles of one kind over 2025 on JSTOR: [views, downloads, denied]. */
async function eventSums(accountId: string, kind: string): Promise<[number, number, number]> {
  const params = [accountId, kind];
  const base = `FROM usage_events e JOIN titles t ON t.id = e.title_id
                WHERE e.account_id = $1 AND t.kind = $2 AND e.platform = 'jstor' AND e.day BETWEEN '2025-01-01' AND '2025-12-31'`;
  return [
    await sum(`SELECT sum(e.count)::int AS n ${base} AND e.metric = 'view'`, params),
    await sum(`SELECT sum(e.count)::int AS n ${base} AND e.metric = 'download'`, params),
    await sum(`SELECT sum(e.count)::int AS n ${base} AND e.metric = 'access_denied'`, params),
  ];
}

describe('Books, Journal and Research reports (institution namespaces)', () => {
  it('BooksReports BK_T1: CSV header rows, headings, one row per book and a Total row equal to the SQL sums', async () => {
    const { body, summary } = await providerFile(provider('BooksReports', 'BK_T1'), 'csv');
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(body.toString('utf8')).toContain('\r\n');
    const { header, blank, headings, data, total } = csvParts(body);
    expect(header.map((row) => row[0])).toEqual(PROVIDER_HEADER_LABELS);
    expect(header[0]).toEqual(['Report_Name', 'Book Title Usage']);
    expect(header[4]).toEqual(['Institution_ID', 'demouniv']);
    expect(header[8]).toEqual(['Reporting_Period', 'Begin_Date=2025-01-01; End_Date=2025-12-31']);
    expect(blank).toEqual(['']);
    expect(headings).toEqual([
      'Title',
      'Publisher',
      'ISBN',
      'DOI',
      'YOP',
      'Access_Type',
      'Views',
      'Downloads',
      'Access_Denied',
      'Total_Usage',
    ]);
    const books = await sum(
      `SELECT count(DISTINCT e.title_id)::int AS n FROM usage_events e JOIN titles t ON t.id = e.title_id
        WHERE e.account_id = $1 AND t.kind = 'book' AND e.platform = 'jstor' AND e.day BETWEEN '2025-01-01' AND '2025-12-31'`,
      [university.id],
    );
    expect(data).toHaveLength(books);
    expect(summary.rows).toBe(books);
    const [views, downloads, denied] = await eventSums(university.id, 'book');
    expect(views).toBeGreaterThan(0);
    expect(total).toEqual(['Total', '', '', '', '', '', String(views), String(downloads), String(denied), String(views + downloads)]);
    expect(data[0]![2]).toMatch(/^978-\d-\d{5}-\d{3}-\d$/);
  });

  it('BooksReports BK_T1: the XLSX holds the same rows with numbers as numbers', async () => {
    const csv = csvParts((await providerFile(provider('BooksReports', 'BK_T1'), 'csv')).body);
    const rows = await parseXlsx((await providerFile(provider('BooksReports', 'BK_T1'), 'xlsx')).body);
    expect(rows.slice(0, 11).map((row) => row[0])).toEqual(PROVIDER_HEADER_LABELS);
    expect(rows[11]).toEqual([]);
    expect(rows[12]).toEqual(csv.headings);
    expect(rows.length).toBe(13 + csv.data.length + 1);
    expect(rows.at(-1)!.slice(6)).toEqual(csv.total.slice(6).map(Number));
    expect(typeof rows[13]![6]).toBe('number');
  });

  it('BooksReports BK_C1: every download lands on one chapter, so the chapters add up to the books', async () => {
    const { body } = await providerFile(provider('BooksReports', 'BK_C1'), 'csv');
    const { headings, data, total } = csvParts(body);
    expect(headings).toEqual(['Book', 'ISBN', 'Chapter', 'Chapter_DOI', 'Downloads']);
    const [, downloads] = await eventSums(university.id, 'book');
    expect(total).toEqual(['Total', '', '', '', String(downloads)]);
    expect(data.every((row) => /^Chapter \d+ of /.test(row[2]!))).toBe(true);
    // The chapter rows are COUNTER's: a whole month of chapter downloads equals IR's Total_Item_Requests of the chapters.
    const month = (await providerFile(provider('BooksReports', 'BK_C1', { beginDate: '2025-03-01', endDate: '2025-03-31' }), 'csv')).body;
    const counter = await sum(
      `SELECT sum(count)::int AS n FROM counter_usage WHERE account_id = $1 AND platform = 'jstor' AND month = '2025-03-01'
          AND metric_type = 'Total_Item_Requests' AND data_type = 'Book'`,
      [university.id],
    );
    expect(csvParts(month).total[4]).toBe(String(counter));
  });

  it('JournalReports JR_T1: journals only, totals equal the SQL sums', async () => {
    const { body } = await providerFile(provider('JournalReports', 'JR_T1'), 'csv');
    const { header, headings, total } = csvParts(body);
    expect(header[6]).toEqual(['Report_Filters', 'Data_Type=Journal']);
    expect(headings.slice(0, 3)).toEqual(['Title', 'Publisher', 'Online_ISSN']);
    const [views, downloads, denied] = await eventSums(university.id, 'journal');
    expect(total.slice(6)).toEqual([views, downloads, denied, views + downloads].map(String));
  });

  it('ResearchReports RR_T1: the catalogue holds no research reports, so the file says 3030 and has no rows', async () => {
    const { body, summary } = await providerFile(provider('ResearchReports', 'RR_T1'), 'csv');
    const { header, headings, data, total } = csvParts(body);
    expect(header[7]).toEqual(['Exceptions', '3030: No Usage Available for Requested Dates']);
    expect(headings[2]).toBe('Proprietary_ID');
    expect(data).toEqual([]);
    expect(summary.rows).toBe(0);
    expect(total.slice(6)).toEqual(['0', '0', '0', '0']);
  });
});

describe('Publisher reports: the publisher’s own titles across institutions', () => {
  it('PublisherJournalReports PJ_I1: rows per journal and institution; all journals and one journal add up', async () => {
    const request = provider('PublisherJournalReports', 'PJ_I1', {
      account: { id: press.id, code: 'demopress', name: 'Demo Press' },
      journalCode: '~All~',
    });
    const { headings, data, total, header } = csvParts((await providerFile(request, 'csv')).body);
    expect(headings).toEqual([
      'Journal',
      'Online_ISSN',
      'Institution',
      'Site_Code',
      'Country_Code',
      ...['Views', 'Downloads', 'Access_Denied', 'Total_Usage'],
    ]);
    expect(header[6]).toEqual(['Report_Filters', 'Journal=All Journals']);
    const expected = async (issn: string | null) =>
      Promise.all(
        ['view', 'download'].map((metric) =>
          sum(
            `SELECT sum(e.count)::int AS n FROM usage_events e JOIN titles t ON t.id = e.title_id
              WHERE t.publisher_account_id = $1 AND t.kind = 'journal' AND ($2::text IS NULL OR t.issn = $2) AND e.metric = $3
                AND e.platform = 'jstor' AND e.day BETWEEN '2025-01-01' AND '2025-12-31'`,
            [press.id, issn, metric],
          ),
        ),
      );
    const [views, downloads] = await expected(null);
    expect(views).toBeGreaterThan(0);
    expect(total.slice(5, 7)).toEqual([String(views), String(downloads)]);
    expect(new Set(data.map((row) => row[3])).size).toBeGreaterThan(1);
    const issn = data[0]![1]!;
    const one = csvParts((await providerFile({ ...request, journalCode: issn }, 'csv')).body);
    expect(one.data.every((row) => row[1] === issn)).toBe(true);
    expect(one.total.slice(5, 7)).toEqual((await expected(issn)).map(String));
  });

  it('PublisherBooksReports PB_I1 (XLSX) and PublisherResearchReports PR_I1', async () => {
    const request = provider('PublisherBooksReports', 'PB_I1', { account: { id: press.id, code: 'demopress', name: 'Demo Press' } });
    const rows = await parseXlsx((await providerFile(request, 'xlsx')).body);
    expect(rows[12]![0]).toBe('Book');
    const downloads = await sum(
      `SELECT sum(e.count)::int AS n FROM usage_events e JOIN titles t ON t.id = e.title_id
        WHERE t.publisher_account_id = $1 AND t.kind = 'book' AND e.metric = 'download' AND e.platform = 'jstor'
          AND e.day BETWEEN '2025-01-01' AND '2025-12-31'`,
      [press.id],
    );
    expect(rows.at(-1)![6]).toBe(downloads);
    const research = csvParts((await providerFile({ ...request, namespace: 'PublisherResearchReports', code: 'PR_I1' }, 'csv')).body);
    expect(research.headings[0]).toBe('Research_Report');
    expect(research.data).toEqual([]);
  });
});

describe('Artstor, Collections Usage and engagement', () => {
  it('ArtstorCollections ART_C1: monthly rows per collection and metric equal counter_usage on Artstor', async () => {
    const request = provider('ArtstorCollections', 'ART_C1', {
      platform: 'artstor',
      account: { id: college.id, code: 'democoll', name: 'Demo Visual Arts College' },
      // Artstor usage of the demo ends with the platform's retirement in 2024.
      beginDate: '2024-06-01',
      endDate: '2024-07-31',
    });
    const { headings, data, header } = csvParts((await providerFile(request, 'csv')).body);
    expect(headings).toEqual(['Collection', 'Publisher', 'Platform', 'Metric_Type', 'Reporting_Period_Total', 'Jun-2024', 'Jul-2024']);
    expect(header[5]).toEqual(['Platform', 'Artstor']);
    const requests = data.find((row) => row[0] === 'Artstor Digital Library' && row[3] === 'Total_Item_Requests')!;
    const expected = await sum(
      `SELECT sum(count)::int AS n FROM counter_usage WHERE account_id = $1 AND platform = 'artstor' AND metric_type = 'Total_Item_Requests'
          AND month BETWEEN '2024-06-01' AND '2024-07-01'`,
      [college.id],
    );
    expect(expected).toBeGreaterThan(0);
    expect(Number(requests[4])).toBe(expected);
    expect(requests.slice(5).reduce((total, value) => total + Number(value), 0)).toBe(expected);
    const images = csvParts((await providerFile({ ...request, code: 'ART_I1' }, 'csv')).body);
    expect(images.headings.slice(0, 7)).toEqual([
      'Image',
      'Data_Type',
      'Collection',
      'Proprietary_ID',
      'URI',
      'Metric_Type',
      'Reporting_Period_Total',
    ]);
    // ART_I1 has no Total row (no column is totalled): its last line is data.
    expect(images.total[0]).not.toBe('Total');
    const imageRequests = [...images.data, images.total]
      .filter((row) => row[5] === 'Total_Item_Requests')
      .reduce((total, row) => total + Number(row[6]), 0);
    expect(imageRequests).toBe(expected);
  });

  it('CommunityCollections SC_IR (XLSX): per collection and institution, equal to a sum over the collection’s titles', async () => {
    const request = provider('CommunityCollections', 'SC_IR', { collectionIds: ['ALL'] });
    const rows = await parseXlsx((await providerFile(request, 'xlsx')).body);
    expect(rows[0]).toEqual(['Report_Name', 'Collections Usage']);
    expect(rows[12]).toEqual(['Collection', 'Institution', 'Site_Code', 'Views', 'Downloads', 'Total_Usage']);
    const { rows: collections } = await test.db.query<{ id: string }>(
      'SELECT collection_id AS id FROM account_collections WHERE account_id = $1',
      [university.id],
    );
    const { rows: titles } = await test.db.query<{ id: number }>('SELECT id FROM titles');
    // Membership computed here in JavaScript: 1 title in 8 per collection by md5 of the ids.
    const member = (collection: string, title: number) =>
      parseInt(createHash('md5').update(`${collection}:${title}`).digest('hex').slice(0, 7), 16) % 8 === 0;
    let expected = 0;
    for (const collection of collections) {
      const ids = titles.filter((title) => member(collection.id, title.id)).map((title) => title.id);
      expected += await sum(
        `SELECT sum(count)::int AS n FROM usage_events WHERE account_id = $1 AND title_id = ANY($2::int[]) AND metric <> 'access_denied'
            AND platform = 'jstor' AND day BETWEEN '2025-01-01' AND '2025-12-31'`,
        [university.id, ids],
      );
    }
    expect(expected).toBeGreaterThan(0);
    expect(rows.at(-1)![5]).toBe(expected);
    const one = collections[0]!.id;
    const single = await parseXlsx((await providerFile({ ...request, collectionIds: [one] }, 'xlsx')).body);
    expect(single.slice(13, -1).every((row) => row[0] === single[13]![0])).toBe(true);
  });

  it('PlatformEngagement PE_E1: weekly rows whose searches, investigations and requests equal COUNTER’s for whole months, sessions the processed days’', async () => {
    const request = provider('PlatformEngagement', 'PE_E1', { beginDate: '2025-04-01', endDate: '2025-06-30' });
    const { headings, data, total } = csvParts((await providerFile(request, 'csv')).body);
    expect(headings).toEqual([
      'Week_Beginning',
      'Week_Ending',
      'Sessions',
      'Platform_Searches',
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Access_Denied',
      'Titles_Used',
    ]);
    expect(data[0]!.slice(0, 2)).toEqual(['2025-04-01', '2025-04-06']);
    expect(data.at(-1)![1]).toBe('2025-06-30');
    const counter = async (metric: string) =>
      sum(
        `SELECT sum(count)::int AS n FROM counter_usage WHERE account_id = $1 AND platform = 'jstor' AND metric_type = $2
            AND month BETWEEN '2025-04-01' AND '2025-06-01'`,
        [university.id, metric],
      );
    const sessions = await sum(
      `SELECT sum(count)::int AS n FROM usage_daily WHERE account_id = $1 AND platform = 'jstor' AND metric_type = 'Sessions'
          AND day BETWEEN '2025-04-01' AND '2025-06-30'`,
      [university.id],
    );
    expect(sessions).toBeGreaterThan(0);
    expect(total.slice(2, 6)).toEqual(
      [sessions, await counter('Searches_Platform'), await counter('Total_Item_Investigations'), await counter('Total_Item_Requests')].map(
        String,
      ),
    );
  });

  it('EngagementReports ER_T1: most used titles first; views and downloads add up to the events', async () => {
    const { headings, data, total } = csvParts((await providerFile(provider('EngagementReports', 'ER_T1'), 'csv')).body);
    expect(headings).toEqual(['Title', 'Data_Type', 'Views', 'Downloads', 'Sessions', 'Downloads_per_View', 'Days_Used']);
    const use = data.map((row) => Number(row[2]) + Number(row[3]));
    expect(use).toEqual([...use].sort((a, b) => b - a));
    const [journalViews, journalDownloads] = await eventSums(university.id, 'journal');
    const [bookViews, bookDownloads] = await eventSums(university.id, 'book');
    expect(total.slice(2, 4)).toEqual([String(journalViews + bookViews), String(journalDownloads + bookDownloads)]);
  });
});

describe('ConsortialRF / CR_C1: one row per member institution and metric', () => {
  const request = {
    platform: 'jstor' as const,
    consortium: { id: consortium.id, code: 'democons', name: 'Demo Consortium' },
    beginDate: '2025-01-01',
    endDate: '2025-03-31',
    createdBy: 'JSTOR',
    created: CREATED,
  };

  it('TSV: the COUNTER 5.1 header rows, headings and each member’s totals equal counter_usage', async () => {
    const sink = memorySink();
    await writeTable('tsv', await consortiumReportTable(test.db, request), sink);
    const lines = sink
      .buffer()
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines.slice(0, 13).map((line) => line.split('\t')[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
      'Registry_Record',
    ]);
    expect(lines[13]!.replace(/\t/g, '')).toBe('');
    expect(lines[14]!.split('\t')).toEqual([
      'Institution_Name',
      'Customer_ID',
      'Platform',
      'Metric_Type',
      'Reporting_Period_Total',
      'Jan-2025',
      'Feb-2025',
      'Mar-2025',
    ]);
    const rows = lines.slice(15, -1).map((line) => line.split('\t'));
    const members = await sum('SELECT count(*)::int AS n FROM accounts WHERE parent_id = $1', [consortium.id]);
    expect(new Set(rows.map((row) => row[1])).size).toBe(members);
    const requests = rows.filter((row) => row[3] === 'Total_Item_Requests').reduce((total, row) => total + Number(row[4]), 0);
    const expected = await sum(
      `SELECT sum(u.count)::int AS n FROM counter_usage u JOIN accounts a ON a.id = u.account_id
        WHERE a.parent_id = $1 AND u.platform = 'jstor' AND u.metric_type = 'Total_Item_Requests' AND u.month BETWEEN '2025-01-01' AND '2025-03-01'`,
      [consortium.id],
    );
    expect(expected).toBeGreaterThan(0);
    expect(requests).toBe(expected);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(CONSORTIUM_METRICS));
  });

  it('JSON and XLSX hold the same rows', async () => {
    const json = memorySink();
    const tsv = await writeTable('json', await consortiumReportTable(test.db, request), json);
    const report = JSON.parse(json.buffer().toString('utf8')) as {
      Report_Header: Record<string, string>;
      Report_Items: Array<Record<string, unknown>>;
    };
    expect(report.Report_Header.Report_ID).toBe('CR_C1');
    expect(report.Report_Items).toHaveLength(tsv.rows);
    const xlsx = memorySink();
    await writeTable('xlsx', await consortiumReportTable(test.db, request), xlsx);
    const rows = await parseXlsx(xlsx.buffer());
    expect(rows.slice(15).map((row) => row[4])).toEqual(report.Report_Items.map((item) => item.Reporting_Period_Total));
  });
});

describe('COUNTER 5 (Release 5 layout)', () => {
  const r5 = (reportId: CounterRequest['reportId']): CounterRequest => ({
    reportId,
    platform: 'jstor',
    accountId: university.id,
    institutionName: 'Demo University',
    customerId: 'demouniv',
    beginDate: '2025-01-01',
    endDate: '2025-06-30',
    release: '5',
    createdBy: 'JSTOR',
    created: CREATED,
  });
  async function file(request: CounterRequest, format: CounterFormat) {
    const sink = memorySink();
    await generateCounterReport(test.db, request, format, sink);
    return sink.buffer();
  }
  const journalRequests = () =>
    sum(
      `SELECT sum(count)::int AS n FROM counter_usage WHERE account_id = $1 AND platform = 'jstor' AND data_type = 'Journal'
          AND access_type = 'Controlled' AND access_method = 'Regular' AND metric_type = 'Total_Item_Requests' AND month BETWEEN '2025-01-01' AND '2025-06-01'`,
      [university.id],
    );

  it('TR_J1 TSV: 12 header rows with Release 5, the blank row 13, the R5 headings and Reporting_Period_Total', async () => {
    const lines = (await file(r5('TR_J1'), 'tsv'))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines.slice(0, 12).map((line) => line.split('\t')[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
    ]);
    expect(lines[0]!.split('\t').slice(0, 2)).toEqual(['Report_Name', 'Journal Requests (Excluding OA_Gold)']);
    expect(lines[2]!.split('\t').slice(0, 2)).toEqual(['Release', '5']);
    expect(lines[5]!.split('\t')[1]).toBe('Total_Item_Requests; Unique_Item_Requests');
    expect(lines[12]!.replace(/\t/g, '')).toBe('');
    expect(lines[13]!.split('\t')).toEqual([
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Metric_Type',
      'Reporting_Period_Total',
      'Jan-2025',
      'Feb-2025',
      'Mar-2025',
      'Apr-2025',
      'May-2025',
      'Jun-2025',
    ]);
    const total = lines
      .slice(14)
      .map((line) => line.split('\t'))
      .filter((cells) => cells[9] === 'Total_Item_Requests')
      .reduce((sum, cells) => sum + Number(cells[10]), 0);
    expect(total).toBe(await journalRequests());
  });

  it('TR_J1 JSON in the R5 shape (Release 5, Name/Value filters, Performance periods with Instance) and XLSX agree', async () => {
    const report = JSON.parse((await file(r5('TR_J1'), 'json')).toString('utf8')) as {
      Report_Header: Record<string, unknown>;
      Report_Items: Array<{
        Item_ID: unknown[];
        Performance: Array<{ Period: { Begin_Date: string }; Instance: Array<{ Metric_Type: string; Count: number }> }>;
      }>;
    };
    expect(report.Report_Header).toMatchObject({
      Release: '5',
      Report_ID: 'TR_J1',
      Customer_ID: 'demouniv',
      Created_By: 'JSTOR',
      Institution_ID: [{ Type: 'Proprietary', Value: 'jstor:demouniv' }],
    });
    expect(report.Report_Header.Report_Filters).toContainEqual({ Name: 'Access_Type', Value: 'Controlled' });
    expect(report.Report_Items[0]!.Item_ID).toContainEqual(expect.objectContaining({ Type: 'Online_ISSN' }));
    const jsonTotal = report.Report_Items.flatMap((item) => item.Performance)
      .flatMap((period) => period.Instance)
      .filter((instance) => instance.Metric_Type === 'Total_Item_Requests')
      .reduce((sum, instance) => sum + instance.Count, 0);
    expect(jsonTotal).toBe(await journalRequests());
    const rows = await parseXlsx(await file(r5('TR_J1'), 'xlsx'));
    expect(rows[2]).toEqual(['Release', '5']);
    expect(rows[13]![10]).toBe('Reporting_Period_Total');
    const xlsxTotal = rows
      .slice(14)
      .filter((row) => row[9] === 'Total_Item_Requests')
      .reduce((sum, row) => sum + Number(row[10]), 0);
    expect(xlsxTotal).toBe(jsonTotal);
  });

  it('TR_B3 writes Access_Type as OA_Gold and has YOP and Access_Type columns, no Data_Type', async () => {
    const lines = (await file(r5('TR_B3'), 'tsv')).toString('utf8').split('\n');
    const headings = lines[13]!.split('\t');
    expect(headings.slice(10, 13)).toEqual(['YOP', 'Access_Type', 'Metric_Type']);
    expect(headings).not.toContain('Data_Type');
    const types = new Set(lines.slice(14, -1).map((line) => line.split('\t')[11]));
    expect([...types].every((type) => type === 'Controlled' || type === 'OA_Gold')).toBe(true);
  });
});

describe('requests no generator can make fail at once, with their reason', () => {
  async function storeRequest(namespace: string, code: string, format: string, attributes: Record<string, unknown> = {}): Promise<string> {
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'librarian@demo.edu'`);
    const id = randomUUID();
    await test.db.query(
      `INSERT INTO report_requests (id, report_id, user_id, account_id, namespace, platform, report_code, report_name, email_address,
                                    output_format, attributes, settings_key)
       VALUES ($1, $2, $3, $4, $5, 'jstor', $6, 'Test', 'librarian@demo.edu', $7, $8::jsonb, $9)`,
      [
        id,
        `R${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
        rows[0]!.id,
        university.id,
        namespace,
        code,
        format,
        JSON.stringify({
          namespace,
          reportCode: code,
          report: code,
          institutionName: 'Demo University',
          requiredAttributes: [
            { name: 'Institution_ID', value: 'demouniv' },
            { name: 'Begin_Date', value: '2025-01-01' },
            { name: 'End_Date', value: '2025-01-31' },
            { name: 'Platform', value: 'jstor' },
          ],
          optionalAttributes: [],
          ...attributes,
        }),
        createHash('sha256').update(id).digest('hex'),
      ],
    );
    return id;
  }
  const generator = counterReportGenerator({ createdBy: 'JSTOR', now: () => CREATED, fallback: unknownReportGenerator });

  it.each([
    ['ConsortialRF', 'CR_TR_J1', 'xlsx', /now available only in COUNTER 5\.1/],
    ['BooksReports', 'BK_X9', 'csv', /There is no BooksReports report BK_X9/],
    ['BooksReports', 'BK_T1', 'pdf', /cannot be written as pdf/],
  ])('%s %s (%s): failed on the first attempt', async (namespace, code, format, reason) => {
    const id = await storeRequest(namespace, code, format);
    expect(await runReportRequest(test.db, id, { generator })).toEqual({ requestId: id, status: 'failed' });
    const row = await test.db.query<{ status: string; failure_reason: string }>(
      'SELECT status, failure_reason FROM report_requests WHERE id = $1',
      [id],
    );
    expect(row.rows[0]!.status).toBe('failed');
    expect(row.rows[0]!.failure_reason).toMatch(reason);
  });

  it('a Books request through the job becomes a stored CSV file with its Total row', async () => {
    const id = await storeRequest('BooksReports', 'BK_T1', 'csv');
    expect(await runReportRequest(test.db, id, { generator })).toEqual({ requestId: id, status: 'complete' });
    const request = await loadRequest(test.db, id);
    const output = request!.output as ReportFileOutput;
    expect(output.file.contentType).toBe('text/csv; charset=utf-8');
    expect(output.file.name).toMatch(/^BK_T1_2025-01_2025-01_R[0-9A-F]{12}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of readReportFile(test.db, id, output.file.chunks)) chunks.push(chunk);
    const rows = csvRows(Buffer.concat(chunks).toString('utf8'));
    expect(rows.at(-1)![0]).toBe('Total');
    expect(output.table?.rows).toBe(rows.length - 14);
  });
});

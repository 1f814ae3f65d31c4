import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCounterUsage } from '../../db/seed/counter.ts';
import { demoAccountByKey } from '../../db/seed/demo-data.ts';
import { counterSchemaErrors, samplePath } from '../../testing/counter-schema.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { COUNTER_REPORT_IDS, type CounterReportId } from './definitions.ts';
import { generateCounterReport, memorySink } from './generate.ts';
import type { CounterRequest } from './request.ts';
import type { CounterFormat } from './writers.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

const CREATED = new Date('2026-11-20T10:00:00.000Z');

function demoRequest(reportId: CounterReportId, overrides: Partial<CounterRequest> = {}): CounterRequest {
  return {
    reportId,
    platform: 'jstor',
    accountId: demoAccountByKey('demouniv').id,
    institutionName: 'Demo University',
    customerId: 'demouniv',
    beginDate: '2025-01-01',
    endDate: '2025-12-31',
    createdBy: 'JSTOR',
    created: CREATED,
    ...overrides,
  };
}

async function generate(request: CounterRequest, format: CounterFormat) {
  const sink = memorySink();
  const summary = await generateCounterReport(test.db, request, format, sink);
  return { summary, body: sink.buffer() };
}

/** The sample's header rows, blank row and column headings (the lines before the first data row). */
function sampleHead(reportId: string): string[] {
  return readFileSync(samplePath(reportId, 'tsv'), 'utf8').split('\n').slice(0, 15);
}

describe('COUNTER 5.1 reports from the demo usage', () => {
  it.each(COUNTER_REPORT_IDS)('%s: JSON validates against the official schema and has usage', async (reportId) => {
    const { body, summary } = await generate(demoRequest(reportId), 'json');
    const report = JSON.parse(body.toString('utf8')) as { Report_Items: unknown[] };
    expect(counterSchemaErrors(report)).toEqual([]);
    expect(report.Report_Items.length).toBeGreaterThan(0);
    expect(summary.exceptions).toEqual([]);
  });

  it("IR_M1: the demo's multimedia items (no parent) carry Demo University's multimedia use, summed here from its days", async () => {
    const { body, summary } = await generate(demoRequest('IR_M1'), 'json');
    const report = JSON.parse(body.toString('utf8')) as {
      Report_Items: Array<{
        Title?: string;
        Items: Array<{ Attribute_Performance: Array<{ Data_Type: string; Performance: Record<string, Record<string, number>> }> }>;
      }>;
    };
    expect(counterSchemaErrors(report)).toEqual([]);
    expect(summary.exceptions).toEqual([]);
    expect(report.Report_Items).toHaveLength(1);
    expect(report.Report_Items[0]!.Title).toBeUndefined();
    const performances = report.Report_Items[0]!.Items.flatMap((item) => item.Attribute_Performance);
    expect(new Set(performances.map((performance) => performance.Data_Type))).toEqual(
      new Set(['Audiovisual', 'Image', 'Interactive_Resource', 'Multimedia', 'Sound']),
    );
    const requests = performances.flatMap((performance) => Object.values(performance.Performance.Total_Item_Requests ?? {}));
    // Summed here from the processed days (usage_daily) the monthly report rows were summed from.
    const university = demoAccountByKey('demouniv').id;
    const { rows } = await test.db.query<{ n: number }>(
      `SELECT coalesce(sum(count), 0)::int AS n FROM usage_daily
        WHERE account_id = $1 AND title_id IS NULL AND item_id IS NOT NULL AND metric_type = 'Total_Item_Requests'
          AND day BETWEEN '2025-01-01' AND '2025-12-31'`,
      [university],
    );
    const expected = rows[0]?.n ?? 0;
    expect(expected).toBeGreaterThan(0);
    expect(requests.reduce((total, count) => total + count, 0)).toBe(expected);
  });

  it.each(COUNTER_REPORT_IDS)("%s: TSV header rows, blank row and column headings are the official sample's layout", async (reportId) => {
    const master = !reportId.includes('_');
    const attributes: Partial<CounterRequest> = master
      ? {
          attributesToShow:
            reportId === 'IR'
              ? ['Authors', 'Publication_Date', 'Article_Version', 'YOP', 'Access_Type', 'Access_Method']
              : reportId === 'TR'
                ? ['YOP', 'Access_Type', 'Access_Method']
                : ['Access_Method'],
        }
      : {};
    const { body } = await generate(demoRequest(reportId, { beginDate: '2022-01-01', endDate: '2022-12-31', ...attributes }), 'tsv');
    const lines = body.toString('utf8').split('\n');
    const sample = sampleHead(reportId);
    // Same labels in the same rows, padded to the same column count; the values of the sample's own institution differ.
    const label = (line: string) => line.split('\t')[0];
    expect(lines.slice(0, 13).map(label)).toEqual(sample.slice(0, 13).map(label));
    expect(lines.slice(0, 15).map((line) => line.split('\t').length)).toEqual(sample.map((line) => line.split('\t').length));
    for (const row of [0, 1, 2, 5, 6, 7, 9]) expect(lines[row]).toBe(sample[row]);
    expect(lines[13]).toBe(sample[13]);
    expect(lines[14]).toBe(sample[14]);
  });
});

/** The seed's hash of a day's use of a title (seed/counter.ts): md5 of account, day and title, 28 bits. */
function dayHash(accountId: string, day: string, titleId: number): number {
  return parseInt(createHash('md5').update(`${accountId}${day}${titleId}`).digest('hex').slice(0, 7), 16);
}

describe("golden numbers: a fixture institution's events summed by hand", () => {
  const basic = demoAccountByKey('basicinst').id;
  let journal: { id: number; database_id: string };
  let openJournal: { id: number };
  let book: { id: number };
  // [day, title, metric, count]
  let events: Array<[string, number, string, number]>;

  beforeAll(async () => {
    const pick = async (kind: string, access: string) =>
      (
        await test.db.query<{ id: number; database_id: string }>(
          'SELECT id, database_id FROM titles WHERE kind = $1 AND access_type = $2 ORDER BY id LIMIT 1',
          [kind, access],
        )
      ).rows[0]!;
    journal = await pick('journal', 'licensed');
    openJournal = await pick('journal', 'open_access');
    book = await pick('book', 'licensed');
    events = [
      ['2025-03-03', journal.id, 'view', 3],
      ['2025-03-03', journal.id, 'download', 2],
      ['2025-03-10', journal.id, 'view', 1],
      ['2025-04-07', journal.id, 'download', 5],
      ['2025-04-08', journal.id, 'access_denied', 2],
      ['2025-03-04', openJournal.id, 'view', 2],
      ['2025-03-04', openJournal.id, 'download', 1],
      ['2025-03-05', book.id, 'view', 4],
      ['2025-03-05', book.id, 'download', 3],
    ];
    await test.db.transaction(async (tx) => {
      for (const [day, title, metric, count] of events)
        await tx.query(
          `INSERT INTO usage_events (account_id, day, title_id, platform, metric, count) VALUES ($1, $2, $3, 'jstor', $4, $5)`,
          [basic, day, title, metric, count],
        );
      await refreshCounterUsage(tx, '2025-03-01', '2025-04-30', [basic]);
    });
  });

  const fixtureRequest = (reportId: CounterReportId): CounterRequest =>
    demoRequest(reportId, {
      accountId: basic,
      institutionName: 'Basic Institute',
      customerId: 'basicinst',
      beginDate: '2025-03-01',
      endDate: '2025-04-30',
    });

  it('no fixture use is text and data mining (the rule gives 1 in 40), so every event counts as Regular', () => {
    for (const [day, title, metric] of events) if (metric !== 'access_denied') expect(dayHash(basic, day, title) % 40).not.toBe(7);
  });

  it('TR_J1: requests of the licensed journal only (the open one is not Controlled)', async () => {
    const { body } = await generate(fixtureRequest('TR_J1'), 'json');
    const report = JSON.parse(body.toString('utf8'));
    expect(counterSchemaErrors(report)).toEqual([]);
    expect(report.Report_Items).toHaveLength(1);
    // Total_Item_Requests: March 2, April 5. Unique (sessions, ceil(count / 2) a day): March 1, April 3.
    expect(report.Report_Items[0].Attribute_Performance).toEqual([
      { Performance: { Total_Item_Requests: { '2025-03': 2, '2025-04': 5 }, Unique_Item_Requests: { '2025-03': 1, '2025-04': 3 } } },
    ]);
    const tsv = (await generate(fixtureRequest('TR_J1'), 'tsv')).body.toString('utf8').trimEnd().split('\n');
    expect(tsv.slice(15).map((line) => line.split('\t').slice(-4))).toEqual([
      ['Total_Item_Requests', '7', '2', '5'],
      ['Unique_Item_Requests', '4', '1', '3'],
    ]);
  });

  it('PR_P1: platform searches, and journal and book requests by data type', async () => {
    const { body } = await generate(fixtureRequest('PR_P1'), 'json');
    const report = JSON.parse(body.toString('utf8'));
    expect(counterSchemaErrors(report)).toEqual([]);
    const byType = Object.fromEntries(
      (report.Report_Items[0].Attribute_Performance as Array<{ Data_Type: string; Performance: unknown }>).map((entry) => [
        entry.Data_Type,
        entry.Performance,
      ]),
    );
    // Searches_Platform: one per viewed day-title: March 3rd and 10th (journal), 4th (open journal), 5th (book); none in April.
    expect(byType.Platform).toEqual({ Searches_Platform: { '2025-03': 4 } });
    // Journals: requests 2 + 1 in March, 5 in April; sessions 1 + 1 and 3.
    expect(byType.Journal).toEqual({
      Total_Item_Requests: { '2025-03': 3, '2025-04': 5 },
      Unique_Item_Requests: { '2025-03': 2, '2025-04': 3 },
    });
    // The book: 3 requests in 2 sessions; Unique_Title_Requests counts the same sessions.
    expect(byType.Book).toEqual({
      Total_Item_Requests: { '2025-03': 3 },
      Unique_Item_Requests: { '2025-03': 2 },
      Unique_Title_Requests: { '2025-03': 2 },
    });
  });

  it('DR_D1: searches and item usage per database', async () => {
    const { body } = await generate(fixtureRequest('DR_D1'), 'json');
    const report = JSON.parse(body.toString('utf8'));
    expect(counterSchemaErrors(report)).toEqual([]);
    const performance = (database: string) =>
      (report.Report_Items as Array<{ Item_ID: { Proprietary: string }; Attribute_Performance: Array<{ Performance: unknown }> }>).find(
        (item) => item.Item_ID.Proprietary === `jstor:${database}`,
      )?.Attribute_Performance[0]?.Performance;
    // Searches_Regular: 1 or 2 per viewed day-title (1 + hash % 2).
    const regular = (day: string, title: number) => 1 + (dayHash(basic, day, title) % 2);
    const journalSearches = regular('2025-03-03', journal.id) + regular('2025-03-10', journal.id);
    const openDatabase = (await test.db.query<{ database_id: string }>('SELECT database_id FROM titles WHERE id = $1', [openJournal.id]))
      .rows[0]!.database_id;
    const expected: Record<string, Record<string, Record<string, number>>> = {};
    const add = (database: string, metric: string, month: string, value: number) => {
      expected[database] ??= {};
      expected[database][metric] ??= {};
      expected[database][metric][month] = (expected[database][metric][month] ?? 0) + value;
    };
    add(journal.database_id, 'Searches_Regular', '2025-03', journalSearches);
    // Investigations include requests: March 3 + 2 + 1, April 5; sessions 2 + 1 + 1, then 3.
    add(journal.database_id, 'Total_Item_Investigations', '2025-03', 6);
    add(journal.database_id, 'Total_Item_Investigations', '2025-04', 5);
    add(journal.database_id, 'Total_Item_Requests', '2025-03', 2);
    add(journal.database_id, 'Total_Item_Requests', '2025-04', 5);
    add(journal.database_id, 'Unique_Item_Investigations', '2025-03', 4);
    add(journal.database_id, 'Unique_Item_Investigations', '2025-04', 3);
    add(journal.database_id, 'Unique_Item_Requests', '2025-03', 1);
    add(journal.database_id, 'Unique_Item_Requests', '2025-04', 3);
    add(openDatabase, 'Searches_Regular', '2025-03', regular('2025-03-04', openJournal.id));
    add(openDatabase, 'Total_Item_Investigations', '2025-03', 3);
    add(openDatabase, 'Total_Item_Requests', '2025-03', 1);
    add(openDatabase, 'Unique_Item_Investigations', '2025-03', 2);
    add(openDatabase, 'Unique_Item_Requests', '2025-03', 1);
    add('jstor_books', 'Searches_Regular', '2025-03', regular('2025-03-05', book.id));
    add('jstor_books', 'Total_Item_Investigations', '2025-03', 7);
    add('jstor_books', 'Total_Item_Requests', '2025-03', 3);
    add('jstor_books', 'Unique_Item_Investigations', '2025-03', 4);
    add('jstor_books', 'Unique_Item_Requests', '2025-03', 2);
    expect(report.Report_Items).toHaveLength(Object.keys(expected).length);
    for (const [database, metrics] of Object.entries(expected)) expect(performance(database)).toEqual(metrics);
  });
});

describe('formats and exceptions', () => {
  it('JSON, TSV and XLSX of one request agree line for line', async () => {
    const request = demoRequest('TR', {
      beginDate: '2025-09-01',
      endDate: '2025-11-30',
      attributesToShow: ['YOP', 'Access_Type', 'Access_Method'],
    });
    const json = JSON.parse((await generate(request, 'json')).body.toString('utf8'));
    expect(counterSchemaErrors(json)).toEqual([]);
    const fromJson: string[] = [];
    for (const item of json.Report_Items)
      for (const performance of item.Attribute_Performance)
        for (const [metric, counts] of Object.entries(performance.Performance as Record<string, Record<string, number>>)) {
          const values = ['2025-09', '2025-10', '2025-11'].map((month) => counts[month] ?? 0);
          const total = values.reduce((sum, value) => sum + value, 0);
          if (total > 0)
            fromJson.push(
              [
                item.Title,
                item.Item_ID.Proprietary,
                performance.Data_Type,
                performance.YOP,
                performance.Access_Type,
                performance.Access_Method,
                metric,
                total,
                ...values,
              ].join('|'),
            );
        }
    const columns = (cells: Array<string | number>) =>
      [cells[0], cells[5], cells[10], cells[11], cells[12], cells[13], cells[14], ...cells.slice(15)].join('|');
    const tsvLines = (await generate(request, 'tsv')).body.toString('utf8').trimEnd().split('\n');
    expect(tsvLines[0]!.charCodeAt(0)).toBe(0xfeff);
    const fromTsv = tsvLines.slice(15).map((line) => columns(line.split('\t')));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await generate(request, 'xlsx')).body as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('TR')!;
    const fromXlsx: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 15) fromXlsx.push(columns((row.values as Array<string | number | null>).slice(1).map((cell) => cell ?? '')));
    });
    expect(sheet.getRow(15).values).toEqual([undefined, ...tsvLines[14]!.split('\t')]);
    expect(fromJson.length).toBeGreaterThan(100);
    expect(fromTsv).toEqual(fromJson);
    expect(fromXlsx).toEqual(fromJson);
  });

  it('3031 for months not ready, 3040 before the data begins, 3030 with no usage', async () => {
    const future = await generate(demoRequest('TR_J1', { beginDate: '2026-10-01', endDate: '2026-12-31' }), 'json');
    const report = JSON.parse(future.body.toString('utf8'));
    expect(counterSchemaErrors(report)).toEqual([]);
    expect(report.Report_Header.Exceptions).toEqual([
      { Code: 3031, Message: 'Usage Not Ready for Requested Dates', Data: 'Usage is not ready for 2026-11 to 2026-12' },
    ]);
    expect(report.Report_Items.length).toBeGreaterThan(0);
    // The End_Date filter is the last month that could be processed (COUNTER_API.json, Exception 3031), in every format.
    expect(report.Report_Header.Report_Filters).toMatchObject({ Begin_Date: '2026-10-01', End_Date: '2026-10-31' });
    const futureMonths = report.Report_Items.flatMap((item: { Attribute_Performance: Array<{ Performance: Record<string, object> }> }) =>
      item.Attribute_Performance.flatMap((performance) => Object.values(performance.Performance).flatMap((counts) => Object.keys(counts))),
    );
    expect(new Set(futureMonths)).toEqual(new Set(['2026-10']));
    const futureTsv = (await generate(demoRequest('TR_J1', { beginDate: '2026-10-01', endDate: '2026-12-31' }), 'tsv')).body
      .toString('utf8')
      .split('\n');
    expect(futureTsv[9]!.replace(/\t+$/, '')).toBe('Reporting_Period\tBegin_Date=2026-10-01; End_Date=2026-10-31');
    expect(futureTsv[14]!.split('\t').slice(-3)).toEqual(['Metric_Type', 'Reporting_Period_Total', 'Oct-2026']);

    const early = await generate(demoRequest('PR_P1', { beginDate: '2024-01-01', endDate: '2024-12-31' }), 'tsv');
    expect(early.summary.exceptions).toEqual([3040]);
    expect(early.body.toString('utf8').split('\n')[8]!.split('\t')[1]).toBe('3040: Partial Data Returned (Usage data begins in 2024-06)');

    const none = await generate(
      demoRequest('TR_J1', {
        accountId: demoAccountByKey('democons').id,
        platform: 'artstor',
        beginDate: '2025-01-01',
        endDate: '2025-01-31',
      }),
      'json',
    );
    expect(none.summary.exceptions).toEqual([3030]);
  });

  it('Exclude_Monthly_Details: totals only (tabular), Granularity Totals (JSON)', async () => {
    const request = demoRequest('PR', { excludeMonthlyDetails: true, beginDate: '2025-01-01', endDate: '2025-03-31' });
    const lines = (await generate(request, 'tsv')).body.toString('utf8').split('\n');
    expect(lines[7]).toMatch(/^Report_Attributes\tExclude_Monthly_Details=True/);
    expect(lines[14]).toBe('Platform\tData_Type\tMetric_Type\tReporting_Period_Total');
    const json = JSON.parse((await generate(request, 'json')).body.toString('utf8'));
    expect(counterSchemaErrors(json)).toEqual([]);
    expect(json.Report_Header.Report_Attributes).toEqual({ Granularity: 'Totals' });
    const counts = json.Report_Items[0].Attribute_Performance[0].Performance;
    for (const value of Object.values(counts as Record<string, Record<string, number>>)) expect(Object.keys(value)).toEqual(['2025-01']);
  });

  it('a master report filters by metric, data type, access method and YOP', async () => {
    const request = demoRequest('TR', {
      metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'],
      dataTypes: ['Book'],
      accessMethods: ['TDM'],
      yop: ['2000-2010'],
      attributesToShow: ['YOP', 'Access_Method'],
    });
    const json = JSON.parse((await generate(request, 'json')).body.toString('utf8'));
    expect(counterSchemaErrors(json)).toEqual([]);
    expect(json.Report_Header.Report_Filters).toMatchObject({
      Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
      Data_Type: ['Book'],
      Access_Method: ['TDM'],
      YOP: ['2000-2010'],
    });
    expect(json.Report_Items.length).toBeGreaterThan(0);
    for (const item of json.Report_Items)
      for (const performance of item.Attribute_Performance) {
        expect(performance.Data_Type).toBe('Book');
        expect(performance.Access_Method).toBe('TDM');
        expect(Number(performance.YOP)).toBeGreaterThanOrEqual(2000);
        expect(Number(performance.YOP)).toBeLessThanOrEqual(2010);
        expect(Object.keys(performance.Performance).sort()).toEqual(['Total_Item_Requests', 'Unique_Item_Requests']);
      }
  });
});

import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT, AUDIT_SUSHI_CREDENTIAL, DEMO_INGEST_KEY } from '../../db/seed/audit.ts';
import { startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { processBatch } from './processing.ts';

/**
 * COUNTER Release 5.1 Appendix E, the auditor's tests, through the ingest endpoint: events of Audit Test Library
 * (attributed by its IP ranges or its site code) sent as NDJSON, processed by the job's function, and read back from
 * the COUNTER API as a harvester reads them. Each test uses a month of its own so its figures stand alone.
 */

let test: TestDatabase;
let gateway: TestGateway;
/** A fixed clock: the tests' months are complete (the COUNTER API serves complete months only). */
const NOW = new Date('2026-11-28T12:00:00Z');
const AUTH = { Authorization: `Bearer ${DEMO_INGEST_KEY.key}` };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => NOW, sushiRateLimit: { requests: 10_000 } });
});
afterAll(async () => {
  await gateway?.close();
  await test?.close();
});

type Event = Record<string, unknown>;
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

function at(month: string, seconds: number): string {
  return new Date(Date.parse(`${month}-10T09:00:00Z`) + seconds * 1000).toISOString();
}

async function send(events: readonly Event[], options: { gzip?: boolean; key?: string } = {}) {
  const text = events.map((event) => JSON.stringify(event)).join('\n');
  const response = await fetch(`${gateway.url}/ingest/v1/usage-events`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${options.key ?? DEMO_INGEST_KEY.key}`,
      'Content-Type': 'application/x-ndjson',
      ...(options.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
    body: options.gzip ? new Uint8Array(gzipSync(text)) : text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends, processes (what the usage-process job runs) and returns the batch as GET /ingest/v1/batches/<id> shows it. */
async function ingest(events: readonly Event[]) {
  const sent = await send(events);
  expect(sent.status).toBe(202);
  await processBatch(test.db, String(sent.body.batch));
  const response = await fetch(`${gateway.url}/ingest/v1/batches/${String(sent.body.batch)}`, { headers: AUTH });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The sums of every Performance object of a COUNTER API report, by metric. */
async function harvest(report: string, month: string, extra: Record<string, string> = {}): Promise<Record<string, number>> {
  const query = new URLSearchParams({
    customer_id: AUDIT_ACCOUNT.code,
    requestor_id: AUDIT_SUSHI_CREDENTIAL.requestorId,
    api_key: AUDIT_SUSHI_CREDENTIAL.apiKey,
    begin_date: month,
    end_date: month,
    ...extra,
  });
  const response = await fetch(`${gateway.url}/sushi/r51/reports/${report}?${query.toString()}`);
  const body = (await response.json()) as unknown;
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  const sums: Record<string, number> = {};
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        if (name === 'Performance' && child && typeof child === 'object') {
          for (const [metric, months] of Object.entries(child as Record<string, Record<string, number>>))
            sums[metric] = (sums[metric] ?? 0) + Object.values(months).reduce((a, b) => a + b, 0);
        } else walk(child);
      }
    }
  };
  walk((body as { Report_Items?: unknown }).Report_Items);
  return sums;
}

async function journalArticles(count: number): Promise<Array<{ id: number; doi: string; yop: number }>> {
  const { rows } = await test.db.query<{ id: number; doi: string; yop: number }>(
    `SELECT i.id, i.doi, i.yop FROM counter_items i JOIN titles t ON t.id = i.title_id
      WHERE t.kind = 'journal' AND i.access_type = 'Controlled' ORDER BY i.id LIMIT $1`,
    [count],
  );
  return rows;
}

async function books(count: number): Promise<Array<{ id: number; isbn: string; chapters: string[] }>> {
  const { rows } = await test.db.query<{ id: number; isbn: string; chapters: string[] }>(
    `SELECT t.id, t.isbn, array_agg(i.doi ORDER BY i.id) AS chapters FROM titles t JOIN counter_items i ON i.title_id = t.id
      WHERE t.kind = 'book' AND t.access_type = 'licensed' GROUP BY t.id ORDER BY t.id LIMIT $1`,
    [count],
  );
  return rows;
}

describe('Appendix E through the ingest endpoint', () => {
  it('E.2.3 double-clicks: 15 inside and 15 outside give 45/45/30/30 in IR, TR and PR', async () => {
    const month = '2026-01';
    const articles = await journalArticles(30);
    const events: Event[] = [];
    articles.forEach((article, index) => {
      const start = index * 100;
      const gap = index < 15 ? 20 : 45;
      for (const offset of [0, gap])
        events.push({
          id: nextId('dc'),
          time: at(month, start + offset),
          platform: 'jstor',
          action: 'request',
          item: article.doi,
          ip: '203.0.113.130',
          user_agent: BROWSER,
        });
    });
    const batch = await ingest(events);
    expect(batch).toMatchObject({
      state: 'done',
      received: 60,
      accepted: 60,
      duplicates: 0,
      rejected: 0,
      doubleClicks: 15,
      unattributed: 0,
      months: [month],
    });
    const expected = { Total_Item_Investigations: 45, Total_Item_Requests: 45, Unique_Item_Investigations: 30, Unique_Item_Requests: 30 };
    expect(await harvest('ir', month)).toMatchObject(expected);
    expect(await harvest('tr', month)).toMatchObject(expected);
    expect(await harvest('pr', month)).toMatchObject(expected);
  });

  it('E.3 denials: 50 Limit_Exceeded and 50 No_License', async () => {
    const month = '2026-02';
    const articles = await journalArticles(50);
    const events: Event[] = articles.flatMap((article, index) => [
      {
        id: nextId('le'),
        time: at(month, index * 60),
        platform: 'jstor',
        action: 'limit_exceeded',
        item: article.doi,
        customer_id: AUDIT_ACCOUNT.code,
        ip: '198.51.100.7',
      },
      {
        id: nextId('nl'),
        time: at(month, index * 60 + 5),
        platform: 'jstor',
        action: 'no_license',
        item: article.doi,
        customer_id: AUDIT_ACCOUNT.code,
        ip: '198.51.100.7',
      },
    ]);
    const batch = await ingest(events);
    expect(batch).toMatchObject({ accepted: 100, doubleClicks: 0 });
    expect(await harvest('tr', month)).toMatchObject({ Limit_Exceeded: 50, No_License: 50 });
    expect(await harvest('dr', month)).toMatchObject({ Limit_Exceeded: 50, No_License: 50 });
  });

  it('E.4 searches, option 1: 100 Searches_Platform; Searches_Regular by database; automated and federated kept apart', async () => {
    const month = '2026-03';
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM counter_databases WHERE platform = 'jstor' ORDER BY id`);
    const all = rows.map((row) => `jstor:${row.id}`);
    const [first, second] = all;
    const events: Event[] = [];
    const search = (databases: string[], type: string, index: number) =>
      events.push({
        id: nextId('s'),
        time: at(month, index * 40),
        platform: 'jstor',
        action: 'search',
        databases,
        search_type: type,
        ip: '203.0.113.131',
        user_agent: BROWSER,
      });
    for (let index = 0; index < 50; index += 1) search([first!], 'regular', index);
    for (let index = 50; index < 75; index += 1) search([first!, second!], 'regular', index);
    for (let index = 75; index < 100; index += 1) search(all, 'regular', index);
    for (let index = 100; index < 110; index += 1) search(all, 'automated', index);
    for (let index = 110; index < 120; index += 1) search([first!, second!], 'federated', index);
    await ingest(events);
    expect(await harvest('pr', month)).toMatchObject({ Searches_Platform: 110 });
    const { rows: regular } = await test.db.query<{ database_id: string; metric_type: string; count: number }>(
      `SELECT database_id, metric_type, sum(count)::int AS count FROM counter_usage
        WHERE account_id = $1 AND month = $2 AND metric_type LIKE 'Searches_%' AND database_id IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [AUDIT_ACCOUNT.id, `${month}-01`],
    );
    const byDatabase = (metric: string) =>
      Object.fromEntries(regular.filter((row) => row.metric_type === metric).map((row) => [row.database_id, row.count]));
    const ids = rows.map((row) => row.id);
    expect(byDatabase('Searches_Regular')).toEqual(
      Object.fromEntries(ids.map((id, index) => [id, index === 0 ? 100 : index === 1 ? 50 : 25])),
    );
    expect(byDatabase('Searches_Automated')).toEqual(Object.fromEntries(ids.map((id) => [id, 10])));
    expect(byDatabase('Searches_Federated')).toEqual({ [ids[0]!]: 10, [ids[1]!]: 10 });
    expect(await harvest('dr', month)).toMatchObject({
      Searches_Regular: 100 + 50 + 25 * (ids.length - 2),
      Searches_Automated: 10 * ids.length,
      Searches_Federated: 20,
    });
  });

  it('E.5.1 and E.5.2: 70 segments of 7 books, and whole books counting every segment', async () => {
    const month = '2026-04';
    const picked = await books(12);
    const segmentBooks = picked.slice(0, 7);
    const wholeBooks = picked.slice(7);
    const events: Event[] = [];
    let clock = 0;
    segmentBooks.forEach((book, index) => {
      for (const chapter of book.chapters.slice(0, 10))
        events.push({
          id: nextId('seg'),
          time: at(month, (clock += 40)),
          platform: 'jstor',
          action: 'request',
          item: chapter,
          user_id: `reader-${index}`,
          customer_id: AUDIT_ACCOUNT.code,
        });
    });
    wholeBooks.forEach((book, index) => {
      events.push({
        id: nextId('whole'),
        time: at(month, (clock += 40)),
        platform: 'jstor',
        action: 'request',
        item: book.isbn,
        session_id: `whole-${index}`,
        customer_id: AUDIT_ACCOUNT.code,
      });
    });
    await ingest(events);
    const segments = wholeBooks.reduce((sum, book) => sum + book.chapters.length, 0);
    const units = 70 + segments;
    expect(await harvest('tr', month)).toMatchObject({
      Total_Item_Investigations: units,
      Total_Item_Requests: units,
      Unique_Item_Investigations: units,
      Unique_Item_Requests: units,
      Unique_Title_Investigations: 7 + wholeBooks.length,
      Unique_Title_Requests: 7 + wholeBooks.length,
    });
    // Unique_Title_* are not in the Item Report.
    const ir = await harvest('ir', month);
    expect(ir).toMatchObject({ Total_Item_Requests: units, Unique_Item_Requests: units });
    expect(ir.Unique_Title_Requests).toBeUndefined();
  });

  it('E.6.2 and E.6.3: investigations without requests double Total_Item_Investigations; each item keeps its YOP', async () => {
    const month = '2026-05';
    const articles = await journalArticles(100);
    const events: Event[] = articles.flatMap((article, index) => [
      {
        id: nextId('inv'),
        time: at(month, index * 80),
        platform: 'jstor',
        action: 'investigation',
        item: article.doi,
        cookie_id: `c${index}`,
        customer_id: AUDIT_ACCOUNT.code,
      },
      {
        id: nextId('req'),
        time: at(month, index * 80 + 10),
        platform: 'jstor',
        action: 'request',
        item: `jstor:i${article.id}`,
        cookie_id: `c${index}`,
        customer_id: AUDIT_ACCOUNT.code,
      },
    ]);
    await ingest(events);
    expect(await harvest('ir', month)).toMatchObject({
      Total_Item_Investigations: 200,
      Total_Item_Requests: 100,
      Unique_Item_Investigations: 100,
      Unique_Item_Requests: 100,
    });
    const { rows } = await test.db.query<{ item_id: number; yop: number }>(
      `SELECT DISTINCT item_id, yop FROM counter_usage WHERE account_id = $1 AND month = $2 AND item_id IS NOT NULL`,
      [AUDIT_ACCOUNT.id, `${month}-01`],
    );
    const expected = new Map(articles.map((article) => [article.id, article.yop]));
    expect(rows).toHaveLength(100);
    for (const row of rows) expect(row.yop).toBe(expected.get(Number(row.item_id)));
  });
});

describe('what the pipeline leaves out, and sending twice', () => {
  it('robots and unattributed events are counted in the batch and in no report; TDM is in the master report only', async () => {
    const month = '2026-06';
    const [article] = await journalArticles(1);
    const events: Event[] = [
      {
        id: nextId('bot'),
        time: at(month, 0),
        platform: 'jstor',
        action: 'request',
        item: article!.doi,
        ip: '203.0.113.140',
        user_agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      },
      {
        id: nextId('nobody'),
        time: at(month, 60),
        platform: 'jstor',
        action: 'request',
        item: article!.doi,
        ip: '100.64.9.9',
        user_agent: BROWSER,
      },
      {
        id: nextId('tdm'),
        time: at(month, 120),
        platform: 'jstor',
        action: 'request',
        item: article!.doi,
        ip: '2001:db8:a0::9',
        user_agent: BROWSER,
        access_method: 'TDM',
      },
      {
        id: nextId('human'),
        time: at(month, 180),
        platform: 'jstor',
        action: 'request',
        item: article!.doi,
        ip: '2001:db8:a0::9',
        user_agent: BROWSER,
      },
    ];
    const batch = await ingest(events);
    expect(batch).toMatchObject({ accepted: 4, robots: 1, unattributed: 1 });
    expect(await harvest('tr', month, { attributes_to_show: 'Access_Method' })).toMatchObject({ Total_Item_Requests: 2 });
    expect(await harvest('tr_j1', month)).toMatchObject({ Total_Item_Requests: 1 });
  });

  it('the same events sent again, gzip and split differently, change no figure', async () => {
    const month = '2026-07';
    const articles = await journalArticles(20);
    const events: Event[] = articles.flatMap((article, index) => [
      {
        id: `again-${index}-a`,
        time: at(month, index * 25),
        platform: 'jstor',
        action: 'request',
        item: article.doi,
        ip: '203.0.113.150',
        user_agent: BROWSER,
      },
      {
        id: `again-${index}-b`,
        time: at(month, index * 25 + 10),
        platform: 'jstor',
        action: 'request',
        item: article.doi,
        ip: '203.0.113.150',
        user_agent: BROWSER,
      },
    ]);
    await ingest(events);
    const before = await harvest('ir', month);
    const sent = await send(events.slice(0, 15), { gzip: true });
    expect(sent.body).toMatchObject({ received: 15, accepted: 0, duplicates: 15 });
    await processBatch(test.db, String(sent.body.batch));
    const rest = await ingest(events.slice(15));
    expect(rest).toMatchObject({ accepted: 0, duplicates: 25, months: [] });
    expect(await harvest('ir', month)).toEqual(before);
  });

  it("batches queued together are processed as one: each keeps its own double-clicks, the figures are E.2.3's", async () => {
    const month = '2026-08';
    const articles = await journalArticles(30);
    const requests = (index: number, gap: number): Event[] =>
      [0, gap].map((offset) => ({
        id: nextId('group'),
        time: at(month, index * 100 + offset),
        platform: 'jstor',
        action: 'request',
        item: articles[index]!.doi,
        ip: '203.0.113.160',
        user_agent: BROWSER,
      }));
    // Three requests of 20 events, the first two with 10 and 5 double-clicks, all queued before any is processed.
    const parts = [
      articles.slice(0, 10).flatMap((_, index) => requests(index, 20)),
      articles.slice(10, 20).flatMap((_, index) => requests(10 + index, index < 5 ? 20 : 45)),
      articles.slice(20, 30).flatMap((_, index) => requests(20 + index, 45)),
    ];
    const ids: string[] = [];
    for (const part of parts) ids.push(String((await send(part)).body.batch));
    const result = await processBatch(test.db, ids[0]!);
    expect(result).toMatchObject({ state: 'done', batches: 3, months: [`${month}-01`] });
    expect(await processBatch(test.db, ids[1]!)).toMatchObject({ state: 'skipped' });
    const batches = await Promise.all(
      ids.map(
        async (id) => (await (await fetch(`${gateway.url}/ingest/v1/batches/${id}`, { headers: AUTH })).json()) as Record<string, unknown>,
      ),
    );
    expect(batches.map((batch) => [batch.state, batch.doubleClicks])).toEqual([
      ['done', 10],
      ['done', 5],
      ['done', 0],
    ]);
    expect(await harvest('ir', month)).toMatchObject({
      Total_Item_Investigations: 45,
      Total_Item_Requests: 45,
      Unique_Item_Investigations: 30,
      Unique_Item_Requests: 30,
    });
  });
});

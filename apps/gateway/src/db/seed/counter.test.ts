import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { applyDays, daysOfMonth } from '../../modules/ingest/processing.ts';
import { ARTICLES_PER_JOURNAL, CHAPTERS_PER_BOOK } from './counter.ts';
import { demoAccountByKey } from './demo-data.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

/** Per account, platform and month: the dashboards' sums and the COUNTER sums that must agree with them. */
async function agreement(accountId: string) {
  const { rows } = await test.db.query<Record<string, number | string>>(
    `WITH e AS (
       SELECT platform, date_trunc('month', day)::date AS month,
              sum(count) FILTER (WHERE metric IN ('view', 'download'))::int AS investigations,
              sum(count) FILTER (WHERE metric = 'download')::int AS requests,
              sum(count) FILTER (WHERE metric = 'access_denied')::int AS denials
         FROM usage_events WHERE account_id = $1 GROUP BY 1, 2
     ), c AS (
       SELECT platform, month,
              sum(count) FILTER (WHERE metric_type = 'Total_Item_Investigations')::int AS investigations,
              sum(count) FILTER (WHERE metric_type = 'Total_Item_Requests')::int AS requests,
              sum(count) FILTER (WHERE metric_type IN ('No_License', 'Limit_Exceeded'))::int AS denials
         -- Multimedia items (no parent title) are not titles: the dashboards do not count them.
         FROM counter_usage WHERE account_id = $1 AND NOT (title_id IS NULL AND item_id IS NOT NULL) GROUP BY 1, 2
     )
     SELECT e.platform, e.month::text, e.investigations AS e_inv, c.investigations AS c_inv, e.requests AS e_req, c.requests AS c_req,
            coalesce(e.denials, 0) AS e_den, coalesce(c.denials, 0) AS c_den
       FROM e LEFT JOIN c USING (platform, month) ORDER BY 1, 2`,
    [accountId],
  );
  return rows;
}

describe('COUNTER demo data (seed/counter.ts catalogue, usage through the ingest pipeline)', () => {
  it('gives every title its database, publisher, DOI and YOP, and its items', async () => {
    const { rows } = await test.db.query<{ missing: number; journals: number; books: number; articles: number; chapters: number }>(
      `SELECT (SELECT count(*)::int FROM titles WHERE database_id IS NULL OR publisher_name IS NULL OR doi IS NULL OR yop IS NULL) AS missing,
              (SELECT count(*)::int FROM titles WHERE kind = 'journal') AS journals,
              (SELECT count(*)::int FROM titles WHERE kind = 'book') AS books,
              (SELECT count(*)::int FROM counter_items WHERE data_type = 'Article') AS articles,
              (SELECT count(*)::int FROM counter_items WHERE data_type = 'Book_Segment') AS chapters`,
    );
    const row = rows[0]!;
    expect(row.missing).toBe(0);
    expect(row.articles).toBe(row.journals * ARTICLES_PER_JOURNAL);
    expect(row.chapters).toBe(row.books * CHAPTERS_PER_BOOK);
  });

  it('agrees with the dashboards month by month: investigations, requests and denials', async () => {
    const rows = await agreement(demoAccountByKey('demouniv').id);
    expect(rows.length).toBeGreaterThan(12);
    for (const row of rows) {
      expect(row.c_inv, `${row.platform} ${row.month}`).toBe(row.e_inv);
      expect(row.c_req ?? 0).toBe(row.e_req ?? 0);
      expect(row.c_den).toBe(row.e_den);
    }
  });

  it('keeps unique counts at or below totals, Unique_Title for books only, and some TDM and Limit_Exceeded', async () => {
    const { rows } = await test.db.query<Record<string, number>>(
      `SELECT sum(count) FILTER (WHERE metric_type = 'Unique_Item_Requests')::int AS uir,
              sum(count) FILTER (WHERE metric_type = 'Total_Item_Requests')::int AS tir,
              sum(count) FILTER (WHERE metric_type LIKE 'Unique_Title%' AND data_type <> 'Book')::int AS title_not_book,
              sum(count) FILTER (WHERE access_method = 'TDM')::int AS tdm,
              sum(count) FILTER (WHERE metric_type = 'Limit_Exceeded')::int AS limit_exceeded,
              sum(count) FILTER (WHERE metric_type = 'Searches_Regular')::int AS regular,
              sum(count) FILTER (WHERE metric_type = 'Searches_Automated')::int AS automated,
              sum(count) FILTER (WHERE metric_type = 'Searches_Federated')::int AS federated,
              sum(count) FILTER (WHERE metric_type = 'Searches_Platform')::int AS platform
         FROM counter_usage WHERE account_id = $1`,
      [demoAccountByKey('demouniv').id],
    );
    const row = rows[0]!;
    expect(row.uir).toBeLessThanOrEqual(row.tir!);
    expect(row.uir).toBeGreaterThan(0);
    expect(row.title_not_book).toBeNull();
    expect(row.tdm).toBeGreaterThan(0);
    expect(row.limit_exceeded).toBeGreaterThan(0);
    expect(row.regular).toBeGreaterThan(0);
    expect(row.automated).toBeGreaterThan(0);
    expect(row.federated).toBeGreaterThan(0);
    // A regular search names one database in the demo, an automated one all six: Searches_Platform counts each once.
    expect(row.platform).toBe(row.regular! + row.automated! / 6);
  });

  it('restates a month from its raw events to the same rows (idempotent)', async () => {
    const digest = async () =>
      (
        await test.db.query<{ digest: string }>(
          `SELECT md5(string_agg(line, ',' ORDER BY line)) AS digest
             FROM (SELECT concat_ws(':', account_id, platform, database_id, item_id, access_method, yop, metric_type, count) AS line
                     FROM counter_usage WHERE month = '2025-10-01'
                   UNION ALL
                   SELECT concat_ws(':', account_id, day, platform, title_id, metric, count) FROM usage_events
                    WHERE day BETWEEN '2025-10-01' AND '2025-10-31') AS lines`,
        )
      ).rows[0]?.digest;
    const before = await digest();
    expect(before).toBeTruthy();
    await applyDays(test.db, (await daysOfMonth(test.db, '2025-10-01')) ?? [], []);
    expect(await digest()).toBe(before);
  });
});

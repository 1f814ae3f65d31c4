import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCounterUsage } from '../../db/seed/counter.ts';
import { demoAccountByKey } from '../../db/seed/demo-data.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { generateCounterReport, memorySink } from './generate.ts';

/**
 * counter_usage_yearly (migration 0016), which the reports read, against counter_usage, which is written: equal
 * after the seed's bulk derivation (rebuilt once), after writes through its triggers (insert, delete, update,
 * truncate), and a report over a period that cuts two years holds counter_usage's sums.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

const KEY = 'account_id, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type';

/**
 * Rows of the yearly table that differ from counter_usage summed by year and month (both directions) for one
 * account, and the table's size. Every account's sums by year and metric are compared too (`totals`).
 */
async function differences(accountId: string): Promise<{ missing: number; extra: number; totals: number; rows: number }> {
  const { rows } = await test.db.query<{ missing: number; extra: number; totals: number; rows: number }>(
    `WITH expected AS (
       SELECT ${KEY}, extract(year FROM month)::int AS year, extract(month FROM month)::int AS m, sum(count)::int AS c
         FROM counter_usage WHERE account_id = $1 GROUP BY ${KEY}, 11, 12
     ), actual AS (
       SELECT ${KEY}, year::int AS year, p.m::int AS m, p.c
         FROM counter_usage_yearly, unnest(counts) WITH ORDINALITY AS p (c, m)
        WHERE p.c <> 0 AND account_id = $1
     ), expected_totals AS (
       SELECT account_id, extract(year FROM month)::int AS year, metric_type, sum(count)::int AS c FROM counter_usage GROUP BY 1, 2, 3
     ), actual_totals AS (
       SELECT account_id, year::int AS year, metric_type, sum((SELECT sum(c) FROM unnest(counts) AS c))::int AS c
         FROM counter_usage_yearly GROUP BY 1, 2, 3
     )
     SELECT (SELECT count(*)::int FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) AS d) AS missing,
            (SELECT count(*)::int FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) AS d) AS extra,
            (SELECT count(*)::int FROM ((SELECT * FROM expected_totals EXCEPT SELECT * FROM actual_totals)
                                  UNION ALL (SELECT * FROM actual_totals EXCEPT SELECT * FROM expected_totals)) AS d) AS totals,
            (SELECT count(*)::int FROM counter_usage_yearly) AS rows`,
    [accountId],
  );
  return rows[0]!;
}

describe('counter_usage_yearly', () => {
  it('equals counter_usage after the seed, after a month derived again, an update and a delete', async () => {
    const university = demoAccountByKey('demouniv').id;
    const seeded = await differences(university);
    expect(seeded).toMatchObject({ missing: 0, extra: 0, totals: 0 });
    expect(seeded.rows).toBeGreaterThan(1000);

    await test.db.transaction((tx) => refreshCounterUsage(tx, '2025-06-01', '2025-06-30', [university]));

    await test.db.query(`UPDATE counter_usage SET count = count + 7 WHERE month = '2025-02-01' AND account_id = $1`, [university]);
    await test.db.query(`UPDATE counter_usage SET month = '2025-08-01' WHERE month = '2025-03-01' AND account_id = $1`, [university]);
    await test.db.query(`DELETE FROM counter_usage WHERE month = '2025-05-01'`);
    expect(await differences(university)).toMatchObject({ missing: 0, extra: 0, totals: 0 });
    // No row is left holding only zeros once its usage is gone.
    const { rows: zeros } = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM counter_usage_yearly WHERE counts = '{0,0,0,0,0,0,0,0,0,0,0,0}'::int[]`,
    );
    expect(zeros[0]!.n).toBe(0);
  });

  it('a TR_J1 from November to February holds counter_usage sums, months outside the period left out', async () => {
    const university = demoAccountByKey('demouniv').id;
    const sink = memorySink();
    const created = new Date('2026-11-20T10:00:00.000Z');
    await generateCounterReport(
      test.db,
      {
        reportId: 'TR_J1',
        platform: 'jstor',
        accountId: university,
        institutionName: 'Demo University',
        customerId: 'demouniv',
        beginDate: '2024-11-01',
        endDate: '2025-02-28',
        createdBy: 'JSTOR',
        created,
      },
      'json',
      sink,
    );
    const report = JSON.parse(sink.buffer().toString('utf8')) as {
      Report_Items: Array<{
        Item_ID: { Proprietary: string };
        Attribute_Performance: Array<{ Performance: Record<string, Record<string, number>> }>;
      }>;
    };
    const fromReport = new Map<string, number>();
    for (const item of report.Report_Items)
      for (const performance of item.Attribute_Performance)
        for (const [metric, months] of Object.entries(performance.Performance))
          for (const [month, count] of Object.entries(months)) {
            const key = `${item.Item_ID.Proprietary.replace('jstor:t', '')}|${metric}|${month}`;
            fromReport.set(key, (fromReport.get(key) ?? 0) + count);
          }
    const { rows } = await test.db.query<{ key: string; total: number }>(
      `SELECT u.title_id || '|' || u.metric_type || '|' || to_char(u.month, 'YYYY-MM') AS key, sum(u.count)::int AS total
         FROM counter_usage u JOIN titles t ON t.id = u.title_id
        WHERE u.account_id = $1 AND u.platform = 'jstor' AND u.month BETWEEN '2024-11-01' AND '2025-02-01'
          AND t.kind = 'journal' AND u.access_type = 'Controlled' AND u.access_method = 'Regular'
          AND u.metric_type IN ('Total_Item_Requests', 'Unique_Item_Requests')
        GROUP BY 1`,
      [university],
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set([...fromReport.keys()].map((key) => key.slice(-7)))).toEqual(new Set(['2024-11', '2024-12', '2025-01', '2025-02']));
    expect(Object.fromEntries(fromReport)).toEqual(Object.fromEntries(rows.map((row) => [row.key, row.total])));
  });

  it('a Data_Type holding a tab, a line feed and a backslash comes out of a report as it is stored', async () => {
    // query.ts pageUsage: a page's lines cross from the database as tab- and newline-separated text, Data_Type (the
    // one value without a check constraint on its characters) escaped; nothing in the demo data holds a separator.
    const university = demoAccountByKey('demouniv').id;
    const odd = 'Odd\tData\\Type\nhere';
    const { rows: titles } = await test.db.query<{ id: number }>('SELECT min(id) AS id FROM titles');
    const titleId = titles[0]!.id;
    await test.db.query(
      `INSERT INTO counter_usage (account_id, month, platform, title_id, data_type, access_type, access_method, yop, metric_type, count)
       VALUES ($1, '2025-04-01', 'jstor', $2, $3, 'Controlled', 'Regular', 2001, 'Total_Item_Requests', 5),
              ($1, '2025-04-01', 'jstor', $2, $3, 'Controlled', 'Regular', 2001, 'Unique_Item_Requests', 3)`,
      [university, titleId, odd],
    );
    const sink = memorySink();
    const created = new Date('2026-11-20T10:00:00.000Z');
    await generateCounterReport(
      test.db,
      {
        reportId: 'TR',
        platform: 'jstor',
        accountId: university,
        institutionName: 'Demo University',
        customerId: 'demouniv',
        beginDate: '2025-04-01',
        endDate: '2025-04-30',
        createdBy: 'JSTOR',
        created,
      },
      'json',
      sink,
    );
    const report = JSON.parse(sink.buffer().toString('utf8')) as {
      Report_Items: Array<{
        Item_ID: { Proprietary: string };
        Attribute_Performance: Array<{ Data_Type: string; Performance: Record<string, Record<string, number>> }>;
      }>;
    };
    const item = report.Report_Items.find((entry) => entry.Item_ID.Proprietary === `jstor:t${titleId}`);
    const performance = item?.Attribute_Performance.find((entry) => entry.Data_Type === odd);
    expect(performance?.Performance).toEqual({ Total_Item_Requests: { '2025-04': 5 }, Unique_Item_Requests: { '2025-04': 3 } });
    // The title's other lines keep their own Data_Type, and no other title got the odd one.
    expect(item?.Attribute_Performance.length).toBeGreaterThan(1);
    const withOdd = report.Report_Items.filter((entry) => entry.Attribute_Performance.some((p) => p.Data_Type === odd));
    expect(withOdd).toHaveLength(1);
  });

  it('is emptied with counter_usage by a truncate', async () => {
    await test.db.exec('TRUNCATE counter_usage');
    expect(await differences(demoAccountByKey('demouniv').id)).toEqual({ missing: 0, extra: 0, totals: 0, rows: 0 });
  });
});

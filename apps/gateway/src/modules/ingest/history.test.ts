import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT } from '../../db/seed/audit.ts';
import { demoAccountByKey } from '../../db/seed/demo-data.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import type { CounterReportId } from '../counter/definitions.ts';
import { generateCounterReport, memorySink } from '../counter/generate.ts';
import type { CounterRequest } from '../counter/request.ts';
import { HistoryError, importCounterHistory } from './history.ts';

/**
 * The history import round trip: Demo University's COUNTER JSON reports of three months, as a previous provider's
 * files would be, imported for Audit Test Library (which has no usage), then Audit Test Library's reports of those
 * months give the same figures.
 */

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

const request = (
  reportId: CounterReportId,
  account: { id: string; code: string; name: string },
  extra: Partial<CounterRequest> = {},
): CounterRequest => ({
  reportId,
  platform: 'jstor',
  accountId: account.id,
  institutionName: account.name,
  customerId: account.code,
  beginDate: '2025-03-01',
  endDate: '2025-05-31',
  createdBy: 'JSTOR',
  created: new Date('2026-11-20T10:00:00Z'),
  ...extra,
});
const university = { id: demoAccountByKey('demouniv').id, code: 'demouniv', name: 'Demo University' };
const audit = { id: AUDIT_ACCOUNT.id, code: AUDIT_ACCOUNT.code, name: AUDIT_ACCOUNT.name };

async function report(reportId: CounterReportId, account: typeof university, extra: Partial<CounterRequest> = {}) {
  const sink = memorySink();
  await generateCounterReport(test.db, request(reportId, account, extra), 'json', sink);
  return JSON.parse(sink.buffer().toString('utf8')) as { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
}

/** The report's performances, whatever the institution: items and their attribute performances in order. */
const items = (body: { Report_Items: unknown[] }) => JSON.stringify(body.Report_Items);

describe('counter-history', () => {
  it('TR, DR and PR of another provider give the same reports for the institution they are imported for', async () => {
    const attributes = { attributesToShow: ['YOP', 'Access_Type', 'Access_Method'] } as Partial<CounterRequest>;
    for (const reportId of ['TR', 'DR', 'PR'] as const) {
      const extra =
        reportId === 'TR'
          ? attributes
          : reportId === 'PR'
            ? ({ attributesToShow: ['Data_Type', 'Access_Method'] } as Partial<CounterRequest>)
            : {};
      const source = await report(reportId, university, extra);
      const result = await importCounterHistory(test.db, source, { customer: AUDIT_ACCOUNT.code });
      expect(result).toMatchObject({
        reportId,
        customer: AUDIT_ACCOUNT.code,
        platform: 'jstor',
        months: ['2025-03', '2025-04', '2025-05'],
        skippedMonths: [],
        unknown: [],
      });
    }
    // TR's item metrics, DR's database searches and PR's platform searches, each from its own report.
    expect(items(await report('TR', audit, attributes))).toBe(items(await report('TR', university, attributes)));
    // Per database, each search metric by month (the DR also shows item metrics, which come from the TR).
    const dr = (body: { Report_Items: unknown[] }) => {
      const sums: Record<string, number> = {};
      for (const item of body.Report_Items as Array<{
        Database: string;
        Attribute_Performance: Array<{ Performance: Record<string, Record<string, number>> }>;
      }>)
        for (const performance of item.Attribute_Performance)
          for (const [metric, months] of Object.entries(performance.Performance))
            if (metric.startsWith('Searches'))
              for (const [month, count] of Object.entries(months))
                sums[`${item.Database}/${metric}/${month}`] = (sums[`${item.Database}/${metric}/${month}`] ?? 0) + count;
      return sums;
    };
    const searches = dr(await report('DR', university));
    expect(Object.keys(searches).length).toBeGreaterThan(0);
    expect(dr(await report('DR', audit))).toEqual(searches);
  });

  it('importing the same file twice changes nothing; IR replaces TR’s item metrics of its months', async () => {
    const tr = await report('TR', university);
    await importCounterHistory(test.db, tr, { customer: AUDIT_ACCOUNT.code });
    const once = items(await report('TR', audit));
    await importCounterHistory(test.db, tr, { customer: AUDIT_ACCOUNT.code });
    expect(items(await report('TR', audit))).toBe(once);
    const ir = await report('IR', university);
    await importCounterHistory(test.db, ir, { customer: AUDIT_ACCOUNT.code });
    expect(items(await report('IR', audit))).toBe(items(await report('IR', university)));
    // Titles' item metrics now come from the items (Unique_Title_* are not in the IR, so the TR has none of them).
    const { rows } = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM counter_usage WHERE account_id = $1 AND month = '2025-03-01' AND item_id IS NULL AND title_id IS NOT NULL`,
      [AUDIT_ACCOUNT.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('leaves the months that have raw events alone, and refuses what is not a 5.1 master report', async () => {
    const source = await report('TR', audit, { beginDate: '2025-03-01', endDate: '2025-05-31' });
    await test.db.query(
      `INSERT INTO usage_daily (account_id, day, platform, data_type, access_method, metric_type, count)
       VALUES ($1, '2025-04-09', 'jstor', 'Platform', 'Regular', 'Sessions', 1)`,
      [AUDIT_ACCOUNT.id],
    );
    const result = await importCounterHistory(test.db, source, { customer: AUDIT_ACCOUNT.code });
    expect(result).toMatchObject({ months: ['2025-03', '2025-05'], skippedMonths: ['2025-04'] });
    await expect(
      importCounterHistory(test.db, { ...source, Report_Header: { ...source.Report_Header, Release: '5' } }, { customer: 'audittest' }),
    ).rejects.toThrow(HistoryError);
    await expect(
      importCounterHistory(
        test.db,
        { ...source, Report_Header: { ...source.Report_Header, Report_ID: 'TR_J1' } },
        { customer: 'audittest' },
      ),
    ).rejects.toThrow('Import the master reports PR, DR, TR or IR, not TR_J1.');
    await expect(importCounterHistory(test.db, source, { customer: 'nobody' })).rejects.toThrow('Unknown customer "nobody".');
    await expect(importCounterHistory(test.db, { Report_Header: {} }, {})).rejects.toThrow('Not a COUNTER report');
  });
});

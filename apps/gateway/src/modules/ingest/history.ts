import type { Db, Queryable } from '../../db/connection.ts';
import { METRIC_TYPES } from '../counter/definitions.ts';
import { KNOWN_PLATFORMS } from './ingest.ts';

/**
 * `npm run ingest -- counter-history <file.json>` (docs/usage-pipeline.md, "History"): a platform moving from another
 * provider loads the months before its raw events from COUNTER Release 5.1 JSON master reports. What each report
 * carries alone is taken from it: TR (item metrics per title) or IR (per item) — the item metrics of a month come from
 * the last of the two imported —, DR (Searches_Regular, _Automated, _Federated per database), PR (Searches_Platform).
 * An institution's month that has raw events is left alone (processing owns it); everything else of the report's kind
 * in the months it covers is replaced, in one transaction, so importing the same file twice changes nothing.
 */

/** The metrics of titles and items: every COUNTER metric but the searches. */
const ITEM_METRICS: readonly string[] = METRIC_TYPES.filter((metric) => !metric.startsWith('Searches'));
const DATABASE_SEARCHES = ['Searches_Regular', 'Searches_Automated', 'Searches_Federated'];
const TAKEN: Record<string, readonly string[]> = {
  TR: ITEM_METRICS,
  IR: ITEM_METRICS.filter((metric) => !metric.startsWith('Unique_Title')),
  DR: DATABASE_SEARCHES,
  PR: ['Searches_Platform'],
};
const ACCESS_TYPES = new Set(['Controlled', 'Open', 'Free_To_Read', 'OA_Gold']);

export class HistoryError extends Error {
  override name = 'HistoryError';
}

export interface HistoryResult {
  reportId: string;
  customer: string;
  platform: string;
  /** Months imported (YYYY-MM). */
  months: string[];
  /** Months left alone: the institution has raw events in them. */
  skippedMonths: string[];
  rows: number;
  /** Report items whose identifiers name nothing in the catalogue (not imported). */
  unknown: string[];
}

interface Row {
  month: string;
  databaseId: string | null;
  titleId: number | null;
  itemId: number | null;
  dataType: string | null;
  accessType: string | null;
  accessMethod: string;
  yop: number | null;
  metric: string;
  count: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The identifiers of an Item_ID as strings (Proprietary may be a string or a list). */
function identifiers(value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isObject(value)) return result;
  for (const [name, entry] of Object.entries(value)) {
    const list = Array.isArray(entry) ? entry : [entry];
    result[name] = list.filter((item): item is string => typeof item === 'string' && item !== '');
  }
  return result;
}

async function resolveTitle(db: Queryable, platform: string, ids: Record<string, string[]>): Promise<number | null> {
  const proprietary = (ids.Proprietary ?? []).map((id) => new RegExp(`^${platform}:t(\\d{1,9})$`).exec(id)?.[1]).find(Boolean);
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM titles
      WHERE id = $1::int OR lower(doi) = ANY($2::text[]) OR isbn = ANY($3::text[]) OR issn = ANY($4::text[])
      ORDER BY (id = $1::int) DESC NULLS LAST, id LIMIT 1`,
    [
      proprietary ? Number(proprietary) : null,
      (ids.DOI ?? []).map((doi) => doi.toLowerCase()),
      (ids.ISBN ?? []).map((isbn) => isbn.replace(/-/g, '')),
      [...(ids.Online_ISSN ?? []), ...(ids.Print_ISSN ?? [])],
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

async function resolveItem(
  db: Queryable,
  platform: string,
  ids: Record<string, string[]>,
): Promise<{ id: number; title: number | null } | null> {
  const proprietary = (ids.Proprietary ?? []).map((id) => new RegExp(`^${platform}:i(\\d{1,9})$`).exec(id)?.[1]).find(Boolean);
  const { rows } = await db.query<{ id: number; title_id: number | null }>(
    `SELECT id, title_id FROM counter_items WHERE id = $1::int OR lower(doi) = ANY($2::text[])
      ORDER BY (id = $1::int) DESC NULLS LAST, id LIMIT 1`,
    [proprietary ? Number(proprietary) : null, (ids.DOI ?? []).map((doi) => doi.toLowerCase())],
  );
  return rows[0] ? { id: Number(rows[0].id), title: rows[0].title_id === null ? null : Number(rows[0].title_id) } : null;
}

/** The performances of one report item as rows (months as YYYY-MM-01). */
function performanceRows(
  item: Json,
  taken: readonly string[],
  where: Omit<Row, 'month' | 'metric' | 'count' | 'dataType' | 'accessType' | 'accessMethod' | 'yop'>,
): Row[] {
  const rows: Row[] = [];
  const performances = Array.isArray(item.Attribute_Performance) ? item.Attribute_Performance : [];
  for (const performance of performances) {
    if (!isObject(performance) || !isObject(performance.Performance))
      throw new HistoryError('An Attribute_Performance has no Performance object.');
    const dataType = typeof performance.Data_Type === 'string' ? performance.Data_Type : null;
    const accessType =
      typeof performance.Access_Type === 'string' && ACCESS_TYPES.has(performance.Access_Type) ? performance.Access_Type : null;
    const accessMethod = performance.Access_Method === 'TDM' ? 'TDM' : 'Regular';
    const yop =
      typeof performance.YOP === 'string' && /^\d{4}$/.test(performance.YOP) && performance.YOP !== '0001' ? Number(performance.YOP) : null;
    for (const [metric, months] of Object.entries(performance.Performance)) {
      if (!taken.includes(metric) || !isObject(months)) continue;
      for (const [month, count] of Object.entries(months)) {
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HistoryError(`"${month.slice(0, 20)}" is not a month (YYYY-MM).`);
        if (!Number.isInteger(count) || (count as number) < 0) throw new HistoryError(`${metric} ${month}: a count is a whole number ≥ 0.`);
        if (count === 0) continue;
        rows.push({
          ...where,
          month: `${month}-01`,
          metric,
          count: count as number,
          dataType,
          accessType: accessType === 'OA_Gold' ? 'Open' : accessType,
          accessMethod,
          yop,
        });
      }
    }
  }
  return rows;
}

export async function importCounterHistory(
  db: Db,
  report: unknown,
  options: { customer?: string; platform?: string } = {},
): Promise<HistoryResult> {
  if (!isObject(report) || !isObject(report.Report_Header) || !Array.isArray(report.Report_Items))
    throw new HistoryError('Not a COUNTER report: Report_Header and Report_Items are required.');
  const header = report.Report_Header;
  if (header.Release !== '5.1') throw new HistoryError('Only COUNTER Release 5.1 reports can be imported (Release "5.1").');
  const reportId = String(header.Report_ID ?? '');
  const taken = TAKEN[reportId];
  if (!taken) throw new HistoryError(`Import the master reports PR, DR, TR or IR, not ${reportId.slice(0, 20) || 'this report'}.`);
  const proprietary = identifiers(header.Institution_ID).Proprietary?.[0] ?? '';
  const [headerPlatform, headerCustomer] = proprietary.includes(':') ? proprietary.split(':', 2) : ['', ''];
  const customer = options.customer ?? headerCustomer ?? '';
  const platform = options.platform ?? (headerPlatform || 'jstor');
  if (!customer) throw new HistoryError('Name the institution: --customer <site code> (the report has no Proprietary Institution_ID).');
  if (!KNOWN_PLATFORMS.has(platform)) throw new HistoryError(`Unknown platform "${platform.slice(0, 40)}".`);

  return db.transaction(async (tx) => {
    const { rows: accounts } = await tx.query<{ id: string }>(
      `SELECT id FROM accounts WHERE lower(code) = lower($1) AND type IN ('institution', 'consortium')`,
      [customer],
    );
    const accountId = accounts[0]?.id;
    if (!accountId) throw new HistoryError(`Unknown customer "${customer.slice(0, 64)}".`);

    const rows: Row[] = [];
    const unknown: string[] = [];
    const items = (report.Report_Items as unknown[]).flatMap((entry) =>
      isObject(entry) && Array.isArray(entry.Items) ? (entry.Items as unknown[]) : [entry],
    );
    for (const entry of items) {
      if (!isObject(entry)) throw new HistoryError('A Report_Item is not an object.');
      const ids = identifiers(entry.Item_ID);
      const name = String(entry.Title ?? entry.Item ?? entry.Database ?? '');
      if (reportId === 'PR') rows.push(...performanceRows(entry, taken, { databaseId: null, titleId: null, itemId: null }));
      else if (reportId === 'DR') {
        const id =
          (ids.Proprietary ?? []).map((value) => (value.startsWith(`${platform}:`) ? value.slice(platform.length + 1) : value))[0] ?? '';
        const { rows: found } = await tx.query<{ id: string }>('SELECT id FROM counter_databases WHERE id = $1 AND platform = $2', [
          id,
          platform,
        ]);
        if (!found[0]) unknown.push(name || id);
        else rows.push(...performanceRows(entry, taken, { databaseId: found[0].id, titleId: null, itemId: null }));
      } else if (reportId === 'TR') {
        const title = await resolveTitle(tx, platform, ids);
        if (title === null) unknown.push(name);
        else rows.push(...performanceRows(entry, taken, { databaseId: null, titleId: title, itemId: null }));
      } else {
        const item = await resolveItem(tx, platform, ids);
        if (!item) unknown.push(name);
        else rows.push(...performanceRows(entry, taken, { databaseId: null, titleId: item.title, itemId: item.id }));
      }
    }

    const months = [...new Set(rows.map((row) => row.month))].sort();
    const { rows: owned } = await tx.query<{ month: string }>(
      `SELECT DISTINCT to_char(date_trunc('month', day), 'YYYY-MM-DD') AS month FROM usage_daily
        WHERE account_id = $1 AND platform = $2 AND date_trunc('month', day)::date = ANY($3::date[])`,
      [accountId, platform, months],
    );
    const skipped = new Set(owned.map((row) => row.month));
    const imported = months.filter((month) => !skipped.has(month));
    const kept = rows.filter((row) => !skipped.has(row.month));

    await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'on', true)`);
    // Item metrics (TR, IR) replace both levels; searches replace their own metrics.
    const replaced = reportId === 'TR' || reportId === 'IR' ? ITEM_METRICS : taken;
    await tx.query(
      `DELETE FROM counter_usage WHERE account_id = $1 AND platform = $2 AND month = ANY($3::date[]) AND metric_type = ANY($4::text[])`,
      [accountId, platform, imported, [...replaced]],
    );
    // The database and attributes of titles and items come from the catalogue where the report has none.
    await tx.query(
      `INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, count)
       SELECT $1, x.month, $2, coalesce(x.database_id, i.database_id, t.database_id), x.title_id, x.item_id,
              coalesce(x.data_type, CASE t.kind WHEN 'book' THEN 'Book' WHEN 'journal' THEN 'Journal' END, i.data_type, 'Platform'),
              CASE WHEN x.metric_type LIKE 'Searches%' THEN NULL ELSE x.access_type END, x.access_method,
              CASE WHEN x.metric_type LIKE 'Searches%' THEN NULL ELSE x.yop END, x.metric_type, sum(x.count)::int
         FROM unnest($3::date[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::smallint[], $11::text[], $12::int[])
              AS x (month, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, count)
         LEFT JOIN titles t ON t.id = x.title_id
         LEFT JOIN counter_items i ON i.id = x.item_id
        GROUP BY x.month, 4, x.title_id, x.item_id, 7, 8, x.access_method, 10, x.metric_type`,
      [
        accountId,
        platform,
        kept.map((row) => row.month),
        kept.map((row) => row.databaseId),
        kept.map((row) => row.titleId),
        kept.map((row) => row.itemId),
        kept.map((row) => row.dataType),
        kept.map((row) => row.accessType),
        kept.map((row) => row.accessMethod),
        kept.map((row) => row.yop),
        kept.map((row) => row.metric),
        kept.map((row) => row.count),
      ],
    );
    await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'off', true)`);
    for (const year of new Set(imported.map((month) => Number(month.slice(0, 4)))))
      await tx.query('SELECT counter_usage_yearly_rebuild($1::uuid[], $2::int, $2::int)', [[accountId], year]);
    return {
      reportId,
      customer,
      platform,
      months: imported.map((month) => month.slice(0, 7)),
      skippedMonths: [...skipped].sort().map((month) => month.slice(0, 7)),
      rows: kept.length,
      unknown,
    };
  });
}

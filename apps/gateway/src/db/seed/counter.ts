import { firstOfMonth, nextMonth, type IsoDate } from '../../modules/home/calendar.ts';
import type { Db, Queryable } from '../connection.ts';
import { demoAccountByKey } from './demo-data.ts';
import type { SeedContext } from './index.ts';

/**
 * COUNTER data of the demo (issue 14; migration 0010): databases, title metadata, items, and monthly
 * `counter_usage` derived from `usage_events` by fixed rules, so every report agrees with the dashboards:
 *
 * - a day's use of a title lands on one of its items (24 articles per journal, 10 chapters per book), picked by
 *   a hash of account, day and title; the item's YOP is the row's YOP;
 * - `view` is an investigation; `download` is a request and an investigation (COUNTER: requests are
 *   investigations too); Unique_Item_* (sessions) are ceil(count / 2) per day; Unique_Title_* the same, for
 *   books only;
 * - 1 in 40 day-title uses is text and data mining (Access_Method TDM), the rest Regular;
 * - `access_denied` is No_License, or Limit_Exceeded for 1 in 5 day-titles;
 * - each viewed day-title is one Searches_Platform and 1 or 2 Searches_Regular in its database;
 * - artstor usage belongs to the Artstor Digital Library database, jstor usage to the title's database.
 *
 * The hash is md5-based, so PGlite and PostgreSQL derive the same numbers.
 */

export const COUNTER_DATABASES: ReadonlyArray<{ id: string; platform: 'jstor' | 'artstor'; name: string }> = [
  { id: 'jstor_as1', platform: 'jstor', name: 'Arts & Sciences I Collection' },
  { id: 'jstor_as2', platform: 'jstor', name: 'Arts & Sciences II Collection' },
  { id: 'jstor_as3', platform: 'jstor', name: 'Arts & Sciences III Collection' },
  { id: 'jstor_as4', platform: 'jstor', name: 'Arts & Sciences IV Collection' },
  { id: 'jstor_books', platform: 'jstor', name: 'Books at JSTOR' },
  { id: 'jstor_media', platform: 'jstor', name: 'JSTOR Multimedia Collection' },
  { id: 'artstor_dl', platform: 'artstor', name: 'Artstor Digital Library' },
];
export const DATABASE_PUBLISHER = 'ITHAKA';
/** Publishers of titles without a console account (fictional). */
export const DEMO_PUBLISHERS = [
  'Northfield University Press',
  'Harbourside Academic',
  'Calder & Wren',
  'Eastmoor University Press',
  'Lindqvist Scholarly',
  'Meridian Learned Society',
] as const;
export const ARTICLES_PER_JOURNAL = 24;
export const CHAPTERS_PER_BOOK = 10;
/**
 * Multimedia items without a parent title (IR_M1): ids above any title's items (title id * 100 + n). Their demo use
 * is Demo University's: each day it viewed anything on JSTOR, one of these (picked by md5 of account and day) gets
 * 1 to 3 requests and 0 to 2 more investigations. They are not titles, so the dashboards (journals and books) do
 * not count them; PR, DR and IR do.
 */
export const MULTIMEDIA_ITEM_BASE = 900_000_000;
export const MULTIMEDIA_ITEMS: ReadonlyArray<{
  name: string;
  dataType: 'Audiovisual' | 'Image' | 'Multimedia' | 'Sound' | 'Interactive_Resource';
  yop: number;
}> = [
  { name: 'Harbour Songs: Field Recordings 1962', dataType: 'Sound', yop: 1962 },
  { name: 'Oral Histories of the Upper Valley', dataType: 'Sound', yop: 1978 },
  { name: 'Lecture: The Architecture of Memory', dataType: 'Audiovisual', yop: 2019 },
  { name: 'Documentary: Rivers of the North', dataType: 'Audiovisual', yop: 2008 },
  { name: 'Interview with the Printmakers', dataType: 'Audiovisual', yop: 2015 },
  { name: 'Map of the Coastal Survey, Plate 4', dataType: 'Image', yop: 1884 },
  { name: 'Botanical Drawings: Ferns', dataType: 'Image', yop: 1851 },
  { name: 'Photographs of the Mill Town', dataType: 'Image', yop: 1921 },
  { name: 'Exhibition Walkthrough: Light and Form', dataType: 'Multimedia', yop: 2021 },
  { name: 'Digital Edition of the Choir Book', dataType: 'Multimedia', yop: 2017 },
  { name: 'Interactive Atlas of Trade Routes', dataType: 'Interactive_Resource', yop: 2022 },
  { name: 'Timeline of the Scientific Societies', dataType: 'Interactive_Resource', yop: 2020 },
];
/** The demo institutions with multimedia use. */
export const MULTIMEDIA_ACCOUNT_KEYS = ['demouniv'] as const;

const AUTHORS = ['A. Okafor', 'B. Lindqvist', 'C. Moreau', 'D. Nakamura', 'E. García', 'F. Novak', 'G. Haddad', 'H. Park'];

/** Databases, title metadata and items of the demo catalogue (titles already seeded; titles with a database keep theirs). */
export async function seedCounterCatalogue(tx: Queryable): Promise<void> {
  for (const database of COUNTER_DATABASES) {
    await tx.query(
      `INSERT INTO counter_databases (id, platform, name, publisher, data_type) VALUES ($1, $2, $3, $4, 'Database_Full')
       ON CONFLICT (id) DO NOTHING`,
      [database.id, database.platform, database.name, DATABASE_PUBLISHER],
    );
  }
  await tx.query(
    `UPDATE titles t SET
       database_id = CASE WHEN t.kind = 'book' THEN 'jstor_books' ELSE 'jstor_as' || (1 + t.id % 4) END,
       publisher_name = coalesce((SELECT a.name FROM accounts a WHERE a.id = t.publisher_account_id), ($1::text[])[1 + t.id % cardinality($1::text[])]),
       doi = '10.5555/demo.t' || t.id,
       yop = CASE WHEN t.kind = 'book' THEN 1985 + (t.id * 7) % 40 ELSE 1890 + (t.id * 13) % 110 END
     WHERE t.database_id IS NULL`,
    [[...DEMO_PUBLISHERS]],
  );
  await tx.query(
    `INSERT INTO counter_items (id, title_id, name, data_type, doi, yop, publication_date, author, article_version, access_type, url)
     SELECT id, title_id, name, data_type, doi, yop, make_date(yop, 1 + (n + title_id) % 12, 1 + (n * 3 + title_id) % 28),
            author, 'VoR', access_type, url
       FROM (
         SELECT t.id * 100 + n AS id, t.id AS title_id, n,
                CASE WHEN t.kind = 'journal' THEN 'Article ' || n || ' in ' || t.title ELSE 'Chapter ' || n || ' of ' || t.title END AS name,
                CASE WHEN t.kind = 'journal' THEN 'Article' ELSE 'Book_Segment' END AS data_type,
                '10.5555/demo.t' || t.id || '.' || n AS doi,
                CASE WHEN t.kind = 'journal' THEN 2025 - (n * 7 + t.id) % 30 ELSE t.yop END AS yop,
                ($1::text[])[1 + (t.id + n) % cardinality($1::text[])] AS author,
                CASE WHEN t.access_type = 'open_access' THEN 'Open' ELSE 'Controlled' END AS access_type,
                t.url || '/' || n AS url
           FROM titles t
          CROSS JOIN LATERAL generate_series(1, CASE WHEN t.kind = 'journal' THEN $2::int ELSE $3::int END) AS n
          WHERE NOT EXISTS (SELECT 1 FROM counter_items ci WHERE ci.title_id = t.id)
       ) AS items`,
    [AUTHORS, ARTICLES_PER_JOURNAL, CHAPTERS_PER_BOOK],
  );
  await tx.query(
    `INSERT INTO counter_items (id, title_id, name, data_type, doi, yop, publication_date, author, article_version, access_type, url, database_id)
     SELECT $1::int + n, NULL, name, data_type, '10.5555/demo.m' || n, yop, make_date(yop, 1 + (n % 12)::int, 1 + n::int), NULL, NULL, 'Controlled',
            'https://www.jstor.org/multimedia/m' || n, 'jstor_media'
       FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS m (name, data_type, yop, n)
     ON CONFLICT (id) DO NOTHING`,
    [
      MULTIMEDIA_ITEM_BASE,
      MULTIMEDIA_ITEMS.map((item) => item.name),
      MULTIMEDIA_ITEMS.map((item) => item.dataType),
      MULTIMEDIA_ITEMS.map((item) => item.yop),
    ],
  );
}

/**
 * Derives `counter_usage` for the whole months holding `firstDay`..`lastDay` from `usage_events` (replacing
 * what those months held for the given accounts, or for every account when `accountIds` is null).
 * Idempotent: running it twice gives the same rows.
 */
export async function refreshCounterUsage(
  tx: Queryable,
  firstDay: IsoDate,
  lastDay: IsoDate,
  accountIds: readonly string[] | null = null,
  { replace = true }: { replace?: boolean } = {},
): Promise<number> {
  const params = [firstDay, lastDay, accountIds ? [...accountIds] : null];
  // replace false: the caller knows those months hold nothing yet (the seed), so there is nothing to delete.
  if (replace)
    await tx.query(
      `DELETE FROM counter_usage
      WHERE month BETWEEN date_trunc('month', $1::date)::date AND date_trunc('month', $2::date)::date
        AND ($3::uuid[] IS NULL OR account_id = ANY($3::uuid[]))`,
      params,
    );
  const { rows } = await tx.query<{ inserted: number }>(
    `WITH ev AS (
       SELECT e.account_id, date_trunc('month', e.day)::date AS month, e.platform, e.title_id, e.metric, e.count,
              t.kind, t.access_type, t.database_id AS title_database,
              ('x' || substr(md5(e.account_id::text || e.day::text || e.title_id::text), 1, 7))::bit(28)::int AS h
         FROM usage_events e
         JOIN titles t ON t.id = e.title_id
        WHERE e.day >= date_trunc('month', $1::date)::date
          AND e.day < (date_trunc('month', $2::date) + interval '1 month')::date
          AND ($3::uuid[] IS NULL OR e.account_id = ANY($3::uuid[]))
     ), per_item AS (
       -- One row per account, month, platform, item and access method: the month's sums by kind of use.
       SELECT ev.account_id, ev.month, ev.platform, ev.title_id, i.id AS item_id, i.yop, ev.kind,
              CASE WHEN ev.platform = 'artstor' THEN 'artstor_dl' ELSE ev.title_database END AS database_id,
              CASE WHEN ev.kind = 'book' THEN 'Book' ELSE 'Journal' END AS data_type,
              CASE WHEN ev.access_type = 'open_access' THEN 'Open' ELSE 'Controlled' END AS access_type,
              CASE WHEN ev.metric <> 'access_denied' AND ev.h % 40 = 7 THEN 'TDM' ELSE 'Regular' END AS access_method,
              sum(ev.count) FILTER (WHERE ev.metric <> 'access_denied')::int AS investigations,
              sum((ev.count + 1) / 2) FILTER (WHERE ev.metric <> 'access_denied')::int AS investigation_sessions,
              sum(ev.count) FILTER (WHERE ev.metric = 'download')::int AS requests,
              sum((ev.count + 1) / 2) FILTER (WHERE ev.metric = 'download')::int AS request_sessions,
              sum(ev.count) FILTER (WHERE ev.metric = 'access_denied' AND ev.h % 5 <> 0)::int AS no_license,
              sum(ev.count) FILTER (WHERE ev.metric = 'access_denied' AND ev.h % 5 = 0)::int AS limit_exceeded
         FROM ev
         JOIN counter_items i
           ON i.id = ev.title_id * 100 + 1 + ev.h % (CASE WHEN ev.kind = 'book' THEN $5::int ELSE $4::int END)
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
     ), searches AS (
       SELECT ev.account_id, ev.month, ev.platform,
              CASE WHEN ev.platform = 'artstor' THEN 'artstor_dl' ELSE ev.title_database END AS database_id,
              count(*)::int AS platform_searches, sum(1 + ev.h % 2)::int AS regular_searches
         FROM ev
        WHERE ev.metric = 'view'
        GROUP BY 1, 2, 3, 4
     ), added AS (
       INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type,
                                  access_method, yop, metric_type, count)
       SELECT p.account_id, p.month, p.platform, p.database_id, p.title_id, p.item_id, p.data_type, p.access_type,
              p.access_method, p.yop, m.metric_type, m.value
         FROM per_item p
        CROSS JOIN LATERAL (VALUES
          ('Total_Item_Investigations', p.investigations),
          ('Unique_Item_Investigations', p.investigation_sessions),
          ('Total_Item_Requests', p.requests),
          ('Unique_Item_Requests', p.request_sessions),
          ('Unique_Title_Investigations', CASE WHEN p.kind = 'book' THEN p.investigation_sessions END),
          ('Unique_Title_Requests', CASE WHEN p.kind = 'book' THEN p.request_sessions END),
          ('No_License', p.no_license),
          ('Limit_Exceeded', p.limit_exceeded)
        ) AS m (metric_type, value)
        WHERE m.value > 0
       UNION ALL
       SELECT s.account_id, s.month, s.platform, s.database_id, NULL, NULL, d.data_type, NULL, 'Regular', NULL,
              'Searches_Regular', s.regular_searches
         FROM searches s JOIN counter_databases d ON d.id = s.database_id
       UNION ALL
       SELECT s.account_id, s.month, s.platform, NULL, NULL, NULL, 'Platform', NULL, 'Regular', NULL,
              'Searches_Platform', sum(s.platform_searches)::int
         FROM searches s
        GROUP BY s.account_id, s.month, s.platform
       RETURNING 1
     )
     SELECT count(*)::int AS inserted FROM added`,
    [...params, ARTICLES_PER_JOURNAL, CHAPTERS_PER_BOOK],
  );
  return (rows[0]?.inserted ?? 0) + (await refreshMultimediaUsage(tx, firstDay, lastDay, accountIds));
}

/**
 * Multimedia use of the months holding `firstDay`..`lastDay` (after `refreshCounterUsage` cleared them): for each
 * day a multimedia account viewed anything on JSTOR, the item picked by md5 of account and day gets 1 to 3
 * requests (investigations too) and 0 to 2 further investigations; sessions are ceil(count / 2) a day.
 */
async function refreshMultimediaUsage(
  tx: Queryable,
  firstDay: IsoDate,
  lastDay: IsoDate,
  accountIds: readonly string[] | null,
): Promise<number> {
  const { rows } = await tx.query<{ inserted: number }>(
    `WITH days AS (
       SELECT e.account_id, e.day, ('x' || substr(md5(e.account_id::text || e.day::text || ':multimedia'), 1, 7))::bit(28)::int AS h
         FROM usage_events e
        WHERE e.day >= date_trunc('month', $1::date)::date
          AND e.day < (date_trunc('month', $2::date) + interval '1 month')::date
          AND e.account_id = ANY($3::uuid[]) AND ($4::uuid[] IS NULL OR e.account_id = ANY($4::uuid[]))
          AND e.platform = 'jstor' AND e.metric = 'view'
        GROUP BY e.account_id, e.day
     ), uses AS (
       SELECT account_id, day, $5::int + 1 + h % $6::int AS item_id, 1 + (h / 16) % 3 AS requests, 1 + (h / 16) % 3 + (h / 64) % 3 AS investigations
         FROM days
     ), per_item AS (
       SELECT u.account_id, date_trunc('month', u.day)::date AS month, u.item_id, i.data_type, i.yop,
              sum(u.investigations)::int AS investigations, sum((u.investigations + 1) / 2)::int AS investigation_sessions,
              sum(u.requests)::int AS requests, sum((u.requests + 1) / 2)::int AS request_sessions
         FROM uses u JOIN counter_items i ON i.id = u.item_id
        GROUP BY 1, 2, 3, 4, 5
     ), added AS (
       INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type,
                                  access_method, yop, metric_type, count)
       SELECT p.account_id, p.month, 'jstor', 'jstor_media', NULL, p.item_id, p.data_type, 'Controlled', 'Regular', p.yop, m.metric_type, m.value
         FROM per_item p
        CROSS JOIN LATERAL (VALUES
          ('Total_Item_Investigations', p.investigations),
          ('Unique_Item_Investigations', p.investigation_sessions),
          ('Total_Item_Requests', p.requests),
          ('Unique_Item_Requests', p.request_sessions)
        ) AS m (metric_type, value)
       RETURNING 1
     )
     SELECT count(*)::int AS inserted FROM added`,
    [
      firstDay,
      lastDay,
      MULTIMEDIA_ACCOUNT_KEYS.map((key) => demoAccountByKey(key).id),
      accountIds ? [...accountIds] : null,
      MULTIMEDIA_ITEM_BASE,
      MULTIMEDIA_ITEMS.length,
    ],
  );
  return rows[0]?.inserted ?? 0;
}

/**
 * The COUNTER data of the whole months holding `firstDay`..`lastDay` (for the given accounts, or all): the catalogue,
 * then `counter_usage` derived from `usage_events` a month per statement (one statement over every month outlasts
 * the 15 s statement timeout on a busy machine). The seed and the backfill of older databases both run this.
 */
export async function deriveCounterData(
  tx: Queryable,
  firstDay: IsoDate,
  lastDay: IsoDate,
  accountIds: readonly string[] | null = null,
  { replace = true }: { replace?: boolean } = {},
): Promise<{ months: number; rows: number }> {
  await seedCounterCatalogue(tx);
  let months = 0;
  let rows = 0;
  // counter_usage_yearly (migration 0016) is rebuilt once for the whole span instead of upserted a month at a time.
  await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'on', true)`);
  for (let month = firstOfMonth(firstDay); month <= lastDay; month = nextMonth(month)) {
    rows += await refreshCounterUsage(tx, month < firstDay ? firstDay : month, month, accountIds, { replace });
    months += 1;
  }
  await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'off', true)`);
  // A year a statement (as the months above, one statement over every year could outlast the statement timeout).
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)); year += 1)
    await tx.query('SELECT counter_usage_yearly_rebuild($1::uuid[], $2::int, $2::int)', [accountIds ? [...accountIds] : null, year]);
  await tx.exec('ANALYZE counter_usage; ANALYZE counter_usage_yearly; ANALYZE counter_items');
  return { months, rows };
}

/**
 * Seed part: the COUNTER catalogue (databases, title metadata, items). The usage comes through the ingest pipeline
 * (raw-usage.ts); the derivation above by fixed rules serves only the backfill of demo databases older than
 * migration 0010.
 */
export async function seedCounter(tx: Queryable, _context: Pick<SeedContext, 'now'>): Promise<void> {
  await seedCounterCatalogue(tx);
}

/** Arbitrary key of the advisory lock that serialises the backfill between gateways sharing one database. */
const BACKFILL_LOCK_KEY = 0x43554246;

export interface CounterBackfillResult {
  /** Accounts whose earlier months were derived. */
  accounts: number;
  /** Months derived (per group of accounts with the same range). */
  months: number;
  rows: number;
}

/**
 * Databases older than migration 0010 (counter_usage): their usage_events were stored with no counter_usage,
 * and the daily top-up derives only the months it adds, so their COUNTER reports were empty or began with the
 * first top-up. At start, for every account whose usage begins in an earlier month than its counter_usage (or
 * that has none), derives counter_usage from its first day of usage up to its first derived month with the
 * seed's own code (deriveCounterData). Once: afterwards the months agree, and a second run finds nothing.
 * One transaction, so a run cut short leaves nothing half done; gateways take turns (advisory lock).
 */
export async function backfillCounterUsage(db: Db): Promise<CounterBackfillResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BACKFILL_LOCK_KEY]);
    // Per account through the indexes: usage_events' primary key (account_id, day) and counter_usage's
    // (account_id, platform, month).
    const { rows } = await tx.query<{ account_id: string; first_day: IsoDate; last_day: IsoDate }>(
      `SELECT a.id AS account_id, e.first_day::text AS first_day,
              (CASE WHEN c.first_month IS NULL THEN e.last_day ELSE c.first_month - 1 END)::text AS last_day
         FROM accounts a
        CROSS JOIN LATERAL (SELECT min(day) AS first_day, max(day) AS last_day FROM usage_events WHERE account_id = a.id) AS e
        CROSS JOIN LATERAL (
          SELECT least((SELECT min(month) FROM counter_usage WHERE account_id = a.id AND platform = 'jstor'),
                       (SELECT min(month) FROM counter_usage WHERE account_id = a.id AND platform = 'artstor')) AS first_month
        ) AS c
        WHERE e.first_day IS NOT NULL AND (c.first_month IS NULL OR c.first_month > date_trunc('month', e.first_day)::date)
        ORDER BY 2, 3, 1`,
    );
    const ranges = new Map<string, { firstDay: IsoDate; lastDay: IsoDate; accountIds: string[] }>();
    for (const row of rows) {
      const key = `${row.first_day}/${row.last_day}`;
      const range = ranges.get(key) ?? { firstDay: row.first_day, lastDay: row.last_day, accountIds: [] };
      range.accountIds.push(row.account_id);
      ranges.set(key, range);
    }
    const result: CounterBackfillResult = { accounts: rows.length, months: 0, rows: 0 };
    for (const range of ranges.values()) {
      const derived = await deriveCounterData(tx, range.firstDay, range.lastDay, range.accountIds);
      result.months += derived.months;
      result.rows += derived.rows;
    }
    return result;
  });
}

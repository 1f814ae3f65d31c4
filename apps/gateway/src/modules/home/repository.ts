import type { Queryable } from '../../db/connection.ts';
import type { IsoDate } from './calendar.ts';
import type { Period } from './periods.ts';

/** Every figure here is an aggregate computed by PostgreSQL from usage_events when asked for. */

export type CategoryKey = 'licensed' | 'open_access' | 'access_denied';

/** Which usage a dashboard counts: events of some accounts, or events on a publisher's titles. */
export type UsageScope = { readonly accountIds: readonly string[] } | { readonly publisherId: string };

export interface TopTitle {
  title: string;
  url: string;
  usage: number;
  /** Usage in the period minus usage in the period of the same length just before. */
  change: number;
}

/** Totals and top titles of one category in one period (absent when the category had no usage). */
export interface CategoryTotals {
  periodIndex: number;
  category: CategoryKey;
  views: number;
  downloads: number;
  /** Views plus downloads; denials for access_denied. */
  usage: number;
  uniqueTitles: number;
  uniqueBooks: number;
  uniqueJournals: number;
  topBooks: TopTitle[];
  topJournals: TopTitle[];
}

/** Usage of one category in one calendar week or month. */
export interface SeriesBucket {
  category: CategoryKey;
  grain: 'week' | 'month';
  /** Monday of the week, or first of the month. */
  bucket: IsoDate;
  /** Per period (by index): the bucket's usage counted from that period's first day. */
  usage: number[];
}

/** Top-list size (schema: top 10). */
export const TOP_TITLES = 10;

/** The institutions whose usage a dashboard shows: the account, plus its members when it is a consortium. */
export async function scopeAccountIds(db: Queryable, accountId: string, includeMembers: boolean): Promise<string[]> {
  if (!includeMembers) return [accountId];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE id = $1 OR parent_id = $1 ORDER BY id', [accountId]);
  return rows.map((row) => row.id);
}

/**
 * Every period and the period before it start on one of a few boundary days. Summing each title's usage
 * from each boundary to the end ("cumulative" sums) gives any period as one sum and its predecessor as the
 * difference of two.
 */
interface Boundaries {
  /** Distinct boundary days, latest first. */
  starts: IsoDate[];
  /** Per period: 1-based position in `starts` of its first day, and of its predecessor's first day. */
  current: number[];
  previous: number[];
}

function boundaries(periods: readonly Period[]): Boundaries {
  const starts = [...new Set(periods.flatMap((period) => [period.start, period.previousStart]))].sort().reverse();
  return {
    starts,
    current: periods.map((period) => starts.indexOf(period.start) + 1),
    previous: periods.map((period) => starts.indexOf(period.previousStart) + 1),
  };
}

/**
 * Per category and period: views, downloads, usage, distinct titles (books, journals) and the top books and
 * journals with their change against the preceding period. One pass over the accounts' events of the longest
 * period and the period before it, summed per title and metric from each boundary day (see Boundaries); the
 * rest works on those few hundred rows. Categories: a denial counts as access_denied whatever the title;
 * views and downloads count as the title's access type (licensed or open_access).
 */
export async function loadCategoryTotals(
  db: Queryable,
  accountIds: readonly string[],
  periods: readonly Period[],
): Promise<CategoryTotals[]> {
  const end = periods[0]?.end;
  const { starts, current, previous } = boundaries(periods);
  const cumulative = starts.map((_, index) => `coalesce(sum(e.count) FILTER (WHERE e.day >= $${7 + index}::date), 0)`).join(', ');
  const { rows } = await db.query<{
    period_index: number;
    category: CategoryKey;
    views: number;
    downloads: number;
    usage: number;
    unique_titles: number;
    unique_books: number;
    unique_journals: number;
    top_books: TopTitle[];
    top_journals: TopTitle[];
  }>(
    `WITH per_metric AS (
       SELECT e.title_id, e.metric, ARRAY[${cumulative}] AS since
         FROM usage_events e
        WHERE e.account_id = ANY($1::uuid[]) AND e.day >= $2::date AND e.day <= $3::date
        GROUP BY e.title_id, e.metric
     ),
     periods AS (
       SELECT * FROM unnest($4::int[], $5::int[], $6::int[]) AS p(period_index, current_from, previous_from)
     ),
     per_title AS (
       SELECT p.period_index, m.title_id, m.metric = 'access_denied' AS denied,
              coalesce(sum(m.since[p.current_from]) FILTER (WHERE m.metric = 'view'), 0) AS views,
              coalesce(sum(m.since[p.current_from]) FILTER (WHERE m.metric = 'download'), 0) AS downloads,
              sum(m.since[p.current_from]) AS usage,
              sum(m.since[p.previous_from] - m.since[p.current_from]) AS previous
         FROM per_metric m
        CROSS JOIN periods p
        GROUP BY 1, 2, 3
     ),
     ranked AS (
       SELECT pt.period_index, CASE WHEN pt.denied THEN 'access_denied' ELSE t.access_type END AS category,
              t.id, t.kind, t.title, t.url, pt.views, pt.downloads, pt.usage, pt.previous,
              row_number() OVER (
                PARTITION BY pt.period_index, CASE WHEN pt.denied THEN 'access_denied' ELSE t.access_type END, t.kind
                ORDER BY pt.usage DESC, t.title COLLATE "C", t.id
              ) AS rank
         FROM per_title pt
         JOIN titles t ON t.id = pt.title_id
        WHERE pt.usage > 0
     )
     SELECT period_index, category,
            sum(views)::int AS views, sum(downloads)::int AS downloads, sum(usage)::int AS usage,
            count(*)::int AS unique_titles,
            count(*) FILTER (WHERE kind = 'book')::int AS unique_books,
            count(*) FILTER (WHERE kind = 'journal')::int AS unique_journals,
            coalesce(json_agg(json_build_object('title', title, 'url', url, 'usage', usage, 'change', usage - previous) ORDER BY rank)
                       FILTER (WHERE kind = 'book' AND rank <= ${TOP_TITLES}), '[]') AS top_books,
            coalesce(json_agg(json_build_object('title', title, 'url', url, 'usage', usage, 'change', usage - previous) ORDER BY rank)
                       FILTER (WHERE kind = 'journal' AND rank <= ${TOP_TITLES}), '[]') AS top_journals
       FROM ranked
      GROUP BY period_index, category`,
    [accountIds, starts[starts.length - 1], end, periods.map((_, index) => index), current, previous, ...starts],
  );
  return rows.map((row) => ({
    periodIndex: row.period_index,
    category: row.category,
    views: row.views,
    downloads: row.downloads,
    usage: row.usage,
    uniqueTitles: row.unique_titles,
    uniqueBooks: row.unique_books,
    uniqueJournals: row.unique_journals,
    topBooks: parseJson<TopTitle[]>(row.top_books),
    topJournals: parseJson<TopTitle[]>(row.top_journals),
  }));
}

/**
 * Weekly and monthly usage per category from the accounts' daily totals, from the earliest first day of the
 * periods: one row per calendar week or month with usage, with the usage counted from each period's first
 * day (a partial first month counts from the period start). Callers pick each period's buckets and fill zeros.
 */
export async function loadSeries(db: Queryable, accountIds: readonly string[], periods: readonly Period[]): Promise<SeriesBucket[]> {
  const end = periods[0]?.end;
  const starts = periods.map((period) => period.start);
  const earliest = starts.reduce((min, start) => (start < min ? start : min), end ?? '');
  const fromEach = starts.map((_, index) => `coalesce(sum(usage) FILTER (WHERE day >= $${4 + index}::date), 0)::int`).join(', ');
  const { rows } = await db.query<{ category: CategoryKey; grain: 'week' | 'month'; bucket: string; usage: number[] }>(
    `WITH per_day AS (
       SELECT e.day,
              sum(e.count) FILTER (WHERE e.metric <> 'access_denied' AND t.access_type = 'licensed') AS licensed,
              sum(e.count) FILTER (WHERE e.metric <> 'access_denied' AND t.access_type = 'open_access') AS open_access,
              sum(e.count) FILTER (WHERE e.metric = 'access_denied') AS access_denied
         FROM usage_events e
         JOIN titles t ON t.id = e.title_id
        WHERE e.account_id = ANY($1::uuid[]) AND e.day >= $2::date AND e.day <= $3::date
        GROUP BY e.day
     ),
     daily AS (
       SELECT d.day, c.category, c.usage
         FROM per_day d
        CROSS JOIN LATERAL (VALUES ('licensed', d.licensed), ('open_access', d.open_access), ('access_denied', d.access_denied)) AS c(category, usage)
        WHERE c.usage > 0
     )
     SELECT category, 'week' AS grain, to_char((day - (extract(isodow FROM day)::int - 1))::timestamp, 'YYYY-MM-DD') AS bucket, ARRAY[${fromEach}] AS usage
       FROM daily GROUP BY 1, 2, 3
     UNION ALL
     SELECT category, 'month', to_char(date_trunc('month', day::timestamp), 'YYYY-MM-DD'), ARRAY[${fromEach}]
       FROM daily GROUP BY 1, 2, 3`,
    [accountIds, earliest, end, ...starts],
  );
  return rows.map((row) => ({ category: row.category, grain: row.grain, bucket: row.bucket, usage: row.usage.map(Number) }));
}

export interface RankedName {
  /** Account name, ISO country code (null when unknown) or title. */
  name: string | null;
  usage: number;
  link?: string;
  accessType?: 'licensed' | 'open_access';
}

export interface PublisherTops {
  periodIndex: number;
  institutions: RankedName[];
  countries: RankedName[];
  items: RankedName[];
}

/**
 * Top institutions, countries (of the using institution) and items of a publisher's titles per period:
 * views plus downloads, one pass with grouping sets. Ties go by name.
 */
export async function loadPublisherTops(db: Queryable, publisherId: string, periods: readonly Period[]): Promise<PublisherTops[]> {
  const end = periods[0]?.end;
  const earliest = periods.reduce((min, period) => (period.start < min ? period.start : min), end ?? '');
  const { rows } = await db.query<{
    period_index: number;
    dimension: 'institution' | 'country' | 'item';
    name: string | null;
    link: string | null;
    access_type: 'licensed' | 'open_access' | null;
    usage: number;
  }>(
    `WITH periods AS (
       SELECT * FROM unnest($4::int[], $5::date[]) AS p(period_index, start_day)
     ),
     events AS (
       SELECT e.account_id, e.title_id, e.day, e.count
         FROM usage_events e
         JOIN titles t ON t.id = e.title_id
        WHERE t.publisher_account_id = $1 AND e.metric IN ('view', 'download') AND e.day >= $2::date AND e.day <= $3::date
     ),
     grouped AS (
       SELECT p.period_index, e.account_id, a.country_code, e.title_id,
              GROUPING(e.account_id, a.country_code, e.title_id) AS grouping_id, sum(e.count) AS usage
         FROM events e
         JOIN periods p ON e.day >= p.start_day
         JOIN accounts a ON a.id = e.account_id
        GROUP BY GROUPING SETS ((p.period_index, e.account_id), (p.period_index, a.country_code), (p.period_index, e.title_id))
     ),
     named AS (
       SELECT g.period_index,
              CASE g.grouping_id WHEN 3 THEN 'institution' WHEN 5 THEN 'country' ELSE 'item' END AS dimension,
              CASE g.grouping_id WHEN 3 THEN a.name WHEN 5 THEN g.country_code ELSE t.title END AS name,
              t.url AS link, t.access_type, g.usage
         FROM grouped g
         LEFT JOIN accounts a ON g.grouping_id = 3 AND a.id = g.account_id
         LEFT JOIN titles t ON g.grouping_id = 6 AND t.id = g.title_id
     ),
     ranked AS (
       SELECT named.*, row_number() OVER (PARTITION BY period_index, dimension ORDER BY usage DESC, name COLLATE "C" NULLS LAST) AS rank
         FROM named
     )
     SELECT period_index, dimension, name, link, access_type, usage::int AS usage
       FROM ranked
      WHERE rank <= ${TOP_TITLES}
      ORDER BY period_index, dimension, rank`,
    [publisherId, earliest, end, periods.map((_, index) => index), periods.map((period) => period.start)],
  );
  return periods.map((_, periodIndex) => {
    const of = (dimension: string): RankedName[] =>
      rows
        .filter((row) => row.period_index === periodIndex && row.dimension === dimension)
        .map((row) => ({
          name: row.name,
          usage: row.usage,
          ...(row.link !== null ? { link: row.link } : {}),
          ...(row.access_type !== null ? { accessType: row.access_type } : {}),
        }));
    return { periodIndex, institutions: of('institution'), countries: of('country'), items: of('item') };
  });
}

export interface TrendRow {
  weekStarting: IsoDate;
  platform: 'jstor' | 'artstor';
  usage: number;
}

/**
 * Views plus downloads per week (Monday) and platform through `end`, oldest first. Each platform's series
 * runs from its first to its last week with usage, zero-filled in between (so artstor stops at its retirement).
 */
export async function loadWeeklyTrends(db: Queryable, scope: UsageScope, end: IsoDate): Promise<TrendRow[]> {
  const filter =
    'accountIds' in scope ? 'e.account_id = ANY($1::uuid[])' : 'e.title_id IN (SELECT id FROM titles WHERE publisher_account_id = $1)';
  const { rows } = await db.query<{ week_starting: string; platform: 'jstor' | 'artstor'; usage: number }>(
    `WITH weekly AS (
       SELECT e.day - (extract(isodow FROM e.day)::int - 1) AS week, e.platform, sum(e.count) AS usage
         FROM usage_events e
        WHERE ${filter} AND e.metric IN ('view', 'download') AND e.day <= $2::date
        GROUP BY 1, 2
     ),
     spans AS (
       SELECT platform, min(week) AS first_week, max(week) AS last_week FROM weekly GROUP BY platform
     )
     SELECT to_char(w.week, 'YYYY-MM-DD') AS week_starting, s.platform, coalesce(weekly.usage, 0)::int AS usage
       FROM spans s
      CROSS JOIN LATERAL generate_series(s.first_week::timestamp, s.last_week::timestamp, interval '7 days') AS w(week)
       LEFT JOIN weekly ON weekly.platform = s.platform AND weekly.week = w.week::date
      ORDER BY w.week, CASE s.platform WHEN 'jstor' THEN 0 ELSE 1 END`,
    ['accountIds' in scope ? scope.accountIds : scope.publisherId, end],
  );
  return rows.map((row) => ({ weekStarting: row.week_starting, platform: row.platform, usage: row.usage }));
}

/** json columns arrive parsed from both drivers; a string (another driver setting) is parsed here. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

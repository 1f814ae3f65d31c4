import type { Db, Queryable } from '../../db/connection.ts';
import {
  claimQueuedUsageBatches,
  loadBatch,
  lockUndoneBatches,
  markProcessing,
  requeueBatches,
  setBatchState,
  type BatchRow,
} from './repository.ts';

/**
 * COUNTER Release 5.1 processing (sections 7.2–7.10; docs/usage-pipeline.md): the raw events of a day become that
 * day's `usage_daily` rows, from which the day's `usage_events` (dashboards) and the month's `counter_usage` (COUNTER
 * reports, SUSHI, provider reports) are derived. A day is always derived whole from every raw event stored for it,
 * so processing is idempotent, order-free and a restatement gives the same figures every time.
 *
 * - robots (COUNTER-Robots, decided on arrival) and unattributed events are left out;
 * - double-clicks: an investigation, request or denial followed by another of the same user on the same target
 *   within 30 seconds is dropped (the last is kept); Unique_* and searches are not filtered (CoP 7.2);
 * - Unique_Item_* and Unique_Title_* count distinct sessions (CoP 7.3, 7.4; session keys made on arrival);
 * - a request is an investigation too; a request (or investigation) of a whole book counts each of its
 *   Book_Segments, a book without segments counts as its own single segment; Unique_Title_* for books only;
 * - searches: regular → Searches_Platform + Searches_Regular per database; automated → Searches_Platform +
 *   Searches_Automated per database; federated → Searches_Federated per database.
 */

/** usage_daily's metrics that are not COUNTER's (the provider's engagement reports read them; counter_usage does not). */
export const ENGAGEMENT_METRICS = ['Sessions', 'Title_Sessions'] as const;
/** Raw events per derivation statement: an institution's day is never split; slices keep statements short. */
const SLICE_EVENTS = 25_000;
/** Rows of usage_daily (or counter_usage) a month's sum (or a year's rebuild) reads per statement at most. */
const SLICE_ROWS = 100_000;
/** Accepted events of the batches one job processes together at most (processBatch). */
const GROUP_EVENTS = 1_000_000;
/** Arbitrary namespace of the advisory locks that serialise processing of one month between gateways. */
const MONTH_LOCK_NAMESPACE = 0x55534147;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
function monthOfDay(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
function nextMonth(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
}

/** Months (partitions) holding the instants from `first` (a day) to the end of `last` plus 30 seconds. */
function monthsOfRun(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = monthOfDay(first); month <= monthOfDay(nextDay(last)); month = nextMonth(month)) months.push(month);
  return months;
}

/** Accounts in order, packed into slices whose sizes add up to at most `limit` (an account is never split). */
export function packSlices(sizes: ReadonlyMap<string, number>, limit: number): string[][] {
  const slices: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const [account, n] of sizes) {
    if (current.length > 0 && size + n > limit) {
      slices.push(current);
      current = [];
      size = 0;
    }
    current.push(account);
    size += n;
  }
  if (current.length > 0) slices.push(current);
  return slices;
}

/**
 * `accounts` in slices of at most SLICE_ROWS rows of `table` between `from` and `to` (its date column `column`): the
 * month sums and year rebuilds read and write about that many rows a statement, whatever a platform's size.
 */
async function rowSlices(
  tx: Queryable,
  table: 'usage_daily' | 'counter_usage',
  from: string,
  to: string,
  accounts: readonly string[],
): Promise<string[][]> {
  const column = table === 'usage_daily' ? 'day' : 'month';
  const { rows } = await tx.query<{ account_id: string; n: number }>(
    `SELECT account_id, count(*)::int AS n FROM ${table}
      WHERE ${column} >= $1::date AND ${column} < $2::date AND account_id = ANY($3::uuid[])
      GROUP BY account_id ORDER BY account_id`,
    [from, to, [...accounts]],
  );
  const sizes = new Map(accounts.map((account) => [account, 0]));
  for (const row of rows) sizes.set(row.account_id, row.n);
  return packSlices(sizes, SLICE_ROWS);
}

/**
 * The accounts (of `accounts`, or all when null) with countable raw events in the days `first`..`last`, packed into
 * slices of at most SLICE_EVENTS events, and the months each has events in (only those months are summed again for it).
 */
async function runSlices(
  tx: Queryable,
  first: string,
  last: string,
  accounts: readonly string[] | null,
): Promise<{ slices: string[][]; months: Map<string, Set<string>> }> {
  const { rows } = await tx.query<{ account_id: string; month: string; events: number }>(
    `SELECT account_id, to_char(date_trunc('month', time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS month, count(*)::int AS events
       FROM usage_raw_events
      WHERE month = ANY($3::date[]) AND time >= $1::timestamptz AND time < $2::timestamptz AND account_id IS NOT NULL AND NOT robot
        AND ($4::uuid[] IS NULL OR account_id = ANY($4::uuid[]))
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [`${first}T00:00:00Z`, `${nextDay(last)}T00:00:00Z`, monthsOfRun(first, last), accounts === null ? null : [...accounts]],
  );
  const months = new Map<string, Set<string>>();
  const perAccount = new Map<string, number>();
  for (const row of rows) {
    const set = months.get(row.month) ?? new Set<string>();
    set.add(row.account_id);
    months.set(row.month, set);
    perAccount.set(row.account_id, (perAccount.get(row.account_id) ?? 0) + row.events);
  }
  const slices = packSlices(perAccount, SLICE_EVENTS);
  return { slices, months };
}

/**
 * Derives `usage_daily` of the days `first`..`last` for `accounts` from their raw events (replacing what those days
 * held), and returns how many events of each of `batchIds` were dropped as double-clicks.
 */
async function deriveRunSlice(
  tx: Queryable,
  first: string,
  last: string,
  accounts: readonly string[],
  batchIds: readonly string[],
  replace: boolean,
): Promise<Map<string, number>> {
  const start = `${first}T00:00:00Z`;
  const end = `${nextDay(last)}T00:00:00Z`;
  const months = monthsOfRun(first, last);
  if (replace)
    await tx.query('DELETE FROM usage_daily WHERE day BETWEEN $1::date AND $2::date AND account_id = ANY($3::uuid[])', [
      first,
      last,
      [...accounts],
    ]);
  const { rows } = await tx.query<{ double_clicks: Record<string, number> | null }>(
    `WITH ev AS (
       SELECT r.id, r.batch_id, r.time, r.platform, r.action, r.account_id, r.title_id, r.item_id, r.database_ids, r.search_type,
              r.access_method, r.session_key,
              lead(r.time) OVER (PARTITION BY r.account_id, r.click_key ORDER BY r.time, r.id) AS next_time
         FROM usage_raw_events r
        WHERE r.month = ANY($4::date[]) AND r.time >= $1::timestamptz AND r.time < $2::timestamptz + interval '30 seconds'
          AND r.account_id = ANY($3::uuid[]) AND NOT r.robot
     ), kept AS (
       SELECT ev.*, (ev.time AT TIME ZONE 'UTC')::date AS day,
              (ev.action <> 'search' AND ev.next_time IS NOT NULL AND ev.next_time - ev.time <= interval '30 seconds') AS double_click
         FROM ev
        WHERE ev.time < $2::timestamptz
     ), uses AS (
       -- Investigations, requests and denials, a row per item used: a whole book's use is a use of each of its segments
       -- (denials of a whole book stay one, on the book).
       SELECT k.account_id, k.day, k.platform, k.action, k.access_method, k.session_key, k.double_click,
              coalesce(k.item_id, seg.id) AS item_id, coalesce(k.title_id, i0.title_id) AS title_id
         FROM kept k
         LEFT JOIN counter_items i0 ON i0.id = k.item_id
         LEFT JOIN LATERAL (SELECT ci.id FROM counter_items ci WHERE ci.title_id = k.title_id) AS seg
                ON k.item_id IS NULL AND k.action IN ('investigation', 'request')
        WHERE k.action <> 'search'
     ), platform_database AS (
       -- An item's database: its own (items without a title), its title's on this platform, else the platform's one
       -- database when it has only one (a title of another platform's database used here).
       SELECT platform, min(id) AS id FROM counter_databases GROUP BY platform HAVING count(*) = 1
     ), attributed AS (
       SELECT u.*, t.kind,
              CASE WHEN t.kind = 'book' THEN 'Book' WHEN t.kind = 'journal' THEN 'Journal' ELSE i.data_type END AS data_type,
              coalesce(i.access_type, CASE WHEN t.access_type = 'open_access' THEN 'Open' ELSE 'Controlled' END) AS access_type,
              coalesce(i.yop, t.yop) AS yop,
              coalesce(i.database_id, CASE WHEN td.platform = u.platform THEN t.database_id END, pd.id) AS database_id
         FROM uses u
         LEFT JOIN counter_items i ON i.id = u.item_id
         LEFT JOIN titles t ON t.id = u.title_id
         LEFT JOIN counter_databases td ON td.id = t.database_id
         LEFT JOIN platform_database pd ON pd.platform = u.platform
     ), item_metrics AS (
       SELECT account_id, day, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop,
              count(*) FILTER (WHERE action IN ('investigation', 'request') AND NOT double_click)::int AS tii,
              count(*) FILTER (WHERE action = 'request' AND NOT double_click)::int AS tir,
              count(DISTINCT session_key) FILTER (WHERE action IN ('investigation', 'request'))::int AS uii,
              count(DISTINCT session_key) FILTER (WHERE action = 'request')::int AS uir,
              count(*) FILTER (WHERE action = 'no_license' AND NOT double_click)::int AS nl,
              count(*) FILTER (WHERE action = 'limit_exceeded' AND NOT double_click)::int AS le
         FROM attributed
        GROUP BY account_id, day, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop
     ), title_metrics AS (
       SELECT account_id, day, platform, database_id, title_id, data_type, access_type, access_method, yop,
              count(DISTINCT session_key) FILTER (WHERE action IN ('investigation', 'request'))::int AS uti,
              count(DISTINCT session_key) FILTER (WHERE action = 'request')::int AS utr
         FROM attributed
        WHERE kind = 'book'
        GROUP BY account_id, day, platform, database_id, title_id, data_type, access_type, access_method, yop
     ), searched AS (
       SELECT k.account_id, k.day, k.platform, k.access_method, k.search_type, d.id AS database_id, d.data_type
         FROM kept k
        CROSS JOIN LATERAL unnest(k.database_ids) AS x (id)
         JOIN counter_databases d ON d.id = x.id
        WHERE k.action = 'search'
     ), added AS (
       INSERT INTO usage_daily (account_id, day, platform, database_id, title_id, item_id, data_type, access_type, access_method,
                                yop, metric_type, count)
       SELECT m.account_id, m.day, m.platform, m.database_id, m.title_id, m.item_id, m.data_type, m.access_type, m.access_method,
              m.yop, v.metric_type, v.value
         FROM item_metrics m
        CROSS JOIN LATERAL (VALUES
          ('Total_Item_Investigations', m.tii), ('Total_Item_Requests', m.tir),
          ('Unique_Item_Investigations', m.uii), ('Unique_Item_Requests', m.uir),
          ('No_License', m.nl), ('Limit_Exceeded', m.le)
        ) AS v (metric_type, value)
        WHERE v.value > 0
       UNION ALL
       SELECT m.account_id, m.day, m.platform, m.database_id, m.title_id, NULL, m.data_type, m.access_type, m.access_method,
              m.yop, v.metric_type, v.value
         FROM title_metrics m
        CROSS JOIN LATERAL (VALUES ('Unique_Title_Investigations', m.uti), ('Unique_Title_Requests', m.utr)) AS v (metric_type, value)
        WHERE v.value > 0
       UNION ALL
       SELECT s.account_id, s.day, s.platform, s.database_id, NULL, NULL, s.data_type, NULL, s.access_method, NULL,
              CASE s.search_type WHEN 'regular' THEN 'Searches_Regular' WHEN 'automated' THEN 'Searches_Automated' ELSE 'Searches_Federated' END,
              count(*)::int
         FROM searched s
        GROUP BY s.account_id, s.day, s.platform, s.database_id, s.data_type, s.access_method, s.search_type
       UNION ALL
       SELECT k.account_id, k.day, k.platform, NULL, NULL, NULL, 'Platform', NULL, k.access_method, NULL, 'Searches_Platform', count(*)::int
         FROM kept k
        WHERE k.action = 'search' AND k.search_type IN ('regular', 'automated')
        GROUP BY k.account_id, k.day, k.platform, k.access_method
       UNION ALL
       -- Not COUNTER metrics (never in counter_usage): the platform's sessions with any activity, and each title's
       -- sessions, for the provider's engagement reports.
       SELECT k.account_id, k.day, k.platform, NULL, NULL, NULL, 'Platform', NULL, 'Regular', NULL, 'Sessions', count(DISTINCT k.session_key)::int
         FROM kept k
        GROUP BY k.account_id, k.day, k.platform
       UNION ALL
       SELECT a.account_id, a.day, a.platform, NULL, a.title_id, NULL, 'Title', NULL, 'Regular', NULL, 'Title_Sessions',
              count(DISTINCT a.session_key)::int
         FROM attributed a
        WHERE a.title_id IS NOT NULL AND a.action IN ('investigation', 'request')
        GROUP BY a.account_id, a.day, a.platform, a.title_id
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM added)::int AS rows,
            (SELECT json_object_agg(batch_id, n)
               FROM (SELECT batch_id, count(*)::int AS n FROM kept WHERE double_click AND batch_id = ANY($5::uuid[]) GROUP BY batch_id) AS b
            ) AS double_clicks`,
    [start, end, [...accounts], months, [...batchIds]],
  );
  return new Map(Object.entries(rows[0]?.double_clicks ?? {}));
}

/**
 * The dashboards' daily title usage of the days `first`..`last` for `accounts`, from `usage_daily` (views are the
 * investigations that were not requests).
 */
async function deriveDashboardRun(
  tx: Queryable,
  first: string,
  last: string,
  accounts: readonly string[],
  replace: boolean,
): Promise<void> {
  if (replace)
    await tx.query('DELETE FROM usage_events WHERE day BETWEEN $1::date AND $2::date AND account_id = ANY($3::uuid[])', [
      first,
      last,
      [...accounts],
    ]);
  await tx.query(
    `INSERT INTO usage_events (account_id, day, title_id, platform, metric, count)
     SELECT s.account_id, s.day, s.title_id, s.platform, v.metric, v.value
       FROM (SELECT account_id, day, title_id, platform,
                    coalesce(sum(count) FILTER (WHERE metric_type = 'Total_Item_Investigations'), 0)::int
                      - coalesce(sum(count) FILTER (WHERE metric_type = 'Total_Item_Requests'), 0)::int AS views,
                    coalesce(sum(count) FILTER (WHERE metric_type = 'Total_Item_Requests'), 0)::int AS downloads,
                    coalesce(sum(count) FILTER (WHERE metric_type IN ('No_License', 'Limit_Exceeded')), 0)::int AS denied
               FROM usage_daily
              WHERE day BETWEEN $1::date AND $2::date AND account_id = ANY($3::uuid[]) AND title_id IS NOT NULL
                AND platform IN ('jstor', 'artstor')
              GROUP BY account_id, day, title_id, platform) AS s
      CROSS JOIN LATERAL (VALUES ('view', s.views), ('download', s.downloads), ('access_denied', s.denied)) AS v (metric, value)
      WHERE v.value > 0`,
    [first, last, [...accounts]],
  );
}

/**
 * The month's `counter_usage` for `accounts`, summed from `usage_daily` (replacing what it held: an institution's
 * month comes from its raw events, or from an imported history, never both). counter_usage_yearly follows by its triggers.
 */
async function deriveMonth(tx: Queryable, month: string, accounts: readonly string[], replace: boolean): Promise<void> {
  if (replace) await tx.query('DELETE FROM counter_usage WHERE month = $1::date AND account_id = ANY($2::uuid[])', [month, [...accounts]]);
  await tx.query(
    `INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type, access_method,
                                yop, metric_type, count)
     SELECT account_id, $1::date, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type,
            sum(count)::int
       FROM usage_daily
      WHERE day >= $1::date AND day < $2::date AND account_id = ANY($3::uuid[]) AND metric_type <> ALL($4::text[])
      GROUP BY account_id, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type`,
    [month, nextMonth(month), [...accounts], [...ENGAGEMENT_METRICS]],
  );
}

export interface ProcessResult {
  state: 'done' | 'skipped';
  days: number;
  months: string[];
  doubleClicks: number;
  /** How many batches were processed together (this one and those claimed with it). */
  batches?: number;
}

/** Consecutive days in runs (a batch of a day, a month or a restatement is one run), at most a month long. */
export function dayRuns(days: readonly string[]): Array<[string, string]> {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[string, string]> = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    if (run && nextDay(run[1]) === day && Date.parse(day) - Date.parse(run[0]) < 31 * 86_400_000) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Applies the days a set of raw events touched, inside `tx`: each run of days derived anew for the institutions with
 * raw events in it (of `accounts` when given: a batch's own, as the others' events and so their figures are
 * unchanged), then their months summed again. Months are locked in order (advisory locks), so two gateways
 * processing overlapping batches take turns. `replace: false` is for a bulk load into derived tables that hold
 * nothing for these days yet (the demo seed): what they held is not deleted first. Returns the double-clicks dropped
 * among the events of each of `batchIds`.
 */
export async function applyDaysIn(
  tx: Queryable,
  days: readonly string[],
  batchIds: readonly string[],
  { replace = true, accounts = null }: { replace?: boolean; accounts?: readonly string[] | null } = {},
): Promise<{ doubleClicks: Map<string, number>; months: string[] }> {
  const runs = dayRuns(days);
  const months = [...new Set(runs.flatMap(([first, last]) => [monthOfDay(first), monthOfDay(last)]))].sort();
  for (const month of months) await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MONTH_LOCK_NAMESPACE, month]);
  const doubleClicks = new Map<string, number>();
  const accountsByMonth = new Map<string, Set<string>>();
  for (const [first, last] of runs) {
    const { slices, months: runMonths } = await runSlices(tx, first, last, accounts);
    for (const slice of slices) {
      for (const [batch, count] of await deriveRunSlice(tx, first, last, slice, batchIds, replace))
        doubleClicks.set(batch, (doubleClicks.get(batch) ?? 0) + count);
      await deriveDashboardRun(tx, first, last, slice, replace);
    }
    for (const [month, accounts] of runMonths) {
      const monthAccounts = accountsByMonth.get(month) ?? new Set<string>();
      for (const account of accounts) monthAccounts.add(account);
      accountsByMonth.set(month, monthAccounts);
    }
  }
  // counter_usage_yearly (migration 0016) is rebuilt once per institution and year touched instead of following each
  // month's delete and insert through its triggers (a month of a whole platform is thousands of rows).
  await sumMonths(tx, accountsByMonth, replace);
  return { doubleClicks, months };
}

/** The months' counter_usage of their institutions summed again from usage_daily, then their years' counter_usage_yearly. */
async function sumMonths(tx: Queryable, accountsByMonth: ReadonlyMap<string, ReadonlySet<string>>, replace: boolean): Promise<void> {
  await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'on', true)`);
  const accountsByYear = new Map<number, Set<string>>();
  for (const [month, accounts] of accountsByMonth) {
    for (const slice of await rowSlices(tx, 'usage_daily', month, nextMonth(month), [...accounts]))
      await deriveMonth(tx, month, slice, replace);
    const year = Number(month.slice(0, 4));
    const yearAccounts = accountsByYear.get(year) ?? new Set<string>();
    for (const account of accounts) yearAccounts.add(account);
    accountsByYear.set(year, yearAccounts);
  }
  await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'off', true)`);
  for (const [year, accounts] of accountsByYear) {
    for (const slice of await rowSlices(tx, 'counter_usage', `${year}-01-01`, `${year + 1}-01-01`, [...accounts]))
      await tx.query('SELECT counter_usage_yearly_rebuild($1::uuid[], $2::int, $2::int)', [slice, year]);
  }
}

/**
 * applyDaysIn in steps, for the embedded database: each slice of institutions of each run (at most SLICE_EVENTS
 * events) is derived, and its months and years summed, in a transaction of its own. PGlite has one session, and a
 * busy day of a large platform derived in one transaction would hold it for minutes: no console query and no upload
 * could run meanwhile. Each institution's figures change all at once (its days, months and years in one step);
 * until the last step, some institutions show the batch and others not yet. A step that fails leaves the steps before
 * it applied: they derived every raw event stored, as any later processing of those days would.
 */
export async function applyDaysInSteps(
  db: Db,
  days: readonly string[],
  batchIds: readonly string[],
  accounts: readonly string[] | null,
): Promise<{ doubleClicks: Map<string, number>; months: string[] }> {
  const runs = dayRuns(days);
  const doubleClicks = new Map<string, number>();
  const months = new Set<string>();
  for (const [first, last] of runs) {
    const { slices, months: runMonths } = await runSlices(db, first, last, accounts);
    for (const month of [monthOfDay(first), monthOfDay(last)]) months.add(month);
    for (const slice of slices) {
      const members = new Set(slice);
      const sliceMonths = new Map<string, Set<string>>();
      for (const [month, monthAccounts] of runMonths) {
        const inSlice = new Set([...monthAccounts].filter((account) => members.has(account)));
        if (inSlice.size > 0) sliceMonths.set(month, inSlice);
      }
      await db.transaction(async (tx) => {
        for (const month of [...new Set([monthOfDay(first), monthOfDay(last)])].sort())
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MONTH_LOCK_NAMESPACE, month]);
        for (const [batch, count] of await deriveRunSlice(tx, first, last, slice, batchIds, true))
          doubleClicks.set(batch, (doubleClicks.get(batch) ?? 0) + count);
        await deriveDashboardRun(tx, first, last, slice, true);
        await sumMonths(tx, sliceMonths, true);
      });
    }
  }
  return { doubleClicks, months: [...months].sort() };
}

/** applyDaysIn in a transaction of its own: a failure applies nothing. */
export async function applyDays(
  db: Db,
  days: readonly string[],
  batchIds: readonly string[],
  accounts: readonly string[] | null = null,
): Promise<{ doubleClicks: Map<string, number>; months: string[] }> {
  return db.transaction((tx) => applyDaysIn(tx, days, batchIds, { accounts }));
}

/** processBatch inside the caller's transaction (the demo seed's). */
export async function processBatchIn(tx: Queryable, batchId: string): Promise<void> {
  const batch = await loadBatch(tx, batchId);
  if (!batch || batch.state === 'done') return;
  const { doubleClicks } = await applyDaysIn(tx, batch.days, [batchId], { accounts: batch.accounts });
  await setBatchState(tx, batchId, 'done', { doubleClicks: doubleClicks.get(batchId) ?? 0 });
}

/**
 * Processes a batch together with the usage batches received after it and still queued (up to GROUP_EVENTS events):
 * their days are derived once, not once per batch, so a platform sending a busy day in many requests pays for the day
 * about once. All of the group become `done` in one transaction with their own double-click counts, or none does:
 * on a failure the others are queued again (their own jobs, or this one's retry, take them). A batch already done
 * (by another gateway's group) is skipped.
 */
export async function processBatch(db: Db, batchId: string): Promise<ProcessResult> {
  const batch = await loadBatch(db, batchId);
  if (!batch || batch.state === 'done') return { state: 'skipped', days: 0, months: [], doubleClicks: 0 };
  const others = batch.kind === 'usage-events' ? await claimQueuedUsageBatches(db, batchId, GROUP_EVENTS - batch.accepted) : [];
  await markProcessing(db, batchId);
  try {
    if (db.kind === 'pglite') return await processGroupInSteps(db, batchId, [batchId, ...others]);
    return await db.transaction(async (tx) => {
      const group = await lockUndoneBatches(tx, [batchId, ...others]);
      if (group.length === 0) return { state: 'skipped', days: 0, months: [], doubleClicks: 0 };
      const { days, accounts, usageIds } = groupWork(group);
      const { doubleClicks, months } = await applyDaysIn(tx, days, usageIds, { accounts });
      for (const member of group) await setBatchState(tx, member.id, 'done', { doubleClicks: doubleClicks.get(member.id) ?? 0 });
      return { state: 'done', days: days.length, months, doubleClicks: doubleClicks.get(batchId) ?? 0, batches: group.length };
    });
  } catch (error) {
    if (others.length > 0) await requeueBatches(db, others);
    throw error;
  }
}

/** What a group of batches derives: the union of their days and institutions (every one if a member names none). */
function groupWork(group: readonly BatchRow[]): { days: string[]; accounts: string[] | null; usageIds: string[] } {
  return {
    days: [...new Set(group.flatMap((member) => member.days))],
    accounts: group.some((member) => member.accounts === null) ? null : [...new Set(group.flatMap((member) => member.accounts ?? []))],
    usageIds: group.filter((member) => member.kind === 'usage-events').map((member) => member.id),
  };
}

/** The group of processBatch on PGlite: its days applied in steps (applyDaysInSteps), then all of it `done` at once. */
async function processGroupInSteps(db: Db, batchId: string, ids: readonly string[]): Promise<ProcessResult> {
  const group = await lockUndoneBatches(db, ids);
  if (group.length === 0) return { state: 'skipped', days: 0, months: [], doubleClicks: 0 };
  const { days, accounts, usageIds } = groupWork(group);
  const { doubleClicks, months } = await applyDaysInSteps(db, days, usageIds, accounts);
  await db.transaction(async (tx) => {
    for (const member of group) await setBatchState(tx, member.id, 'done', { doubleClicks: doubleClicks.get(member.id) ?? 0 });
  });
  return { state: 'done', days: days.length, months, doubleClicks: doubleClicks.get(batchId) ?? 0, batches: group.length };
}

/** Marks a batch failed for good (its retries are spent): nothing of it was applied. */
export async function failBatch(db: Db, batchId: string, reason: string): Promise<void> {
  await setBatchState(db, batchId, 'failed', { failure: reason.slice(0, 500) });
}

/** The days of a month that hold raw events, or null when the month's raw events are no longer kept. */
export async function daysOfMonth(db: Queryable, month: string): Promise<string[] | null> {
  const { rows } = await db.query<{ kept: boolean }>(
    `SELECT to_regclass('usage_raw_events_y' || to_char($1::date, 'YYYY') || 'm' || to_char($1::date, 'MM')) IS NOT NULL AS kept`,
    [month],
  );
  if (!rows[0]?.kept) return null;
  const days: string[] = [];
  for (let day = month; day < nextMonth(month); day = nextDay(day)) days.push(day);
  // The last day of the previous month too: this month's first 30 seconds may end its double-clicks.
  return [new Date(Date.parse(`${month}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), ...days];
}

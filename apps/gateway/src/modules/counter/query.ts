import type { Queryable } from '../../db/connection.ts';
import type { PerformanceAttribute } from './definitions.ts';
import { platformName } from './header.ts';
import type { Attribution, ResolvedRequest } from './request.ts';

/**
 * The SQL side of report generation: which entities (platform, databases, titles or items) have usage for the
 * request, in report order, and their monthly counts a page of entities at a time, aggregated in the database
 * from `counter_usage_yearly` (migration 0016: `counter_usage` of migration 0010 with a year's months in one row,
 * kept equal to it by triggers). Memory is bounded by the page, not the report.
 */

/** Entities per query: large enough to keep round trips few, small enough to bound memory. */
export const ENTITY_PAGE = 500;

/** One metric line of one performance: counts by month (only months with usage). */
export interface MetricLine {
  metric: string;
  counts: Map<string, number>;
  total: number;
}

/** One Attribute_Performance: attribute values and its metric lines in metric order. */
export interface PerformanceGroup {
  attributes: Partial<Record<PerformanceAttribute, string>>;
  metrics: MetricLine[];
}

/** The report row's subject: JSON properties and tabular cells, plus the parent of an item (IR). */
export interface EntityRecord {
  key: string;
  json: Record<string, unknown>;
  cells: Record<string, string>;
  parent: { key: string; json: Record<string, unknown>; cells: Record<string, string> } | null;
}

export interface EntityUsage {
  entity: EntityRecord;
  performances: PerformanceGroup[];
}

const DATABASE_LEVEL_METRICS = ['Searches_Regular', 'Searches_Automated', 'Searches_Federated', 'Limit_Exceeded', 'No_License'];

interface FamilySql {
  /** The entity key of a usage row. */
  entity: string;
  /** The usage rows with what the filters need. */
  from: string;
  /**
   * IR: the usage rows alone (`u`), for listing entities: the item (`i`) is joined once per entity by `sortJoin`
   * instead of once per usage row, and the conditions on it (entityConditions) apply there. Null: `from` serves.
   */
  usageOnly: string | null;
  dataType: string;
  /** Joins from the entity (`e.entity`) to what the report is sorted by, and the sort. */
  sortJoin: string;
  sort: string[];
}

function familySql(resolved: ResolvedRequest): FamilySql {
  switch (resolved.definition.family) {
    case 'PR':
      return { entity: 'u.platform', from: 'counter_usage_yearly u', usageOnly: null, dataType: 'u.data_type', sortJoin: '', sort: [] };
    case 'DR':
      return {
        entity: 'u.database_id',
        from: 'counter_usage_yearly u JOIN counter_databases d ON d.id = u.database_id',
        usageOnly: null,
        dataType: `CASE WHEN u.metric_type IN (${DATABASE_LEVEL_METRICS.map((metric) => `'${metric}'`).join(', ')}) THEN d.data_type ELSE u.data_type END`,
        sortJoin: 'JOIN counter_databases d ON d.id = e.entity',
        sort: ['d.name', 'd.id'],
      };
    case 'TR':
      return {
        entity: 'u.title_id',
        from: 'counter_usage_yearly u',
        usageOnly: null,
        dataType: 'u.data_type',
        sortJoin: 'JOIN titles t ON t.id = e.entity',
        sort: ['t.title', 't.id'],
      };
    case 'IR':
      return {
        entity: 'u.item_id',
        from: 'counter_usage_yearly u JOIN counter_items i ON i.id = u.item_id',
        usageOnly: 'counter_usage_yearly u',
        dataType: 'i.data_type',
        sortJoin: 'JOIN counter_items i ON i.id = e.entity LEFT JOIN titles t ON t.id = i.title_id',
        sort: [`coalesce(t.title, '')`, 'coalesce(t.id, 0)', 'i.name', 'i.id'],
      };
  }
}

interface Built {
  sql: FamilySql;
  /** Every condition, on the rows of `sql.from`. */
  conditions: string[];
  /** Those of `conditions` on the item (`i`) alone, the same for all of an entity's rows (IR's data type and author). */
  entityConditions: string[];
  params: unknown[];
}

/** The period's months as a year and a month number (1-12), from the resolved `yyyy-mm` months. */
function periodMonths(resolved: ResolvedRequest): Array<{ year: number; month: number }> {
  return resolved.months.map((value) => {
    const year = Number(value.slice(0, 4));
    const month = Number(value.slice(5, 7));
    if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw new Error(`Not a month: ${value}`);
    return { year, month };
  });
}

/** The sum of the `counter_usage_yearly` rows' counts in one month (SQL; year and month are integers). */
function monthSum(year: number, month: number): string {
  return `sum(u.counts[${month}]) FILTER (WHERE u.year = ${year})::int`;
}

/**
 * Rows of `counter_usage_yearly` are whole years: when the period leaves out months of a year it touches, a row may
 * hold usage in those months only. Null when the period is whole years (every row of them has usage in it),
 * otherwise the SQL of whether a row has usage in the period: a count above 0 among its months of the period (counts
 * are sums of positive counts, never below 0). A slice of the row's array per year, not a term per month: a term per
 * month of the period for every row was most of the time of listing a long IR.
 */
function partialPeriodUsage(resolved: ResolvedRequest): string | null {
  const months = periodMonths(resolved);
  const byYear = new Map<number, number[]>();
  for (const { year, month } of months) byYear.set(year, [...(byYear.get(year) ?? []), month]);
  if (months.length === byYear.size * 12) return null;
  const slices = [...byYear].map(([year, list]) => {
    const first = Math.min(...list);
    const last = Math.max(...list);
    const slice =
      last - first + 1 === list.length ? `u.counts[${first}:${last}]` : `ARRAY[${list.map((month) => `u.counts[${month}]`).join(', ')}]`;
    return `WHEN ${year} THEN ${slice}`;
  });
  return `0 < ANY(CASE u.year ${slices.join(' ')} END)`;
}

function build(resolved: ResolvedRequest): Built {
  const sql = familySql(resolved);
  const { request } = resolved;
  const months = periodMonths(resolved);
  const params: unknown[] = [request.accountId, request.platform, months[0]?.year, months[months.length - 1]?.year, resolved.metrics];
  const conditions = ['u.account_id = $1', 'u.platform = $2', 'u.year BETWEEN $3::int AND $4::int', 'u.metric_type = ANY($5::text[])'];
  const entityConditions: string[] = [];
  const add = (condition: (index: number) => string, value: unknown, onEntity = false) => {
    params.push(value);
    conditions.push(condition(params.length));
    if (onEntity) entityConditions.push(condition(params.length));
  };
  const itemFamily = resolved.definition.family === 'IR';
  if (resolved.accessMethods) add((n) => `u.access_method = ANY($${n}::text[])`, resolved.accessMethods);
  if (resolved.dataTypes) add((n) => `${sql.dataType} = ANY($${n}::text[])`, resolved.dataTypes, itemFamily);
  if (resolved.accessTypes) add((n) => `u.access_type = ANY($${n}::text[])`, resolved.accessTypes);
  if (resolved.yopRanges) {
    params.push(
      resolved.yopRanges.map(([low]) => low),
      resolved.yopRanges.map(([, high]) => high),
    );
    const high = params.length;
    conditions.push(
      `EXISTS (SELECT 1 FROM unnest($${high - 1}::int[], $${high}::int[]) AS r (low, high) WHERE u.yop BETWEEN r.low AND r.high)`,
    );
  }
  // The single-entity filters (COUNTER API database, item_id, author): matched on what the report prints for the
  // entity, so a value copied from a report finds its row again.
  if (resolved.database)
    add(
      (n) =>
        `u.database_id IN (SELECT f.id FROM counter_databases f WHERE f.platform = $2 AND (lower(f.name) = lower($${n}) OR f.id = $${n} OR $2 || ':' || f.id = $${n}))`,
      resolved.database,
    );
  if (resolved.itemId && resolved.definition.family === 'TR')
    add(
      (n) =>
        `u.title_id IN (SELECT f.id FROM titles f WHERE lower(f.doi) = lower($${n}) OR upper(f.issn) = upper($${n}) OR f.isbn = replace($${n}, '-', '') OR f.url = $${n} OR $2 || ':t' || f.id = $${n})`,
      identifierValue(resolved.itemId),
    );
  if (resolved.itemId && resolved.definition.family === 'IR')
    add(
      (n) =>
        `u.item_id IN (SELECT f.id FROM counter_items f WHERE lower(f.doi) = lower($${n}) OR f.url = $${n} OR $2 || ':i' || f.id = $${n})`,
      identifierValue(resolved.itemId),
    );
  if (resolved.author && itemFamily) add((n) => `lower(i.author) = lower($${n})`, resolved.author, true);
  if (resolved.definition.family === 'DR') conditions.push('u.database_id IS NOT NULL');
  if (resolved.definition.family === 'TR') conditions.push('u.title_id IS NOT NULL');
  if (resolved.definition.family === 'IR') conditions.push('u.item_id IS NOT NULL');
  return { sql, conditions, entityConditions, params };
}

/** Item_ID types a value may be prefixed with (`DOI:10.1234/x`, `Online_ISSN:1234-5678`): the value alone. */
const IDENTIFIER_PREFIX = /^(?:DOI|Proprietary|ISBN|Print_ISSN|Online_ISSN|URI):/i;

export function identifierValue(value: string): string {
  return value.replace(IDENTIFIER_PREFIX, '');
}

/**
 * Whether the family's entities are few and known without reading usage (PR: the platform; DR: the databases), so
 * the generator reads their usage in one pass before the header instead of first scanning the usage for the
 * entities that have some (listEntities) and then again for their counts: one scan of the period's rows, not two.
 */
export function readsUsageFirst(resolved: ResolvedRequest): boolean {
  return resolved.definition.family === 'PR' || resolved.definition.family === 'DR';
}

/** PR and DR: every entity the report could hold, in report order (readUsage skips those without usage). */
export async function candidateEntities(db: Queryable, resolved: ResolvedRequest): Promise<string[]> {
  if (resolved.definition.family === 'PR') return [resolved.request.platform];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM counter_databases ORDER BY name, id');
  return rows.map((row) => row.id);
}

/**
 * Keys of the entities with usage for the request, in report order (distinct keys first, then sorted). IR: the
 * usage rows are grouped by item without joining `counter_items` to each of them (120,000 items scanned for a
 * listing, twice, on bench/sushi's data); the item is joined once per entity, where the conditions on it apply (an
 * item that does not pass them, or is not in `counter_items`, has no row there, as it had none before grouping).
 */
export async function listEntities(db: Queryable, resolved: ResolvedRequest): Promise<string[]> {
  const { sql, conditions, entityConditions, params } = build(resolved);
  const partial = partialPeriodUsage(resolved);
  const usageConditions = sql.usageOnly ? conditions.filter((condition) => !entityConditions.includes(condition)) : conditions;
  const { rows } = await db.query<{ rows: string | null }>(
    `SELECT json_agg(e.entity::text ORDER BY ${[...sql.sort, 'e.entity'].join(', ')})::text AS rows
       FROM (SELECT ${sql.entity} AS entity FROM ${sql.usageOnly ?? sql.from} WHERE ${usageConditions.join(' AND ')}
              GROUP BY 1 ${partial ? `HAVING bool_or(${partial})` : ''}) AS e
       ${sql.sortJoin}
       ${sql.usageOnly && entityConditions.length > 0 ? `WHERE ${entityConditions.join(' AND ')}` : ''}`,
    params,
  );
  const text = rows[0]?.rows;
  return text ? (JSON.parse(text) as string[]) : [];
}

/**
 * How many `counter_usage_yearly` rows the report reads, counting no further than `limit`: every statement of the
 * report works through these rows (listEntities groups them, pageUsage sums each one for every month of the
 * period), so rows × months bounds its work and its size, whatever attributes it shows. The item is joined only
 * when a condition is on it (IR's data type and author). The limit keeps the count cheap for a report far over any
 * bound.
 */
export async function countUsageRows(db: Queryable, resolved: ResolvedRequest, limit: number): Promise<number> {
  const { sql, conditions, entityConditions, params } = build(resolved);
  const from = sql.usageOnly && entityConditions.length === 0 ? sql.usageOnly : sql.from;
  params.push(limit);
  const { rows } = await db.query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM (SELECT 1 FROM ${from} WHERE ${conditions.join(' AND ')} LIMIT $${params.length}) AS r`,
    params,
  );
  return rows[0]?.rows ?? 0;
}

const ATTRIBUTE_SQL: Record<Exclude<PerformanceAttribute, 'Data_Type'>, string> = {
  YOP: 'u.yop::text',
  Access_Type: 'u.access_type',
  Access_Method: 'u.access_method',
};

/** The SQL type of a family's entity key (the page's keys are compared as that type, so an index can serve). */
const KEY_TYPES: Record<ResolvedRequest['definition']['family'], 'int' | 'text'> = { PR: 'text', DR: 'text', TR: 'int', IR: 'int' };

/**
 * The text of a usage line's Data_Type with `\`, tab and line feed escaped (`\\`, `\t`, `\n`): the only value of
 * a line whose characters no check constraint limits (counter_usage.data_type), so the only one that could hold a
 * separator of the lines' text (pageUsage).
 */
const escapedText = (value: string) => `replace(replace(replace(${value}, '\\', '\\\\'), E'\\t', '\\t'), E'\\n', '\\n')`;
const UNESCAPE = /\\([\\tn])/g;
const unescapeText = (value: string) =>
  value.includes('\\') ? value.replace(UNESCAPE, (_match, code: string) => (code === 't' ? '\t' : code === 'n' ? '\n' : '\\')) : value;

/** A `{1,NULL,3}` integer array's text as numbers (null for NULL). */
function parseCounts(text: string): Array<number | null> {
  return text
    .slice(1, -1)
    .split(',')
    .map((value) => (value === 'NULL' ? null : Number(value)));
}

/**
 * Monthly counts of a page of entities, grouped into performances (attribute values, then metrics). One row per
 * metric line with its months as an array (one aggregation pass, a sum per month). The page's lines cross from the
 * embedded database's thread as one text value (PGlite's wire protocol decoding, cell by cell, was about 40 % of its
 * thread's time on a large report): a line a row of tab-separated fields (the entity, each attribute shown, the
 * metric, the counts as an array's text; an empty attribute is null: no value of them is empty, by the tables' check
 * constraints), which PGlite builds in about 15 % less time than a JSON array per line (json_build_array looks up
 * each argument's type on every call; measured on bench/sushi's pages of 500 titles).
 */
async function pageUsage(db: Queryable, resolved: ResolvedRequest, keys: readonly string[]): Promise<Map<string, PerformanceGroup[]>> {
  const { sql, conditions, params } = build(resolved);
  const attributeSql = resolved.attributes.map((name) => (name === 'Data_Type' ? sql.dataType : ATTRIBUTE_SQL[name]));
  const columns = [0, 1, 2, 3].map((index) => `${attributeSql[index] ?? 'NULL::text'} AS a${index}`);
  const keyType = KEY_TYPES[resolved.definition.family];
  params.push(keyType === 'int' ? keys.map(Number) : [...keys]);
  const keysParam = params.length;
  const sums = periodMonths(resolved).map(({ year, month }) => monthSum(year, month));
  const order = resolved.attributes.map((name, index) => (name === 'YOP' ? `r.a${index} DESC` : `r.a${index}`));
  const fields = [
    'r.entity',
    ...resolved.attributes.map((name, index) => `coalesce(${name === 'Data_Type' ? escapedText(`r.a${index}`) : `r.a${index}`}, '')`),
    'r.metric_type',
    'r.counts::text',
  ];
  // Each key's rows through the (account, platform, key, year) index: a join of the page with the table chose a
  // scan of all of the account's rows for every page (3 times the CPU, bench/sushi's data).
  const { rows } = await db.query<{ lines: string | null }>(
    `SELECT string_agg(${fields.join(` || E'\\t' || `)}, E'\\n' ORDER BY ${['r.ord', ...order, 'r.metric_type COLLATE "C"'].join(', ')}) AS lines
       FROM (SELECT page.ord, lines.*
               FROM unnest($${keysParam}::${keyType}[]) WITH ORDINALITY AS page (key, ord)
              CROSS JOIN LATERAL (
                SELECT ${sql.entity}::text AS entity, ${columns.join(', ')}, u.metric_type, ARRAY[${sums.join(', ')}] AS counts
                  FROM ${sql.from}
                 WHERE ${sql.entity} = page.key AND ${conditions.join(' AND ')}
                 GROUP BY 1, 2, 3, 4, 5, u.metric_type) AS lines) AS r`,
    params,
  );
  const text = rows[0]?.lines;
  const shownCount = resolved.attributes.length;
  const lines = text
    ? text.split('\n').map((line) => {
        const values = line.split('\t');
        if (values.length !== shownCount + 3) throw new Error(`A usage line has ${values.length} fields, not ${shownCount + 3}`);
        const attributes = values
          .slice(1, 1 + shownCount)
          .map((value, index) => (value === '' ? null : resolved.attributes[index] === 'Data_Type' ? unescapeText(value) : value));
        return {
          entity: values[0] ?? '',
          attributes,
          metric: values[1 + shownCount] ?? '',
          counts: parseCounts(values[2 + shownCount] ?? '{}'),
        };
      })
    : [];
  const byEntity = new Map<string, PerformanceGroup[]>();
  const { attributes: shown, months } = resolved;
  let groupKey = '';
  let group: PerformanceGroup | null = null;
  for (const { entity, attributes: values, metric, counts } of lines) {
    // A year's row may have usage only outside a period that leaves out some of its months: no line.
    if (!counts.some((count) => count)) continue;
    const key = `${entity}\u0000${values.join('\u0000')}`;
    if (key !== groupKey || !group) {
      const attributes: PerformanceGroup['attributes'] = {};
      shown.forEach((name, index) => {
        const value = values[index];
        if (value !== null && value !== undefined) attributes[name] = value;
      });
      groupKey = key;
      group = { attributes, metrics: [] };
      const list = byEntity.get(entity);
      if (list) list.push(group);
      else byEntity.set(entity, [group]);
    }
    const line: MetricLine = { metric, counts: new Map(), total: 0 };
    for (let index = 0; index < counts.length; index += 1) {
      const count = counts[index];
      if (!count) continue;
      line.counts.set(months[index] ?? '', count);
      line.total += count;
    }
    group.metrics.push(line);
  }
  return byEntity;
}

/** ISBN-13 as COUNTER writes it (978-n-nnnnn-nnn-n, 17 characters). */
export function hyphenatedIsbn(isbn: string): string {
  return `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
}

interface TitleRow {
  id: number;
  kind: 'journal' | 'book';
  title: string;
  publisher_name: string | null;
  doi: string | null;
  issn: string | null;
  isbn: string | null;
  url: string;
  yop: number | null;
}

function titleIdentity(resolved: ResolvedRequest, title: TitleRow): { itemId: Record<string, string>; cells: Record<string, string> } {
  const proprietary = `${resolved.request.platform}:t${title.id}`;
  const isbn = title.isbn ? hyphenatedIsbn(title.isbn) : '';
  const itemId: Record<string, string> = {};
  if (title.doi) itemId.DOI = title.doi;
  itemId.Proprietary = proprietary;
  if (isbn) itemId.ISBN = isbn;
  if (title.issn) itemId.Online_ISSN = title.issn;
  itemId.URI = title.url;
  return {
    itemId,
    cells: { DOI: title.doi ?? '', Proprietary_ID: proprietary, ISBN: isbn, Print_ISSN: '', Online_ISSN: title.issn ?? '', URI: title.url },
  };
}

/** A title's columns in TitleRow's order (`t` the alias of `titles`). */
const TITLE_COLUMNS = (alias: string) =>
  ['id', 'kind', 'title', 'publisher_name', 'doi', 'issn', 'isbn', 'url', 'yop'].map((column) => `${alias}.${column}`).join(', ');

type TitleColumns = [number, TitleRow['kind'], string, string | null, string | null, string | null, string | null, string, number | null];
type ItemColumns = [number, string, string | null, string, string | null, string | null, string | null];

function titleRow([id, kind, title, publisher_name, doi, issn, isbn, url, yop]: TitleColumns): TitleRow {
  return { id, kind, title, publisher_name, doi, issn, isbn, url, yop };
}

/**
 * A page's metadata rows as arrays of their columns, in one JSON text: one value crosses from PGlite's thread, not
 * one per column of every row, and an array per row is about a third less text to build and parse than an object
 * per row. The order of the rows is not kept (the caller looks rows up by key).
 */
async function flatRows<T extends unknown[]>(db: Queryable, columns: string, from: string, keys: readonly string[]): Promise<T[]> {
  const { rows } = await db.query<{ rows: string | null }>(`SELECT json_agg(json_build_array(${columns}))::text AS rows FROM ${from}`, [
    keys.map(Number),
  ]);
  const text = rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

/** Publisher of items without a parent title, and of databases. */
const PLATFORM_PUBLISHER = 'ITHAKA';

async function pageEntities(db: Queryable, resolved: ResolvedRequest, keys: readonly string[]): Promise<Map<string, EntityRecord>> {
  const platform = platformName(resolved);
  const records = new Map<string, EntityRecord>();
  switch (resolved.definition.family) {
    case 'PR':
      records.set(resolved.request.platform, {
        key: resolved.request.platform,
        json: { Platform: platform },
        cells: { Platform: platform },
        parent: null,
      });
      break;
    case 'DR': {
      const { rows } = await db.query<{ id: string; name: string; publisher: string }>(
        'SELECT id, name, publisher FROM counter_databases WHERE id = ANY($1::text[])',
        [[...keys]],
      );
      for (const row of rows) {
        const proprietary = `${resolved.request.platform}:${row.id}`;
        records.set(row.id, {
          key: row.id,
          json: { Database: row.name, Publisher: row.publisher, Platform: platform, Item_ID: { Proprietary: proprietary } },
          cells: { Database: row.name, Publisher: row.publisher, Publisher_ID: '', Platform: platform, Proprietary_ID: proprietary },
          parent: null,
        });
      }
      break;
    }
    case 'TR': {
      const rows = (await flatRows<TitleColumns>(db, TITLE_COLUMNS('t'), 'titles t WHERE t.id = ANY($1::int[])', keys)).map(titleRow);
      for (const row of rows) {
        const { itemId, cells } = titleIdentity(resolved, row);
        const publisher = row.publisher_name ?? PLATFORM_PUBLISHER;
        records.set(String(row.id), {
          key: String(row.id),
          json: { Title: row.title, Publisher: publisher, Platform: platform, Item_ID: itemId },
          cells: { Title: row.title, Publisher: publisher, Publisher_ID: '', Platform: platform, ...cells },
          parent: null,
        });
      }
      break;
    }
    case 'IR': {
      const rows = (
        await flatRows<[...ItemColumns, ...TitleColumns]>(
          db,
          `i.id, i.name, i.doi, i.url, i.author, to_char(i.publication_date, 'YYYY-MM-DD'), i.article_version, ${TITLE_COLUMNS('t')}`,
          'counter_items i LEFT JOIN titles t ON t.id = i.title_id WHERE i.id = ANY($1::int[])',
          keys,
        )
      ).map(([id, name, doi, url, author, publication_date, article_version, ...title]) => ({
        id,
        name,
        doi,
        url,
        author,
        publication_date,
        article_version,
        parent: title[0] === null ? null : titleRow(title),
      }));
      const shown = new Set(resolved.itemAttributes);
      for (const row of rows) {
        const proprietary = `${resolved.request.platform}:i${row.id}`;
        const publisher = row.parent?.publisher_name ?? PLATFORM_PUBLISHER;
        const json: Record<string, unknown> = { Item: row.name, Publisher: publisher, Platform: platform };
        if (shown.has('Authors') && row.author) json.Authors = [{ Name: row.author }];
        if (shown.has('Publication_Date') && row.publication_date) json.Publication_Date = row.publication_date;
        if (shown.has('Article_Version') && row.article_version) json.Article_Version = row.article_version;
        const itemId: Record<string, string> = {};
        if (row.doi) itemId.DOI = row.doi;
        itemId.Proprietary = proprietary;
        itemId.URI = row.url;
        json.Item_ID = itemId;
        const cells: Record<string, string> = {
          Item: row.name,
          Publisher: publisher,
          Publisher_ID: '',
          Platform: platform,
          Authors: row.author ?? '',
          Publication_Date: row.publication_date ?? '',
          Article_Version: row.article_version ?? '',
          DOI: row.doi ?? '',
          Proprietary_ID: proprietary,
          ISBN: '',
          Print_ISSN: '',
          Online_ISSN: '',
          URI: row.url,
        };
        let parent: EntityRecord['parent'] = null;
        if (row.parent) {
          const identity = titleIdentity(resolved, row.parent);
          const parentJson: Record<string, unknown> = { Title: row.parent.title };
          if (resolved.definition.id === 'IR') parentJson.Data_Type = row.parent.kind === 'book' ? 'Book' : 'Journal';
          parentJson.Item_ID = identity.itemId;
          const parentCells: Record<string, string> = {
            Parent_Title: row.parent.title,
            Parent_Authors: '',
            Parent_Publication_Date: '',
            Parent_Article_Version: '',
            Parent_Data_Type: row.parent.kind === 'book' ? 'Book' : 'Journal',
          };
          for (const [name, value] of Object.entries(identity.cells)) parentCells[`Parent_${name}`] = value;
          parent = { key: String(row.parent.id), json: parentJson, cells: parentCells };
        }
        records.set(String(row.id), { key: String(row.id), json, cells, parent });
      }
      break;
    }
  }
  return records;
}

/** The request's usage, entity by entity in report order, read a page of entities at a time. */
export async function* readUsage(
  db: Queryable,
  resolved: ResolvedRequest,
  keys: readonly string[],
  pageSize = ENTITY_PAGE,
): AsyncGenerator<EntityUsage> {
  for (let start = 0; start < keys.length; start += pageSize) {
    const page = keys.slice(start, start + pageSize);
    const [usage, entities] = await Promise.all([pageUsage(db, resolved, page), pageEntities(db, resolved, page)]);
    for (const key of page) {
      const entity = entities.get(key);
      const performances = usage.get(key);
      if (entity && performances && performances.length > 0) yield { entity, performances };
    }
  }
}

/** First month with any usage on the platform (the start of data collection), or null. */
export async function firstDataMonth(db: Queryable, platform: string): Promise<string | null> {
  const { rows } = await db.query<{ first: string | null }>(
    `SELECT to_char(min(month), 'YYYY-MM') AS first FROM counter_usage WHERE platform = $1`,
    [platform],
  );
  return rows[0]?.first ?? null;
}

/**
 * The common extension values (Code of Practice section 11) of a report's usage. A report reads the usage of one
 * account (build: u.account_id = $1; counter_usage.account_id is NOT NULL), the customer institution the usage was
 * recorded for, so all of it is attributed to that institution: Attributed is Yes when the account exists, and the
 * institution's name, Customer_ID and country (accounts.country_code, ISO 3166-1; null for accounts without one,
 * e.g. individuals) are the account's. The platform records no subdivision of an institution (accounts has no such
 * column), so Subdivision_Code and Subdivision_Name are unknown (null) for all usage: left out of the items, and no
 * usage passes a Subdivision_Code filter.
 */
export async function readAttribution(db: Queryable, resolved: ResolvedRequest): Promise<Attribution> {
  const { rows } = await db.query<{ country_code: string | null }>('SELECT country_code FROM accounts WHERE id = $1', [
    resolved.request.accountId,
  ]);
  const account = rows[0];
  return {
    Institution_Name: account ? resolved.request.institutionName : null,
    Customer_ID: account ? resolved.request.customerId : null,
    Country_Code: account?.country_code ?? null,
    Subdivision_Name: null,
    Subdivision_Code: null,
    Attributed: account ? 'Yes' : null,
  };
}

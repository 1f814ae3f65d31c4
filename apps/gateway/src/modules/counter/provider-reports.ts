import type { Queryable } from '../../db/connection.ts';
import { createdStamp } from './header.ts';
import { hyphenatedIsbn } from './query.ts';
import { EXCEPTION_MESSAGES, lastDayOfMonth, monthHeading, monthsBetween, PLATFORM_NAMES } from './request.ts';
import type { TableCell, TableReport } from './tables.ts';

/**
 * The provider's own reports (spec 001: Books, Journal and Research reports, Artstor collection, Collections Usage,
 * Platform Engagement, Engagement, Publisher reports). The spec names the namespaces and codes but not the
 * columns: the layouts here are what docs/decisions.md ("Provider reports") describes. Every number is an SQL
 * sum over the processed usage (modules/ingest/processing.ts): `usage_daily` (COUNTER metrics per item and day,
 * with the platform's sessions and each title's sessions) for the reports picked by day, `counter_usage` (its
 * monthly sums) for the month-picked Artstor reports, so the figures agree with the COUNTER reports, the dashboards
 * and SUSHI. Views are investigations that were not requests; downloads are requests; denials both kinds.
 */

export interface ProviderRequest {
  namespace: string;
  code: string;
  platform: 'jstor' | 'artstor';
  /** The account the report is for (an institution, or the publisher for publisher reports). */
  account: { id: string; code: string; name: string };
  /** First and last day of the period (YYYY-MM-DD); month-picked reports are widened to whole months. */
  beginDate: string;
  endDate: string;
  /** Publisher journal reports: an ISSN or '~All~'. */
  journalCode?: string | null;
  /** Collections Usage: collection ids or 'ALL'. */
  collectionIds?: readonly string[] | null;
  reportName: string;
  createdBy: string;
  created: Date;
}

interface ProviderDefinition {
  name: string;
  /** Reports picked by month (Artstor): periods are whole months and counts come by month. */
  monthly: boolean;
  build(db: Queryable, request: ProviderRequest): Promise<Omit<TableReport, 'headerRows' | 'sheet'> & { filters: string[] }>;
}

/** Rows of a query a page at a time (bounded memory), ordered by the query's own ORDER BY. */
async function* paged(db: Queryable, sql: string, params: unknown[], map: (row: Record<string, unknown>) => TableCell[]) {
  const PAGE = 5000;
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await db.query<Record<string, unknown>>(`${sql} LIMIT ${PAGE} OFFSET ${offset}`, params);
    for (const row of rows) yield map(row);
    if (rows.length < PAGE) return;
  }
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const accessLabel = (access: unknown) => (access === 'open_access' ? 'Open' : 'Controlled');
const dataTypeLabel = (kind: unknown) => (kind === 'book' ? 'Book' : kind === 'journal' ? 'Journal' : 'Report');

/** The day-range condition and sums of `usage_daily` shared by the reports picked by day. */
const EVENT_SUMS = `(coalesce(sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Investigations'), 0)
         - coalesce(sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Requests'), 0))::int AS views,
       sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Requests')::int AS downloads,
       sum(e.count) FILTER (WHERE e.metric_type IN ('No_License', 'Limit_Exceeded'))::int AS denied`;
const EVENT_PERIOD = 'e.platform = $2 AND e.day BETWEEN $3::date AND $4::date';
/** The metrics of a use: a title "has usage" in a period when one of these is there. */
const USE_METRICS = `e.metric_type IN ('Total_Item_Investigations', 'Total_Item_Requests', 'No_License', 'Limit_Exceeded')`;

const USAGE_COLUMNS = ['Views', 'Downloads', 'Access_Denied', 'Total_Usage'];
function usageCells(row: Record<string, unknown>): number[] {
  return [num(row.views), num(row.downloads), num(row.denied), num(row.views) + num(row.downloads)];
}

/** Per title of one kind, for one institution: identifiers, then views, downloads, denials and total use. */
function titleUsage(kind: 'book' | 'journal' | 'research_report', name: string): ProviderDefinition {
  const identifier = kind === 'book' ? 'ISBN' : kind === 'journal' ? 'Online_ISSN' : 'Proprietary_ID';
  return {
    name,
    monthly: false,
    async build(db, request) {
      const columns = ['Title', 'Publisher', identifier, 'DOI', 'YOP', 'Access_Type', ...USAGE_COLUMNS];
      const rows = paged(
        db,
        `SELECT t.id, t.title, coalesce(t.publisher_name, 'ITHAKA') AS publisher, t.isbn, t.issn, t.doi, t.yop, t.access_type, ${EVENT_SUMS}
           FROM usage_daily e JOIN titles t ON t.id = e.title_id
          WHERE e.account_id = $1 AND ${EVENT_PERIOD} AND t.kind = $5 AND ${USE_METRICS}
          GROUP BY t.id ORDER BY lower(t.title) COLLATE "C", t.id`,
        [request.account.id, request.platform, request.beginDate, request.endDate, kind],
        (row) => [
          text(row.title),
          text(row.publisher),
          kind === 'book' ? hyphenatedIsbn(text(row.isbn)) : kind === 'journal' ? text(row.issn) : `${request.platform}:t${text(row.id)}`,
          text(row.doi),
          row.yop === null ? '' : num(row.yop),
          accessLabel(row.access_type),
          ...usageCells(row),
        ],
      );
      return { columns, rows, totalColumns: [6, 7, 8, 9], filters: [`Data_Type=${dataTypeLabel(kind)}`] };
    },
  };
}

/** Chapter downloads: the requests of each Book_Segment (a whole book's download counts every chapter, CoP 7.3). */
const bookChapters: ProviderDefinition = {
  name: 'Book Chapter Downloads',
  monthly: false,
  async build(db, request) {
    const rows = paged(
      db,
      `SELECT t.title, t.isbn, i.name AS chapter, i.doi, sum(e.count)::int AS downloads
         FROM usage_daily e
         JOIN counter_items i ON i.id = e.item_id
         JOIN titles t ON t.id = i.title_id AND t.kind = 'book'
        WHERE e.account_id = $1 AND ${EVENT_PERIOD} AND e.metric_type = 'Total_Item_Requests'
        GROUP BY t.id, t.title, t.isbn, i.id, i.name, i.doi
        ORDER BY lower(t.title) COLLATE "C", t.id, i.id`,
      [request.account.id, request.platform, request.beginDate, request.endDate],
      (row) => [text(row.title), hyphenatedIsbn(text(row.isbn)), text(row.chapter), text(row.doi), num(row.downloads)],
    );
    return {
      columns: ['Book', 'ISBN', 'Chapter', 'Chapter_DOI', 'Downloads'],
      rows,
      totalColumns: [4],
      filters: ['Data_Type=Book_Segment'],
    };
  },
};

/** Weekly engagement on the platform (weeks Monday to Sunday, cut to the period). */
const platformEngagement: ProviderDefinition = {
  name: 'Platform Engagement',
  monthly: false,
  async build(db, request) {
    const rows = paged(
      db,
      `SELECT to_char(greatest(date_trunc('week', e.day)::date, $3::date), 'YYYY-MM-DD') AS first,
              to_char(least((date_trunc('week', e.day) + interval '6 days')::date, $4::date), 'YYYY-MM-DD') AS last,
              sum(e.count) FILTER (WHERE e.metric_type = 'Sessions')::int AS sessions,
              sum(e.count) FILTER (WHERE e.metric_type = 'Searches_Platform')::int AS searches,
              sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Investigations')::int AS investigations,
              sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Requests')::int AS requests,
              sum(e.count) FILTER (WHERE e.metric_type IN ('No_License', 'Limit_Exceeded'))::int AS denied,
              count(DISTINCT e.title_id) FILTER (WHERE e.metric_type = 'Total_Item_Investigations')::int AS titles
         FROM usage_daily e
        WHERE e.account_id = $1 AND ${EVENT_PERIOD}
        GROUP BY date_trunc('week', e.day) ORDER BY date_trunc('week', e.day)`,
      [request.account.id, request.platform, request.beginDate, request.endDate],
      (row) => [
        text(row.first),
        text(row.last),
        num(row.sessions),
        num(row.searches),
        num(row.investigations),
        num(row.requests),
        num(row.denied),
        num(row.titles),
      ],
    );
    return {
      columns: [
        'Week_Beginning',
        'Week_Ending',
        'Sessions',
        'Platform_Searches',
        'Total_Item_Investigations',
        'Total_Item_Requests',
        'Access_Denied',
        'Titles_Used',
      ],
      rows,
      totalColumns: [2, 3, 4, 5, 6],
      filters: [],
    };
  },
};

/** How each title is used: views, downloads, sessions, downloads per view and the days with use. */
const titleEngagement: ProviderDefinition = {
  name: 'Title Engagement',
  monthly: false,
  async build(db, request) {
    const rows = paged(
      db,
      `SELECT t.id, t.title, t.kind, ${EVENT_SUMS},
              sum(e.count) FILTER (WHERE e.metric_type = 'Title_Sessions')::int AS sessions,
              count(DISTINCT e.day) FILTER (WHERE e.metric_type = 'Total_Item_Investigations')::int AS days
         FROM usage_daily e JOIN titles t ON t.id = e.title_id
        WHERE e.account_id = $1 AND ${EVENT_PERIOD}
        GROUP BY t.id
       HAVING sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Investigations') > 0
        ORDER BY sum(e.count) FILTER (WHERE e.metric_type = 'Total_Item_Investigations') DESC, lower(t.title) COLLATE "C", t.id`,
      [request.account.id, request.platform, request.beginDate, request.endDate],
      (row) => [
        text(row.title),
        dataTypeLabel(row.kind),
        num(row.views),
        num(row.downloads),
        num(row.sessions),
        num(row.views) > 0 ? Math.round((num(row.downloads) / num(row.views)) * 100) / 100 : '',
        num(row.days),
      ],
    );
    return {
      columns: ['Title', 'Data_Type', 'Views', 'Downloads', 'Sessions', 'Downloads_per_View', 'Days_Used'],
      rows,
      totalColumns: [2, 3, 4],
      filters: [],
    };
  },
};

/** Publisher reports: the usage of the publisher's own titles of one kind, per title and using institution. */
function publisherUsage(kind: 'book' | 'journal' | 'research_report', name: string): ProviderDefinition {
  const identifier = kind === 'book' ? 'ISBN' : kind === 'journal' ? 'Online_ISSN' : 'Proprietary_ID';
  const label = kind === 'book' ? 'Book' : kind === 'journal' ? 'Journal' : 'Research_Report';
  return {
    name,
    monthly: false,
    async build(db, request) {
      const journal = kind === 'journal' && request.journalCode && request.journalCode !== ALL_JOURNALS ? request.journalCode : null;
      const rows = paged(
        db,
        `SELECT t.id, t.title, t.isbn, t.issn, a.name AS institution, a.code, a.country_code, ${EVENT_SUMS}
           FROM titles t
           JOIN usage_daily e ON e.title_id = t.id
           JOIN accounts a ON a.id = e.account_id
          WHERE t.publisher_account_id = $1 AND t.kind = $5 AND ($6::text IS NULL OR t.issn = $6) AND ${EVENT_PERIOD} AND ${USE_METRICS}
          GROUP BY t.id, a.id ORDER BY lower(t.title) COLLATE "C", t.id, lower(a.name) COLLATE "C", a.code`,
        [request.account.id, request.platform, request.beginDate, request.endDate, kind, journal],
        (row) => [
          text(row.title),
          kind === 'book' ? hyphenatedIsbn(text(row.isbn)) : kind === 'journal' ? text(row.issn) : `${request.platform}:t${text(row.id)}`,
          text(row.institution),
          text(row.code),
          text(row.country_code),
          ...usageCells(row),
        ],
      );
      return {
        columns: [label, identifier, 'Institution', 'Site_Code', 'Country_Code', ...USAGE_COLUMNS],
        rows,
        totalColumns: [5, 6, 7, 8],
        filters: kind === 'journal' ? [`Journal=${journal ?? 'All Journals'}`] : [],
      };
    },
  };
}
export const ALL_JOURNALS = '~All~';

/**
 * A title belongs to a community collection when the hash of the collection and title ids says so (1 title in 8
 * per collection): the catalogue has no link between collections and titles, and this keeps the figures stable
 * across restarts and the same on PGlite and PostgreSQL.
 */
export const COLLECTION_MEMBERSHIP = `('x' || substr(md5(c.id::text || ':' || t.id::text), 1, 7))::bit(28)::int % 8 = 0`;

/** Collections Usage (SC_IR): per selected collection and using institution (the account and its members). */
const collectionsUsage: ProviderDefinition = {
  name: 'Collections Usage',
  monthly: false,
  async build(db, request) {
    const ids = request.collectionIds && !request.collectionIds.includes('ALL') ? [...request.collectionIds] : null;
    const rows = paged(
      db,
      `SELECT c.id, c.title AS collection, a.name AS institution, a.code, ${EVENT_SUMS}
         FROM collections c
         JOIN account_collections ac ON ac.collection_id = c.id AND ac.account_id = $1
         JOIN titles t ON ${COLLECTION_MEMBERSHIP}
         JOIN usage_daily e ON e.title_id = t.id
         JOIN accounts a ON a.id = e.account_id AND (a.id = $1 OR a.parent_id = $1)
        WHERE ($5::uuid[] IS NULL OR c.id = ANY($5::uuid[])) AND ${EVENT_PERIOD}
          AND e.metric_type IN ('Total_Item_Investigations', 'Total_Item_Requests')
        GROUP BY c.id, a.id ORDER BY lower(c.title) COLLATE "C", c.id, lower(a.name) COLLATE "C", a.code`,
      [request.account.id, request.platform, request.beginDate, request.endDate, ids],
      (row) => [
        text(row.collection),
        text(row.institution),
        text(row.code),
        num(row.views),
        num(row.downloads),
        num(row.views) + num(row.downloads),
      ],
    );
    return {
      columns: ['Collection', 'Institution', 'Site_Code', 'Views', 'Downloads', 'Total_Usage'],
      rows,
      totalColumns: [3, 4, 5],
      filters: [`Collection_IDs=${ids ? ids.join('|') : 'ALL'}`],
    };
  },
};

/** Monthly sums of `counter_usage` (months as $N::date[]), one column per month. */
function monthlyColumns(monthsParam: number, months: readonly string[]): string {
  return months
    .map((_, index) => `sum(u.count) FILTER (WHERE u.month = ($${monthsParam}::date[])[${index + 1}])::int AS m${index}`)
    .join(', ');
}

const ARTSTOR_METRICS = [
  'Limit_Exceeded',
  'No_License',
  'Searches_Regular',
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
];

/** Artstor collections (the platform's databases), by metric and month, as COUNTER lays monthly usage out. */
const artstorCollections: ProviderDefinition = {
  name: 'Artstor Collection Usage',
  monthly: true,
  async build(db, request) {
    const months = monthsBetween(request.beginDate, request.endDate);
    const rows = paged(
      db,
      `SELECT d.name, d.publisher, u.metric_type, sum(u.count)::int AS total, ${monthlyColumns(5, months)}
         FROM counter_usage u JOIN counter_databases d ON d.id = u.database_id
        WHERE u.account_id = $1 AND u.platform = $2 AND u.month BETWEEN $3::date AND $4::date AND u.metric_type = ANY($6::text[])
        GROUP BY d.id, u.metric_type ORDER BY lower(d.name) COLLATE "C", d.id, u.metric_type COLLATE "C"`,
      [
        request.account.id,
        request.platform,
        `${request.beginDate.slice(0, 7)}-01`,
        `${request.endDate.slice(0, 7)}-01`,
        months.map((month) => `${month}-01`),
        ARTSTOR_METRICS,
      ],
      (row) => [
        text(row.name),
        text(row.publisher),
        PLATFORM_NAMES[request.platform],
        text(row.metric_type),
        num(row.total),
        ...months.map((_, index) => num(row[`m${index}`])),
      ],
    );
    return {
      columns: ['Collection', 'Publisher', 'Platform', 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)],
      rows,
      totalColumns: [],
      filters: [`Metric_Type=${ARTSTOR_METRICS.join('|')}`],
    };
  },
};

/** Artstor images (the items used on the platform), views and downloads by month. */
const artstorImages: ProviderDefinition = {
  name: 'Artstor Image Usage',
  monthly: true,
  async build(db, request) {
    const months = monthsBetween(request.beginDate, request.endDate);
    const rows = paged(
      db,
      `SELECT i.id, i.name, i.data_type, i.url, coalesce(d.name, '') AS collection, u.metric_type, sum(u.count)::int AS total, ${monthlyColumns(5, months)}
         FROM counter_usage u JOIN counter_items i ON i.id = u.item_id LEFT JOIN counter_databases d ON d.id = u.database_id
        WHERE u.account_id = $1 AND u.platform = $2 AND u.month BETWEEN $3::date AND $4::date
          AND u.metric_type IN ('Total_Item_Investigations', 'Total_Item_Requests')
        GROUP BY i.id, d.id, u.metric_type ORDER BY lower(i.name) COLLATE "C", i.id, u.metric_type COLLATE "C"`,
      [
        request.account.id,
        request.platform,
        `${request.beginDate.slice(0, 7)}-01`,
        `${request.endDate.slice(0, 7)}-01`,
        months.map((month) => `${month}-01`),
      ],
      (row) => [
        text(row.name),
        text(row.data_type),
        text(row.collection),
        `${request.platform}:i${text(row.id)}`,
        text(row.url),
        text(row.metric_type),
        num(row.total),
        ...months.map((_, index) => num(row[`m${index}`])),
      ],
    );
    return {
      columns: [
        'Image',
        'Data_Type',
        'Collection',
        'Proprietary_ID',
        'URI',
        'Metric_Type',
        'Reporting_Period_Total',
        ...months.map(monthHeading),
      ],
      rows,
      totalColumns: [],
      filters: ['Metric_Type=Total_Item_Investigations|Total_Item_Requests'],
    };
  },
};

/** namespace/code → definition. */
export const PROVIDER_REPORTS: Record<string, ProviderDefinition> = {
  'BooksReports/BK_T1': titleUsage('book', 'Book Title Usage'),
  'BooksReports/BK_C1': bookChapters,
  'JournalReports/JR_T1': titleUsage('journal', 'Journal Title Usage'),
  'ResearchReports/RR_T1': titleUsage('research_report', 'Research Report Usage'),
  'ArtstorCollections/ART_C1': artstorCollections,
  'ArtstorCollections/ART_I1': artstorImages,
  'CommunityCollections/SC_IR': collectionsUsage,
  'PlatformEngagement/PE_E1': platformEngagement,
  'EngagementReports/ER_T1': titleEngagement,
  'PublisherJournalReports/PJ_I1': publisherUsage('journal', 'Journal Usage by Institution'),
  'PublisherBooksReports/PB_I1': publisherUsage('book', 'Book Usage by Institution'),
  'PublisherResearchReports/PR_I1': publisherUsage('research_report', 'Research Report Usage by Institution'),
};

export function isProviderReport(namespace: string, code: string): boolean {
  return `${namespace}/${code}` in PROVIDER_REPORTS;
}

/**
 * The table of one provider report: header rows (name, code, institution, platform, period, filters,
 * exceptions, created), the column headings and the rows, streamed. `exceptions` is filled once the rows are
 * known: a report with no rows says 3030 (no usage), as the COUNTER reports do.
 */
export async function providerReportTable(db: Queryable, request: ProviderRequest): Promise<TableReport> {
  const definition = PROVIDER_REPORTS[`${request.namespace}/${request.code}`];
  if (!definition) throw new Error(`${request.namespace} ${request.code} is not a provider report`);
  const period = definition.monthly
    ? { beginDate: `${request.beginDate.slice(0, 7)}-01`, endDate: lastDayOfMonth(request.endDate.slice(0, 7)) }
    : { beginDate: request.beginDate, endDate: request.endDate };
  const built = await definition.build(db, { ...request, ...period });
  // The first row is read before the header is written, so an empty report can say so in its header.
  const iterator = built.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const exceptions = first.done ? `3030: ${EXCEPTION_MESSAGES[3030]}` : '';
  async function* rows() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    sheet: request.code,
    headerRows: [
      ['Report_Name', definition.name],
      ['Report_ID', request.code],
      ['Report_Title', request.reportName],
      ['Institution_Name', request.account.name],
      ['Institution_ID', request.account.code],
      ['Platform', PLATFORM_NAMES[request.platform]],
      ['Report_Filters', built.filters.join('; ')],
      ['Exceptions', exceptions],
      ['Reporting_Period', `Begin_Date=${period.beginDate}; End_Date=${period.endDate}`],
      ['Created', createdStamp(request.created)],
      ['Created_By', request.createdBy],
    ],
    columns: built.columns,
    totalColumns: built.totalColumns,
    rows: rows(),
  };
}

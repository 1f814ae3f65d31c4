import { COUNTER_REPORT_IDS, REPORT_DEFINITIONS, type CounterReportId } from '../counter/definitions.ts';
import { EXCEPTION_MESSAGES, lastCompleteMonth, lastDayOfMonth, type CounterException, type CounterRequest } from '../counter/request.ts';

/**
 * The COUNTER_SUSHI 5.1 API's parameters (COUNTER_API.json 5.1.0.1, components.parameters) and how one report
 * request becomes the `CounterRequest` the console's report job also builds. Pure: sushi-params.test.ts checks the
 * tables against the document.
 */

/** The document's Exceptions answered as an HTTP error (a single Exception object is the body). */
export interface SushiError {
  status: number;
  exception: CounterException;
  headers?: Record<string, string>;
}

export const SUSHI_EXCEPTIONS = {
  1000: 'Service Not Available',
  1010: 'Service Busy',
  1020: 'Client has made too many requests',
  1030: 'Insufficient Information to Process Request',
  2000: 'Requestor Not Authorized to Access Service',
  2010: 'Requestor is Not Authorized to Access Usage for Institution',
  2011: 'Global Reports Not Supported',
  2020: 'APIKey Invalid',
  3000: 'Report Not Supported',
  3020: 'Invalid Date Arguments',
} as const;

const STATUS_OF: Record<keyof typeof SUSHI_EXCEPTIONS, number> = {
  1000: 503,
  1010: 503,
  1020: 429,
  1030: 400,
  2000: 401,
  2010: 403,
  2011: 403,
  2020: 401,
  3000: 404,
  3020: 400,
};

export function sushiError(code: keyof typeof SUSHI_EXCEPTIONS, data?: string, headers?: Record<string, string>): SushiError {
  return {
    status: STATUS_OF[code],
    exception: { Code: code, Message: SUSHI_EXCEPTIONS[code], ...(data ? { Data: data } : {}) },
    ...(headers ? { headers } : {}),
  };
}

/** Parameters of every path that takes credentials. */
const COMMON = ['customer_id', 'requestor_id', 'api_key', 'platform'] as const;
const PERIOD = ['begin_date', 'end_date'] as const;
const EXTENSIONS = ['attributed', 'country_code', 'subdivision_code'] as const;

/** The parameters the document lists for each report path (master reports take filters and attributes). */
export const REPORT_PARAMETERS: Record<CounterReportId, readonly string[]> = Object.fromEntries(
  COUNTER_REPORT_IDS.map((id) => {
    const family = REPORT_DEFINITIONS[id].family;
    if (!REPORT_DEFINITIONS[id].master) return [id, [...COMMON, ...PERIOD]];
    const byFamily: Record<string, readonly string[]> = {
      PR: ['metric_type', 'data_type', 'access_method', 'attributes_to_show', 'granularity', ...EXTENSIONS],
      DR: ['metric_type', 'data_type', 'access_method', 'attributes_to_show', 'granularity', 'database', ...EXTENSIONS],
      TR: [
        'metric_type',
        'data_type',
        'access_method',
        'access_type',
        'yop',
        'attributes_to_show',
        'granularity',
        'item_id',
        ...EXTENSIONS,
      ],
      IR: [
        'metric_type',
        'data_type',
        'access_method',
        'access_type',
        'yop',
        'attributes_to_show',
        'granularity',
        'include_parent_details',
        'include_component_details',
        'item_id',
        'author',
        ...EXTENSIONS,
      ],
    };
    return [id, [...COMMON, ...PERIOD, ...(byFamily[family] ?? [])]];
  }),
) as unknown as Record<CounterReportId, readonly string[]>;

/** The report a path segment names (`tr_j1` → TR_J1; any case), or null. */
export function reportOfPath(segment: string): CounterReportId | null {
  const upper = segment.toUpperCase();
  return (COUNTER_REPORT_IDS as readonly string[]).includes(upper) ? (upper as CounterReportId) : null;
}

export const PLATFORMS = { jstor: 'jstor', artstor: 'artstor' } as const;
export type SushiPlatform = keyof typeof PLATFORMS;

/** The platform parameter (absent: JSTOR, the installation's main platform), or a 400 for an unknown one. */
export function parsePlatform(value: string | null): SushiPlatform | SushiError {
  if (value === null || value.trim() === '') return 'jstor';
  const key = value.trim().toLowerCase();
  if (key === 'jstor' || key === 'artstor') return key;
  return sushiError(1030, `platform must be one of JSTOR, Artstor (got ${value.slice(0, 40)})`);
}

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** yyyy-mm or yyyy-mm-dd (a real date) → its month, or null. */
export function monthOf(value: string): string | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1900 || month < 1 || month > 12) return null;
  if (match[3] !== undefined) {
    const day = Number(match[3]);
    const last = Number(lastDayOfMonth(`${match[1]}-${match[2]}`).slice(8, 10));
    if (day < 1 || day > last) return null;
  }
  return `${match[1]}-${match[2]}`;
}

export interface Period {
  beginDate: string;
  endDate: string;
}

/**
 * begin_date and end_date: whole months (a day given is taken as its month). Missing: 1030. Malformed, end before
 * begin, or a begin in the current or a future month: 3020 (the document's note on Exception 3031). An end in the
 * current or a future month is served with Exception 3031 in the report.
 */
export function parsePeriod(begin: string | null, end: string | null, now: Date): Period | SushiError {
  const missing = [begin ? null : 'begin_date', end ? null : 'end_date'].filter(Boolean);
  if (missing.length > 0) return sushiError(1030, `Missing ${missing.join(', ')}`);
  const first = monthOf(begin!);
  const last = monthOf(end!);
  if (!first || !last) return sushiError(3020, 'begin_date and end_date must be yyyy-mm or yyyy-mm-dd dates');
  if (last < first) return sushiError(3020, 'end_date is before begin_date');
  if (first > lastCompleteMonth(now)) return sushiError(3020, `begin_date must be in or before ${lastCompleteMonth(now)}`);
  return { beginDate: `${first}-01`, endDate: lastDayOfMonth(last) };
}

const list = (value: string | null): string[] | null => {
  if (value === null) return null;
  const items = value
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
};

const exception = (code: 3050 | 3062 | 3063, data: string): CounterException => ({
  Code: code,
  Message: EXCEPTION_MESSAGES[code]!,
  Data: data,
});

/** The parts of a report request that come from its query string (the caller adds account, period and clock). */
export type ReportParameters = Pick<
  CounterRequest,
  | 'metricTypes'
  | 'dataTypes'
  | 'accessTypes'
  | 'accessMethods'
  | 'yop'
  | 'attributesToShow'
  | 'database'
  | 'itemId'
  | 'author'
  | 'attributed'
  | 'countryCodes'
  | 'subdivisionCodes'
  | 'excludeMonthlyDetails'
  | 'parameterExceptions'
>;

/**
 * Filters and attributes of a report request. Filters and attributes go to the generator as the console's stored
 * attributes do (standard views answer 3050 for them there, unknown values 3060), and so do database (DR), item_id
 * (TR, IR), author (IR) and the common extensions attributed, country_code and subdivision_code (PR, DR, TR, IR);
 * parameters of other paths and names the document does not know answer 3050; a bad Granularity or
 * Include_Parent_Details value 3062; components 3063. `query` keys are the parameter names in lower case.
 */
export function reportParameters(reportId: CounterReportId, query: ReadonlyMap<string, string>): ReportParameters {
  const known = new Set([
    ...COMMON,
    ...PERIOD,
    ...REPORT_PARAMETERS[reportId],
    'metric_type',
    'data_type',
    'access_type',
    'access_method',
    'yop',
    'attributes_to_show',
  ]);
  const master = REPORT_DEFINITIONS[reportId].master;
  const paths = new Set(REPORT_PARAMETERS[reportId]);
  const single = (name: string): string | null => query.get(name)?.trim() || null;
  const exceptions: CounterException[] = [];
  const ignored = [...query.entries()].filter(([name, value]) => value.trim() !== '' && !known.has(name)).map(([name]) => name);
  for (const name of ignored.sort()) exceptions.push(exception(3050, name));

  let excludeMonthlyDetails = false;
  const granularity = query.get('granularity')?.trim();
  if (master && granularity) {
    if (granularity === 'Totals') excludeMonthlyDetails = true;
    else if (granularity !== 'Month') exceptions.push(exception(3062, `Granularity=${granularity.slice(0, 40)}`));
  }
  if (reportId === 'IR') {
    const parents = query.get('include_parent_details')?.trim();
    if (parents && parents !== 'True') exceptions.push(exception(3062, `Include_Parent_Details=${parents.slice(0, 40)}`));
    if (query.get('include_component_details')?.trim() === 'True') exceptions.push(exception(3063, 'Include_Component_Details=True'));
  }
  return {
    metricTypes: list(query.get('metric_type') ?? null),
    dataTypes: list(query.get('data_type') ?? null),
    accessTypes: list(query.get('access_type') ?? null),
    accessMethods: list(query.get('access_method') ?? null),
    yop: list(query.get('yop') ?? null),
    attributesToShow: list(query.get('attributes_to_show') ?? null),
    // Only on the paths that list them (a name another path lists is answered 3050 above).
    database: paths.has('database') ? single('database') : null,
    itemId: paths.has('item_id') ? single('item_id') : null,
    author: paths.has('author') ? single('author') : null,
    // The common extensions (Code of Practice section 11), filters of the master reports (request.ts checks them).
    attributed: paths.has('attributed') ? single('attributed') : null,
    countryCodes: paths.has('country_code') ? list(query.get('country_code') ?? null) : null,
    subdivisionCodes: paths.has('subdivision_code') ? list(query.get('subdivision_code') ?? null) : null,
    excludeMonthlyDetails,
    parameterExceptions: exceptions,
  };
}

/** Report_Description of each report: the document's Report List example (COUNTER_API.json, CC BY 4.0). */
export const REPORT_DESCRIPTIONS: Record<CounterReportId, string> = {
  PR: 'A customizable report summarizing activity across a report provider’s platforms that allows the user to apply filters and select other configuration options.',
  PR_P1: 'Platform-level usage summarized by Metric_Type.',
  DR: 'A customizable report detailing activity by database that allows the user to apply filters and select other configuration options.',
  DR_D1: 'Reports on key Searches, Investigations and Requests metrics needed to evaluate a database.',
  DR_D2:
    'Reports on Access Denied activity for databases where users were denied access because simultaneous-use licenses were exceeded or their institution did not have a license for the database.',
  TR: 'A customizable report detailing activity at the title level (journal, book, etc.) that allows the user to apply filters and select other configuration options.',
  TR_B1:
    'Reports on full-text activity for books, excluding Open and Free_To_Read content, as Total_Item_Requests and Unique_Title_Requests.',
  TR_B2:
    'Reports on Access Denied activity for books where users were denied access because simultaneous-use licenses were exceeded or their institution did not have a license for the book.',
  TR_B3: 'Reports on book usage showing all applicable Metric_Types broken down by Access_Type.',
  TR_J1: 'Reports on usage of journal content, excluding Open and Free_To_Read content, as Total_Item_Requests and Unique_Item_Requests.',
  TR_J2:
    'Reports on Access Denied activity for journal content where users were denied access because simultaneous-use licenses were exceeded or their institution did not have a license for the title.',
  TR_J3: 'Reports on usage of journal content for all Metric_Types broken down by Access_Type.',
  TR_J4:
    'Breaks down the usage of journal content, excluding Open and Free_To_Read content, by year of publication (YOP), providing counts for the Metric_Types Total_Item_Requests and Unique_Item_Requests.',
  IR: 'A granular, customizable report showing activity at the level of the item (article, chapter, media object, etc.) that allows the user to apply filters and select other configuration options.',
  IR_A1:
    'Reports on journal article requests at the article level. This report is limited to content with a Data_Type of Article and Metric_Types of Total_Item_Requests and Unique_Item_Requests.',
  IR_M1: 'Reports on multimedia requests at the item level.',
};

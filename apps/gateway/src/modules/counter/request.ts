import {
  EXTENSION_ATTRIBUTES,
  FAMILY_ATTRIBUTES_TO_SHOW,
  FAMILY_DATA_TYPES,
  FAMILY_METRICS,
  PERFORMANCE_ATTRIBUTES,
  REPORT_DEFINITIONS,
  sortMetrics,
  type CounterReportId,
  type ExtensionAttribute,
  type ItemAttribute,
  type MetricType,
  type PerformanceAttribute,
  type ReportDefinition,
} from './definitions.ts';

/**
 * One COUNTER report to produce: what the console's request stores and what a COUNTER API (SUSHI) request
 * names (customer, platform, begin and end month, filters and attributes). Both build one of these and call
 * `generateCounterReport`, so the JSON is the same whichever way it was asked for.
 */
export interface CounterRequest {
  reportId: CounterReportId;
  platform: 'jstor' | 'artstor';
  accountId: string;
  institutionName: string;
  /** The customer's id on the platform (the site code). */
  customerId: string;
  /** First day of the first month (YYYY-MM-DD). */
  beginDate: string;
  /** Last day of the last month (YYYY-MM-DD). */
  endDate: string;
  /** Master reports' filters (null: not filtered); standard views ignore them. */
  metricTypes?: readonly string[] | null;
  dataTypes?: readonly string[] | null;
  accessTypes?: readonly string[] | null;
  accessMethods?: readonly string[] | null;
  /** Years or ranges (yyyy, yyyy-yyyy). */
  yop?: readonly string[] | null;
  attributesToShow?: readonly string[] | null;
  /** DR: one database, by name or identifier (COUNTER API `database`). */
  database?: string | null;
  /** TR: one title, IR: one item, by any identifier the report prints for it (COUNTER API `item_id`). */
  itemId?: string | null;
  /** IR: the items of one author, by name (COUNTER API `author`). */
  author?: string | null;
  /** Master reports' common extension filters (COUNTER API `attributed`, `country_code`, `subdivision_code`). */
  attributed?: string | null;
  countryCodes?: readonly string[] | null;
  subdivisionCodes?: readonly string[] | null;
  excludeMonthlyDetails?: boolean;
  /** Exceptions the caller found in parameters the generator does not see (the COUNTER API's 3050, 3062, 3063). */
  parameterExceptions?: readonly CounterException[];
  /** The COUNTER release of the file: '5.1' (default) or '5' (the historical COUNTER 5 page; release5.ts). */
  release?: '5' | '5.1';
  createdBy: string;
  created: Date;
}

/** A COUNTER exception (Report_Header.Exceptions; COUNTER_API.json Exception_*). */
export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

export const EXCEPTION_MESSAGES: Record<number, string> = {
  3030: 'No Usage Available for Requested Dates',
  3031: 'Usage Not Ready for Requested Dates',
  3032: 'Usage No Longer Available for Requested Dates',
  3040: 'Partial Data Returned',
  3050: 'Parameter Not Recognized in this Context',
  3060: 'Invalid ReportFilter Value',
  3062: 'Invalid ReportAttribute Value',
  3063: 'Components Not Supported',
};

export const PLATFORM_NAMES: Record<CounterRequest['platform'], string> = { jstor: 'JSTOR', artstor: 'Artstor' };

/** What the request resolves to: the filters that apply, the attributes shown, the months and the columns. */
export interface ResolvedRequest {
  request: CounterRequest;
  definition: ReportDefinition;
  metrics: MetricType[];
  dataTypes: string[] | null;
  accessTypes: string[] | null;
  accessMethods: string[] | null;
  yopRanges: Array<[number, number]> | null;
  /** The single-entity filters of the master reports (DR Database, TR and IR Item_ID, IR Author), as given. */
  database: string | null;
  itemId: string | null;
  author: string | null;
  /** Master reports: the common extension filters with valid values (null: not filtered). */
  extensionFilters: ExtensionFilters;
  /** Attributes each performance is broken down by. */
  attributes: PerformanceAttribute[];
  /** Master reports: the common extension attributes shown on each performance, in the document's order. */
  extensionAttributes: ExtensionAttribute[];
  /** The report's usage's common extension values, read by the generator when a filter or attribute needs them. */
  attribution?: Attribution | null;
  /** IR only: the item attributes shown. */
  itemAttributes: ItemAttribute[];
  /** Master reports: Attributes_To_Show as given (valid values only, in the given order). */
  attributesToShow: string[];
  /** YYYY-MM of every month of the period. */
  months: string[];
  excludeMonthlyDetails: boolean;
  /** Values the report does not recognise (answered with exception 3050 or 3060, never silently dropped). */
  exceptions: CounterException[];
}

/**
 * The common extension values of a report's usage (query.ts, readAttribution); null: not known (the element is
 * left out, as Common_Extensions_Attributes has no value for unknown).
 */
export type Attribution = Record<ExtensionAttribute, string | null>;

/**
 * Whether usage with these values passes the common extension filters: each filter given must list the value
 * (an unknown country or subdivision passes no Country_Code or Subdivision_Code filter).
 */
export function passesExtensionFilters(filters: ExtensionFilters, attribution: Attribution): boolean {
  const passes = (values: readonly string[] | null, value: string | null) => values === null || (value !== null && values.includes(value));
  return (
    passes(filters.attributed === null ? null : [filters.attributed], attribution.Attributed) &&
    passes(filters.countryCodes, attribution.Country_Code) &&
    passes(filters.subdivisionCodes, attribution.Subdivision_Code)
  );
}

/**
 * The value a list filter is echoed with in JSON Report_Filters, whose Country_Code and Subdivision_Code are one
 * code (Common_Extensions_Filters): the code given, or of several the one the report's usage has (the filter as it
 * applied); none when several were given and none matched (the report then has Exception 3030).
 */
export function echoedCode(values: readonly string[] | null, value: string | null | undefined): string | null {
  if (!values) return null;
  if (values.length === 1) return values[0] ?? null;
  return value && values.includes(value) ? value : null;
}

/** The common extension filters of a master report (COUNTER_API.json Common_Extensions_Filters). */
export interface ExtensionFilters {
  attributed: 'Yes' | 'No' | null;
  countryCodes: string[] | null;
  subdivisionCodes: string[] | null;
}

const NO_EXTENSION_FILTERS: ExtensionFilters = { attributed: null, countryCodes: null, subdivisionCodes: null };

export function hasExtensionFilters(filters: ExtensionFilters): boolean {
  return filters.attributed !== null || filters.countryCodes !== null || filters.subdivisionCodes !== null;
}

/** ISO 3166-1 alpha-2 and ISO 3166-2 codes, as COUNTER_API.json's Common_Extensions_Filters patterns give them. */
const COUNTRY_CODE = /^[A-Z]{2}$/;
const SUBDIVISION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

function extensionFilters(request: CounterRequest, exceptions: CounterException[]): ExtensionFilters {
  const attributed = request.attributed?.trim() || null;
  if (attributed !== null && attributed !== 'Yes' && attributed !== 'No')
    exceptions.push({ Code: 3060, Message: EXCEPTION_MESSAGES[3060]!, Data: `Attributed=${attributed.slice(0, 40)}` });
  return {
    attributed: attributed === 'Yes' || attributed === 'No' ? attributed : null,
    countryCodes: checkedList('Country_Code', request.countryCodes, (value) => COUNTRY_CODE.test(value), exceptions),
    subdivisionCodes: checkedList('Subdivision_Code', request.subdivisionCodes, (value) => SUBDIVISION_CODE.test(value), exceptions),
  };
}

const YOP_PATTERN = /^(\d{4})(?:-(\d{4}))?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every month (YYYY-MM) from the month of `begin` through the month of `end`. */
export function monthsBetween(begin: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(begin.slice(0, 4));
  let month = Number(begin.slice(5, 7));
  const last = end.slice(0, 7);
  for (let guard = 0; guard < 1200; guard += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Tabular month heading: 2022-01 → Jan-2022. */
export function monthHeading(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''}-${month.slice(0, 4)}`;
}

/** The last day of a YYYY-MM month. */
export function lastDayOfMonth(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return date.toISOString().slice(0, 10);
}

/**
 * A list's distinct values that are `allowed` (a list of values, or a test such as a code pattern); the others are
 * not applied and answer 3060 (Invalid ReportFilter Value), or 3062 (Invalid ReportAttribute Value) for a report
 * attribute such as Attributes_To_Show. Null when none is left.
 */
function checkedList(
  name: string,
  values: readonly string[] | null | undefined,
  allowed: readonly string[] | ((value: string) => boolean),
  exceptions: CounterException[],
  code: 3060 | 3062 = 3060,
): string[] | null {
  if (!values || values.length === 0) return null;
  const accepts = typeof allowed === 'function' ? allowed : (value: string) => allowed.includes(value);
  const unique = [...new Set(values)];
  const bad = unique.filter((value) => !accepts(value));
  if (bad.length > 0) exceptions.push({ Code: code, Message: EXCEPTION_MESSAGES[code]!, Data: `${name}=${bad.join('|')}` });
  const good = unique.filter(accepts);
  return good.length > 0 ? good : null;
}

/**
 * The Metric_Type each metric of a master report's item usage needs beside it. COUNTER_API.json gives the
 * Performance of PR's and DR's items (PR_Performance_Other, DR_Performance_Other) and of TR (TR_Performance)
 * minProperties 2: the Code of Practice always reports a Total_ metric with its Unique_ one (a Unique_Title_ one with
 * the Total_Item_ one) and, in TR, No_License with Limit_Exceeded. A Metric_Type filter naming one of a pair alone
 * could only give Performance objects the schema refuses. IR's Performance (minProperties 1) takes any metric alone.
 */
export const METRIC_PARTNERS: Readonly<Record<string, MetricType>> = {
  Total_Item_Investigations: 'Unique_Item_Investigations',
  Unique_Item_Investigations: 'Total_Item_Investigations',
  Total_Item_Requests: 'Unique_Item_Requests',
  Unique_Item_Requests: 'Total_Item_Requests',
  Unique_Title_Investigations: 'Total_Item_Investigations',
  Unique_Title_Requests: 'Total_Item_Requests',
  Limit_Exceeded: 'No_License',
  No_License: 'Limit_Exceeded',
};
const { Limit_Exceeded: _limitExceeded, No_License: _noLicense, ...ITEM_PARTNERS } = METRIC_PARTNERS;
const PAIRED_METRICS: Partial<Record<ResolvedRequest['definition']['family'], Readonly<Record<string, MetricType>>>> = {
  PR: ITEM_PARTNERS,
  DR: ITEM_PARTNERS,
  TR: METRIC_PARTNERS,
};

/**
 * A master report's Metric_Type filter with the partners its metrics need (ITEM_PARTNERS), added until none is
 * missing, and Exception 3060 (Invalid ReportFilter Value: "the server is expected to ignore unsupported filters and
 * continue to process the request") naming the values that could not stand alone and what was added.
 */
function withPartners(
  family: ResolvedRequest['definition']['family'],
  metrics: string[] | null,
  exceptions: CounterException[],
): string[] | null {
  const partners = PAIRED_METRICS[family];
  if (!metrics || !partners) return metrics;
  const result = [...metrics];
  const lone: string[] = [];
  for (let index = 0; index < result.length; index += 1) {
    const partner = partners[result[index] ?? ''];
    if (partner && !result.includes(partner)) {
      if (metrics.includes(result[index] ?? '')) lone.push(result[index] ?? '');
      result.push(partner);
    }
  }
  if (lone.length > 0) {
    const added = result.filter((metric) => !metrics.includes(metric));
    exceptions.push({
      Code: 3060,
      Message: EXCEPTION_MESSAGES[3060]!,
      Data: `Metric_Type=${lone.join('|')} cannot be reported alone in ${family}; also reported: ${added.join('|')}`,
    });
  }
  return result;
}

/** Resolves a request against its report's definition (pure). */
export function resolveRequest(request: CounterRequest): ResolvedRequest {
  const definition = REPORT_DEFINITIONS[request.reportId];
  const exceptions: CounterException[] = [...(request.parameterExceptions ?? [])];
  const months = monthsBetween(request.beginDate, request.endDate);
  const excludeMonthlyDetails = request.excludeMonthlyDetails === true;
  if (!definition.master) {
    const fixed = definition.fixedFilters;
    const ignored = (
      [
        ['Metric_Type', request.metricTypes],
        ['Data_Type', request.dataTypes],
        ['Access_Type', request.accessTypes],
        ['Access_Method', request.accessMethods],
        ['YOP', request.yop],
        ['Attributes_To_Show', request.attributesToShow],
        ['Database', request.database],
        ['Item_ID', request.itemId],
        ['Author', request.author],
        ['Attributed', request.attributed],
        ['Country_Code', request.countryCodes],
        ['Subdivision_Code', request.subdivisionCodes],
      ] as const
    ).filter(([, value]) => value && value.length > 0);
    for (const [name] of ignored) exceptions.push({ Code: 3050, Message: EXCEPTION_MESSAGES[3050]!, Data: name });
    return {
      request,
      definition,
      metrics: [...definition.metricTypes],
      dataTypes: fixed?.Data_Type ? [...fixed.Data_Type] : null,
      accessTypes: fixed?.Access_Type ? [...fixed.Access_Type] : null,
      accessMethods: fixed ? [...fixed.Access_Method] : null,
      yopRanges: null,
      database: null,
      itemId: null,
      author: null,
      extensionFilters: NO_EXTENSION_FILTERS,
      attributes: [...definition.attributes],
      extensionAttributes: [],
      itemAttributes: definition.id === 'IR_A1' ? ['Authors', 'Publication_Date', 'Article_Version'] : [],
      attributesToShow: [],
      months,
      excludeMonthlyDetails,
      exceptions,
    };
  }

  const family = definition.family;
  const metrics = withPartners(family, checkedList('Metric_Type', request.metricTypes, FAMILY_METRICS[family], exceptions), exceptions);
  const dataTypes = checkedList('Data_Type', request.dataTypes, FAMILY_DATA_TYPES[family], exceptions);
  const accessTypes =
    family === 'TR' || family === 'IR'
      ? checkedList('Access_Type', request.accessTypes, ['Controlled', 'Open', 'Free_To_Read'], exceptions)
      : null;
  if ((family === 'PR' || family === 'DR') && request.accessTypes?.length)
    exceptions.push({ Code: 3050, Message: EXCEPTION_MESSAGES[3050]!, Data: 'Access_Type' });
  const accessMethods = checkedList('Access_Method', request.accessMethods, ['Regular', 'TDM'], exceptions);
  let yopRanges: Array<[number, number]> | null = null;
  if ((family === 'TR' || family === 'IR') && request.yop && request.yop.length > 0 && !request.yop.includes('All')) {
    yopRanges = [];
    for (const entry of request.yop) {
      const match = YOP_PATTERN.exec(entry);
      if (!match) {
        exceptions.push({ Code: 3060, Message: EXCEPTION_MESSAGES[3060]!, Data: `YOP=${entry}` });
        continue;
      }
      const low = Number(match[1]);
      const high = Number(match[2] ?? match[1]);
      yopRanges.push([Math.min(low, high), Math.max(low, high)]);
    }
    if (yopRanges.length === 0) yopRanges = null;
  }
  const single = (name: string, value: string | null | undefined, families: readonly string[]): string | null => {
    const given = value?.trim() ?? '';
    if (given === '') return null;
    if (families.includes(family)) return given;
    exceptions.push({ Code: 3050, Message: EXCEPTION_MESSAGES[3050]!, Data: name });
    return null;
  };
  const database = single('Database', request.database, ['DR']);
  const itemId = single('Item_ID', request.itemId, ['TR', 'IR']);
  const author = single('Author', request.author, ['IR']);
  const allowedShow = FAMILY_ATTRIBUTES_TO_SHOW[family];
  const attributesToShow = checkedList('Attributes_To_Show', request.attributesToShow, allowedShow, exceptions, 3062) ?? [];
  const attributes = PERFORMANCE_ATTRIBUTES.filter((name) => name === 'Data_Type' || attributesToShow.includes(name));
  const extensionAttributes = EXTENSION_ATTRIBUTES.filter((name) => attributesToShow.includes(name));
  const itemAttributes = (['Authors', 'Publication_Date', 'Article_Version'] as const).filter((name) => attributesToShow.includes(name));
  return {
    request,
    definition,
    metrics: metrics ? sortMetrics(metrics) : [...FAMILY_METRICS[family]],
    dataTypes,
    accessTypes,
    accessMethods,
    yopRanges,
    database,
    itemId,
    author,
    extensionFilters: extensionFilters(request, exceptions),
    attributes,
    extensionAttributes,
    itemAttributes: family === 'IR' ? [...itemAttributes] : [],
    attributesToShow,
    months,
    excludeMonthlyDetails,
    exceptions,
  };
}

/**
 * The period's exceptions: months after `lastReadyMonth` are not ready (3031, with the months in Data), months
 * before `firstDataMonth` hold no data (3040 Partial Data Returned when other months do). 3030 is added by the
 * generator when nothing matched.
 */
export function periodExceptions(months: readonly string[], firstDataMonth: string | null, lastReadyMonth: string): CounterException[] {
  const exceptions: CounterException[] = [];
  const notReady = months.filter((month) => month > lastReadyMonth);
  if (notReady.length > 0)
    exceptions.push({
      Code: 3031,
      Message: EXCEPTION_MESSAGES[3031]!,
      Data: `Usage is not ready for ${range(notReady)}`,
    });
  const ready = months.filter((month) => month <= lastReadyMonth);
  const before = firstDataMonth ? ready.filter((month) => month < firstDataMonth) : [];
  if (firstDataMonth && before.length > 0 && before.length < ready.length)
    exceptions.push({ Code: 3040, Message: EXCEPTION_MESSAGES[3040]!, Data: `Usage data begins in ${firstDataMonth}` });
  return exceptions;
}

function range(months: readonly string[]): string {
  const first = months[0] ?? '';
  const last = months[months.length - 1] ?? '';
  return first === last ? first : `${first} to ${last}`;
}

/** The month before the one holding `now` (UTC): the last month whose usage is complete. */
export function lastCompleteMonth(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // 0-based: the previous month's 1-based number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

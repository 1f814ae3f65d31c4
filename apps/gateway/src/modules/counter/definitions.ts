/**
 * The COUNTER Release 5.1 reports and standard views (COUNTER_API.json 5.1.0.1, the official samples): names,
 * metric types, the fixed filters of each standard view, and the attributes each performance carries. Pure data.
 */

export const COUNTER_REPORT_IDS = [
  'PR',
  'PR_P1',
  'DR',
  'DR_D1',
  'DR_D2',
  'TR',
  'TR_B1',
  'TR_B2',
  'TR_B3',
  'TR_J1',
  'TR_J2',
  'TR_J3',
  'TR_J4',
  'IR',
  'IR_A1',
  'IR_M1',
] as const;
export type CounterReportId = (typeof COUNTER_REPORT_IDS)[number];
export type ReportFamily = 'PR' | 'DR' | 'TR' | 'IR';
/** Attributes a performance can be broken down by, in the Code of Practice's column order. */
export type PerformanceAttribute = 'Data_Type' | 'YOP' | 'Access_Type' | 'Access_Method';
export const PERFORMANCE_ATTRIBUTES: readonly PerformanceAttribute[] = ['Data_Type', 'YOP', 'Access_Type', 'Access_Method'];
/** Item attributes of IR shown only when asked for (Attributes_To_Show). */
export type ItemAttribute = 'Authors' | 'Publication_Date' | 'Article_Version';
/**
 * The common extensions (Code of Practice section 11; COUNTER_API.json Common_Extensions_Attributes) the master
 * reports show when asked for (Attributes_To_Show), in the document's order: an Attribute_Performance's
 * institution, its country and subdivision, and whether its usage is attributed. Their values come from the
 * report's account (query.ts, readAttribution). Country_Name is not offered: the platform has no ISO 3166-1 names
 * of its countries (answered 3062, Invalid ReportAttribute Value, and not applied).
 */
export type ExtensionAttribute =
  'Institution_Name' | 'Customer_ID' | 'Country_Code' | 'Subdivision_Name' | 'Subdivision_Code' | 'Attributed';
export const EXTENSION_ATTRIBUTES: readonly ExtensionAttribute[] = [
  'Institution_Name',
  'Customer_ID',
  'Country_Code',
  'Subdivision_Name',
  'Subdivision_Code',
  'Attributed',
];

export const METRIC_TYPES = [
  'Limit_Exceeded',
  'No_License',
  'Searches_Automated',
  'Searches_Federated',
  'Searches_Platform',
  'Searches_Regular',
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
  'Unique_Title_Investigations',
  'Unique_Title_Requests',
] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

const ITEM_METRICS = ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'] as const;
const TITLE_METRICS = ['Unique_Title_Investigations', 'Unique_Title_Requests'] as const;
const DENIALS = ['Limit_Exceeded', 'No_License'] as const;

/** Metric types each master report may carry (its Report_Filters enumeration). */
export const FAMILY_METRICS: Record<ReportFamily, readonly MetricType[]> = {
  PR: sortMetrics(['Searches_Platform', ...ITEM_METRICS, ...TITLE_METRICS]),
  DR: sortMetrics(['Searches_Automated', 'Searches_Federated', 'Searches_Regular', ...ITEM_METRICS, ...TITLE_METRICS, ...DENIALS]),
  TR: sortMetrics([...ITEM_METRICS, ...TITLE_METRICS, ...DENIALS]),
  IR: sortMetrics([...ITEM_METRICS, ...DENIALS]),
};

/** Data types of each master report's Data_Type filter. */
export const FAMILY_DATA_TYPES: Record<ReportFamily, readonly string[]> = {
  PR: [
    'Article',
    'Audiovisual',
    'Book',
    'Book_Segment',
    'Conference',
    'Conference_Item',
    'Database_Full_Item',
    'Dataset',
    'Image',
    'Interactive_Resource',
    'Journal',
    'Multimedia',
    'News_Item',
    'Newspaper_or_Newsletter',
    'Other',
    'Patent',
    'Platform',
    'Reference_Item',
    'Reference_Work',
    'Report',
    'Software',
    'Sound',
    'Standard',
    'Thesis_or_Dissertation',
    'Unspecified',
  ],
  DR: [
    'Audiovisual',
    'Book',
    'Conference',
    'Database_Aggregated',
    'Database_AI',
    'Database_Full',
    'Database_Full_Item',
    'Image',
    'Interactive_Resource',
    'Journal',
    'Multimedia',
    'Newspaper_or_Newsletter',
    'Other',
    'Patent',
    'Reference_Work',
    'Report',
    'Sound',
    'Standard',
    'Thesis_or_Dissertation',
    'Unspecified',
  ],
  TR: [
    'Book',
    'Conference',
    'Journal',
    'Newspaper_or_Newsletter',
    'Other',
    'Patent',
    'Reference_Work',
    'Report',
    'Standard',
    'Thesis_or_Dissertation',
    'Unspecified',
  ],
  IR: [
    'Article',
    'Audiovisual',
    'Book_Segment',
    'Conference_Item',
    'Database_Full_Item',
    'Dataset',
    'Image',
    'Interactive_Resource',
    'Multimedia',
    'News_Item',
    'Other',
    'Patent',
    'Reference_Item',
    'Report',
    'Software',
    'Sound',
    'Standard',
    'Thesis_or_Dissertation',
    'Unspecified',
  ],
};

/** The Attributes_To_Show values each master report accepts. */
export const FAMILY_ATTRIBUTES_TO_SHOW: Record<ReportFamily, readonly string[]> = {
  PR: ['Access_Method', ...EXTENSION_ATTRIBUTES],
  DR: ['Access_Method', ...EXTENSION_ATTRIBUTES],
  TR: ['YOP', 'Access_Type', 'Access_Method', ...EXTENSION_ATTRIBUTES],
  IR: ['YOP', 'Access_Type', 'Access_Method', 'Authors', 'Publication_Date', 'Article_Version', ...EXTENSION_ATTRIBUTES],
};

export interface ReportDefinition {
  id: CounterReportId;
  name: string;
  family: ReportFamily;
  master: boolean;
  /** Standard views: the fixed Metric_Type filter (alphabetical, as the schema's const). */
  metricTypes: readonly MetricType[];
  /** Standard views: the fixed filters, in the order the samples print them. */
  fixedFilters: { Data_Type?: readonly string[]; Access_Type?: readonly string[]; Access_Method: readonly string[] } | null;
  /** Standard views: the attributes of each performance (JSON Attribute_Performance and tabular columns). */
  attributes: readonly PerformanceAttribute[];
  /** Tabular identity columns before the attribute columns (master IR computes its own). */
  identityColumns: readonly string[];
}

export function sortMetrics(metrics: readonly string[]): MetricType[] {
  return [...new Set(metrics)].sort() as MetricType[];
}

const TITLE_COLUMNS = [
  'Title',
  'Publisher',
  'Publisher_ID',
  'Platform',
  'DOI',
  'Proprietary_ID',
  'ISBN',
  'Print_ISSN',
  'Online_ISSN',
  'URI',
];
const JOURNAL_COLUMNS = TITLE_COLUMNS.filter((column) => column !== 'ISBN');
const DATABASE_COLUMNS = ['Database', 'Publisher', 'Publisher_ID', 'Platform', 'Proprietary_ID'];
const REGULAR = ['Regular'];
const BOOKS = ['Book', 'Reference_Work'];
const MULTIMEDIA = ['Audiovisual', 'Image', 'Interactive_Resource', 'Multimedia', 'Sound'];

const master = (id: CounterReportId, name: string, family: ReportFamily, identityColumns: readonly string[]): ReportDefinition => ({
  id,
  name,
  family,
  master: true,
  metricTypes: FAMILY_METRICS[family],
  fixedFilters: null,
  attributes: ['Data_Type'],
  identityColumns,
});

const view = (
  id: CounterReportId,
  name: string,
  family: ReportFamily,
  metricTypes: readonly MetricType[],
  fixedFilters: ReportDefinition['fixedFilters'],
  attributes: readonly PerformanceAttribute[],
  identityColumns: readonly string[],
): ReportDefinition => ({ id, name, family, master: false, metricTypes, fixedFilters, attributes, identityColumns });

export const REPORT_DEFINITIONS: Record<CounterReportId, ReportDefinition> = {
  PR: master('PR', 'Platform Report', 'PR', ['Platform']),
  PR_P1: view(
    'PR_P1',
    'Platform Usage',
    'PR',
    ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
    { Access_Method: REGULAR },
    ['Data_Type'],
    ['Platform'],
  ),
  DR: master('DR', 'Database Report', 'DR', DATABASE_COLUMNS),
  DR_D1: view(
    'DR_D1',
    'Database Search and Item Usage',
    'DR',
    ['Searches_Automated', 'Searches_Federated', 'Searches_Regular', ...ITEM_METRICS],
    { Access_Method: REGULAR },
    [],
    DATABASE_COLUMNS,
  ),
  DR_D2: view('DR_D2', 'Database Access Denied', 'DR', DENIALS, { Access_Method: REGULAR }, [], DATABASE_COLUMNS),
  TR: master('TR', 'Title Report', 'TR', TITLE_COLUMNS),
  TR_B1: view(
    'TR_B1',
    'Book Requests (Controlled)',
    'TR',
    ['Total_Item_Requests', 'Unique_Title_Requests'],
    { Data_Type: BOOKS, Access_Type: ['Controlled'], Access_Method: REGULAR },
    ['Data_Type', 'YOP'],
    TITLE_COLUMNS,
  ),
  TR_B2: view(
    'TR_B2',
    'Book Access Denied',
    'TR',
    DENIALS,
    { Data_Type: BOOKS, Access_Method: REGULAR },
    ['Data_Type', 'YOP'],
    TITLE_COLUMNS,
  ),
  TR_B3: view(
    'TR_B3',
    'Book Usage by Access Type',
    'TR',
    [...ITEM_METRICS, ...TITLE_METRICS],
    { Data_Type: BOOKS, Access_Method: REGULAR },
    ['Data_Type', 'YOP', 'Access_Type'],
    TITLE_COLUMNS,
  ),
  TR_J1: view(
    'TR_J1',
    'Journal Requests (Controlled)',
    'TR',
    ['Total_Item_Requests', 'Unique_Item_Requests'],
    { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: REGULAR },
    [],
    JOURNAL_COLUMNS,
  ),
  TR_J2: view('TR_J2', 'Journal Access Denied', 'TR', DENIALS, { Data_Type: ['Journal'], Access_Method: REGULAR }, [], JOURNAL_COLUMNS),
  TR_J3: view(
    'TR_J3',
    'Journal Usage by Access Type',
    'TR',
    ITEM_METRICS,
    { Data_Type: ['Journal'], Access_Method: REGULAR },
    ['Access_Type'],
    JOURNAL_COLUMNS,
  ),
  TR_J4: view(
    'TR_J4',
    'Journal Requests by YOP (Controlled)',
    'TR',
    ['Total_Item_Requests', 'Unique_Item_Requests'],
    { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: REGULAR },
    ['YOP'],
    JOURNAL_COLUMNS,
  ),
  IR: master('IR', 'Item Report', 'IR', []),
  IR_A1: view(
    'IR_A1',
    'Journal Article Requests',
    'IR',
    ['Total_Item_Requests', 'Unique_Item_Requests'],
    { Data_Type: ['Article'], Access_Method: REGULAR },
    ['Access_Type'],
    [
      'Item',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'Authors',
      'Publication_Date',
      'Article_Version',
      'DOI',
      'Proprietary_ID',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Parent_Title',
      'Parent_Authors',
      'Parent_Article_Version',
      'Parent_DOI',
      'Parent_Proprietary_ID',
      'Parent_Print_ISSN',
      'Parent_Online_ISSN',
      'Parent_URI',
    ],
  ),
  IR_M1: view(
    'IR_M1',
    'Multimedia Item Requests',
    'IR',
    ['Total_Item_Requests', 'Unique_Item_Requests'],
    { Data_Type: MULTIMEDIA, Access_Method: REGULAR },
    ['Data_Type'],
    ['Item', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'URI'],
  ),
};

export function isCounterReportId(value: string): value is CounterReportId {
  return (COUNTER_REPORT_IDS as readonly string[]).includes(value);
}

/** The IR columns for the chosen item attributes (parent details are always included). */
export function itemReportColumns(itemAttributes: readonly ItemAttribute[]): string[] {
  const shown = (name: ItemAttribute) => itemAttributes.includes(name);
  const optional = (names: ItemAttribute[], prefix = '') => names.filter(shown).map((name) => `${prefix}${name}`);
  return [
    'Item',
    'Publisher',
    'Publisher_ID',
    'Platform',
    ...optional(['Authors', 'Publication_Date', 'Article_Version']),
    'DOI',
    'Proprietary_ID',
    'ISBN',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
    'Parent_Title',
    ...optional(['Authors', 'Publication_Date', 'Article_Version'], 'Parent_'),
    'Parent_Data_Type',
    'Parent_DOI',
    'Parent_Proprietary_ID',
    'Parent_ISBN',
    'Parent_Print_ISSN',
    'Parent_Online_ISSN',
    'Parent_URI',
  ];
}

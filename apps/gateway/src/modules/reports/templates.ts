import { COLLECTIONS_USAGE_CODE, COLLECTIONS_USAGE_NAME, CONSORTIAL_CODE, type ReportNamespace } from '@console/rules/reports';
import { FAMILY_ATTRIBUTES_TO_SHOW, FAMILY_METRICS } from '../counter/definitions.ts';
import { RELEASE_5_NAMES } from '../counter/release5.ts';

/**
 * The report templates of every namespace (spec 001 §3 "Template"). Counter5.1 carries the reports and
 * standard views of COUNTER Release 5.1 with their official names (COUNTER_API.json 5.1.0.1); Counter5 the same
 * reports with their Release 5 names (RELEASE_5_NAMES, the names its files carry); the master reports (no
 * underscore) carry the optional attributes of the Code of Practice, their Metric_Type lists those the generator
 * knows (FAMILY_METRICS).
 */

export type AccountKind = 'institution' | 'consortium' | 'publisher';

export interface OptionalAttribute {
  name: string;
  type: 'list' | 'text' | 'text-list' | 'boolean';
  possibleValues: string[];
  defaultValue: string;
  description: string;
  formats: string[];
  visibilityOverridable: boolean;
  visibleOnReport: boolean;
  sqlColumnName: string;
}

export interface RequiredAttribute {
  name: string;
  description: string;
}

export interface ReportTemplate {
  namespace: ReportNamespace;
  code: string;
  name: string;
  description: string;
  /** Schedule frequencies; the first is the default (spec 001 §4). */
  frequencies: string[];
  /** master, standard or consortial. */
  type: 'master' | 'standard' | 'consortial';
  /** The COUNTER release of COUNTER templates ('5' or '5.1'); null for the provider's own reports. */
  release: string | null;
  platform: 'jstor' | 'artstor';
  fileFormats: string[];
  accountTypes: AccountKind[];
  requiredAttributes: RequiredAttribute[];
  optionalAttributes: OptionalAttribute[];
  /** Schedules allowed (COUNTER 5 is history only: one-time runs). */
  schedulable: boolean;
}

const COUNTER_FORMATS = ['xlsx', 'tsv', 'json'];
const PROVIDER_FORMATS = ['xlsx', 'csv'];

const required = (...names: string[]): RequiredAttribute[] =>
  names.map((name) => ({ name, description: REQUIRED_DESCRIPTIONS[name] ?? name.replace(/_/g, ' ') }));

const REQUIRED_DESCRIPTIONS: Record<string, string> = {
  Institution_ID: 'The site code of the institution the report covers.',
  Consortium_ID: 'The site code of the consortium the report covers.',
  Begin_Date: 'First day of the reporting period.',
  End_Date: 'Last day of the reporting period.',
  Platform: 'jstor or artstor.',
  Journal_Code: 'The journal the report covers, or ~All~.',
};

const option = (
  name: string,
  type: OptionalAttribute['type'],
  possibleValues: string[],
  description: string,
  defaultValue = type === 'boolean' ? 'False' : type === 'text-list' ? 'All' : '',
): OptionalAttribute => ({
  name,
  type,
  possibleValues,
  defaultValue,
  description,
  formats: COUNTER_FORMATS,
  visibilityOverridable: name !== 'Metric_Type',
  visibleOnReport: true,
  sqlColumnName: name.toLowerCase(),
});

// Enumerations of COUNTER_API.json 5.1.0.1 (X_Report_Filters / X_Report_Attributes).
const ACCESS_METHODS = ['Regular', 'TDM'];
const ACCESS_TYPES = ['Controlled', 'Open', 'Free_To_Read'];
/**
 * The columns a master report can add: exactly those the report generator produces (counter/definitions.ts), in
 * the document's order. COUNTER_API.json also lists Country_Name and, for TR, Book_Segment_Count, optional common
 * extensions the generator does not support (it answers 3062): offering them would give the user a report that
 * refuses the choice.
 */
const attributesToShow = (family: 'PR' | 'DR' | 'TR' | 'IR') =>
  option('Attributes_To_Show', 'list', [...FAMILY_ATTRIBUTES_TO_SHOW[family]], 'Columns to add to the report.');

const MASTER_OPTIONS: Record<'PR' | 'DR' | 'TR' | 'IR', OptionalAttribute[]> = {
  PR: [
    option('Metric_Type', 'list', [...FAMILY_METRICS.PR], 'Metric types to include.'),
    option(
      'Data_Type',
      'list',
      ['Article', 'Book', 'Book_Segment', 'Database_Full_Item', 'Image', 'Journal', 'Platform', 'Report'],
      'Data types to include.',
    ),
    option('Access_Method', 'list', ACCESS_METHODS, 'Access methods to include.'),
    option('Exclude_Monthly_Details', 'boolean', ['True', 'False'], 'Show totals only, without a column per month.'),
    attributesToShow('PR'),
  ],
  DR: [
    option('Metric_Type', 'list', [...FAMILY_METRICS.DR], 'Metric types to include.'),
    option(
      'Data_Type',
      'list',
      ['Book', 'Database_Aggregated', 'Database_Full', 'Database_Full_Item', 'Image', 'Journal', 'Report'],
      'Data types to include.',
    ),
    option('Access_Method', 'list', ACCESS_METHODS, 'Access methods to include.'),
    option('Exclude_Monthly_Details', 'boolean', ['True', 'False'], 'Show totals only, without a column per month.'),
    attributesToShow('DR'),
  ],
  TR: [
    option('Metric_Type', 'list', [...FAMILY_METRICS.TR], 'Metric types to include.'),
    option(
      'Data_Type',
      'list',
      ['Book', 'Conference', 'Journal', 'Newspaper_or_Newsletter', 'Other', 'Report', 'Unspecified'],
      'Data types to include.',
    ),
    option('Access_Type', 'list', ACCESS_TYPES, 'Access types to include.'),
    option('Access_Method', 'list', ACCESS_METHODS, 'Access methods to include.'),
    option('YOP', 'text-list', [], 'Years of publication (yyyy or yyyy-yyyy), or All.'),
    option('Exclude_Monthly_Details', 'boolean', ['True', 'False'], 'Show totals only, without a column per month.'),
    attributesToShow('TR'),
  ],
  IR: [
    option('Metric_Type', 'list', [...FAMILY_METRICS.IR], 'Metric types to include.'),
    option(
      'Data_Type',
      'list',
      ['Article', 'Book_Segment', 'Database_Full_Item', 'Image', 'Multimedia', 'Other', 'Report'],
      'Data types to include.',
    ),
    option('Access_Type', 'list', ACCESS_TYPES, 'Access types to include.'),
    option('Access_Method', 'list', ACCESS_METHODS, 'Access methods to include.'),
    option('YOP', 'text-list', [], 'Years of publication (yyyy or yyyy-yyyy), or All.'),
    option('Exclude_Monthly_Details', 'boolean', ['True', 'False'], 'Show totals only, without a column per month.'),
    attributesToShow('IR'),
  ],
};

/** Release 5.1 reports and standard views (COUNTER_API.json paths /r51/reports/*). */
const COUNTER_51: Array<[code: string, name: string, description: string]> = [
  ['PR', 'Platform Report', 'Platform-level usage, customisable with filters and attributes.'],
  ['PR_P1', 'Platform Usage', 'Platform-level usage summarised by metric type.'],
  ['DR', 'Database Report', 'Database-level usage, customisable with filters and attributes.'],
  ['DR_D1', 'Database Search and Item Usage', 'Searches and item requests per database.'],
  ['DR_D2', 'Database Access Denied', 'Access denied per database.'],
  ['TR', 'Title Report', 'Title-level usage, customisable with filters and attributes.'],
  ['TR_B1', 'Book Requests (Controlled)', 'Book requests of controlled content.'],
  ['TR_B2', 'Book Access Denied', 'Books your users were refused.'],
  ['TR_B3', 'Book Usage by Access Type', 'Book investigations and requests by access type.'],
  ['TR_J1', 'Journal Requests (Controlled)', 'Journal requests of controlled content.'],
  ['TR_J2', 'Journal Access Denied', 'Journals your users were refused.'],
  ['TR_J3', 'Journal Usage by Access Type', 'Journal investigations and requests by access type.'],
  ['TR_J4', 'Journal Requests by YOP (Controlled)', 'Journal requests by year of publication.'],
  ['IR', 'Item Report', 'Item-level usage, customisable with filters and attributes.'],
  ['IR_A1', 'Journal Article Requests', 'Requests of journal articles.'],
  ['IR_M1', 'Multimedia Item Requests', 'Requests of multimedia items.'],
];

function counterTemplates(namespace: 'Counter5' | 'Counter5.1', release: '5' | '5.1'): ReportTemplate[] {
  return COUNTER_51.map(([code, name, description]) => {
    const master = !code.includes('_');
    return {
      namespace,
      code,
      name: release === '5' ? (RELEASE_5_NAMES[code] ?? name) : name,
      description,
      frequencies: ['monthly'],
      type: master ? 'master' : 'standard',
      release,
      platform: 'jstor',
      fileFormats: COUNTER_FORMATS,
      accountTypes: ['institution'],
      requiredAttributes: required('Institution_ID', 'Begin_Date', 'End_Date', 'Platform'),
      optionalAttributes: master ? MASTER_OPTIONS[code as keyof typeof MASTER_OPTIONS] : [],
      schedulable: release === '5.1',
    };
  });
}

const provider = (
  namespace: ReportNamespace,
  code: string,
  name: string,
  description: string,
  extra: Partial<ReportTemplate> = {},
): ReportTemplate => ({
  namespace,
  code,
  name,
  description,
  frequencies: ['weekly', 'monthly', 'quarterly'],
  type: 'standard',
  release: null,
  platform: 'jstor',
  fileFormats: PROVIDER_FORMATS,
  accountTypes: ['institution'],
  requiredAttributes: required('Institution_ID', 'Begin_Date', 'End_Date', 'Platform'),
  optionalAttributes: [],
  schedulable: true,
  ...extra,
});

const consortial = (release: '5' | '5.1', code: string, name: string, description: string): ReportTemplate => ({
  namespace: release === '5.1' ? 'Counter5.1' : 'ConsortialRF',
  code,
  name,
  description,
  frequencies: ['monthly'],
  type: 'consortial',
  release,
  platform: 'jstor',
  fileFormats: COUNTER_FORMATS,
  accountTypes: ['consortium'],
  requiredAttributes: required('Consortium_ID', 'Begin_Date', 'End_Date', 'Platform'),
  optionalAttributes: [],
  schedulable: release === '5.1',
});

const publisher = (namespace: ReportNamespace, code: string, name: string, description: string, journal = false): ReportTemplate =>
  provider(namespace, code, name, description, {
    accountTypes: ['publisher'],
    requiredAttributes: required('Institution_ID', 'Begin_Date', 'End_Date', ...(journal ? ['Journal_Code'] : [])),
  });

export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  ...counterTemplates('Counter5.1', '5.1'),
  consortial('5.1', CONSORTIAL_CODE, 'Consortium Member Usage', 'Usage of every member institution of the consortium, one row per member.'),
  ...counterTemplates('Counter5', '5'),
  consortial('5', 'CR_TR_J1', 'Consortium Journal Requests', 'COUNTER 5 journal requests of every member institution.'),
  consortial('5', 'CR_TR_B1', 'Consortium Book Requests', 'COUNTER 5 book requests of every member institution.'),
  provider('ArtstorCollections', 'ART_C1', 'Artstor Collection Usage', 'Image views and downloads per Artstor collection.', {
    platform: 'artstor',
    frequencies: ['monthly'],
  }),
  provider('ArtstorCollections', 'ART_I1', 'Artstor Image Usage', 'Views and downloads per Artstor image.', {
    platform: 'artstor',
    frequencies: ['monthly'],
  }),
  provider('BooksReports', 'BK_T1', 'Book Title Usage', 'Views and downloads per book title.'),
  provider('BooksReports', 'BK_C1', 'Book Chapter Downloads', 'Chapter downloads per book.'),
  provider('JournalReports', 'JR_T1', 'Journal Title Usage', 'Views and downloads per journal title.'),
  provider('ResearchReports', 'RR_T1', 'Research Report Usage', 'Views and downloads per research report.'),
  provider(
    'CommunityCollections',
    COLLECTIONS_USAGE_CODE,
    COLLECTIONS_USAGE_NAME,
    'Usage of the community collections your institution takes part in.',
    {
      frequencies: ['monthly', 'annually'],
      fileFormats: ['xlsx'],
    },
  ),
  provider('PlatformEngagement', 'PE_E1', 'Platform Engagement', 'Sessions, searches and item requests on the platform per week.'),
  provider('EngagementReports', 'ER_T1', 'Title Engagement', 'How users engage with each title: views, downloads and time on page.'),
  publisher('PublisherJournalReports', 'PJ_I1', 'Journal Usage by Institution', 'Usage of your journals per institution.', true),
  publisher('PublisherBooksReports', 'PB_I1', 'Book Usage by Institution', 'Usage of your books per institution.'),
  publisher('PublisherResearchReports', 'PR_I1', 'Research Report Usage by Institution', 'Usage of your research reports per institution.'),
];

/** The templates of a namespace (every account type; the console disables what the account cannot run). */
export function templatesOf(namespace: string): ReportTemplate[] {
  return REPORT_TEMPLATES.filter((template) => template.namespace === namespace);
}

export function findTemplate(namespace: string, code: string): ReportTemplate | undefined {
  return templatesOf(namespace).find((template) => template.code === code);
}

/** A consortial COUNTER 5 template cannot run any more: only in COUNTER 5.1 (spec 001 §2). */
export function isRetiredTemplate(template: ReportTemplate): boolean {
  return template.type === 'consortial' && template.release === '5';
}

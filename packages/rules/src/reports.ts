/**
 * Rules of the reports area (spec 001 §4, §5, §8, §9) shared by the create-report wizard and the gateway:
 * the same required fields, messages, email check, date-range check and duplicate sentence on both sides.
 */

/** Every report namespace (spec 001 §7). */
export const REPORT_NAMESPACES = [
  'Counter5',
  'Counter5.1',
  'ConsortialRF',
  'BooksReports',
  'JournalReports',
  'ResearchReports',
  'PublisherBooksReports',
  'PublisherJournalReports',
  'PublisherResearchReports',
  'ArtstorCollections',
  'CommunityCollections',
  'PlatformEngagement',
  'EngagementReports',
] as const;
export type ReportNamespace = (typeof REPORT_NAMESPACES)[number];

/**
 * How many requests a history lists per report type (namespace): the user's newest. The gateway stops there (the
 * spec's call has no paging, spec 001 §7; its optional first/offset page only within these, for the console's
 * first answer and the rest), and the console says so when a history reaches it (docs/decisions.md).
 */
export const REPORT_HISTORY_LIMIT = 500;

/** The history's note once it holds REPORT_HISTORY_LIMIT requests or more (older ones are not listed). */
export const HISTORY_LIMIT_NOTE = `The ${REPORT_HISTORY_LIMIT} most recent requests of each report type are shown.`;

export const REPORT_PLATFORMS = ['jstor', 'artstor'] as const;
export type ReportPlatform = (typeof REPORT_PLATFORMS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'annually'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** Report request status as stored; the console shows only pending and complete (spec 001 §4). */
export const REPORT_STATUSES = ['pending', 'complete', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const SCHEDULE_STATES = ['active', 'inactive'] as const;

/** Default earliest date of a report (spec 001 §9). */
export const DEFAULT_EARLIEST_DATE = '2020-01-01';
/** COUNTER 5.1 live date (spec 001 §1). */
export const COUNTER_51_LIVE_DATE = '2025-03-01';
export const DEFAULT_FILE_FORMAT = 'xlsx';
export const ALL_COLLECTIONS_ID = 'ALL';
export const ALL_JOURNALS_VALUE = '~All~';
export const ALL_JOURNALS_LABEL = 'All Journals';
export const COLLECTIONS_USAGE_CODE = 'SC_IR';
export const COLLECTIONS_USAGE_NAME = 'Collections Usage';
export const CONSORTIAL_CODE = 'CR_C1';
export const MAX_REPORT_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;

/** Standard reports have an underscore in the code; master reports (DR, IR, PR, TR) do not (spec 001 §9). */
export function isMasterReport(code: string): boolean {
  return code.length > 0 && !code.includes('_');
}

/** Artstor reports are those whose code contains ART (spec 001 §9). */
export function isArtstorReport(code: string): boolean {
  return code.includes('ART');
}

/** Required attribute names of the attributes payload (spec 001 §3). */
export const REQUIRED_ATTRIBUTE_NAMES = [
  'Institution_ID',
  'Begin_Date',
  'End_Date',
  'Consortium_ID',
  'Journal_Code',
  'Platform',
  'Parent_and_Component_Details',
] as const;

/** Field messages (spec 001 §5). */
/** Issue 30: at most this many one-time reports per user and UTC day. */
export const REPORTS_PER_USER_PER_DAY = 50;
/** Issue 30: at most this many active schedules per account. */
export const ACTIVE_SCHEDULES_PER_ACCOUNT = 25;
/** Not in the spec (issue 30): the refusals of the report quotas and of an outside recipient. */
export const REPORT_QUOTA_MESSAGES = {
  reports: `You can request at most ${REPORTS_PER_USER_PER_DAY} reports a day. Please try again tomorrow.`,
  schedules: `This account already has ${ACTIVE_SCHEDULES_PER_ACCOUNT} active schedules. Make one inactive before adding another.`,
  recipient: 'Reports can be emailed only to you or to a user of this institution.',
} as const;

export const REPORT_FIELD_MESSAGES = {
  reportName: 'You must name your report.',
  fileFormat: 'You must select a report format.',
  template: 'You must select a report from the available reports list.',
  emailAddress: 'You must enter a valid email address.',
  institutionWithCollections: 'You must select an institution with collections.',
  account: 'You must select an account to run the report.',
  collection: "You must select a collection that has usage or choose 'All Selected'.",
} as const;

/** The fields the wizard checks, in the order the form shows them (focus goes to the first failing one). */
export type ReportField = 'account' | 'template' | 'collection' | 'reportName' | 'fileFormat' | 'emailAddress';

export interface ReportFieldError {
  field: ReportField;
  message: string;
}

/**
 * Email check (spec 001 §5): a local part, @, and a domain or a bracketed IPv4 literal; the domain's
 * top-level label has at least two letters.
 */
export function isValidReportEmail(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@(.+)$/u.exec(email);
  if (!match) return false;
  const local = match[1] ?? '';
  const domain = match[2] ?? '';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const literal = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/u.exec(domain);
  if (literal) return literal.slice(1).every((part) => Number(part) <= 255);
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/iu.test(label))) return false;
  return /^[a-z]{2,}$/iu.test(labels[labels.length - 1] ?? '');
}

/** What the required step holds; null or blank counts as missing (spec 001 §5). */
export interface RequiredStepValues {
  account: string | null;
  templateCode: string | null;
  /** Collections Usage only: the chosen collection ids. */
  collections?: readonly string[] | null;
  /** Collections Usage only: how many institutions have usage (at least one must). */
  usageInstitutionCount?: number | null;
  reportName: string | null;
  fileFormat: string | null;
  emailAddress: string | null;
  namespace: string;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The failing required fields in form order (spec 001 §5); community collections drop the template rule. */
export function validateRequiredStep(values: RequiredStepValues): ReportFieldError[] {
  const errors: ReportFieldError[] = [];
  const collectionsUsage = values.namespace === 'CommunityCollections';
  if (blank(values.account)) errors.push({ field: 'account', message: REPORT_FIELD_MESSAGES.account });
  if (!collectionsUsage && blank(values.templateCode)) errors.push({ field: 'template', message: REPORT_FIELD_MESSAGES.template });
  if (collectionsUsage) {
    if (!blank(values.account) && (values.usageInstitutionCount ?? 0) < 1) {
      errors.push({ field: 'collection', message: REPORT_FIELD_MESSAGES.institutionWithCollections });
    } else if (!values.collections || values.collections.length === 0) {
      errors.push({ field: 'collection', message: REPORT_FIELD_MESSAGES.collection });
    }
  }
  if (blank(values.reportName)) errors.push({ field: 'reportName', message: REPORT_FIELD_MESSAGES.reportName });
  if (blank(values.fileFormat)) errors.push({ field: 'fileFormat', message: REPORT_FIELD_MESSAGES.fileFormat });
  if (blank(values.emailAddress) || !isValidReportEmail(values.emailAddress ?? '')) {
    errors.push({ field: 'emailAddress', message: REPORT_FIELD_MESSAGES.emailAddress });
  }
  return errors;
}

/** The error summary around the field messages (spec 001 §5), singular for one error. */
export function errorSummary(count: number): { lead: string; tail: string } {
  if (count === 1) {
    return {
      lead: 'There is an error found in your report request.',
      tail: 'Please correct this error to continue submitting your request.',
    };
  }
  return {
    lead: `There are ${count} errors found in your report request.`,
    tail: 'Please correct these errors to continue submitting your request.',
  };
}

export interface DuplicateDescription {
  code: string;
  name: string;
  kind: 'report' | 'schedule';
  /** The date shown, already formatted. */
  date: string;
}

/** The duplicate warning (spec 001 §8). */
export function duplicateMessage({ code, name, kind, date }: DuplicateDescription): string {
  const verb = kind === 'report' ? 'requested' : 'scheduled';
  return `A ${code} - ${name} ${kind} with the same settings was ${verb} on ${date}. This ${kind} is a duplicate.`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type DateRangeProblem = 'missing' | 'format' | 'order' | 'too-early' | 'too-late';

/**
 * The date-range rule (spec 001 §5): both required, real dates, start not after end, within the bounds.
 * Returns the first problem, or null.
 */
export function dateRangeProblem(
  begin: string | null | undefined,
  end: string | null | undefined,
  bounds: { earliest: string; latest: string | null },
): DateRangeProblem | null {
  if (blank(begin) || blank(end)) return 'missing';
  if (!isIsoDate(begin ?? '') || !isIsoDate(end ?? '')) return 'format';
  if ((begin ?? '') > (end ?? '')) return 'order';
  if ((begin ?? '') < bounds.earliest) return 'too-early';
  if (bounds.latest !== null && (end ?? '') > bounds.latest) return 'too-late';
  return null;
}

export const DATE_RANGE_MESSAGES: Record<DateRangeProblem, string> = {
  missing: 'You must choose a begin date and an end date.',
  format: 'Dates must be written YYYY-MM-DD.',
  order: 'The begin date must not be after the end date.',
  'too-early': 'The begin date is before the earliest date with usage.',
  'too-late': 'The end date is after the latest date with usage.',
};

/** Published years: 'All', or years and ranges (yyyy or yyyy-yyyy), as COUNTER's YOP filter takes them. */
export function isValidYearEntry(value: string): boolean {
  const match = /^(\d{4})(?:-(\d{4}))?$/u.exec(value.trim());
  if (!match) return false;
  return match[2] === undefined || Number(match[1]) <= Number(match[2]);
}

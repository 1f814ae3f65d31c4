import {
  ALL_COLLECTIONS_ID,
  ALL_JOURNALS_VALUE,
  COLLECTIONS_USAGE_CODE,
  COLLECTIONS_USAGE_NAME,
  CONSORTIAL_CODE,
  DEFAULT_FILE_FORMAT,
  REPORT_FIELD_MESSAGES,
  REPORT_QUOTA_MESSAGES,
  isMasterReport,
  validateRequiredStep,
  type ReportField,
  type ReportFieldError,
} from '@console/rules/reports';
import type { ServerErrorTable } from '../../../lib/form/server-error';
import { displayDate, scheduleEndDate } from './dates';

export type WizardStep = 'required' | 'optional' | 'confirm';

/** Steps of a template (spec 001 §2): the optional step only for master reports (no underscore). */
export function stepsFor(templateCode: string | null, collectionsUsage: boolean): WizardStep[] {
  return templateCode && !collectionsUsage && isMasterReport(templateCode) ? ['required', 'optional', 'confirm'] : ['required', 'confirm'];
}

/** Create form values (spec 001 §3). Dates are ISO days; lists of optional attributes are arrays. */
// A type alias (not an interface) so it satisfies useForm's Record<string, unknown> constraint.
export type WizardValues = {
  account: string | null;
  platform: 'jstor' | 'artstor';
  templateCode: string | null;
  collections: string[];
  reportName: string;
  fileFormat: string;
  emailAddress: string;
  scheduled: boolean;
  frequency: string;
  reportPeriod: string;
  beginDate: string | null;
  endDate: string | null;
  journal: string;
  years: string[];
  /** Optional attributes of master reports: chosen values per attribute name. */
  optional: Record<string, string[]>;
};

/** Platform default (spec 001 §4): artstor only when artstor is the one licensed platform. */
export function defaultPlatform(licensed: readonly string[]): 'jstor' | 'artstor' {
  return licensed.length === 1 && licensed[0] === 'artstor' ? 'artstor' : 'jstor';
}

/** A fresh form (spec 001 §4 "Closing the modal resets all choices"): format xlsx, blank dates and name. */
export function initialWizardValues(options: {
  email: string;
  account: string | null;
  platform: 'jstor' | 'artstor';
  collectionsUsage: boolean;
}): WizardValues {
  return {
    account: options.account,
    platform: options.platform,
    templateCode: options.collectionsUsage ? COLLECTIONS_USAGE_CODE : null,
    collections: options.collectionsUsage ? [ALL_COLLECTIONS_ID] : [],
    // Collections Usage pre-fills its name and forces XLSX.
    reportName: options.collectionsUsage ? 'Collections Usage Report' : '',
    fileFormat: DEFAULT_FILE_FORMAT,
    emailAddress: options.email,
    scheduled: false,
    frequency: '',
    reportPeriod: '',
    beginDate: null,
    endDate: null,
    journal: ALL_JOURNALS_VALUE,
    years: ['All'],
    optional: {},
  };
}

/** Changing platform clears the template, the report name and the dates (spec 001 §4). */
export function withPlatform(values: WizardValues, platform: 'jstor' | 'artstor'): WizardValues {
  return { ...values, platform, templateCode: null, reportName: '', beginDate: null, endDate: null, optional: {} };
}

export interface RequiredContext {
  namespace: string;
  usageInstitutionCount: number | null;
}

/** The failing required fields in form order (the shared rules of @console/rules/reports). */
export function requiredErrors(values: WizardValues, context: RequiredContext): ReportFieldError[] {
  return validateRequiredStep({
    account: values.account,
    templateCode: values.templateCode,
    collections: values.collections,
    usageInstitutionCount: context.usageInstitutionCount,
    reportName: values.reportName,
    fileFormat: values.fileFormat,
    emailAddress: values.emailAddress,
    namespace: context.namespace,
  });
}

/** Published years (spec 001 §5): an empty entry is not added; removing the last one falls back to 'All'. */
export function addYear(years: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (value === '') return [...years];
  const rest = years.filter((year) => year !== 'All' && year !== value);
  return [...rest, value];
}

export function removeYear(years: readonly string[], entry: string): string[] {
  const rest = years.filter((year) => year !== entry);
  return rest.length === 0 ? ['All'] : rest;
}

export interface SubmissionContext {
  namespace: string;
  userId: string;
  institutionName: string;
  accountType: 'institution' | 'consortium' | 'publisher';
  consortium: { id: string; name: string; code: string } | null;
  asQa: boolean;
  templateName: string;
  /** Attribute names the template requires (Journal_Code, Platform...). */
  requiredNames: readonly string[];
  today: string;
  effectiveDate: string;
}

const attribute = (name: string, value: string) => ({ name, value });

/** The attributes payload (spec 001 §3). */
export function buildAttributes(values: WizardValues, context: SubmissionContext) {
  const code = values.templateCode ?? '';
  const collectionsUsage = context.namespace === 'CommunityCollections';
  const begin = values.scheduled ? context.effectiveDate : (values.beginDate ?? '');
  const end = values.scheduled ? scheduleEndDate(values.frequency, context.effectiveDate) : (values.endDate ?? '');
  const required = [
    attribute(context.accountType === 'consortium' && code === CONSORTIAL_CODE ? 'Consortium_ID' : 'Institution_ID', values.account ?? ''),
    attribute('Begin_Date', begin),
    attribute('End_Date', end),
    ...(context.requiredNames.includes('Platform') ? [attribute('Platform', values.platform)] : []),
    ...(context.requiredNames.includes('Journal_Code') ? [attribute('Journal_Code', values.journal)] : []),
  ];
  const optional = collectionsUsage
    ? [attribute('Collection_IDs', values.collections.join('|'))]
    : isMasterReport(code)
      ? Object.entries(values.optional)
          .filter(([, chosen]) => chosen.length > 0)
          .map(([name, chosen]) => attribute(name, chosen.join('|')))
      : [];
  return {
    as_qa: context.asQa,
    report: collectionsUsage ? COLLECTIONS_USAGE_NAME : context.templateName,
    namespace: context.namespace,
    reportCode: collectionsUsage ? COLLECTIONS_USAGE_CODE : code,
    institutionName: context.institutionName,
    requiredAttributes: required,
    optionalAttributes: optional,
    ...(context.consortium ? { consortium: context.consortium } : {}),
  };
}

export function buildReportSubmission(values: WizardValues, context: SubmissionContext) {
  return {
    attributes: buildAttributes(values, context),
    report_name: values.reportName.trim(),
    report_type: context.namespace,
    user_id: context.userId,
    email_address: values.emailAddress.trim(),
    output_format: values.fileFormat.toLowerCase(),
  };
}

export function buildScheduleSubmission(values: WizardValues, context: SubmissionContext) {
  const { report_name: scheduleName, ...rest } = buildReportSubmission(values, context);
  return { ...rest, schedule_name: scheduleName, effective_date: context.effectiveDate, frequency: values.frequency || 'monthly' };
}

/** Success alerts (spec 001 §8). */
export function successMessage(values: Pick<WizardValues, 'reportName' | 'scheduled'>, effective: string): string {
  const name = values.reportName.trim();
  return values.scheduled
    ? `${name} was successfully scheduled for ${displayDate(effective)}.`
    : `${name} was successfully submitted. We'll email the report when it's ready or you can download it here.`;
}

export const SUBMIT_FAILED = 'There was an issue processing your submission. Please try again or contact support.';
export const DUPLICATE_CHECK_FAILED = 'Server side error found.';
export const TEMPLATES_FAILED = 'Error fetching report templates.';
export const RETIRED_NOTE = 'now available only in COUNTER 5.1';
export const SUBMITTING = 'Submitting...';
export const PROCESSING = 'Processing your submission...';
export const COUNTER_SCHEDULE_NOTE = 'Scheduled COUNTER reports cover the previous month and are delivered at the beginning of each month.';

/** The form value each rule's field lives in (focus goes there). */
export const FIELD_VALUE: Record<ReportField, keyof WizardValues & string> = {
  account: 'account',
  template: 'templateCode',
  collection: 'collections',
  reportName: 'reportName',
  fileFormat: 'fileFormat',
  emailAddress: 'emailAddress',
};

/** Required-step errors keyed by form value, for useForm. */
export function validateWizard(values: WizardValues, context: RequiredContext): Partial<Record<keyof WizardValues & string, string>> {
  const errors: Partial<Record<keyof WizardValues & string, string>> = {};
  for (const error of requiredErrors(values, context)) errors[FIELD_VALUE[error.field]] = error.message;
  return errors;
}

/** The gateway's refusals of a submission, each under its field (spec 001 §8 "Validation codes"). */
export const SUBMISSION_SERVER_ERRORS: ServerErrorTable<keyof WizardValues & string> = {
  REPORT_ACCOUNT_NOT_SELECTED: { message: REPORT_FIELD_MESSAGES.account, field: 'account' },
  REPORT_TEMPLATE_NOT_SELECTED: { message: REPORT_FIELD_MESSAGES.template, field: 'templateCode' },
  REPORT_COLLECTION_MISSING: { message: REPORT_FIELD_MESSAGES.collection, field: 'collections' },
  REPORT_NAME_MISSING: { message: REPORT_FIELD_MESSAGES.reportName, field: 'reportName' },
  REPORT_FORMAT_NOT_SELECTED: { message: REPORT_FIELD_MESSAGES.fileFormat, field: 'fileFormat' },
  REPORT_EMAIL_MISSING: { message: REPORT_FIELD_MESSAGES.emailAddress, field: 'emailAddress' },
  // Issue 30: the recipient rule and the quotas (docs/decisions.md, "Report mail").
  REPORT_EMAIL_NOT_ALLOWED: { message: REPORT_QUOTA_MESSAGES.recipient, field: 'emailAddress' },
  REPORT_QUOTA_EXCEEDED: { message: REPORT_QUOTA_MESSAGES.reports },
  REPORT_SCHEDULE_QUOTA_EXCEEDED: { message: REPORT_QUOTA_MESSAGES.schedules },
};

import { createHash } from 'node:crypto';
import {
  ALL_COLLECTIONS_ID,
  ALL_JOURNALS_VALUE,
  DATE_RANGE_MESSAGES,
  DEFAULT_EARLIEST_DATE,
  MAX_REPORT_NAME_LENGTH,
  REPORT_FIELD_MESSAGES,
  REPORT_NAMESPACES,
  REPORT_QUOTA_MESSAGES,
  REPORT_PLATFORMS,
  REQUIRED_ATTRIBUTE_NAMES,
  dateRangeProblem,
  isIsoDate,
  isMasterReport,
  isValidReportEmail,
  isValidYearEntry,
  type ReportField,
} from '@console/rules/reports';
import { normaliseSpaces } from '@console/rules/text';
import { forbiddenError } from '../../auth/authorization.ts';
import type { AccountSummary, Principal } from '../../auth/principal.ts';
import { REPORT_ACCESS } from './access.ts';
import type { RequestContext } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { listAccountCollections } from '../collections/repository.ts';
import { publisherJournals, recipientBelongsToAccount, type StoredAttribute, type StoredAttributes } from './repository.ts';
import { findTemplate, isRetiredTemplate, type ReportTemplate } from './templates.ts';

/** Error codes of a refused submission (spec 001 §8 "Validation codes"); the console maps each to its field. */
export const SUBMISSION_ERROR_CODES: Record<ReportField | 'dates' | 'duplicate', string> = {
  account: 'REPORT_ACCOUNT_NOT_SELECTED',
  template: 'REPORT_TEMPLATE_NOT_SELECTED',
  collection: 'REPORT_COLLECTION_MISSING',
  reportName: 'REPORT_NAME_MISSING',
  fileFormat: 'REPORT_FORMAT_NOT_SELECTED',
  emailAddress: 'REPORT_EMAIL_MISSING',
  dates: 'REPORT_DATES_INVALID',
  duplicate: 'REPORT_DUPLICATE',
};

/** Issue 30: the quotas and the recipient rule (docs/decisions.md, "Report mail"). */
export function reportLimitError(kind: 'reports' | 'schedules' | 'recipient'): GraphQLError {
  const code =
    kind === 'recipient' ? 'REPORT_EMAIL_NOT_ALLOWED' : kind === 'reports' ? 'REPORT_QUOTA_EXCEEDED' : 'REPORT_SCHEDULE_QUOTA_EXCEEDED';
  return new GraphQLError(REPORT_QUOTA_MESSAGES[kind], {
    extensions: { code, ...(kind === 'recipient' ? { field: 'emailAddress' } : {}) },
  });
}

export function submissionError(field: keyof typeof SUBMISSION_ERROR_CODES, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: SUBMISSION_ERROR_CODES[field], field } });
}

/** Namespaces whose dates are whole months (spec 001 §5). */
export const MONTH_NAMESPACES: readonly string[] = ['Counter5', 'Counter5.1', 'ArtstorCollections'];

export interface SubmissionInput {
  attributes: {
    as_qa?: boolean | null;
    report?: string | null;
    namespace: string;
    reportCode: string;
    institutionName: string;
    requiredAttributes: ReadonlyArray<{ name: string; value: string }>;
    optionalAttributes?: ReadonlyArray<{ name: string; value: string }> | null;
    consortium?: { id: string; name: string; code: string } | null;
  };
  name: string;
  report_type: string;
  user_id: string;
  email_address: string;
  output_format: string;
  schedule?: { effective_date: string; frequency: string };
}

export interface ValidSubmission {
  principal: Principal;
  account: AccountSummary;
  template: ReportTemplate;
  name: string;
  emailAddress: string;
  outputFormat: string;
  attributes: StoredAttributes;
  settingsKey: string;
  schedule: { effectiveDate: string; frequency: string } | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const lastOfMonth = (value: string) => {
  const [year, month] = value.split('-').map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(year, month, 0)));
};

function uniqueAttributes(list: ReadonlyArray<{ name: string; value: string }>, what: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const { name, value } of list) {
    if (map.has(name)) throw submissionError('template', `The ${what} attribute ${name} is given twice.`);
    map.set(name, value.trim());
  }
  return map;
}

/**
 * Checks a submission with the wizard's rules (spec 001 §5) plus what only the server knows (the account
 * is one the user may act on, the template exists and suits the account, the journal and collections are
 * the account's), and returns what is stored. Each refusal names its field.
 */
export async function validateSubmission(ctx: RequestContext, input: SubmissionInput, today: string): Promise<ValidSubmission> {
  const principal = await ctx.auth.requireUser();
  if (input.user_id !== principal.user.id) throw forbiddenError();
  const namespace = input.report_type;
  if (!(REPORT_NAMESPACES as readonly string[]).includes(namespace) || input.attributes.namespace !== namespace) {
    throw submissionError('template', REPORT_FIELD_MESSAGES.template);
  }
  const requiredList = uniqueAttributes(input.attributes.requiredAttributes, 'required');
  for (const name of requiredList.keys()) {
    if (!(REQUIRED_ATTRIBUTE_NAMES as readonly string[]).includes(name))
      throw submissionError('template', `Unknown required attribute ${name}.`);
  }

  const template = findTemplate(namespace, input.attributes.reportCode);
  if (!template) throw submissionError('template', REPORT_FIELD_MESSAGES.template);
  if (isRetiredTemplate(template)) throw submissionError('template', 'now available only in COUNTER 5.1');
  if (input.schedule && !template.schedulable) throw submissionError('template', `${template.code} cannot be scheduled.`);

  const accountAttribute = template.accountTypes.includes('consortium') ? 'Consortium_ID' : 'Institution_ID';
  const siteCode = requiredList.get(accountAttribute) ?? '';
  if (siteCode === '') throw submissionError('account', REPORT_FIELD_MESSAGES.account);
  const account = await ctx.auth.requireAccountAccess(siteCode, REPORT_ACCESS);
  if (!(template.accountTypes as string[]).includes(account.type)) throw submissionError('template', REPORT_FIELD_MESSAGES.template);
  const consortium = input.attributes.consortium ?? null;
  if (consortium && (account.type !== 'consortium' || consortium.id !== account.externalId || consortium.code !== account.code)) {
    throw submissionError('account', REPORT_FIELD_MESSAGES.account);
  }

  const name = normaliseSpaces(input.name);
  if (name === '' || name.length > MAX_REPORT_NAME_LENGTH) throw submissionError('reportName', REPORT_FIELD_MESSAGES.reportName);
  const emailAddress = input.email_address.trim();
  if (!isValidReportEmail(emailAddress)) throw submissionError('emailAddress', REPORT_FIELD_MESSAGES.emailAddress);
  const outputFormat = input.output_format.trim().toLowerCase();
  if (!template.fileFormats.includes(outputFormat)) throw submissionError('fileFormat', REPORT_FIELD_MESSAGES.fileFormat);

  const platform = requiredList.get('Platform') ?? template.platform;
  if (!(REPORT_PLATFORMS as readonly string[]).includes(platform) || platform !== template.platform) {
    throw submissionError('template', REPORT_FIELD_MESSAGES.template);
  }

  // Dates: whole months for COUNTER and Artstor; a one-time run ends by yesterday; a schedule's first period may end later.
  const begin = requiredList.get('Begin_Date') ?? '';
  const end = requiredList.get('End_Date') ?? '';
  const yesterday = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  const problem = dateRangeProblem(begin, end, { earliest: DEFAULT_EARLIEST_DATE, latest: input.schedule ? null : yesterday });
  if (problem) throw submissionError('dates', DATE_RANGE_MESSAGES[problem]);
  if (MONTH_NAMESPACES.includes(namespace) && (!begin.endsWith('-01') || end !== lastOfMonth(end))) {
    throw submissionError('dates', 'COUNTER and Artstor reports cover whole months.');
  }

  let schedule: ValidSubmission['schedule'] = null;
  if (input.schedule) {
    const { effective_date: effectiveDate, frequency } = input.schedule;
    if (!isIsoDate(effectiveDate) || effectiveDate < today) throw submissionError('dates', 'The schedule must start today or later.');
    if (!template.frequencies.includes(frequency)) throw submissionError('template', `${template.code} cannot run ${frequency}.`);
    schedule = { effectiveDate, frequency };
  }

  if (template.requiredAttributes.some((attribute) => attribute.name === 'Journal_Code')) {
    const journal = requiredList.get('Journal_Code') ?? ALL_JOURNALS_VALUE;
    if (journal !== ALL_JOURNALS_VALUE) {
      const journals = await publisherJournals(ctx.db, account.id);
      if (!journals.some((entry) => entry.issn === journal)) throw submissionError('template', 'This journal is not one of yours.');
    }
    requiredList.set('Journal_Code', journal);
  }

  const optional = uniqueAttributes(input.attributes.optionalAttributes ?? [], 'optional');
  const optionalAttributes: StoredAttribute[] = [];
  for (const [attributeName, value] of optional) {
    if (attributeName === 'Collection_IDs' && namespace === 'CommunityCollections') {
      const ids = value.split('|').filter(Boolean);
      const own = new Set((await listAccountCollections(ctx.db, account.id)).map((collection) => collection.id));
      if (ids.length === 0 || !ids.every((id) => id === ALL_COLLECTIONS_ID || own.has(id))) {
        throw submissionError('collection', REPORT_FIELD_MESSAGES.collection);
      }
      optionalAttributes.push({ name: attributeName, value: ids.join('|') });
      continue;
    }
    const definition = isMasterReport(template.code)
      ? template.optionalAttributes.find((entry) => entry.name === attributeName)
      : undefined;
    if (!definition) throw submissionError('template', `${template.code} has no optional attribute ${attributeName}.`);
    const parts = value.split('|').filter(Boolean);
    const valid =
      definition.type === 'boolean'
        ? value === 'True' || value === 'False'
        : definition.type === 'text-list'
          ? value === 'All' || (parts.length > 0 && parts.every(isValidYearEntry))
          : definition.type === 'list'
            ? parts.length > 0 && parts.every((part) => definition.possibleValues.includes(part))
            : value.length <= 200;
    if (!valid) throw submissionError('template', `${attributeName} has a value ${template.code} does not accept.`);
    optionalAttributes.push({ name: attributeName, value: parts.length > 0 && definition.type !== 'boolean' ? parts.join('|') : value });
  }
  if (namespace === 'CommunityCollections' && !optional.has('Collection_IDs'))
    throw submissionError('collection', REPORT_FIELD_MESSAGES.collection);

  const requiredAttributes: StoredAttribute[] = [...requiredList].map(([attributeName, value]) => ({ name: attributeName, value }));
  requiredAttributes.find((entry) => entry.name === accountAttribute)!.value = account.code ?? siteCode;
  const attributes: StoredAttributes = {
    as_qa: input.attributes.as_qa === true,
    report: template.name,
    namespace,
    reportCode: template.code,
    institutionName: account.name,
    requiredAttributes,
    optionalAttributes,
    consortium: account.type === 'consortium' ? { id: account.externalId, name: account.name, code: account.code ?? '' } : null,
  };
  // Mail goes only to the requester or to a user of the account: the gateway is no relay to outside addresses.
  if (
    emailAddress.toLowerCase() !== principal.user.email.toLowerCase() &&
    !(await recipientBelongsToAccount(ctx.db, account.id, emailAddress))
  )
    throw reportLimitError('recipient');
  return {
    principal,
    account,
    template,
    name,
    emailAddress,
    outputFormat,
    attributes,
    settingsKey: settingsKey(account.id, attributes, outputFormat, schedule?.frequency ?? null, name, emailAddress),
    schedule,
  };
}

/**
 * What "the same settings" means for the duplicate check (spec 001 §7 sends report_name and email_address in
 * checkReportDuplicateInput): the name (spaces collapsed, case ignored), the email address (case ignored),
 * account, namespace, report, format, platform and every attribute; a schedule compares its frequency instead of
 * its first period's dates. The user is the query's own condition.
 */
export function settingsKey(
  accountId: string,
  attributes: StoredAttributes,
  outputFormat: string,
  frequency: string | null,
  name: string,
  emailAddress: string,
): string {
  const sorted = (list: StoredAttribute[]) =>
    [...list]
      .filter((entry) => frequency === null || (entry.name !== 'Begin_Date' && entry.name !== 'End_Date'))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((entry) => [entry.name, entry.value]);
  const canonical = JSON.stringify([
    normaliseSpaces(name).toLowerCase(),
    emailAddress.trim().toLowerCase(),
    accountId,
    attributes.namespace,
    attributes.reportCode,
    outputFormat,
    frequency,
    sorted(attributes.requiredAttributes),
    sorted(attributes.optionalAttributes),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

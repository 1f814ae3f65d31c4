import type { Resolvers, ReportHistoryItem, ReportSchedule, ReportTemplate as ReportTemplateType } from '@console/graphql/resolvers';
import {
  ACTIVE_SCHEDULES_PER_ACCOUNT,
  REPORT_HISTORY_LIMIT,
  REPORT_NAMESPACES,
  REPORT_PLATFORMS,
  REPORTS_PER_USER_PER_DAY,
  SCHEDULE_STATES,
} from '@console/rules/reports';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import { REPORT_ACCESS } from './access.ts';
import type { RequestContext } from '../../context.ts';
import { fullPeriods } from './availability.ts';
import { enqueueReport } from './jobs.ts';
import {
  countActiveSchedules,
  countRequestsSince,
  findDuplicateRequest,
  findDuplicateSchedule,
  findUserRequest,
  findUserSchedule,
  insertRequest,
  insertSchedule,
  listHistory,
  listSchedules,
  type HistoryPage,
  platformsWithUsage,
  publisherCounts,
  publisherJournals,
  setScheduleState,
  usageDayRange,
  usageInstitutions,
  writeAudit,
  type ReportRequestRow,
  type ReportScheduleRow,
} from './repository.ts';
import { isRetiredTemplate, templatesOf, type ReportTemplate } from './templates.ts';
import { reportLimitError, submissionError, validateSubmission, type SubmissionInput } from './validation.ts';

const toIso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const today = (ctx: RequestContext) => ctx.services.now().toISOString().slice(0, 10);

function checkNamespace(namespace: string): void {
  if (!(REPORT_NAMESPACES as readonly string[]).includes(namespace)) throw badInputError('Unknown report namespace.');
}

/**
 * The slice of the newest REPORT_HISTORY_LIMIT requests a history call asks for: offset 0 to 499 (default 0),
 * first 1 to 500 (default 500). GraphQL's Int already refuses fractions and values past 32 bits; the bounds are
 * checked here (BAD_USER_INPUT), never clamped silently.
 */
export function historyPage(first: number | null | undefined, offset: number | null | undefined): HistoryPage {
  const page = { first: first ?? REPORT_HISTORY_LIMIT, offset: offset ?? 0 };
  if (!Number.isInteger(page.offset) || page.offset < 0 || page.offset >= REPORT_HISTORY_LIMIT) {
    throw badInputError(`offset must be 0 to ${REPORT_HISTORY_LIMIT - 1}.`);
  }
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > REPORT_HISTORY_LIMIT) {
    throw badInputError(`first must be 1 to ${REPORT_HISTORY_LIMIT}.`);
  }
  return page;
}

function checkPlatforms(platforms: readonly string[]): void {
  if (platforms.length === 0 || platforms.some((platform) => !(REPORT_PLATFORMS as readonly string[]).includes(platform))) {
    throw badInputError('Unknown platform.');
  }
}

async function requireSelf(ctx: RequestContext, userId: string) {
  const principal = await ctx.auth.requireUser();
  if (userId !== principal.user.id) throw forbiddenError();
  return principal;
}

export function toHistoryItem(row: ReportRequestRow): ReportHistoryItem {
  return {
    id: row.id,
    report_id: row.report_id,
    report_name: row.report_name,
    output_format: row.output_format,
    created: toIso(row.created_at),
    status: row.status,
    scheduled_report: row.schedule_id !== null,
    platform: row.platform,
    email_address: row.email_address,
    attributes: {
      reportCode: row.attributes.reportCode,
      reportName: row.attributes.report,
      namespace: row.namespace,
      institutionName: row.attributes.institutionName,
      requiredAttributes: row.attributes.requiredAttributes,
      optionalAttributes: row.attributes.optionalAttributes,
    },
  };
}

export function toSchedule(row: ReportScheduleRow): ReportSchedule {
  const template = templatesOf(row.namespace).find((entry) => entry.code === row.report_code);
  return {
    id: row.id,
    schedule_name: row.schedule_name,
    email_address: row.email_address,
    frequency: row.frequency,
    report_type: row.namespace,
    output_format: row.output_format,
    state: row.state,
    created: toIso(row.created_at),
    effective_date: row.effective_date,
    platform: row.platform,
    attributes: {
      report: { code: row.report_code, name: row.attributes.report, frequency: template?.frequencies ?? [row.frequency] },
      institutionName: row.attributes.institutionName,
      requiredAttributes: row.attributes.requiredAttributes,
      optionalAttributes: row.attributes.optionalAttributes,
    },
  };
}

function toTemplate(template: ReportTemplate): ReportTemplateType {
  return {
    report: {
      code: template.code,
      name: template.name,
      description: template.description,
      frequency: template.frequencies,
      type: template.type,
      release: template.release,
      platform: template.platform,
    },
    namespace: template.namespace,
    fileFormats: template.fileFormats,
    requiredAttributes: template.requiredAttributes,
    optionalAttributes: template.optionalAttributes.map((attribute) => ({ ...attribute, value: null })),
    disabledReason: isRetiredTemplate(template) ? 'now available only in COUNTER 5.1' : null,
    schedulable: template.schedulable,
  };
}

/** Templates an account may see in a namespace: by account type (spec 001 §2), artstor reports only for institutions. */
export function templatesFor(namespace: string, account: AccountSummary, platform: string | null | undefined): ReportTemplate[] {
  return templatesOf(namespace).filter(
    (template) =>
      (template.accountTypes as string[]).includes(account.type) &&
      (!platform || template.platform === platform) &&
      (template.platform !== 'artstor' || account.type === 'institution'),
  );
}

function reportInput(data: {
  attributes: SubmissionInput['attributes'];
  report_type: string;
  user_id: string;
  email_address: string;
  output_format: string;
}) {
  return {
    attributes: data.attributes,
    report_type: data.report_type,
    user_id: data.user_id,
    email_address: data.email_address,
    output_format: data.output_format,
  };
}

async function publisherAccount(ctx: RequestContext, ref: string | { externalId: string }): Promise<AccountSummary> {
  const account = await ctx.auth.requireAccountAccess(ref, REPORT_ACCESS);
  if (account.type !== 'publisher') throw forbiddenError();
  return account;
}

export const reportResolvers: Resolvers<RequestContext> = {
  Query: {
    async reportsAvailable(_parent, { userId, namespace, siteCode, platform }, ctx) {
      await requireSelf(ctx, userId);
      checkNamespace(namespace);
      if (platform) checkPlatforms([platform]);
      const account = await ctx.auth.requireAccountAccess(siteCode, REPORT_ACCESS);
      return { namespace, templates: templatesFor(namespace, account, platform).map(toTemplate) };
    },

    async reportsUsageAvailability(_parent, { namespace, siteCode, userId, platform }, ctx) {
      await requireSelf(ctx, userId);
      checkNamespace(namespace);
      const chosen = platform || 'jstor';
      checkPlatforms([chosen]);
      const account = await ctx.auth.requireAccountAccess(siteCode, REPORT_ACCESS);
      const range = await usageDayRange(ctx.db, account, chosen);
      return { namespace, platform: chosen, ...fullPeriods(range, today(ctx)) };
    },

    async reportHistory(_parent, { reportHistoryUserId, reportsType, first, offset }, ctx) {
      const principal = await requireSelf(ctx, reportHistoryUserId);
      if (reportsType.userId !== principal.user.id) throw forbiddenError();
      checkNamespace(reportsType.namespace);
      checkPlatforms([reportsType.platform]);
      const page = historyPage(first, offset);
      return (await listHistory(ctx.db, principal, reportsType.namespace, [reportsType.platform], page)).map(toHistoryItem);
    },

    async multiPlatformReportHistory(_parent, { reportHistoryUserId, reportsType, first, offset }, ctx) {
      const principal = await requireSelf(ctx, reportHistoryUserId);
      if (reportsType.userId !== principal.user.id) throw forbiddenError();
      checkNamespace(reportsType.namespace);
      checkPlatforms(reportsType.platform);
      const page = historyPage(first, offset);
      return (await listHistory(ctx.db, principal, reportsType.namespace, reportsType.platform, page)).map(toHistoryItem);
    },

    async reportScheduleHistory(_parent, { reportScheduleHistoryUserId, reportsType }, ctx) {
      const principal = await requireSelf(ctx, reportScheduleHistoryUserId);
      if (reportsType.userId !== principal.user.id) throw forbiddenError();
      checkNamespace(reportsType.namespace);
      checkPlatforms([reportsType.platform]);
      return (await listSchedules(ctx.db, principal, reportsType.namespace, [reportsType.platform])).map(toSchedule);
    },

    async multiPlatformScheduleHistory(_parent, { reportScheduleHistoryUserId, reportsType }, ctx) {
      const principal = await requireSelf(ctx, reportScheduleHistoryUserId);
      if (reportsType.userId !== principal.user.id) throw forbiddenError();
      checkNamespace(reportsType.namespace);
      checkPlatforms(reportsType.platform);
      return (await listSchedules(ctx.db, principal, reportsType.namespace, reportsType.platform)).map(toSchedule);
    },

    async checkReportDuplicate(_parent, { checkReportDuplicateInput: input }, ctx) {
      const valid = await validateSubmission(ctx, { ...reportInput(input), name: input.report_name }, today(ctx));
      const duplicate = await findDuplicateRequest(ctx.db, valid.principal.user.id, valid.settingsKey);
      return duplicate
        ? {
            id: duplicate.id,
            report_id: duplicate.report_id,
            created: toIso(duplicate.created_at),
            reportCode: duplicate.report_code,
            reportName: duplicate.attributes.report,
          }
        : { id: '', report_id: '', created: null, reportCode: null, reportName: null };
    },

    async checkReportScheduleDuplicate(_parent, { checkReportScheduleDuplicateInput: input }, ctx) {
      const valid = await validateSubmission(
        ctx,
        {
          ...reportInput(input),
          name: input.schedule_name,
          schedule: { effective_date: input.effective_date, frequency: input.frequency },
        },
        today(ctx),
      );
      const duplicate = await findDuplicateSchedule(ctx.db, valid.principal.user.id, valid.settingsKey);
      return duplicate
        ? {
            id: duplicate.id,
            report_id: '',
            created: toIso(duplicate.created_at),
            reportCode: duplicate.report_code,
            reportName: duplicate.attributes.report,
          }
        : { id: '', report_id: '', created: null, reportCode: null, reportName: null };
    },

    async report(_parent, { reportId }, ctx) {
      const principal = await ctx.auth.requireUser();
      if (reportId.length > 64) throw badInputError('Unknown report.');
      const row = await findUserRequest(ctx.db, principal, reportId);
      return row ? { id: row.id, report_id: row.report_id, status: row.status } : null;
    },

    async licensedPlatforms(_parent, { siteCode }, ctx) {
      const account = await ctx.auth.requireAccountAccess(siteCode, REPORT_ACCESS);
      return platformsWithUsage(ctx.db, account);
    },

    async publisherSummary(_parent, { siteCode }, ctx) {
      const account = await publisherAccount(ctx, siteCode);
      const counts = await publisherCounts(ctx.db, account.id);
      return {
        code: account.code ?? '',
        label: account.name,
        titleCount: counts.journals + counts.books,
        counts: {
          journals: counts.journals,
          books: counts.books,
          eba_books: 0,
          oa_books: counts.oa_books,
          pamphlets: 0,
          researchReports: 0,
        },
      };
    },

    async getReportsPublications(_parent, { publisherId }, ctx) {
      const account = await publisherAccount(ctx, { externalId: publisherId });
      return (await publisherJournals(ctx.db, account.id)).map((journal) => ({
        journalCode: journal.issn,
        title: journal.title,
        value: journal.issn,
      }));
    },

    async ccuReportAvailability(_parent, { siteCode }, ctx) {
      const account = await ctx.auth.requireAccountAccess(siteCode, REPORT_ACCESS);
      const [range, institutions] = await Promise.all([usageDayRange(ctx.db, account, 'jstor'), usageInstitutions(ctx.db, account)]);
      const periods = fullPeriods(range, today(ctx));
      const generation =
        periods.firstFullDayDateIso8601 && periods.lastFullDayDateIso8601
          ? {
              created: ctx.services.now().toISOString(),
              availableStartDate: periods.firstFullDayDateIso8601,
              availableEndDate: periods.lastFullDayDateIso8601,
              requestedStartDate: null,
              requestedEndDate: null,
            }
          : null;
      return { generation, usageInstitutions: institutions };
    },
  },

  Mutation: {
    async addReport(_parent, { submissionData: input }, ctx) {
      const valid = await validateSubmission(ctx, { ...reportInput(input), name: input.report_name }, today(ctx));
      const now = ctx.services.now();
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const row = await ctx.db.transaction(async (tx) => {
        // The user's row is locked so two requests at once count each other (issue 30: 50 a day).
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [valid.principal.user.id]);
        if ((await countRequestsSince(tx, valid.principal.user.id, dayStart)) >= REPORTS_PER_USER_PER_DAY)
          throw reportLimitError('reports');
        if (await findDuplicateRequest(tx, valid.principal.user.id, valid.settingsKey)) {
          throw submissionError('duplicate', 'A report with the same settings was already requested.');
        }
        const inserted = await insertRequest(tx, {
          userId: valid.principal.user.id,
          accountId: valid.account.id,
          scheduleId: null,
          namespace: valid.attributes.namespace,
          platform: valid.template.platform,
          reportCode: valid.template.code,
          reportName: valid.name,
          emailAddress: valid.emailAddress,
          outputFormat: valid.outputFormat,
          attributes: valid.attributes,
          settingsKey: valid.settingsKey,
        });
        await writeAudit(tx, {
          accountId: valid.account.id,
          actorUserId: valid.principal.user.id,
          action: 'request',
          requestId: inserted.id,
          detail: { reportCode: inserted.report_code, namespace: inserted.namespace, masquerade: valid.principal.masquerade !== null },
        });
        await enqueueReport(tx, inserted.id);
        return inserted;
      });
      return toHistoryItem(row);
    },

    async addReportSchedule(_parent, { submissionData: input }, ctx) {
      const valid = await validateSubmission(
        ctx,
        {
          ...reportInput(input),
          name: input.schedule_name,
          schedule: { effective_date: input.effective_date, frequency: input.frequency },
        },
        today(ctx),
      );
      const schedule = valid.schedule!;
      const row = await ctx.db.transaction(async (tx) => {
        // The account's row is locked so two schedules at once count each other (issue 30: 25 active an account).
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [valid.account.id]);
        if ((await countActiveSchedules(tx, valid.account.id)) >= ACTIVE_SCHEDULES_PER_ACCOUNT) throw reportLimitError('schedules');
        if (await findDuplicateSchedule(tx, valid.principal.user.id, valid.settingsKey)) {
          throw submissionError('duplicate', 'A schedule with the same settings already exists.');
        }
        const inserted = await insertSchedule(tx, {
          userId: valid.principal.user.id,
          accountId: valid.account.id,
          namespace: valid.attributes.namespace,
          platform: valid.template.platform,
          reportCode: valid.template.code,
          scheduleName: valid.name,
          emailAddress: valid.emailAddress,
          frequency: schedule.frequency,
          outputFormat: valid.outputFormat,
          attributes: valid.attributes,
          settingsKey: valid.settingsKey,
          effectiveDate: schedule.effectiveDate,
        });
        await writeAudit(tx, {
          accountId: valid.account.id,
          actorUserId: valid.principal.user.id,
          action: 'schedule',
          scheduleId: inserted.id,
          detail: { reportCode: inserted.report_code, frequency: inserted.frequency, effectiveDate: inserted.effective_date },
        });
        return inserted;
      });
      return toSchedule(row);
    },

    async updateReportScheduleState(_parent, { id, state }, ctx) {
      const principal = await ctx.auth.requireUser();
      if (!(SCHEDULE_STATES as readonly string[]).includes(state)) throw badInputError('A schedule state is active or inactive.');
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw forbiddenError();
      const schedule = await findUserSchedule(ctx.db, principal, id);
      if (!schedule) throw forbiddenError();
      const updated = await ctx.db.transaction(async (tx) => {
        if (state === 'active' && schedule.state !== 'active') {
          await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [schedule.account_id]);
          if ((await countActiveSchedules(tx, schedule.account_id)) >= ACTIVE_SCHEDULES_PER_ACCOUNT) throw reportLimitError('schedules');
        }
        const row = await setScheduleState(tx, id, state);
        await writeAudit(tx, {
          accountId: schedule.account_id,
          actorUserId: principal.user.id,
          action: 'schedule_state',
          scheduleId: id,
          detail: { from: schedule.state, to: state },
        });
        return row;
      });
      if (!updated) throw forbiddenError();
      return toSchedule(updated);
    },
  },
};

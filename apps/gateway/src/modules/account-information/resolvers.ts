import type { Resolvers } from '@console/graphql/resolvers';
import { feedbackProblem, parseLicenseBody, RESEARCH_TOOL_LICENSE_TYPE } from '@console/rules/research-tool';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { recordEvent } from '../events/repository.ts';
import { enabledFlags } from '../flags/repository.ts';
import {
  findBrandingAndResearchToolLicense,
  findLicense,
  findResearchToolLicense,
  insertFeedback,
  setLicenseStatus,
} from './repository.ts';

/** Where this installation's COUNTER_SUSHI 5.1 API answers (the SUSHI issue serves it; the page shows its address). */
export const SUSHI_SERVER_PATH = '/sushi/r51';

export const RESEARCH_TOOL_FLAG = 'enable_rt_admin_switch';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The switch exists only with its flag (spec 000 §2); the gateway refuses changes without it too. */
async function requireSwitchFlag(ctx: RequestContext, userId: string): Promise<void> {
  const flags = await enabledFlags(ctx.db, userId, [RESEARCH_TOOL_FLAG]);
  if (!flags.has(RESEARCH_TOOL_FLAG)) throw forbiddenError();
}

export const accountInformationResolvers: Resolvers<RequestContext> = {
  Query: {
    async accountInformation(_parent, { siteCode }, ctx) {
      const principal = await ctx.auth.requireUser();
      const account = await ctx.auth.requireAccountAccess(siteCode);
      const { branding, licence } = await findBrandingAndResearchToolLicense(ctx.db, account.id);
      return {
        siteCode: account.code ?? siteCode,
        institutionName: account.name,
        providerDesignationStatement: branding.providerDesignationStatement,
        openUrlBaseUrl: branding.openUrlBaseUrl,
        sushi: { customerId: account.code ?? siteCode, requestorId: principal.user.email, serverPath: SUSHI_SERVER_PATH },
        researchTool: licence ? { licenseId: licence.id, status: licence.status, active: licence.status === 'OK' } : null,
      };
    },
  },
  Mutation: {
    async updateLicense(_parent, { licenseId, licenseBody }, ctx) {
      const principal = await ctx.auth.requireUser();
      const status = parseLicenseBody(licenseBody);
      if (status === null) throw badInputError('licenseBody must be JSON {"status": "OK"} or {"status": "CANCELLED"}.');
      if (!UUID.test(licenseId)) throw forbiddenError();
      const found = await findLicense(ctx.db, licenseId);
      // Unknown licences and other institutions' look the same.
      if (!found?.siteCode) throw forbiddenError();
      const account = await ctx.auth.requireAccountAccess(found.siteCode);
      if (found.type !== RESEARCH_TOOL_LICENSE_TYPE) throw forbiddenError();
      await requireSwitchFlag(ctx, principal.user.id);
      const session = await ctx.getSession();
      return ctx.db.transaction(async (tx) => {
        const locked = await findLicense(tx, licenseId, true);
        if (!locked) throw forbiddenError();
        if (locked.status !== status) {
          await setLicenseStatus(tx, licenseId, status);
          // The audit row of the change, in the same transaction (spec 000 §7 research_tool_admin_switch_toggle).
          await recordEvent(tx, {
            type: 'research_tool_admin_switch_toggle',
            userId: principal.user.id,
            sessionUuid: session?.uuid ?? null,
            siteCode: account.code,
            detail: { licenseId, institutionId: account.externalId, oldValue: locked.status, newValue: status },
          });
        }
        return { licenseId, type: locked.type, status };
      });
    },

    async submitResearchToolFeedback(_parent, { input }, ctx) {
      const principal = await ctx.auth.requireUser();
      const account = await ctx.auth.requireAccountAccess(input.siteCode);
      const problem = feedbackProblem(input.feedback);
      if (problem) throw badInputError(problem);
      if (!(await findResearchToolLicense(ctx.db, account.id))) throw forbiddenError();
      await requireSwitchFlag(ctx, principal.user.id);
      const session = await ctx.getSession();
      const feedback = input.feedback.trim();
      await ctx.db.transaction(async (tx) => {
        await insertFeedback(tx, {
          accountId: account.id,
          userId: principal.user.id,
          sessionUuid: session?.uuid ?? null,
          feedback,
          mayContact: input.mayContact,
        });
        await recordEvent(tx, {
          type: 'research_tool_admin_switch_feedback',
          userId: principal.user.id,
          sessionUuid: session?.uuid ?? null,
          siteCode: account.code,
          detail: { institutionId: account.externalId, mayContact: input.mayContact, feedbackLength: feedback.length },
        });
      });
      return true;
    },
  },
};

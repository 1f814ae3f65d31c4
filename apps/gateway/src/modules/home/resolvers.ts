import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { lastFullDay } from './calendar.ts';
import {
  authorizeDashboard,
  institutionAccountIds,
  institutionHomepage,
  loadInstitutionDashboard,
  loadPublisherDashboard,
  loadUsageTrends,
  usageScope,
} from './dashboard.ts';

/** Longest accountType accepted (the longest type is "institution"). */
const MAX_ACCOUNT_TYPE_LENGTH = 32;

export const homeResolvers: Resolvers<RequestContext> = {
  Query: {
    async homepageSummaryV2(_parent, { siteCode, accountType }, ctx) {
      if (accountType.length > MAX_ACCOUNT_TYPE_LENGTH) throw badInputError('accountType is too long.');
      const access = await authorizeDashboard(ctx, siteCode, accountType);
      const now = ctx.services.now();
      const code = access.account.code ?? siteCode;
      if (access.kind === 'publisher') {
        const dashboard = await loadPublisherDashboard(ctx.db, access.account.id, now);
        return {
          siteCode: code,
          generatedAt: now.toISOString(),
          dataThrough: dashboard.end,
          institution: null,
          publisher: dashboard.homepage,
        };
      }
      const accountIds = await institutionAccountIds(ctx.db, access.account);
      const dashboard = await loadInstitutionDashboard(ctx.db, accountIds, lastFullDay(now));
      return {
        siteCode: code,
        generatedAt: now.toISOString(),
        dataThrough: dashboard.end,
        institution: institutionHomepage(code, dashboard),
        publisher: null,
      };
    },

    async crossPlatformUsageTrends(_parent, { siteCode }, ctx) {
      const account = await ctx.auth.requireAccountAccess(siteCode);
      const usageTrends = await loadUsageTrends(ctx.db, await usageScope(ctx.db, account), ctx.services.now());
      return { siteCode: account.code ?? siteCode, usageTrends };
    },
  },
};

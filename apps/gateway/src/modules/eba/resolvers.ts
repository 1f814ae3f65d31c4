import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { loadParticipation } from './repository.ts';

/** An agent administrator may ask for all of several hundred child institutions at once. */
export const MAX_SITE_CODES = 1000;

export const ebaResolvers: Resolvers<RequestContext> = {
  Query: {
    async ebaParticipantStatus(_parent, { siteCodes }, ctx) {
      if (siteCodes.length > MAX_SITE_CODES) throw badInputError(`Ask for at most ${MAX_SITE_CODES} site codes.`);
      await ctx.auth.requireUser();
      const accounts = await ctx.auth.requireAccountsAccess(siteCodes);
      const participation = await loadParticipation(
        ctx.db,
        [...accounts.values()].map((account) => account.id),
      );
      const seen = new Set<string>();
      return siteCodes.flatMap((requested) => {
        const key = requested.trim().toLowerCase();
        const account = accounts.get(key);
        if (!account || seen.has(key)) return [];
        seen.add(key);
        const row = participation.get(account.id);
        return [
          {
            siteCode: account.code ?? key,
            isParticipant: row !== undefined,
            hasSuccessfulUpload: row?.hasSuccessfulUpload ?? false,
            isProcessing: row?.isProcessing ?? false,
          },
        ];
      });
    },
  },
};

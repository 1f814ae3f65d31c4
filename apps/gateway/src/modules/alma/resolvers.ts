import type { Resolvers } from '@console/graphql/resolvers';
import { isValidAlmaToken } from '@console/rules/alma';
import type { RequestContext } from '../../context.ts';
import { ensureAlmaToken, findAlmaToken, holdsAnyPackage } from './repository.ts';
import { newAlmaToken } from './token.ts';

export const almaResolvers: Resolvers<RequestContext> = {
  HoldingsSummary: {
    /**
     * The Institution Token Id (spec 000 §3 almaId). An institution that holds content gets one the first
     * time it is asked for, stored so it never changes; one that holds nothing has none (null), and so
     * does a stored value the shared rule does not accept.
     */
    async almaId(parent, _args, ctx) {
      const account = await ctx.auth.requireAccountAccess(parent.siteCode);
      let token = await findAlmaToken(ctx.db, account.id);
      if (token === null && (await holdsAnyPackage(ctx.db, account.id, ctx.services.now().toISOString().slice(0, 10)))) {
        token = await ensureAlmaToken(ctx.db, account.id, newAlmaToken());
      }
      return isValidAlmaToken(token) ? token : null;
    },
  },
};

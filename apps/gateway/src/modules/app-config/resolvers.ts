import type { Resolvers } from '@console/graphql/resolvers';
import type { RequestContext } from '../../context.ts';

/** Public settings the console needs before anyone signs in. */
export const appConfigResolvers: Resolvers<RequestContext> = {
  Query: {
    appConfig: (_parent, _args, ctx) => ({ providerName: ctx.config.providerName }),
  },
};

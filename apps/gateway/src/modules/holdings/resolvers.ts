import type { Resolvers } from '@console/graphql/resolvers';
import type { RequestContext } from '../../context.ts';
import { authorizeHoldings } from './access.ts';
import { computeHoldings } from './summary.ts';

export const holdingsResolvers: Resolvers<RequestContext> = {
  Query: {
    async holdingsSummary(_parent, { siteCode }, ctx) {
      const context = await authorizeHoldings(ctx, siteCode, ctx.services.now());
      const { account } = context;
      const holdings = await computeHoldings(ctx.db, context);
      return {
        siteCode: account.code ?? siteCode,
        institutionId: account.externalId,
        institutionName: account.name,
        licensedPlatforms: holdings.licensedPlatforms,
        journals: holdings.tabs.journals,
        books: holdings.tabs.books,
        primarySources: holdings.tabs['primary-sources'],
        images: holdings.tabs.images,
        institutionalCollections: holdings.tabs['shared-collections'],
        freeAndOpen: holdings.tabs['free-and-open'],
      };
    },
  },
};

import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { listAccountCollections } from './repository.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD`, or null when absent; anything else is refused. */
export function parseDateArgument(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const match = DATE.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw badInputError(`${name} must be a date written YYYY-MM-DD.`);
  }
  return value;
}

export const collectionResolvers: Resolvers<RequestContext> = {
  Query: {
    async ccuDashboardData(_parent, { siteCode, startDate, endDate, collectionId }, ctx) {
      const account = await ctx.auth.requireAccountAccess(siteCode);
      const start = parseDateArgument(startDate, 'startDate');
      const end = parseDateArgument(endDate, 'endDate');
      if (start && end && start > end) throw badInputError('startDate must not be after endDate.');
      if (collectionId && collectionId.length > 64) throw badInputError('collectionId is too long.');
      // The dashboard lists the site's collections whatever period or collection is chosen; usage figures
      // for the period come with the usage data.
      const collections = await listAccountCollections(ctx.db, account.id);
      return { collections };
    },
  },
};

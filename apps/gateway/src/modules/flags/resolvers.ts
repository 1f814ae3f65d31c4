import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { enabledFlags } from './repository.ts';

export const MAX_FLAGS_PER_CALL = 100;
const MAX_FLAG_NAME_LENGTH = 100;

export const flagResolvers: Resolvers<RequestContext> = {
  Query: {
    async flags(_parent, { flagsFlagList }, ctx) {
      if (flagsFlagList.length > MAX_FLAGS_PER_CALL) throw badInputError(`Ask for at most ${MAX_FLAGS_PER_CALL} flags.`);
      if (flagsFlagList.some((name) => name.length > MAX_FLAG_NAME_LENGTH)) throw badInputError('A flag name is too long.');
      const names = [...new Set(flagsFlagList)];
      const user = await ctx.getSignedInUser();
      // Unknown names and every flag of an anonymous session count as off.
      const enabled = user ? await enabledFlags(ctx.db, user.id, names) : new Set<string>();
      return {
        enabled: names.filter((name) => enabled.has(name)),
        disabled: names.filter((name) => !enabled.has(name)),
      };
    },
  },
};

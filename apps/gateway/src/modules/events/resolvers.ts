import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError, unauthenticatedError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { limitRequest } from '../../http/request-limits.ts';
import { recordEvent } from './repository.ts';

export const EVENT_TYPE = /^[a-z0-9_-]{1,64}$/;
export const MAX_DETAIL_LENGTH = 4000;

/** The detail as JSON when it parses, else kept as text. */
export function parseDetail(detail: string | null | undefined): unknown {
  if (detail === null || detail === undefined || detail === '') return null;
  try {
    return JSON.parse(detail) as unknown;
  } catch {
    return { text: detail };
  }
}

export const eventResolvers: Resolvers<RequestContext> = {
  Mutation: {
    async logEvent(_parent, { input }, ctx) {
      if (!EVENT_TYPE.test(input.type)) throw badInputError('The event type must be 1 to 64 lower-case letters, digits, _ or -.');
      if (input.detail && input.detail.length > MAX_DETAIL_LENGTH)
        throw badInputError(`The detail must be at most ${MAX_DETAIL_LENGTH} characters.`);
      if (input.siteCode && input.siteCode.length > 64) throw badInputError('The site code is too long.');
      const session = await ctx.getSession();
      if (!session) throw unauthenticatedError();
      await limitRequest(ctx.db, 'logEventAddress', ctx.clientAddress);
      await limitRequest(ctx.db, 'logEventSession', session.uuid);
      const principal = await ctx.getPrincipal();
      // An event names a site only when the session may act on it (staff: any), so nobody can attribute
      // events to another institution. The event itself is still kept.
      let siteCode: string | null = null;
      if (input.siteCode && principal) {
        siteCode = principal.isStaff ? input.siteCode.trim() : ((await ctx.auth.mayActOn(input.siteCode))?.code ?? null);
      }
      await recordEvent(ctx.db, {
        type: input.type,
        userId: principal?.user.id ?? null,
        sessionUuid: session.uuid,
        siteCode,
        detail: parseDetail(input.detail),
      });
      return true;
    },
  },
};

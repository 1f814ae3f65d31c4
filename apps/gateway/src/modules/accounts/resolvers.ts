import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import type { RequestContext } from '../../context.ts';
import { REPORT_ACCESS } from '../reports/access.ts';
import { listChildren, searchAccountsByCode, type CodeQuery } from './repository.ts';

/** Account search needs at least 3 characters (spec 000 section 9). */
export const MIN_SEARCH_LENGTH = 3;
const MAX_SEARCH_LENGTH = 64;

/** `abc*` searches by prefix, `abc` exactly; a `*` anywhere else is refused. */
export function parseCodeQuery(input: string): CodeQuery {
  const trimmed = input.trim().toLowerCase();
  const prefix = trimmed.endsWith('*');
  const code = prefix ? trimmed.slice(0, -1) : trimmed;
  if (code.length < MIN_SEARCH_LENGTH) throw badInputError(`Enter at least ${MIN_SEARCH_LENGTH} characters.`);
  if (code.length > MAX_SEARCH_LENGTH || code.includes('*')) throw badInputError('This is not a valid site code.');
  return prefix ? { kind: 'prefix', prefix: code } : { kind: 'exact', code };
}

/**
 * Accounts are named to the console by their external id (the id `childInstitutions` and account calls
 * with idType externalId take), not by the internal row id.
 */
function summary(account: AccountSummary) {
  return { id: account.externalId, code: account.code ?? '', name: account.name, type: account.type };
}

export const accountResolvers: Resolvers<RequestContext> = {
  Query: {
    async iacSearchByCode(_parent, { code }, ctx) {
      const principal = await ctx.auth.requireUser();
      const query = parseCodeQuery(code);
      // Internal staff may look up any account (to pick one to masquerade as); others only their own.
      const accounts = await searchAccountsByCode(ctx.db, query, principal.isStaff ? null : principal);
      return { results: accounts.map(summary) };
    },

    async childInstitutions(_parent, { accountId }, ctx) {
      // The account's own administrators; and internal staff who are not masquerading, for the consortium they
      // chose by site code in the create-report wizard (its CR_C1 member note): the reports area's rule
      // (REPORT_ACCESS, docs/decisions.md), which also lets them request reports for any of those members.
      const parent = await ctx.auth.requireAccountAccess({ externalId: accountId }, { ...REPORT_ACCESS, direct: true });
      return (await listChildren(ctx.db, parent.id)).map(summary);
    },
  },
};

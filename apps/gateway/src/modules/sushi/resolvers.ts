import type { Resolvers } from '@console/graphql/resolvers';
import { forbiddenError } from '../../auth/authorization.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import type { RequestContext } from '../../context.ts';
import { recordEvent } from '../events/repository.ts';
import { findCredential, insertCredential, listCredentials, newApiKey, revokeCredential, type SushiCredential } from './credentials.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Accounts that harvest usage: institutions and consortia. */
const HARVESTING_TYPES = new Set(['institution', 'consortium']);

const toGraphql = (credential: SushiCredential) => ({
  id: credential.id,
  requestorId: credential.requestorId,
  createdAt: credential.createdAt.toISOString(),
  createdBy: credential.createdBy,
  lastUsedAt: credential.lastUsedAt?.toISOString() ?? null,
});

/**
 * The schema's "its own administrators only" (spec 000 §6's role table gives a parent nothing of a child's SUSHI
 * credentials): administrators of the account itself, and staff while masquerading as it (they read and revoke;
 * they do not create, see createSushiCredential). A consortium's or agent's administrators are refused.
 */
async function requireHarvestingAdmin(ctx: RequestContext, siteCode: string) {
  const account = await ctx.auth.requireAccountAccess(siteCode, { direct: true });
  if (!HARVESTING_TYPES.has(account.type)) throw forbiddenError();
  return account;
}

export const STAFF_CREDENTIAL_MESSAGE =
  "SUSHI credentials are created by the institution's own administrators. Staff cannot create them while masquerading.";

export const sushiResolvers: Resolvers<RequestContext> = {
  Query: {
    async sushiCredentials(_parent, { siteCode }, ctx) {
      const account = await requireHarvestingAdmin(ctx, siteCode);
      return (await listCredentials(ctx.db, account.id)).map(toGraphql);
    },
  },
  Mutation: {
    async createSushiCredential(_parent, { siteCode }, ctx) {
      const principal = await ctx.auth.requireUser();
      const account = await requireHarvestingAdmin(ctx, siteCode);
      // A key made by staff would outlive the masquerade: staff never create one (docs/decisions.md).
      if (principal.masquerade !== null || !principal.adminAccountIds.includes(account.id))
        throw new GraphQLError(STAFF_CREDENTIAL_MESSAGE, { extensions: { code: 'FORBIDDEN' } });
      const session = await ctx.getSession();
      const apiKey = newApiKey();
      const credential = await ctx.db.transaction(async (tx) => {
        const created = await insertCredential(tx, {
          accountId: account.id,
          requestorId: principal.user.email,
          apiKey,
          createdBy: principal.user.id,
          now: ctx.services.now(),
        });
        await recordEvent(tx, {
          type: 'sushi_credential_create',
          userId: principal.user.id,
          sessionUuid: session?.uuid ?? null,
          siteCode: account.code,
          detail: { credentialId: created.id, requestorId: created.requestorId, institutionId: account.externalId },
        });
        return created;
      });
      return { credential: toGraphql(credential), apiKey };
    },

    async revokeSushiCredential(_parent, { credentialId }, ctx) {
      const principal = await ctx.auth.requireUser();
      if (!UUID.test(credentialId)) throw forbiddenError();
      const found = await findCredential(ctx.db, credentialId);
      // Unknown credentials and other institutions' look the same.
      if (!found) throw forbiddenError();
      const { rows } = await ctx.db.query<{ code: string | null }>('SELECT code FROM accounts WHERE id = $1', [found.accountId]);
      const code = rows[0]?.code;
      if (!code) throw forbiddenError();
      const account = await requireHarvestingAdmin(ctx, code);
      const session = await ctx.getSession();
      await ctx.db.transaction(async (tx) => {
        const locked = await findCredential(tx, credentialId, true);
        if (!locked || locked.revoked) return;
        await revokeCredential(tx, credentialId, principal.user.id, ctx.services.now());
        await recordEvent(tx, {
          type: 'sushi_credential_revoke',
          userId: principal.user.id,
          sessionUuid: session?.uuid ?? null,
          siteCode: account.code,
          detail: { credentialId, requestorId: locked.requestorId, institutionId: account.externalId },
        });
      });
      return credentialId;
    },
  },
};

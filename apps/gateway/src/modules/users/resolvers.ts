import type { PairedUser, Resolvers } from '@console/graphql/resolvers';
import {
  extendedExpiration,
  isValidEmail,
  MAX_ADDRESSES_PER_ADD,
  MAX_USER_PAGE_SIZE,
  normaliseEmail,
  PLATFORMS,
  platformsFor,
  USER_SEARCH_MIN_LENGTH,
  type Platform,
} from '@console/rules/users';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import type { AccountSummary, Principal } from '../../auth/principal.ts';
import type { RequestContext } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { limitRequest } from '../../http/request-limits.ts';
import { enabledFlags } from '../flags/repository.ts';
import { publicOrigin, requestUserDataDownload } from './data-download.ts';
import { queueUserMails } from './user-mails.ts';
import { addPairedUsers, adminAddresses, countActiveUsers, listPairedUsers, setExpiration, type PairedUserRecord } from './repository.ts';

export const BOTH_PLATFORMS_FLAG = 'user_management_jstor_and_artstor_platform';
/** Spec 000 §2: with it, admin rows have no actions and "Grant admin permissions" is offered to others. */
export const ADD_ADMIN_FLAG = 'user_management_add_admin_permission';
/** Deepest page asked for: past it, OFFSET would read most of a 50,000-user site for nothing. */
const MAX_OFFSET = 1_000_000;
const GRANTABLE_ROLES = ['ADMINISTRATOR'];

interface Scope {
  principal: Principal;
  account: AccountSummary;
  platforms: Platform[];
  /** The user's user_management_add_admin_permission flag. */
  adminPermission: boolean;
}

/**
 * The account (the user must be allowed to act on it) and the platforms of the call: the requested ones the
 * user's flag allows (spec 000 §6: both with user_management_jstor_and_artstor_platform, otherwise jstor).
 */
async function scope(ctx: RequestContext, siteCode: string, requested: readonly string[]): Promise<Scope> {
  const principal = await ctx.auth.requireUser();
  if (requested.length === 0 || requested.length > PLATFORMS.length || requested.some((name) => !PLATFORMS.includes(name as Platform))) {
    throw badInputError('platform must list jstor and/or artstor.');
  }
  const account = await ctx.auth.requireAccountAccess(siteCode);
  const flags = await enabledFlags(ctx.db, principal.user.id, [BOTH_PLATFORMS_FLAG, ADD_ADMIN_FLAG]);
  const allowed = platformsFor(flags.has(BOTH_PLATFORMS_FLAG));
  const platforms = allowed.filter((platform) => requested.includes(platform));
  return { principal, account, platforms: platforms.length > 0 ? platforms : ['jstor'], adminPermission: flags.has(ADD_ADMIN_FLAG) };
}

/**
 * The console's rule on the server (spec 000 §2, docs/decisions.md "User management (gateway)"): with
 * user_management_add_admin_permission admin rows have no actions, so a call naming an admin changes nobody.
 */
async function refuseAdminRows(ctx: RequestContext, scoped: Scope, emails: readonly string[]): Promise<void> {
  if (!scoped.adminPermission) return;
  const admins = await adminAddresses(ctx.db, scoped.account.id, emails);
  if (admins.length > 0)
    throw new GraphQLError(`Admin users cannot be changed here: ${admins.slice(0, 5).join(', ')}.`, {
      extensions: { code: 'ADMIN_USER_LOCKED', emailAddresses: admins },
    });
}

function checkPage(offset: number, limit: number): void {
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw badInputError(`offset must be 0 to ${MAX_OFFSET}.`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_USER_PAGE_SIZE) throw badInputError(`limit must be 1 to ${MAX_USER_PAGE_SIZE}.`);
}

/** Lower-case, unique addresses; BAD_USER_INPUT listing the ones that do not match the email pattern. */
function checkAddresses(emailAddresses: readonly string[]): string[] {
  if (emailAddresses.length === 0) throw badInputError('Please enter at least one email address.');
  if (emailAddresses.length > MAX_ADDRESSES_PER_ADD) throw badInputError(`Add at most ${MAX_ADDRESSES_PER_ADD} addresses at once.`);
  const trimmed = emailAddresses.map((address) => address.trim());
  const invalid = trimmed.filter((address) => !isValidEmail(address));
  if (invalid.length > 0) {
    throw new GraphQLError('One or more email addresses were not recognized.', {
      extensions: { code: 'BAD_USER_INPUT', invalidEmailAddresses: invalid },
    });
  }
  return [...new Set(trimmed.map(normaliseEmail))];
}

function toGraphql(user: PairedUserRecord, siteCode: string): PairedUser {
  return {
    userId: user.id,
    email: user.email,
    status: user.status,
    latestAuthenticatedDateTime: user.lastAuthenticatedAt?.toISOString() ?? null,
    profiles: user.profiles.map((profile) => ({
      id: `${user.id}:${profile.platform}`,
      active: profile.active,
      portalName: profile.platform,
      institution: { siteCode },
      roles: user.roles.map((name) => ({ name })),
      expirationDateTime: profile.expiresAt?.toISOString() ?? null,
      latestAuthenticatedDateTime: profile.lastAuthenticatedAt?.toISOString() ?? null,
    })),
  };
}

export const userResolvers: Resolvers<RequestContext> = {
  Query: {
    async pairedUsers(_parent, args, ctx) {
      checkPage(args.offset, args.limit);
      const { account, platforms } = await scope(ctx, args.pairedUsersSiteCode, args.platform);
      const result = await listPairedUsers(ctx.db, {
        accountId: account.id,
        platforms,
        adminOnly: args.adminUsersOnly === true,
        emailPrefix: null,
        offset: args.offset,
        limit: args.limit,
        now: ctx.services.now(),
      });
      const siteCode = account.code ?? args.pairedUsersSiteCode;
      return {
        pairedUsers: result.users.map((user) => toGraphql(user, siteCode)),
        pairedUsersTotal: { total: result.total },
        activePairedUsersTotal: { total: result.active },
      };
    },

    async searchPairedUsers(_parent, args, ctx) {
      checkPage(args.offset, args.limit);
      const prefix = normaliseEmail(args.emailAddress);
      if (prefix.length < USER_SEARCH_MIN_LENGTH)
        throw badInputError(`Please enter at least ${USER_SEARCH_MIN_LENGTH} characters to search.`);
      const { account, platforms } = await scope(ctx, args.siteCode, args.platform);
      const now = ctx.services.now();
      const adminOnly = args.adminUsersOnly === true;
      const result = await listPairedUsers(ctx.db, {
        accountId: account.id,
        platforms,
        adminOnly,
        emailPrefix: prefix,
        offset: args.offset,
        limit: args.limit,
        now,
      });
      // The institution's active users (the heading's number), whatever the admin filter.
      const totalActiveUsers = adminOnly ? await countActiveUsers(ctx.db, account.id, platforms, now) : result.active;
      const siteCode = account.code ?? args.siteCode;
      return { users: result.users.map((user) => toGraphql(user, siteCode)), total: result.total, totalActiveUsers };
    },
  },

  Mutation: {
    async addPairedUsers(_parent, { siteCode, emailAddresses, roles }, ctx) {
      const requestedRoles = roles ?? [];
      if (requestedRoles.some((role) => !GRANTABLE_ROLES.includes(role)) || requestedRoles.length > 1) {
        throw badInputError('roles must be empty or [ADMINISTRATOR].');
      }
      const emails = checkAddresses(emailAddresses);
      const scoped = await scope(ctx, siteCode, PLATFORMS);
      const { principal, account } = scoped;
      if (requestedRoles.includes('ADMINISTRATOR')) {
        // "Grant admin permissions" is offered only with the flag, and only to users who are not admins.
        if (!scoped.adminPermission) throw forbiddenError();
        await refuseAdminRows(ctx, scoped, emails);
      }
      const now = ctx.services.now();
      const mail = { providerName: ctx.config.providerName, institutionName: account.name, accountId: account.id };
      // The mails go in the change's transaction: they exist exactly when the change does.
      const outcome = await ctx.db.transaction(async (tx) => {
        const added = await addPairedUsers(tx, {
          accountId: account.id,
          actorUserId: principal.user.id,
          emails,
          admin: requestedRoles.includes('ADMINISTRATOR'),
          now,
          expiresAt: extendedExpiration(now),
        });
        await queueUserMails(tx, { ...mail, kind: 'invitation', emails: added.added });
        await queueUserMails(tx, { ...mail, kind: 'invitation_reminder', emails: added.reinvited });
        await queueUserMails(tx, { ...mail, kind: 'admin_granted', emails: added.grantedAdmin });
        return added;
      });
      return { added: outcome.added.length, reinvited: outcome.reinvited.length, grantedAdmin: outcome.grantedAdmin.length };
    },

    async expirePairedUsers(_parent, args, ctx) {
      const emails = checkAddresses(args.emailAddresses);
      const scoped = await scope(ctx, args.siteCode, args.platform);
      const { principal, account, platforms } = scoped;
      await refuseAdminRows(ctx, scoped, emails);
      const now = ctx.services.now();
      const changed = await ctx.db.transaction((tx) =>
        setExpiration(tx, { accountId: account.id, actorUserId: principal.user.id, emails, platforms, expiresAt: now, action: 'expire' }),
      );
      return { updated: changed.length, expirationDateTime: changed.length > 0 ? now.toISOString() : null };
    },

    async extendPairedUserExpirationDate(_parent, args, ctx) {
      const emails = checkAddresses(args.emailAddresses);
      const scoped = await scope(ctx, args.siteCode, args.platform);
      const { principal, account, platforms } = scoped;
      await refuseAdminRows(ctx, scoped, emails);
      const now = ctx.services.now();
      const expiresAt = extendedExpiration(now);
      // An expired admin is restored (no end of access); an admin still in force has nothing to extend.
      const changed = await ctx.db.transaction(async (tx) => {
        const extended = await setExpiration(tx, {
          accountId: account.id,
          actorUserId: principal.user.id,
          emails,
          platforms,
          expiresAt,
          action: 'extend',
          now,
        });
        const restored = await adminAddresses(tx, account.id, extended);
        await queueUserMails(tx, {
          providerName: ctx.config.providerName,
          institutionName: account.name,
          accountId: account.id,
          kind: 'access_extended',
          // A restored admin's access has no end: the "extended to 365 days" mail is not theirs.
          emails: extended.filter((email) => !restored.includes(email)),
        });
        return extended;
      });
      return { updated: changed.length, expirationDateTime: changed.length > 0 ? expiresAt.toISOString() : null };
    },

    async pairedUsersDataDownload(_parent, { siteCode, accountId }, ctx) {
      const { principal, account, platforms } = await scope(ctx, siteCode, PLATFORMS);
      // Both names must be of one account: a mismatch reveals nothing about the other.
      if (accountId !== account.externalId && accountId !== account.id) throw forbiddenError();
      // Each call builds a file and sends a mail (issue 30: 25 in 0.4 s).
      await limitRequest(ctx.db, 'userDataDownload', principal.user.id);
      const result = await requestUserDataDownload(ctx.db, {
        account,
        platforms,
        requester: { id: principal.user.id, email: principal.user.email },
        providerName: ctx.config.providerName,
        now: ctx.services.now(),
        origin: publicOrigin(),
      });
      return { emailAddress: result.emailAddress, expiresAt: result.expiresAt };
    },
  },
};

import type { Resolvers } from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import { isAdmin, loadPrincipal } from '../../auth/principal.ts';
import { expiredSessionCookie, LOGIN_ABSOLUTE_MS, SESSION_LIFETIME_MS, sessionCookie, type SessionRecord } from '../../auth/sessions.ts';
import type { RequestContext } from '../../context.ts';
import { limitRequest } from '../../http/request-limits.ts';
import { findAccountByCode } from '../accounts/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { attemptLogin, wireErrorCode, type LoginSteps } from './login.ts';
import { findLoginCandidate, recordLogin } from './repository.ts';
import { LoginThrottle, type ThrottleAttempt } from './throttle.ts';
import { sessionView } from './view.ts';

/**
 * Sets the session cookie: until the session's own end (an anonymous session's day, a sign-in's absolute
 * timeout), or until the browser closes (a sign-in without "keep me signed in").
 */
function issueCookie(ctx: RequestContext, token: string, persistent: boolean, lifetimeMs: number = SESSION_LIFETIME_MS): void {
  ctx.setCookie(
    sessionCookie(token, {
      secure: ctx.config.secureCookies,
      maxAgeSeconds: persistent ? Math.floor(lifetimeMs / 1000) : undefined,
    }),
  );
}

async function createAnonymousSession(ctx: RequestContext): Promise<SessionRecord> {
  const issued = await ctx.services.sessions.create();
  issueCookie(ctx, issued.token, true);
  ctx.replaceSession(issued.session);
  return issued.session;
}

async function requireMasqueradeSession(ctx: RequestContext): Promise<SessionRecord> {
  await ctx.auth.requireStaff();
  const session = await ctx.getSession();
  // requireStaff succeeded, so a signed-in session exists.
  if (!session) throw new Error('Signed-in user without a session');
  return session;
}

export const sessionResolvers: Resolvers<RequestContext> = {
  Query: {
    async session(_parent, _args, ctx) {
      const session = await ctx.getSession();
      if (!session) return null;
      return sessionView(session, await ctx.getPrincipal());
    },

    async sessionHttpHeaders(_parent, { uuid }, ctx) {
      const session = await ctx.getSession();
      if (!session || session.uuid !== uuid) return null;
      const principal = await ctx.getPrincipal();
      const expiresAt = principal && session.loginExpiresAt ? session.loginExpiresAt : session.expiresAt;
      return {
        uuid: session.uuid,
        authenticated: principal !== null,
        createdAt: session.createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    },
  },

  Mutation: {
    // The optional uuid argument is ignored: session ids are always chosen by the server.
    async createSession(_parent, _args, ctx) {
      const existing = await ctx.getSession();
      if (existing) return sessionView(existing, await ctx.getPrincipal());
      await limitRequest(ctx.db, 'createSession', ctx.clientAddress);
      return sessionView(await createAnonymousSession(ctx), null);
    },

    async userLogin(_parent, { input }, ctx) {
      const { db, services } = ctx;
      let session: SessionRecord | null = null;
      const throttle = new LoginThrottle(db, ctx.config.loginThrottle);
      let attempt: ThrottleAttempt | null = null;
      const steps: LoginSteps = {
        async beginAttempt(username) {
          const decision = await throttle.begin(username, ctx.clientAddress);
          if (!decision.allowed) {
            ctx.config.log(`login refused: too many failed attempts (retry in ${decision.retryAfterSeconds} s)`);
            return decision;
          }
          attempt = decision.attempt;
          return { allowed: true };
        },
        async settleAttempt(result) {
          const counted = attempt;
          if (!counted || result === 'failure') return;
          try {
            await (result === 'success' ? throttle.succeeded(counted) : throttle.cancelled(counted));
          } catch (error) {
            ctx.config.log(`login throttle not updated (${result}): ${error instanceof Error ? error.message : String(error)}`);
          }
        },
        async ensureSession() {
          session = (await ctx.getSession()) ?? (await createAnonymousSession(ctx));
        },
        findCandidate: (username) => findLoginCandidate(db, username),
        verifyPassword: (password, storedHash) => services.passwords.verify(password, storedHash),
        async isAdmin(userId) {
          const principal = await loadPrincipal(db, userId, null);
          return principal !== null && isAdmin(principal);
        },
        async signIn(userId, accessPersist) {
          const current = session;
          if (!current) throw new Error('No session to sign in');
          const issued = await db.transaction(async (tx) => {
            const signedIn = await services.sessions.signIn(current, userId, accessPersist, tx);
            await recordLogin(tx, userId, new Date());
            return signedIn;
          });
          issueCookie(ctx, issued.token, accessPersist, LOGIN_ABSOLUTE_MS);
          ctx.replaceSession(issued.session);
        },
      };
      const outcome = await attemptLogin(steps, input);
      if (!outcome.success && outcome.failedPhase) {
        const reason = outcome.cause instanceof Error ? outcome.cause.message : String(outcome.cause);
        ctx.config.log(`login failed in phase ${outcome.failedPhase} (${outcome.errorCode}): ${reason}`);
      }
      return { success: outcome.success, errorCode: wireErrorCode(outcome), accessPersist: outcome.accessPersist };
    },

    async userLogOut(_parent, _args, ctx) {
      const session = await ctx.getSession();
      if (session) await ctx.services.sessions.destroy(session);
      ctx.setCookie(expiredSessionCookie({ secure: ctx.config.secureCookies }));
      ctx.replaceSession(null);
      return true;
    },

    async startMasquerade(_parent, { siteCode }, ctx) {
      const session = await requireMasqueradeSession(ctx);
      const account = await findAccountByCode(ctx.db, siteCode);
      if (!account) throw badInputError('No account has this site code.');
      const updated = await ctx.services.sessions.setMasquerade(session, account.id);
      ctx.replaceSession(updated);
      const principal = await ctx.getPrincipal();
      await recordEvent(ctx.db, {
        type: 'masquerade_start',
        userId: principal?.user.id ?? null,
        sessionUuid: updated.uuid,
        siteCode: account.code,
        detail: null,
      });
      return sessionView(updated, principal);
    },

    async endMasquerade(_parent, _args, ctx) {
      const session = await requireMasqueradeSession(ctx);
      const previous = await ctx.getPrincipal();
      const updated = await ctx.services.sessions.setMasquerade(session, null);
      ctx.replaceSession(updated);
      if (previous?.masquerade) {
        await recordEvent(ctx.db, {
          type: 'masquerade_end',
          userId: previous.user.id,
          sessionUuid: updated.uuid,
          siteCode: previous.masquerade.code,
          detail: null,
        });
      }
      return sessionView(updated, await ctx.getPrincipal());
    },
  },
};

import { forbiddenError, type AuthorizationContext, requireAccountAccess, requireUser } from '../../auth/authorization.ts';
import type { GatewayConfig } from '../../config.ts';
import { enabledFlags } from '../flags/repository.ts';
import type { HoldingsContext } from './summary.ts';

export const BOOKS_FLAG = 'holdings_books_enabled';

/**
 * Who may see an account's holdings: anyone who may act on it, and only for an institution (a consortium
 * has no holdings, spec 000 §1; a publisher none either). FORBIDDEN otherwise, UNAUTHENTICATED without a user.
 */
export async function authorizeHoldings(
  ctx: AuthorizationContext & { readonly config: GatewayConfig },
  siteCode: string,
  now: Date,
): Promise<HoldingsContext> {
  const principal = await requireUser(ctx);
  const account = await requireAccountAccess(ctx, siteCode);
  if (account.type !== 'institution') throw forbiddenError();
  const flags = await enabledFlags(ctx.db, principal.user.id, [BOOKS_FLAG]);
  return { account, day: now.toISOString().slice(0, 10), providerName: ctx.config.providerName, booksEnabled: flags.has(BOOKS_FLAG) };
}

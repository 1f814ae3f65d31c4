import type { IncomingMessage, ServerResponse } from 'node:http';
import { openTestHook, sendTestHookJson } from '../../http/test-hooks.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { DEMO_EBA_BALANCE, DEMO_EBA_CYCLE, DEMO_EBA_THRESHOLD } from '../../db/seed/eba.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { writeAudit } from './repository.ts';

/**
 * TEST ONLY (never in production): `/admin/test-hooks/eba/participant?siteCode=` for an account the signed-in user
 * may act on. POST enrols it in EBA with the demo programme (cycle, balance and threshold of Demo University, no
 * usage), once; GET tells its uploads by status and its orders. The seed's one participant is submitted for good by
 * eba.spec, so the fault-injection e2e tests enrol an institution of their own and check on the gateway's side that
 * nothing was processed twice. Served only when the gateway runs with E2E_TEST_HOOKS=1 outside production
 * (config.testHooks); otherwise the path is an ordinary 404.
 */
export const EBA_PARTICIPANT_TEST_HOOK_PATH = '/admin/test-hooks/eba/participant';

export async function handleEbaParticipantTestHook(
  req: IncomingMessage,
  res: ServerResponse,
  search: string,
  services: GatewayServices,
): Promise<void> {
  if (!openTestHook(req, res, services, ['GET', 'POST'])) return;
  const siteCode = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('siteCode') ?? '';
  if (siteCode === '') {
    sendTestHookJson(res, 400, { error: 'siteCode is required.' });
    return;
  }
  const ctx = createRequestContext(services, { cookieHeader: req.headers.cookie ?? null, setCookie: () => {} });
  let account;
  let userId;
  try {
    userId = (await ctx.auth.requireUser()).user.id;
    account = await ctx.auth.requireAccountAccess(siteCode);
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN') throw error;
    sendTestHookJson(res, code === 'UNAUTHENTICATED' ? 401 : 403, { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (req.method === 'POST') {
    const enrolled = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO eba_participants (account_id, cycle, balance, balance_threshold) VALUES ($1, $2, $3, $4)
           ON CONFLICT (account_id) DO NOTHING RETURNING account_id`,
        [account.id, DEMO_EBA_CYCLE, DEMO_EBA_BALANCE, DEMO_EBA_THRESHOLD],
      );
      if (rows.length === 0) return false;
      await writeAudit(tx, { accountId: account.id, actorUserId: userId, action: 'test_enrolled' });
      return true;
    });
    sendTestHookJson(res, 200, { enrolled });
    return;
  }
  const uploads = await ctx.db.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM eba_uploads WHERE account_id = $1 GROUP BY status ORDER BY status',
    [account.id],
  );
  const orders = await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM eba_orders WHERE account_id = $1', [account.id]);
  sendTestHookJson(res, 200, {
    uploads: Object.fromEntries(uploads.rows.map((row) => [row.status, row.count])),
    orders: orders.rows[0]?.count ?? 0,
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context.ts';

/** A test hook's JSON answer (never cached). */
export function sendTestHookJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The gate of every TEST ONLY path (each domain's test-hooks.ts): served only when the gateway runs with
 * E2E_TEST_HOOKS=1 outside production (config.testHooks), otherwise an ordinary 404; then only with one of
 * `methods` (405). True when the hook may go on; the answer is sent otherwise.
 */
export function openTestHook(req: IncomingMessage, res: ServerResponse, services: GatewayServices, methods: readonly string[]): boolean {
  if (!services.config.testHooks || services.config.production) {
    sendTestHookJson(res, 404, { error: 'Not found.' });
    return false;
  }
  if (!methods.includes(req.method ?? '')) {
    sendTestHookJson(res, 405, { error: `${methods.join(' or ')} only.` });
    return false;
  }
  return true;
}

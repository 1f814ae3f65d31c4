import { ClientError, GraphQLClient } from 'graphql-request';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import type { TypedDocumentString } from '@console/graphql/client';

/**
 * A failed gateway call: `code` is the GraphQL error code (FORBIDDEN, UNAUTHENTICATED...), HTTP_<status> for an
 * answer that is not GraphQL, NETWORK when no answer came, or TIMEOUT after REQUEST_TIMEOUT_MS.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * How long the console waits for one gateway call before it gives up with a TIMEOUT error. The gateway bounds a
 * request's database work at 10 s and a statement at 15 s (docs/decisions.md), so an answer later than this
 * means the gateway hangs: the screen shows its failure text and "Try again" instead of a spinner for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Raised by `fetchWithTimeout` when the answer has not come in time. */
export class RequestTimeout extends Error {}

/**
 * `fetch` that gives up after `timeoutMs` (headers and body) with a RequestTimeout. A plain timer, not
 * AbortSignal.timeout, so tests can move the clock (vi.useFakeTimers, Playwright's page.clock).
 */
export function fetchWithTimeout(timeoutMs: number, base: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new RequestTimeout(`The gateway did not answer within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const outer = init?.signal;
    if (outer) outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
    });
    try {
      // The body is read under the timer too: an answer whose body never ends hangs as surely as no answer.
      const answer = async () => {
        const response = await base(input, { ...init, signal: controller.signal });
        const body = [204, 205, 304].includes(response.status) ? null : await response.text();
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      };
      return await Promise.race([answer(), aborted]);
    } catch (error) {
      throw controller.signal.reason instanceof RequestTimeout ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
  };
}

let client: GraphQLClient | undefined;

function gatewayClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL(GATEWAY_PATH, window.location.origin).href, {
    fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS),
    credentials: 'same-origin',
    // Documents are strings: never parse them in the browser (see graphql-shim.ts).
    excludeOperationName: true,
    headers: { authorization: APP_IDENTIFIER },
  });
  return client;
}

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
}

type VariablesArgs<V> = V extends Record<string, never> ? [variables?: V] : [variables: V];

/** Sends one typed operation to the gateway; every failure becomes a GatewayError. */
export async function execute<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: VariablesArgs<Variables>
): Promise<Result> {
  return send(document, variables);
}

/**
 * The header of a request made ahead of need (the next page of a list, fetched once a page shows): nothing on the
 * screen waits for it. bench/round-trips lists such requests apart from a page's own round of requests.
 */
export const FETCH_AHEAD_HEADER = 'x-console-fetch';

/** `execute` for a request made ahead of need (FETCH_AHEAD_HEADER). */
export async function executeAhead<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: VariablesArgs<Variables>
): Promise<Result> {
  return send(document, variables, { [FETCH_AHEAD_HEADER]: 'ahead' });
}

async function send<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | undefined,
  headers?: Record<string, string>,
): Promise<Result> {
  const text = document.toString();
  try {
    return await gatewayClient().request<Result>(text, variables as Record<string, unknown> | undefined, headers);
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      const code = (first?.extensions?.['code'] as string | undefined) ?? `HTTP_${error.response.status}`;
      throw new GatewayError(first?.message ?? error.message, code, operationName(text));
    }
    const code = error instanceof RequestTimeout ? 'TIMEOUT' : 'NETWORK';
    throw new GatewayError(error instanceof Error ? error.message : String(error), code, operationName(text));
  }
}

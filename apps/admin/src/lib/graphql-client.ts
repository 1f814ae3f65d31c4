import { ClientError, GraphQLClient } from 'graphql-request';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import type { TypedDocumentString } from '@console/graphql/client';

/** A failed gateway call: `code` is the GraphQL error code (FORBIDDEN, UNAUTHENTICATED...) or NETWORK. */
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

let client: GraphQLClient | undefined;

function gatewayClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL(GATEWAY_PATH, window.location.origin).href, {
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
  const text = document.toString();
  try {
    return await gatewayClient().request<Result>(text, variables as Record<string, unknown> | undefined);
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      const code = (first?.extensions?.['code'] as string | undefined) ?? `HTTP_${error.response.status}`;
      throw new GatewayError(first?.message ?? error.message, code, operationName(text));
    }
    throw new GatewayError(error instanceof Error ? error.message : String(error), 'NETWORK', operationName(text));
  }
}

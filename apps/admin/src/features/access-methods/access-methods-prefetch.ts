import type { QueryClient } from '@tanstack/react-query';
import { accessMethodChangesOptions, accessMethodsAccountOptions } from './api/access-methods';
import type { AccessMethodsParams } from './atoms/access-methods-atoms';

/** Starts the screen's two queries together (route match, and another account chosen on the screen). */
export function prefetchAccessMethods(client: QueryClient, params: AccessMethodsParams): void {
  if (!params.accountId || params.notAdministered) return;
  for (const options of [accessMethodsAccountOptions(params.accountId), accessMethodChangesOptions(params.accountId)]) {
    if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
  }
}

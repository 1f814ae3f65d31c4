import type { QueryClient } from '@tanstack/react-query';
import { usersPageOptions, type UsersQuery } from './api/users';

/** Starts the first page's query when the route matches, while the screen's code loads. */
export function prefetchUserManagement(client: QueryClient, query: UsersQuery): void {
  if (query.siteCode === '') return;
  const options = usersPageOptions(query);
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

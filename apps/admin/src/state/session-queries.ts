import { queryOptions } from '@tanstack/react-query';
import { fetchAppConfig, fetchSession } from './session-api';

/** The session query; the boot fills it before the signed-in app mounts, so it starts without a fetch. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
});

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: fetchAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

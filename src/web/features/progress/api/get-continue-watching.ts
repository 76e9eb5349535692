import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContinueWatching } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { progressKeys } from '../query-keys';

export function getContinueWatching(signal?: AbortSignal): Promise<ContinueWatching> {
  return apiRequest<ContinueWatching>(apiPaths.continueWatching, { signal });
}

/** 続きから見る on the home screen. Refreshed whenever shown: watching changes it. */
export const continueWatchingQueryOptions = queryOptions({
  queryKey: progressKeys.continueWatching(),
  queryFn: ({ signal }) => getContinueWatching(signal),
  staleTime: 0,
});

export function useContinueWatching(options: { enabled: boolean }) {
  return useQuery({ ...continueWatchingQueryOptions, enabled: options.enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { videoKeys } from '../query-keys';

/** Whether this server can convert videos (ffmpeg found); asked once per staff visit. */
export function getConversion(signal?: AbortSignal): Promise<{ available: boolean }> {
  return apiRequest<{ available: boolean }>(apiPaths.adminVideoConversion, { signal });
}

export function conversionQueryOptions() {
  return queryOptions({
    queryKey: videoKeys.conversion(),
    queryFn: ({ signal }) => getConversion(signal),
    staleTime: Infinity,
  });
}

export function useConversion() {
  return useQuery(conversionQueryOptions());
}

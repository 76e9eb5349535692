import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { videoKeys } from '../query-keys';
import { videoPaths } from './video-answers';

/** Whether this server can convert videos (ffmpeg found); asked once per staff visit. */
export function getConversion(signal?: AbortSignal): Promise<{ available: boolean }> {
  return apiRequest<{ available: boolean }>(videoPaths.conversion, { signal });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { videoKeys } from '../query-keys';

/** GET: whether ffmpeg is found (owned by the conversion part of the server). */
const conversionPath = '/api/admin/videos/conversion';

/** Whether this server can convert videos (ffmpeg found); asked once per staff visit. */
export function getConversion(signal?: AbortSignal): Promise<{ available: boolean }> {
  return apiRequest<{ available: boolean }>(conversionPath, { signal });
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

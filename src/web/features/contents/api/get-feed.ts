import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { HomeFeed } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

export function getFeed(signal?: AbortSignal): Promise<HomeFeed> {
  return apiRequest<HomeFeed>(apiPaths.feed, { signal });
}

/** The home screen's three sections of up to four cards. */
export const feedQueryOptions = queryOptions({
  queryKey: contentKeys.feed(),
  queryFn: ({ signal }) => getFeed(signal),
});

export function useFeed() {
  return useQuery(feedQueryOptions);
}

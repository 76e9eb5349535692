import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { NewsPreferences } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

/** GET /api/me/news: her news choices, all off until she turns them on. */
export function getNewsPreferences(signal?: AbortSignal): Promise<NewsPreferences> {
  return apiRequest<NewsPreferences>(apiPaths.myNews, { signal });
}

export const newsPreferencesQueryOptions = queryOptions({
  queryKey: newsKeys.mine(),
  queryFn: ({ signal }) => getNewsPreferences(signal),
});

export function useNewsPreferences() {
  return useQuery(newsPreferencesQueryOptions);
}

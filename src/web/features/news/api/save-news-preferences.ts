import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { NewsPreferences, NewsPreferencesSaved } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

/** PUT /api/me/news: all three choices at once. */
export function saveNewsPreferences(preferences: NewsPreferences): Promise<NewsPreferencesSaved> {
  return apiRequest<NewsPreferencesSaved>(apiPaths.myNews, { method: 'PUT', body: preferences });
}

export function useSaveNewsPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsPreferences,
    onSuccess: ({ preferences }) => queryClient.setQueryData(newsKeys.mine(), preferences),
  });
}

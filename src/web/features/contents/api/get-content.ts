import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentDetail } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

export function getContent(id: string, signal?: AbortSignal): Promise<ContentDetail> {
  return apiRequest<ContentDetail>(apiPaths.content(id), { signal });
}

/** One content with its related contents and, for members, whether it is a favorite. */
export function contentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.detail(id),
    queryFn: ({ signal }) => getContent(id, signal),
  });
}

export function useContent(id: string) {
  return useQuery(contentQueryOptions(id));
}

/** Writes a new favorite state into the cached content, once the server has confirmed it. */
export function useSetCachedFavorite() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, isFavorite: boolean) => {
      queryClient.setQueryData(contentQueryOptions(id).queryKey, (content) =>
        content ? { ...content, isFavorite } : content,
      );
    },
    [queryClient],
  );
}

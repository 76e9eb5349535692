import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { FavoriteList } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { favoriteKeys } from '../query-keys';

export function getFavorites(signal?: AbortSignal): Promise<FavoriteList> {
  return apiRequest<FavoriteList>(apiPaths.favorites, { signal });
}

/** The member's favorites, newest first. Always refreshed when shown: a heart elsewhere may have changed it. */
export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list(),
  queryFn: ({ signal }) => getFavorites(signal),
  staleTime: 0,
});

export function useFavorites(options: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions, enabled: options.enabled ?? true });
}

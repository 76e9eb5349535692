import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { FavoriteState } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { favoriteKeys } from '../query-keys';

type SetFavorite = { contentId: string; favorite: boolean };

/** PUT adds, DELETE removes; both are no-op successes when already so (docs/product.md#favorites). */
export function setFavorite({ contentId, favorite }: SetFavorite): Promise<FavoriteState> {
  return apiRequest<FavoriteState>(apiPaths.favorite(contentId), { method: favorite ? 'PUT' : 'DELETE' });
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

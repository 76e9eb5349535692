import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

/** Staff stop a member posting (she still reads), or let her post again. */
export function setCommentMute(userId: string, muted: boolean): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminCommentMute(userId), {
    method: muted ? 'PUT' : 'DELETE',
  });
}

export function useSetCommentMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, muted }: { userId: string; muted: boolean }) => setCommentMute(userId, muted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

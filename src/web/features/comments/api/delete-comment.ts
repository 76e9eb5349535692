import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function deleteComment(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.comment(id), { method: 'DELETE' });
}

export function useDeleteComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(contentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function removeCommentAsStaff(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminComment(id), { method: 'DELETE' });
}

export function useRemoveCommentAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCommentAsStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

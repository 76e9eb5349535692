import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterContentChange } from '../refresh-after-change';

/** DELETE /api/admin/contents/:id; the server also drops it from favorites, history and storage. */
export function deleteContent(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminContent(id), { method: 'DELETE' });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}

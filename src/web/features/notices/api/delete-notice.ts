import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** DELETE /api/admin/notices/:id. */
export function deleteNotice(id: string): Promise<Message> {
  return apiRequest<Message>(apiPaths.adminNotice(id), { method: 'DELETE' });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

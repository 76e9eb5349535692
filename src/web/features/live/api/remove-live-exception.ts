import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminLiveSaved } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

/** DELETE /api/admin/live/exceptions/:id (only dates still to come). */
export function removeLiveException(id: string): Promise<AdminLiveSaved> {
  return apiRequest<AdminLiveSaved>(apiPaths.adminLiveException(id), { method: 'DELETE' });
}

export function useRemoveLiveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLiveException,
    onSuccess: (saved) => refreshAfterChange(queryClient, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LiveExceptionInput } from '#shared/checks/live-exception-checks.js';
import type { AdminLiveSaved } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

/** POST /api/admin/live/exceptions: お休み or 特別回. */
export function addLiveException(input: LiveExceptionInput): Promise<AdminLiveSaved> {
  return apiRequest<AdminLiveSaved>(apiPaths.adminLiveExceptions, { method: 'POST', body: input });
}

export function useAddLiveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLiveException,
    onSuccess: (saved) => refreshAfterChange(queryClient, saved),
  });
}

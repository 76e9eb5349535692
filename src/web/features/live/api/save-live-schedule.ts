import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LiveScheduleInput } from '#shared/checks/live-schedule-checks.js';
import type { AdminLiveSaved } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterChange } from './refresh-after-change';

/** PUT /api/admin/live/schedule */
export function saveLiveSchedule(input: LiveScheduleInput): Promise<AdminLiveSaved> {
  return apiRequest<AdminLiveSaved>(apiPaths.adminLiveSchedule, { method: 'PUT', body: input });
}

export function useSaveLiveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLiveSchedule,
    onSuccess: (saved) => refreshAfterChange(queryClient, saved),
  });
}

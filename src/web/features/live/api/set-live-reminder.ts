import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LiveReminderSaved } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveKeys } from '../query-keys';

/** PUT /api/me/live/reminder: the mail the day before, on or off. */
export function setLiveReminder(enabled: boolean): Promise<LiveReminderSaved> {
  return apiRequest<LiveReminderSaved>(apiPaths.myLiveReminder, { method: 'PUT', body: { enabled } });
}

export function useSetLiveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLiveReminder,
    onSuccess: ({ settings }) => queryClient.setQueryData(liveKeys.mine(), settings),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/live/reminder-stop: the link in the reminder mail, no sign-in needed. */
export function stopLiveReminder(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.liveReminderStop, { method: 'POST', body: { token } });
}

export function useStopLiveReminder() {
  return useMutation({ mutationFn: stopLiveReminder });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CalendarFeedIssued } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveKeys } from '../query-keys';

/** POST /api/me/live/calendar-feed: a new subscription address; the old one stops working. */
export function issueCalendarFeed(): Promise<CalendarFeedIssued> {
  return apiRequest<CalendarFeedIssued>(apiPaths.myLiveCalendarFeed, { method: 'POST' });
}

export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCalendarFeed,
    onSuccess: ({ settings }) => queryClient.setQueryData(liveKeys.mine(), settings),
  });
}

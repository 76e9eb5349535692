import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ActivityCalendar } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { activityKeys } from '../query-keys';

export function getActivityCalendar(month: string | null, signal?: AbortSignal): Promise<ActivityCalendar> {
  const query = month ? `?${new URLSearchParams({ month }).toString()}` : '';
  return apiRequest<ActivityCalendar>(`${apiPaths.activityCalendar}${query}`, { signal });
}

/** A month of her やったよ (null: this month, as the server's business day has it) and her streaks. */
export function activityCalendarQueryOptions(month: string | null) {
  return queryOptions({
    queryKey: activityKeys.calendar(month),
    queryFn: ({ signal }) => getActivityCalendar(month, signal),
  });
}

export function useActivityCalendar(month: string | null) {
  // While another month loads, the one shown stays (no jump to a spinner).
  return useQuery({ ...activityCalendarQueryOptions(month), placeholderData: keepPreviousData });
}

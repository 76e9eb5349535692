import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { DoneState } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { activityKeys } from '../query-keys';

export function getDoneState(contentId: string, signal?: AbortSignal): Promise<DoneState> {
  return apiRequest<DoneState>(apiPaths.contentDone(contentId), { signal });
}

/** Whether she recorded やったよ for this content today; asked again each time the content opens. */
export function doneStateQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: activityKeys.done(contentId),
    queryFn: ({ signal }) => getDoneState(contentId, signal),
    staleTime: 0,
  });
}

export function useDoneState(contentId: string) {
  return useQuery(doneStateQueryOptions(contentId));
}

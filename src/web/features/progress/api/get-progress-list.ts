import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgressList } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { progressKeys } from '../query-keys';

export function getProgressList(signal?: AbortSignal): Promise<ProgressList> {
  return apiRequest<ProgressList>(apiPaths.progress, { signal });
}

/** Where she stopped in every video she watched: the bars and watched marks on cards. */
export const progressListQueryOptions = queryOptions({
  queryKey: progressKeys.list(),
  queryFn: ({ signal }) => getProgressList(signal),
});

export function useProgressList(options: { enabled: boolean }) {
  return useQuery({ ...progressListQueryOptions, enabled: options.enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentProgress } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { progressKeys } from '../query-keys';

export function getContentProgress(id: string, signal?: AbortSignal): Promise<ContentProgress> {
  return apiRequest<ContentProgress>(apiPaths.contentProgress(id), { signal });
}

/** Where she stopped in this video and where 続きから再生 starts; fresh each time the video opens. */
export function contentProgressQueryOptions(id: string) {
  return queryOptions({
    queryKey: progressKeys.content(id),
    queryFn: ({ signal }) => getContentProgress(id, signal),
    staleTime: 0,
  });
}

export function useContentProgress(id: string, options: { enabled: boolean }) {
  return useQuery({ ...contentProgressQueryOptions(id), enabled: options.enabled });
}

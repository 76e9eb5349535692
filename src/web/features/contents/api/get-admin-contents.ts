import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminContentList } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

/** Every content, newest date first. */
export function getAdminContents(signal?: AbortSignal): Promise<AdminContentList> {
  return apiRequest<AdminContentList>(apiPaths.adminContents, { signal });
}

export const adminContentsQueryOptions = queryOptions({
  queryKey: contentKeys.admin.list(),
  queryFn: ({ signal }) => getAdminContents(signal),
});

export function useAdminContents() {
  return useQuery(adminContentsQueryOptions);
}

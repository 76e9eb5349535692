import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminCommentList } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export type ModerationFilter = 'open' | 'all';

export function getAdminComments(filter: ModerationFilter, signal?: AbortSignal): Promise<AdminCommentList> {
  return apiRequest<AdminCommentList>(`${apiPaths.adminComments}?filter=${filter}`, { signal });
}

export const adminCommentsQueryOptions = (filter: ModerationFilter) =>
  queryOptions({
    queryKey: commentKeys.admin(filter),
    queryFn: ({ signal }) => getAdminComments(filter, signal),
    staleTime: 0,
  });

export function useAdminComments(filter: ModerationFilter) {
  return useQuery(adminCommentsQueryOptions(filter));
}

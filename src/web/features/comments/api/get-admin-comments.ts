import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminCommentList } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

/** 要対応 (open) or すべて: the moderation list's filter. */
export const moderationFilters = ['open', 'all'] as const;
export type ModerationFilter = (typeof moderationFilters)[number];

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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentList } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function getComments(contentId: string, signal?: AbortSignal): Promise<CommentList> {
  return apiRequest<CommentList>(apiPaths.contentComments(contentId), { signal });
}

/** A content's comments as she may see them; asked again whenever shown (others keep writing). */
export const commentsQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: commentKeys.list(contentId),
    queryFn: ({ signal }) => getComments(contentId, signal),
    staleTime: 0,
  });

export function useComments(contentId: string) {
  return useQuery(commentsQueryOptions(contentId));
}

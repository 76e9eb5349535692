import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentInput, CommentSaved } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function postComment(contentId: string, input: CommentInput): Promise<CommentSaved> {
  return apiRequest<CommentSaved>(apiPaths.contentComments(contentId), { method: 'POST', body: input });
}

export function usePostComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => postComment(contentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(contentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentSaved } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function replyAsStaff(id: string, body: string): Promise<CommentSaved> {
  return apiRequest<CommentSaved>(apiPaths.adminCommentReplies(id), { method: 'POST', body: { body } });
}

export function useReplyAsStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsStaff(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

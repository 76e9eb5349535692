import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentSaved } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

/** Her own comment, within 15 minutes of posting it. */
export function editComment(id: string, body: string): Promise<CommentSaved> {
  return apiRequest<CommentSaved>(apiPaths.comment(id), { method: 'PATCH', body: { body } });
}

export function useEditComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => editComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(contentId) }),
  });
}

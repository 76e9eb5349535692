import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { UnreadReplies } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

/** She has seen the staff replies to her under this content; answers how many stay unread elsewhere. */
export function markRepliesRead(contentId: string): Promise<UnreadReplies> {
  return apiRequest<UnreadReplies>(apiPaths.contentCommentsRead(contentId), { method: 'POST' });
}

export function useMarkRepliesRead(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRepliesRead(contentId),
    onSuccess: (answer) => queryClient.setQueryData(commentKeys.unread(), answer),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminCommentAction } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

type Message = { message: string };

/** Approve, hide, restore or mark looked at. */
export function moderateComment(id: string, action: AdminCommentAction['action']): Promise<Message> {
  return apiRequest<Message>(apiPaths.adminComment(id), { method: 'PATCH', body: { action } });
}

/** Every staff action on the moderation screen refreshes every comment list (the member pages too). */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AdminCommentAction['action'] }) =>
      moderateComment(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

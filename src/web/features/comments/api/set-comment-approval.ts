import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

type Answer = { message: string; approvalMode: boolean };

/** 承認制 on or off. */
export function setCommentApproval(approvalMode: boolean): Promise<Answer> {
  return apiRequest<Answer>(apiPaths.adminCommentApproval, { method: 'PUT', body: { approvalMode } });
}

export function useSetCommentApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommentApproval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

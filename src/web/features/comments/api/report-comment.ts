import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ReportReason } from '#shared/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

/** 通報, with a reason. */
export function reportComment(id: string, reason: ReportReason): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.commentReport(id), { method: 'POST', body: { reason } });
}

export function useReportComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: ReportReason }) => reportComment(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(contentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Unread } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** POST /api/notices/read: she has seen these; answers what is still unread. */
export function markNoticesRead(ids: string[]): Promise<Unread> {
  return apiRequest<Unread>(apiPaths.noticesRead, { method: 'POST', body: { ids } });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: (unread) => {
      queryClient.setQueryData(noticeKeys.unread(), unread);
      // Home's お知らせ moves on to the next unread one.
      return queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { NoticeInput, NoticeSaved } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** POST /api/admin/notices, or PUT /api/admin/notices/:id with an id. The server cleans the body. */
export function saveNotice({ id, input }: { id: string | null; input: NoticeInput }): Promise<NoticeSaved> {
  return id === null
    ? apiRequest<NoticeSaved>(apiPaths.adminNotices, { method: 'POST', body: input })
    : apiRequest<NoticeSaved>(apiPaths.adminNotice(id), { method: 'PUT', body: input });
}

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentInput, ContentSaved } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterContentChange } from '../refresh-after-change';

/** PUT /api/admin/contents/:id: replaces every field of one content (message コンテンツを更新しました). */
export function updateContent(id: string, input: ContentInput): Promise<ContentSaved> {
  return apiRequest<ContentSaved>(apiPaths.adminContent(id), { method: 'PUT', body: input });
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContentInput }) => updateContent(id, input),
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentInput, ContentSaved } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterContentChange } from '../refresh-after-change';

/** POST /api/admin/contents: a new content (201, with the message コンテンツを投稿しました). */
export function createContent(input: ContentInput): Promise<ContentSaved> {
  return apiRequest<ContentSaved>(apiPaths.adminContents, { method: 'POST', body: input });
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LegalPageKey } from '#shared/legal-pages.js';
import type { LegalPageSaved } from '#shared/schemas/legal.js';
import { apiRequest } from '#web/lib/api-client';
import { legalQueryKeys } from '../query-keys';

/** PUT /api/admin/legal/:page: the body as the editor wrote it; the server cleans it. */
export function saveLegalPage({ page, body }: { page: LegalPageKey; body: string }): Promise<LegalPageSaved> {
  return apiRequest<LegalPageSaved>(apiPaths.adminLegalPage(page), { method: 'PUT', body: { body } });
}

export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegalPage,
    // The links on registration and my page, and the public page itself, follow at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalQueryKeys.all }),
  });
}

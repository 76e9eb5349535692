import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { SamplesRemoved } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { refreshAfterContentChange } from '../refresh-after-change';

/** DELETE /api/admin/samples: every sample staff have not edited, with what they brought along. */
export function removeSamples(): Promise<SamplesRemoved> {
  return apiRequest<SamplesRemoved>(apiPaths.adminSamples, { method: 'DELETE' });
}

export function useRemoveSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSamples,
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}

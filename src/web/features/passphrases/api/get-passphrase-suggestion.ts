import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { PassphraseSuggestion } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';

/** GET /api/admin/passphrase-suggestion: a fresh suggestion each time it is asked for. */
export function getPassphraseSuggestion(): Promise<PassphraseSuggestion> {
  return apiRequest<PassphraseSuggestion>(apiPaths.adminPassphraseSuggestion);
}

/** Asked for when staff press the button, never cached: each press is a new suggestion. */
export function usePassphraseSuggestion() {
  return useMutation({ mutationFn: getPassphraseSuggestion });
}

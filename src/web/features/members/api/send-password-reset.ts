import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/admin/members/:id/password-reset: mails the member a single-use reset link. */
export function sendPasswordReset(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminMemberPasswordReset(id), { method: 'POST' });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}

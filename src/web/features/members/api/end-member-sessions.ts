import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';

/** DELETE /api/admin/members/:id/sessions: signs the member out on every device. */
export function endMemberSessions(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminMemberSessions(id), { method: 'DELETE' });
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}

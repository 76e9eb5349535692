import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';

/** DELETE /api/admin/members/:id: a member who asked by mail to leave, with every record of hers. */
export function deleteMember(id: string): Promise<Message> {
  return apiRequest<Message>(apiPaths.adminMember(id), { method: 'DELETE' });
}

export function useDeleteMember() {
  return useMutation({ mutationFn: deleteMember });
}

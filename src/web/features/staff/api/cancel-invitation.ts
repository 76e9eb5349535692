import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { staffKeys } from '../query-keys';

/** DELETE /api/admin/staff/invitations/:id: the link stops working. */
export function cancelInvitation(id: string): Promise<Message> {
  return apiRequest<Message>(apiPaths.adminStaffInvitation(id), { method: 'DELETE' });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

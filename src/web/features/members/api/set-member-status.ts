import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMember } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { memberChanged } from './member-cache';

type StatusChange = { id: string; disabled: boolean };
type StatusChanged = { message: string; member: AdminMember };

/** PUT /api/admin/members/:id/status: disables a member (her sessions end) or lets her in again. */
export function setMemberStatus({ id, disabled }: StatusChange): Promise<StatusChanged> {
  return apiRequest<StatusChanged>(apiPaths.adminMemberStatus(id), { method: 'PUT', body: { disabled } });
}

export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberStatus,
    onSuccess: ({ member }) => memberChanged(queryClient, member.id, member),
  });
}

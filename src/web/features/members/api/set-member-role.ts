import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMember } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { memberChanged } from './member-cache';

type RoleChange = { id: string; isAdmin: boolean };
type RoleChanged = { message: string; member: AdminMember };

/** PUT /api/admin/members/:id/role; 409 when it would leave no admin at all. */
export function setMemberRole({ id, isAdmin }: RoleChange): Promise<RoleChanged> {
  return apiRequest<RoleChanged>(apiPaths.adminMemberRole(id), { method: 'PUT', body: { isAdmin } });
}

export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberRole,
    onSuccess: ({ member }) => memberChanged(queryClient, member.id, member),
  });
}

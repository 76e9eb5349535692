import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { staffKeys } from '../query-keys';

/** A new role, or null: off the staff (she stays a member). */
type RoleChange = { id: string; role: StaffRole | null };

/** PUT /api/admin/staff/:id/role, or DELETE /api/admin/staff/:id for null. */
export function changeStaffRole({ id, role }: RoleChange): Promise<Message> {
  return role
    ? apiRequest<Message>(apiPaths.adminStaffRole(id), { method: 'PUT', body: { role } })
    : apiRequest<Message>(apiPaths.adminStaffMember(id), { method: 'DELETE' });
}

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.list() });
      // Her own role may be the one that changed: the tabs and guards read the session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

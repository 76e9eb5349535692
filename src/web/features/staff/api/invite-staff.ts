import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { PendingInvitation, StaffInviteRequest } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client';
import { staffKeys } from '../query-keys';

type Invited = { message: string; invitation: PendingInvitation };

/** POST /api/admin/staff/invitations: mails a single-use invitation link. */
export function inviteStaff(request: StaffInviteRequest): Promise<Invited> {
  return apiRequest<Invited>(apiPaths.adminStaffInvitations, { body: request });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

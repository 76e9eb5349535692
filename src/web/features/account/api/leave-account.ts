import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import type { LeaveRequest } from '#shared/schemas/leaving.js';
import { apiRequest } from '#web/lib/api-client';

/** 退会: the server checks the current password, then deletes the account and signs her out everywhere. */
export function leaveAccount(request: LeaveRequest): Promise<Message> {
  return apiRequest<Message>(apiPaths.myLeave, { body: request });
}

export function useLeaveAccount() {
  return useMutation({ mutationFn: leaveAccount });
}

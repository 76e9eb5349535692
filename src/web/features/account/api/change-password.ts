import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { PasswordChange } from '#shared/schemas/account.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';

/** The server checks the current password first; on success the member's other sessions end. */
export function changePassword(change: PasswordChange): Promise<Message> {
  return apiRequest<Message>(apiPaths.myPassword, { body: change });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

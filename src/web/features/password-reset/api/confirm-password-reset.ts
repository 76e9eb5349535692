import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message, PasswordResetConfirm } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/shared-query-keys';

/** Sets the new password with the token from the e-mail. */
export function confirmPasswordReset(request: PasswordResetConfirm): Promise<Message> {
  return apiRequest<Message>(apiPaths.passwordResetConfirm, { body: request });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // The member's other sessions end on the server, this browser's among them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

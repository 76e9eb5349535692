import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys } from '../query-keys';

/** POST /api/me/email/confirm: the token from the mail makes the new address the account's. */
export function confirmEmailChange(token: string): Promise<Message> {
  return apiRequest<Message>(apiPaths.emailChangeConfirm, { body: { token } });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}

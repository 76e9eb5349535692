import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message, PasswordResetRequest } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';

/** Asks for a reset e-mail; the answer is the same whether or not the address is registered. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<Message> {
  return apiRequest<Message>(apiPaths.passwordReset, { body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

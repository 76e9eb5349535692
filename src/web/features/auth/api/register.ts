import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { MessageWithSession, RegisterRequest } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { isSessionQuery, sessionQueryKey } from '#web/lib/shared-query-keys';

/** Creates the account and signs the new member in. */
export function register(request: RegisterRequest): Promise<MessageWithSession> {
  return apiRequest<MessageWithSession>(apiPaths.register, { body: request });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ session }) => {
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { MessageWithSession, SetupRequest, SetupStatus } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { setupKeys } from '../query-keys';

/** Creates the first admin with the one-time link's token and signs them in. */
export function createFirstAdmin(request: SetupRequest): Promise<MessageWithSession> {
  return apiRequest<MessageWithSession>(apiPaths.setup, { body: request });
}

export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: ({ session }) => {
      queryClient.setQueryData(sessionQueryKey, session);
      queryClient.setQueryData<SetupStatus>(setupKeys.status(), { needed: false });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import type { LoginRequest, LoginResponse } from '#shared/schemas/auth.js';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { isSessionQuery, sessionQueryKey } from '#web/lib/shared-query-keys';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(apiPaths.login, {
    body: request,
    timeoutMs: limits.loginTimeoutMs,
    timeoutMessage: copy.login.timeout,
  });
}

/** The sign-in failed but the passphrase was right: a guest session may be offered instead. */
export function isGuestAvailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { body } = error;
  return (
    typeof body === 'object' && body !== null && 'guestAvailable' in body && body.guestAvailable === true
  );
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ session }) => {
      // Another person may have been signed in on this browser: nothing of theirs may stay cached.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}

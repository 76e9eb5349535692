import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import type { GateRequest, SessionState } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/shared-query-keys';

/** Passphrase only: starts a guest session (also the "browse as a guest" fallback of the login screen). */
export function enterWithPassphrase(request: GateRequest): Promise<SessionState> {
  return apiRequest<SessionState>(apiPaths.gate, {
    body: request,
    timeoutMs: limits.gateTimeoutMs,
    timeoutMessage: copy.gate.timeout,
  });
}

export function useGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterWithPassphrase,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { InvitationAccepted, InvitationSignUpRequest } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/shared-query-keys';

/** The signed-in member accepts the invitation sent to her address. */
export function acceptInvitation(token: string): Promise<InvitationAccepted> {
  return apiRequest<InvitationAccepted>(apiPaths.staffInvitationAccept, { body: { token } });
}

/** A new address makes its account from the invitation and is signed in. */
export function signUpFromInvitation(request: InvitationSignUpRequest): Promise<InvitationAccepted> {
  return apiRequest<InvitationAccepted>(apiPaths.staffInvitationSignUp, { body: request });
}

function useSessionFromAnswer<Input>(send: (input: Input) => Promise<InvitationAccepted>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ session }) => queryClient.setQueryData(sessionQueryKey, session),
  });
}

export function useAcceptInvitation() {
  return useSessionFromAnswer(acceptInvitation);
}

export function useSignUpFromInvitation() {
  return useSessionFromAnswer(signUpFromInvitation);
}

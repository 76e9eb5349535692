import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { InvitationDetails } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client';
import { staffKeys } from '../query-keys';

/** What an invitation link is for; a used, expired or cancelled link answers with why not. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return apiRequest<InvitationDetails>(apiPaths.staffInvitation, { body: { token }, signal });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: staffKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A dead link stays dead: asking again would only repeat the same answer.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

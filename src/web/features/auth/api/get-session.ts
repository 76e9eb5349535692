import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { SessionState } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { clearMemberCaches } from '#web/lib/service-worker';
import { sessionQueryKey } from '#web/lib/shared-query-keys';

export async function getSession(signal?: AbortSignal): Promise<SessionState> {
  const session = await apiRequest<SessionState>(apiPaths.session, { signal });
  // A session that is over (the month ended, signed out elsewhere) leaves nothing of hers offline.
  if (session.state !== 'authenticated') await clearMemberCaches().catch(() => undefined);
  return session;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in member's id (undefined for a guest or nobody): screens mark her own row （あなた）. */
export function useSignedInUserId(): string | undefined {
  const { data } = useSession();
  return data?.state === 'authenticated' && data.kind === 'member' ? data.user.id : undefined;
}

import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '#shared/schemas/auth.js';
import MemberLayout from '#web/components/layouts/member-layout';
import { sessionQueryOptions, useSession } from '#web/features/auth/api/get-session';
import { MemberGuard } from '#web/features/auth/components/session-guard';
import { MemberMenu } from '#web/features/auth/components/member-menu';
import { useSessionRecheckOnUnauthorized } from '#web/features/auth/components/use-session-recheck';
import { unreadQueryOptions } from '#web/features/notices/api/get-unread';
import { NoticesLink } from '#web/features/notices/components/notices-link';
import { progressListQueryOptions } from '#web/features/progress/api/get-progress-list';
import { ProgressMarksProvider } from '#web/features/progress/components/progress-marks-provider';
import { pageHasFirstAnswers } from '#web/lib/first-answers';

const isMemberSession = (session: SessionState | undefined) =>
  session?.state === 'authenticated' && session.kind === 'member';

/**
 * The header's session, unread count and progress marks. When the page brought them (decision 31)
 * the session is read first (no network) so a member's count and marks are in the first render;
 * otherwise the session is asked for and the screen shows 読み込み中 meanwhile, as before.
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  const session = pageHasFirstAnswers()
    ? await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined)
    : queryClient.getQueryData(sessionQueryOptions.queryKey);
  if (session === undefined) void queryClient.prefetchQuery(sessionQueryOptions);
  if (isMemberSession(session)) {
    void queryClient.prefetchQuery(unreadQueryOptions);
    void queryClient.prefetchQuery(progressListQueryOptions);
  }
  return null;
};

/** /member/**: guests and members only, with お知らせ (her unread count) and the my-page menu in the header. */
export default function MemberLayoutRoute() {
  useSessionRecheckOnUnauthorized();
  const session = useSession();
  const isMember = isMemberSession(session.data);
  return (
    <MemberGuard>
      <ProgressMarksProvider enabled={isMember}>
        <MemberLayout
          headerActions={
            <>
              <NoticesLink isMember={isMember} />
              <MemberMenu />
            </>
          }
        />
      </ProgressMarksProvider>
    </MemberGuard>
  );
}

import MemberLayout from '#web/components/layouts/member-layout';
import { useSession } from '#web/features/auth/api/get-session';
import { MemberGuard } from '#web/features/auth/components/session-guard';
import { MemberMenu } from '#web/features/auth/components/member-menu';
import { useSessionRecheckOnUnauthorized } from '#web/features/auth/components/use-session-recheck';
import { NoticesLink } from '#web/features/notices/components/notices-link';
import { ProgressMarksProvider } from '#web/features/progress/components/progress-marks-provider';

/** /member/**: guests and members only, with お知らせ (her unread count) and the my-page menu in the header. */
export default function MemberLayoutRoute() {
  useSessionRecheckOnUnauthorized();
  const session = useSession();
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
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

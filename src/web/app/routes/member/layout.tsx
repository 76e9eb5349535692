import MemberLayout from '../../../components/layouts/member-layout';
import { useSession } from '../../../features/auth/api/get-session';
import { MemberGuard } from '../../../features/auth/components/session-guard';
import { MemberMenu } from '../../../features/auth/components/member-menu';
import { useSessionRecheckOnUnauthorized } from '../../../features/auth/components/use-session-recheck';
import { ProgressMarksProvider } from '../../../features/progress/components/progress-marks-provider';

/** /member/**: guests and members only, with the my-page menu in the header. */
export default function MemberLayoutRoute() {
  useSessionRecheckOnUnauthorized();
  const session = useSession();
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
  return (
    <MemberGuard>
      <ProgressMarksProvider enabled={isMember}>
        <MemberLayout headerActions={<MemberMenu />} />
      </ProgressMarksProvider>
    </MemberGuard>
  );
}

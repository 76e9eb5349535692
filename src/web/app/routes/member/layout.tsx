import MemberLayout from '../../../components/layouts/member-layout';
import { MemberGuard } from '../../../features/auth/components/session-guard';
import { MemberMenu } from '../../../features/auth/components/member-menu';
import { useSessionRecheckOnUnauthorized } from '../../../features/auth/components/use-session-recheck';

/** /member/**: guests and members only, with the my-page menu in the header. */
export default function MemberLayoutRoute() {
  useSessionRecheckOnUnauthorized();
  return (
    <MemberGuard>
      <MemberLayout headerActions={<MemberMenu />} />
    </MemberGuard>
  );
}

import MemberLayout from '../../../components/layouts/member-layout';
import { MemberGuard } from '../../../features/auth/components/session-guard';
import { MemberMenu } from '../../../features/auth/components/member-menu';

/** /member/**: guests and members only, with the my-page menu in the header. */
export default function MemberLayoutRoute() {
  return (
    <MemberGuard>
      <MemberLayout headerActions={<MemberMenu />} />
    </MemberGuard>
  );
}

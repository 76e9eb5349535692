import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { buttonClassName } from '#web/components/ui/button-class';
import AdminLayout from '#web/components/layouts/admin-layout';
import { paths } from '#web/config/paths';
import { NextMonthWarning } from '#web/features/passphrases/components/next-month-warning';
import { PassphraseGuessingNotice } from '#web/features/passphrases/components/passphrase-guessing-notice';
import { LogoutButton } from '#web/features/auth/components/logout-button';
import { AdminGuard } from '#web/features/auth/components/session-guard';
import { useSession } from '#web/features/auth/api/get-session';
import { isOwner } from '#web/features/auth/guard-decisions';
import { useCommentsWaiting } from '#web/features/comments/api/get-comments-waiting';

/**
 * /admin/**: staff only; logging out from here goes to the gate (docs/product.md#visitors-and-access).
 * The passphrase warnings are the オーナー's: she is the one who can act on them.
 */
export default function AdminLayoutRoute() {
  return (
    <AdminGuard>
      <StaffLayout />
    </AdminGuard>
  );
}

function StaffLayout() {
  const owner = isOwner(useSession().data);
  const { questions = 0, pending = 0 } = useCommentsWaiting().data ?? {};
  return (
    <AdminLayout
      isOwner={owner}
      badges={
        questions + pending > 0
          ? {
              [paths.adminComments]: {
                text: String(questions + pending),
                description: copy.commentModeration.waiting(questions, pending),
              },
            }
          : {}
      }
      actions={
        <>
          <Link to={paths.member.home} className={buttonClassName({ variant: 'secondary' })}>
            {copy.admin.toMemberSite}
          </Link>
          <LogoutButton destination={paths.gate} label={copy.admin.logout} />
        </>
      }
      notice={
        owner && (
          <>
            <PassphraseGuessingNotice passphrasesPath={paths.adminPassphrases} />
            <NextMonthWarning passphrasesPath={paths.adminPassphrases} />
          </>
        )
      }
    />
  );
}

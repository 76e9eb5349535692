import { useLocation, useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { paths, queryParams } from '#web/config/paths';
import { useSession } from '#web/features/auth/api/get-session';
import { LogoutButton } from '#web/features/auth/components/logout-button';
import { InvitationPage } from '#web/features/staff/components/invitation-page';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** /staff-invitation?token=…: opened from a staff invitation mail (docs/product.md#staff-roles). */
export default function StaffInvitationRoute() {
  useDocumentTitle(copy.staff.invitation.heading);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get(queryParams.staffInvitationToken);
  const session = useSession();
  const signedInEmail =
    session.data?.state === 'authenticated' && session.data.kind === 'member'
      ? session.data.user.email
      : null;
  const here = location.pathname + location.search;
  return (
    <Card>
      <h1>{copy.staff.invitation.heading}</h1>
      {token ? (
        <InvitationPage
          key={token}
          token={token}
          signedInEmail={signedInEmail}
          loginPath={paths.loginFor(here)}
          // Back here after signing out, to sign in with the invited address.
          logout={<LogoutButton destination={paths.loginFor(here)} label={copy.staff.invitation.logout} />}
        />
      ) : (
        <Alert tone="error">{copy.staff.invitation.linkInvalid}</Alert>
      )}
    </Card>
  );
}

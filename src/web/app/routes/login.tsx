import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useSession } from '#web/features/auth/api/get-session';
import { LoginForm } from '#web/features/auth/components/login-form';
import { useRedirectTarget } from '#web/features/auth/use-redirect-target';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** Sign-in, or the monthly authentication when the member's session ended with the month. */
export default function LoginRoute() {
  const session = useSession();
  const { destination, requested } = useRedirectTarget();
  const monthlyEmail = session.data?.state === 'requires-monthly-auth' ? session.data.email : undefined;
  const heading = monthlyEmail === undefined ? copy.login.heading : copy.login.monthlyHeading;
  useDocumentTitle(heading);

  // Without an answer (offline) the ordinary sign-in is shown; the form reports the problem.
  if (session.isPending) {
    return (
      <Card>
        <Spinner />
      </Card>
    );
  }
  return (
    <Card>
      <h1>{heading}</h1>
      <LoginForm
        key={monthlyEmail ?? ''}
        destination={destination}
        requested={requested}
        monthlyEmail={monthlyEmail}
      />
    </Card>
  );
}

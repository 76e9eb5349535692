import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { sessionQueryOptions, useSession } from '#web/features/auth/api/get-session';
import { LoginForm } from '#web/features/auth/components/login-form';
import { useRedirectTarget } from '#web/features/auth/use-redirect-target';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { pageHasFirstAnswers } from '#web/lib/first-answers';

/**
 * When the server wrote the sign-in form into the page (a visitor without a session), the page
 * brought the session's answer too: the screen waits for it, so its first render is the form she
 * may already be typing in, not a spinner that would take her words away.
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  if (pageHasFirstAnswers()) await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
  return null;
};

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

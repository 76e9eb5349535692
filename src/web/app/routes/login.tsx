import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { firstScreenElementId } from '#shared/first-screen-element.js';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { sessionQueryOptions, useSession } from '#web/features/auth/api/get-session';
import { LoginForm } from '#web/features/auth/components/login-form';
import { useRedirectTarget } from '#web/features/auth/use-redirect-target';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/**
 * When the server wrote the sign-in form into the page (a visitor without a session), the screen
 * waits for the session's answer, so its first render is the form she may already be typing in,
 * not a spinner that would take her words away. The page brought that answer; on a phone whose
 * scripts took longer than the answer stays fresh (first-answers.ts), it is asked again while the
 * written form stays on the screen.
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  if (typeof document !== 'undefined' && document.getElementById(firstScreenElementId)) {
    await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
  }
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

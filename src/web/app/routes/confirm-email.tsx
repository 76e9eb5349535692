import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { paths, queryParams } from '#web/config/paths';
import { EmailChangeConfirmation } from '#web/features/account/components/email-change-confirmation';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { useSession } from '#web/features/auth/api/get-session';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** /confirm-email?token=…: opened from the mail sent to a new address; opening it makes the change. */
export default function ConfirmEmailRoute() {
  useDocumentTitle(copy.emailChange.heading);
  const [searchParams] = useSearchParams();
  const token = searchParams.get(queryParams.emailChangeToken);
  const queryClient = useQueryClient();
  const session = useSession();
  // The member menu shows the new address; a session that ended with the change is asked again.
  const refreshSession = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    [queryClient],
  );
  const signedIn = session.data?.state === 'authenticated' && session.data.kind === 'member';
  const links = (
    <p>
      {signedIn ? (
        <Link to={paths.member.mypage}>{copy.emailChange.toMypage}</Link>
      ) : (
        <Link to={paths.login}>{copy.emailChange.toLogin}</Link>
      )}
    </p>
  );
  return (
    <Card>
      <h1>{copy.emailChange.heading}</h1>
      {token ? (
        <EmailChangeConfirmation token={token} onConfirmed={refreshSession} links={links} />
      ) : (
        <>
          <Alert tone="error">{copy.emailChange.linkInvalid}</Alert>
          {links}
        </>
      )}
    </Card>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

type EmailChangeConfirmationProps = {
  token: string;
  /** The session may have changed (the e-mail shown, or other sessions ended). */
  onConfirmed: () => void;
  /** Where to go next, shown once the answer is there. */
  links: ReactNode;
};

/** Opening the link is the confirmation: the change is sent once, as soon as the page opens. */
export function EmailChangeConfirmation({ token, onConfirmed, links }: EmailChangeConfirmationProps) {
  const confirm = useConfirmEmailChange();
  // StrictMode runs effects twice in development; the link works only once.
  const sentFor = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token, { onSuccess: onConfirmed });
  }, [token, mutate, onConfirmed]);

  if (confirm.isSuccess) {
    return (
      <>
        <Alert tone="success">{confirm.data.message}</Alert>
        {links}
      </>
    );
  }
  if (confirm.isError) {
    return (
      <>
        <Alert tone="error">{errorMessage(confirm.error)}</Alert>
        {links}
      </>
    );
  }
  return <Spinner label={copy.emailChange.working} />;
}

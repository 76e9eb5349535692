import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { Message } from '#shared/schemas/auth.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';

type MailStopConfirmProps = {
  /** The token of the mail's stop link; null when the link has none. */
  token: string | null;
  /** The request that stops that mail, sent with the token. */
  stop: UseMutationResult<Message, Error, string>;
  text: { invalid: string; question: string; submit: string; toHome: string };
};

/**
 * The page a mail's stop link opens: one button, no sign-in. Opening the link alone changes
 * nothing, so a mail program that checks links beforehand cannot stop the mail by mistake.
 */
export function MailStopConfirm({ token, stop, text }: MailStopConfirmProps) {
  if (!token) return <Alert tone="error">{text.invalid}</Alert>;
  if (stop.isSuccess) {
    return (
      <>
        <Alert tone="success">{stop.data.message}</Alert>
        <Link to={paths.member.home}>{text.toHome}</Link>
      </>
    );
  }
  return (
    <>
      <p>{text.question}</p>
      {stop.isError && <Alert tone="error">{errorMessage(stop.error)}</Alert>}
      <Button
        block
        aria-disabled={stop.isPending || undefined}
        onClick={() => {
          if (!stop.isPending) stop.mutate(token);
        }}
      >
        {stop.isPending ? copy.site.working : text.submit}
      </Button>
    </>
  );
}

import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The stop link in the text of a news mail: one button, no sign-in. Opening the link alone
 * changes nothing, so a mail program that checks links beforehand cannot stop the mail by mistake.
 * (Mail services that offer their own button post to the List-Unsubscribe address instead.)
 */
export function NewsUnsubscribe({ token }: { token: string | null }) {
  const stop = useUnsubscribe();
  const text = copy.news.unsubscribe;
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
        {stop.isPending ? copy.login.working : text.submit}
      </Button>
    </>
  );
}

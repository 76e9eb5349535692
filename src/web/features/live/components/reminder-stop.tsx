import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useStopLiveReminder } from '../api/stop-live-reminder';

/**
 * The stop link of the reminder mail: one button, no sign-in. Opening the link alone changes
 * nothing, so a mail program that checks links beforehand cannot stop the mails by mistake.
 */
export function ReminderStop({ token }: { token: string | null }) {
  const stop = useStopLiveReminder();
  if (!token) return <Alert tone="error">{copy.live.stop.invalid}</Alert>;
  if (stop.isSuccess) {
    return (
      <>
        <Alert tone="success">{stop.data.message}</Alert>
        <Link to={paths.member.home}>{copy.live.stop.toHome}</Link>
      </>
    );
  }
  return (
    <>
      <p>{copy.live.stop.question}</p>
      {stop.isError && <Alert tone="error">{errorMessage(stop.error)}</Alert>}
      <Button
        block
        aria-disabled={stop.isPending || undefined}
        onClick={() => {
          if (!stop.isPending) stop.mutate(token);
        }}
      >
        {stop.isPending ? copy.login.working : copy.live.stop.submit}
      </Button>
    </>
  );
}

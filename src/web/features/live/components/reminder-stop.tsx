import { copy } from '#shared/copy.js';
import { MailStopConfirm } from '#web/components/mail-stop-confirm';
import { useStopLiveReminder } from '../api/stop-live-reminder';

/** The stop link of the live reminder mail. */
export function ReminderStop({ token }: { token: string | null }) {
  return <MailStopConfirm token={token} stop={useStopLiveReminder()} text={copy.live.stop} />;
}

import { copy } from '#shared/copy.js';
import { MailStopConfirm } from '#web/components/mail-stop-confirm';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The stop link in the text of a news mail. (Mail services that offer their own button post to
 * the List-Unsubscribe address instead.)
 */
export function NewsUnsubscribe({ token }: { token: string | null }) {
  return <MailStopConfirm token={token} stop={useUnsubscribe()} text={copy.news.unsubscribe} />;
}

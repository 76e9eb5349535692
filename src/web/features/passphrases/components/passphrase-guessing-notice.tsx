import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { formatDateTime } from '#web/lib/format-date';
import { useAdminStatus } from '../api/get-admin-status';

const dateAndTime = (instant: string) => formatDateTime(instant).join(' ');

/**
 * Shown on every admin screen when wrong passphrases reached the site's hourly cap: while new
 * passphrases wait (an error), and for a day after (a plain notice).
 */
export function PassphraseGuessingNotice({ passphrasesPath }: { passphrasesPath: string }) {
  const status = useAdminStatus();
  const guessing = status.data?.passphraseGuessing;
  if (!guessing) return null;
  const action = <Link to={passphrasesPath}>{copy.admin.toPassphrases}</Link>;
  if (guessing.pausedUntil) {
    return (
      <Alert tone="error" action={action}>
        {copy.admin.passphraseGuessingPaused(dateAndTime(guessing.pausedUntil))}
      </Alert>
    );
  }
  return (
    <Alert tone="info" action={action}>
      {copy.admin.passphraseGuessingTripped(dateAndTime(guessing.trippedAt))}
    </Alert>
  );
}

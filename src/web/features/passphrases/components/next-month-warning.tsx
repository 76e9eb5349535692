import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { AdminStatus } from '#shared/schemas/admin.js';
import { Alert } from '#web/components/ui/alert';
import { useAdminStatus } from '../api/get-admin-status';

/**
 * Shown on every admin screen while a month that needs a passphrase has none: this month at any
 * time, next month from 7 days before it starts. It names this month first, since without it
 * nobody can come in.
 */
export function NextMonthWarning({ passphrasesPath }: { passphrasesPath: string }) {
  const status = useAdminStatus();
  const message = status.data ? missingMessage(status.data) : null;
  if (!message) return null;
  return (
    <Alert tone="error" action={<Link to={passphrasesPath}>{copy.admin.toPassphrases}</Link>}>
      {message}
    </Alert>
  );
}

function missingMessage(status: AdminStatus): string | null {
  const [first, second] = status.missingPassphraseMonths;
  if (!first) return null;
  if (second) return copy.admin.bothMonthsMissing(first, second);
  return status.nextMonthPassphraseMissing ? copy.admin.nextMonthMissing : copy.admin.thisMonthMissing(first);
}

import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { useAdminStatus } from '../api/get-admin-status';

/** Shown on every admin screen while next month has no passphrase (from 7 days before it starts). */
export function NextMonthWarning({ passphrasesPath }: { passphrasesPath: string }) {
  const status = useAdminStatus();
  if (!status.data?.nextMonthPassphraseMissing) return null;
  return (
    <Alert tone="error" action={<Link to={passphrasesPath}>{copy.admin.toPassphrases}</Link>}>
      {copy.admin.nextMonthMissing}
    </Alert>
  );
}

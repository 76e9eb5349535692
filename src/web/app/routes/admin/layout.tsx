import { copy } from '../../../../shared/copy.js';
import AdminLayout from '../../../components/layouts/admin-layout';
import { paths } from '../../../config/paths';
import { NextMonthWarning } from '../../../features/admin-passphrases/components/next-month-warning';
import { PassphraseGuessingNotice } from '../../../features/admin-passphrases/components/passphrase-guessing-notice';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { AdminGuard } from '../../../features/auth/components/session-guard';

/** /admin/**: admins only; logging out from here goes to the gate (docs/product.md#visitors-and-access). */
export default function AdminLayoutRoute() {
  return (
    <AdminGuard>
      <AdminLayout
        actions={<LogoutButton destination={paths.gate} label={copy.admin.logout} />}
        notice={
          <>
            <PassphraseGuessingNotice passphrasesPath={paths.adminPassphrases} />
            <NextMonthWarning passphrasesPath={paths.adminPassphrases} />
          </>
        }
      />
    </AdminGuard>
  );
}

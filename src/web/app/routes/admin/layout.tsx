import { copy } from '#shared/copy.js';
import AdminLayout from '#web/components/layouts/admin-layout';
import { paths } from '#web/config/paths';
import { NextMonthWarning } from '#web/features/passphrases/components/next-month-warning';
import { PassphraseGuessingNotice } from '#web/features/passphrases/components/passphrase-guessing-notice';
import { LogoutButton } from '#web/features/auth/components/logout-button';
import { AdminGuard } from '#web/features/auth/components/session-guard';

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

import { useLocation } from 'react-router';
import { copy } from '../../../../shared/copy.js';
import { Alert } from '../../../components/ui/alert';
import type { SetupDoneState } from '../../../features/auth/components/setup-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

function noticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<SetupDoneState> | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

/** Where monthly passphrases are set; the admin who just signed in without one lands here. */
export default function AdminPassphrasesRoute() {
  useDocumentTitle(copy.admin.tabs.passphrases);
  const notice = noticeOf(useLocation().state);
  return (
    <>
      <h1>{copy.admin.tabs.passphrases}</h1>
      {notice && <Alert tone="success">{notice}</Alert>}
    </>
  );
}

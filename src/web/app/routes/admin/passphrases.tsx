import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { passphrasesQueryOptions } from '#web/features/passphrases/api/get-passphrases';
import { PassphraseManager } from '#web/features/passphrases/components/passphrase-manager';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { noticeOf } from './notice-state';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(passphrasesQueryOptions);
  return null;
};

/** Where monthly passphrases are set; the admin who just signed in without one lands here. */
export default function AdminPassphrasesRoute() {
  useDocumentTitle(copy.admin.tabs.passphrases);
  // The setup screen passes its message along ({ notice }).
  const notice = noticeOf(useLocation().state);
  return (
    <>
      <h1>{copy.admin.tabs.passphrases}</h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      <PassphraseManager />
    </>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { copy } from '#shared/copy.js';
import { Spinner } from '#web/components/ui/spinner';
import { adminNoticesQueryOptions } from '#web/features/notices/api/get-admin-notices';
import { NoticeAdmin } from '#web/features/notices/components/notice-admin';
import type { RichTextEditorProps } from '#web/components/form/rich-text-field';
import { useDocumentTitle } from '#web/hooks/use-document-title';

// The same chunk as the content form's editor: staff-only, loaded when this screen shows it.
const RichTextEditor = lazy(() => import('#web/features/editor/components/rich-text-editor'));

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminNoticesQueryOptions);
  return null;
};

function renderBodyEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** お知らせ: staff write, schedule, pin, edit and delete notices (docs/product.md#notices-and-news). */
export default function AdminNoticesRoute() {
  useDocumentTitle(copy.notices.admin.heading);
  return (
    <>
      <h1>{copy.notices.admin.heading}</h1>
      <NoticeAdmin renderBodyEditor={renderBodyEditor} />
    </>
  );
}

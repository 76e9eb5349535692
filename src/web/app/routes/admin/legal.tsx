import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { copy } from '#shared/copy.js';
import { Spinner } from '#web/components/ui/spinner';
import { adminLegalPagesQueryOptions } from '#web/features/legal/api/get-admin-legal-pages';
import {
  LegalPagesEditor,
  type LegalBodyEditorProps,
} from '#web/features/legal/components/legal-pages-editor';
import { useDocumentTitle } from '#web/hooks/use-document-title';

// The same chunk as the content form's editor: staff-only, loaded when this screen shows it.
const RichTextEditor = lazy(() => import('#web/features/editor/components/rich-text-editor'));

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminLegalPagesQueryOptions);
  return null;
};

function renderBodyEditor(props: LegalBodyEditorProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** 規約・表記: プライバシーポリシー, 利用規約 and 特定商取引法に基づく表記 (docs/product.md#legal-pages). */
export default function AdminLegalRoute() {
  useDocumentTitle(copy.admin.tabs.legal);
  return (
    <>
      <h1>{copy.admin.tabs.legal}</h1>
      <LegalPagesEditor renderBodyEditor={renderBodyEditor} />
    </>
  );
}

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
import { ApiError } from '#web/lib/api-client';

// The same chunk as the content form's editor: staff-only, loaded when this screen shows it.
const RichTextEditor = lazy(() => import('#web/features/editor/components/rich-text-editor'));

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminLegalPagesQueryOptions);
  return null;
};

/**
 * Anyone may read these pages, but our uploads are for guests and members only and are swept
 * when no content takes them, so a picture is refused here (the server drops one too).
 */
const refusePicture = () => Promise.reject(new ApiError(400, copy.legal.admin.noImages, null));

function renderBodyEditor(props: LegalBodyEditorProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RichTextEditor {...props} uploadImage={refusePicture} />
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

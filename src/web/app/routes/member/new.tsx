import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { CategoryContentList } from '#web/features/contents/components/category-content-list';
import { prefetchContentList } from '#web/features/contents/prefetch';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchContentList(queryClient, 'new', request.url);
    return null;
  };

export default function NewListRoute() {
  useDocumentTitle(copy.member.listHeadings.new);
  return (
    <>
      <h1>{copy.member.listHeadings.new}</h1>
      <CategoryContentList list="new" />
    </>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { CategoryContentList } from '#web/features/contents/components/category-content-list';
import { prefetchContentList } from '#web/features/contents/prefetch';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchContentList(queryClient, 'popular', request.url);
    return null;
  };

export default function PopularListRoute() {
  useDocumentTitle(copy.member.listHeadings.popular);
  return (
    <>
      <h1>{copy.member.listHeadings.popular}</h1>
      <CategoryContentList list="popular" />
    </>
  );
}

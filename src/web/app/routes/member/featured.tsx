import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { CategoryContentList } from '#web/features/contents/components/category-content-list';
import { prefetchContentList } from '#web/features/contents/prefetch';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchContentList(queryClient, 'featured', request.url);
    return null;
  };

export default function FeaturedListRoute() {
  useDocumentTitle(copy.member.listHeadings.featured);
  return (
    <>
      <h1>{copy.member.listHeadings.featured}</h1>
      <CategoryContentList list="featured" />
    </>
  );
}

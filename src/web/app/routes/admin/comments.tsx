import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { adminCommentsQueryOptions, moderationFilters } from '#web/features/comments/api/get-admin-comments';
import { CommentModeration } from '#web/features/comments/components/comment-moderation';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    // The filter the address keeps (?filter=all), as the list reads it.
    const given = new URL(request.url).searchParams.get('filter');
    void queryClient.prefetchQuery(
      adminCommentsQueryOptions(moderationFilters.find((filter) => filter === given) ?? 'open'),
    );
    return null;
  };

/** コメント: moderation of members' comments and questions (docs/product.md#comments-and-questions). */
export default function AdminCommentsRoute() {
  useDocumentTitle(copy.commentModeration.heading);
  return (
    <>
      <h1>{copy.commentModeration.heading}</h1>
      <CommentModeration contentHref={(id) => paths.member.content(id)} />
    </>
  );
}

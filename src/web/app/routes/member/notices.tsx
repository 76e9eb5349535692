import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { useSession } from '#web/features/auth/api/get-session';
import { UnreadReplies } from '#web/features/comments/components/unread-replies';
import { ArticleBody } from '#web/features/contents/components/article-body';
import { noticesQueryOptions } from '#web/features/notices/api/get-notices';
import { NoticeList } from '#web/features/notices/components/notice-list';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(noticesQueryOptions);
  return null;
};

/**
 * お知らせ: staff replies to her she has not read yet, then every notice from staff, newest first;
 * a member's unread notices are read as she opens it.
 */
export default function NoticesRoute() {
  useDocumentTitle(copy.notices.heading);
  const session = useSession();
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
  return (
    <>
      <h1>{copy.notices.heading}</h1>
      <UnreadReplies isMember={isMember} />
      <NoticeList isMember={isMember} renderBody={(html) => <ArticleBody html={html} />} />
    </>
  );
}

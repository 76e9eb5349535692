import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { liveOverviewQueryOptions } from '#web/features/live/api/get-live-overview';
import { LiveLessonCard } from '#web/features/live/components/live-lesson-card';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(liveOverviewQueryOptions);
  return null;
};

/** ライブレッスン: the card with the coming dates (お休み marked), and the way to the archives. */
export default function LiveLessonRoute() {
  useDocumentTitle(copy.live.pageHeading);
  return (
    <div className="stack">
      <h1>{copy.live.pageHeading}</h1>
      <LiveLessonCard variant="page" />
      <p>
        <Link to={paths.member.liveArchives}>
          {copy.live.moreArchives}
          <span aria-hidden="true"> ›</span>
        </Link>
      </p>
    </div>
  );
}

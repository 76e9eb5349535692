import type { QueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ContentDetail } from '#shared/schemas/contents.js';
import { BackButton } from '#web/components/back-button';
import { NotFound } from '#web/components/not-found';
import { PreviewBanner } from '#web/components/publishing/publishing-state';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { useContent, useSetCachedFavorite } from '#web/features/contents/api/get-content';
import { useCountView } from '#web/features/contents/api/record-view';
import { ArticleBody } from '#web/features/contents/components/article-body';
import { ContentGrid } from '#web/features/contents/components/content-grid';
import { ContentDetailSkeleton } from '#web/features/contents/components/content-detail-skeleton';
import { LiveArchiveNote } from '#web/features/contents/components/live-archive-note';
import { VideoPlayer } from '#web/features/contents/components/video-player';
import { prefetchContent } from '#web/features/contents/prefetch';
import { doneStateQueryOptions } from '#web/features/activity/api/get-done-state';
import { commentsQueryOptions } from '#web/features/comments/api/get-comments';
import { CommentSection } from '#web/features/comments/components/comment-section';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button';
import { contentProgressQueryOptions } from '#web/features/progress/api/get-content-progress';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api-client';
import { hasFirstAnswer } from '#web/lib/first-answers';
import { formatDay } from '#web/lib/format-date';
import { hostedPlayer } from './content-hosted-video';
import { DoneSection, useVideoKeepGoing } from './content-keep-going';
import './content.css';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    prefetchContent(queryClient, params.id);
    // What the page brought for it (decision 31) goes into the cache too, so the first render has
    // her やったよ, the comments and where she stopped; otherwise each section asks for its own.
    const id = params.id ?? '';
    if (hasFirstAnswer(apiPaths.contentDone(id))) void queryClient.prefetchQuery(doneStateQueryOptions(id));
    if (hasFirstAnswer(apiPaths.contentComments(id)))
      void queryClient.prefetchQuery(commentsQueryOptions(id));
    if (hasFirstAnswer(apiPaths.contentProgress(id)))
      void queryClient.prefetchQuery(contentProgressQueryOptions(id));
    return null;
  };

/** A video behind its play button, or an article; the heart (お気に入り); up to two related contents. */
export default function ContentDetailRoute() {
  const { id = '' } = useParams();
  const content = useContent(id);
  const viewCount = useCountView(id);
  useDocumentTitle(content.data?.title ?? copy.detail.heading);

  // Gone, never there, or not public yet: the same answer for each, where the address was typed.
  if (content.error instanceof ApiError && content.error.status === 404) {
    return (
      <NotFound heading={copy.detail.notFound} backTo={paths.member.home} backLabel={copy.site.toHome} />
    );
  }
  if (!content.data) {
    return (
      <article className="content-detail">
        <div>
          <BackButton fallback={paths.member.home} />
        </div>
        {content.isError ? (
          <>
            <h1>{copy.detail.heading}</h1>
            <QueryProblem query={content} />
          </>
        ) : (
          <ContentDetailSkeleton />
        )}
      </article>
    );
  }
  return (
    <ContentDetailView
      detail={content.data}
      viewCount={Math.max(content.data.viewCount, viewCount ?? 0)}
      problem={content.isError ? <QueryProblem query={content} /> : null}
    />
  );
}

type ContentDetailViewProps = { detail: ContentDetail; viewCount: number; problem: ReactNode };

function ContentDetailView({ detail, viewCount, problem }: ContentDetailViewProps) {
  const location = useLocation();
  const setCachedFavorite = useSetCachedFavorite();
  const relatedHeadingId = useId();
  const keepGoing = useVideoKeepGoing(detail.id, detail.type === 'video');

  return (
    <article className="content-detail">
      <div>
        <BackButton fallback={paths.member.home} />
      </div>
      {problem}
      {detail.preview && <PreviewBanner preview={detail.preview} />}
      <header className="content-detail__header">
        <h1 className="content-detail__title">{detail.title}</h1>
        <p className="content-detail__meta">
          <time dateTime={detail.date}>{formatDay(detail.date)}</time>
          <span>{categoryLabels[detail.category]}</span>
          <span>{copy.member.types[detail.type]}</span>
          <span>{copy.member.viewCount(viewCount)}</span>
        </p>
        {detail.liveLessonDate && <LiveArchiveNote liveLessonDate={detail.liveLessonDate} />}
        <FavoriteButton
          contentId={detail.id}
          isFavorite={detail.isFavorite}
          loginHref={paths.loginFor(location.pathname)}
          onChange={(isFavorite) => setCachedFavorite(detail.id, isFavorite)}
        />
      </header>
      {detail.type === 'video' && (detail.videoUrl || detail.hostedVideo) && (
        <VideoPlayer
          key={detail.id}
          videoUrl={detail.videoUrl}
          renderPlayer={detail.hostedVideo ? hostedPlayer(detail.hostedVideo, detail.title) : undefined}
          title={detail.title}
          thumbnailUrl={detail.thumbnailUrl ?? detail.hostedVideo?.posterUrl ?? null}
          category={detail.category}
          resumeAt={keepGoing.resumeAt}
          onPosition={keepGoing.onPosition}
        />
      )}
      {detail.description && <p className="content-detail__description">{detail.description}</p>}
      {detail.type === 'article' && detail.body && <ArticleBody html={detail.body} />}
      <DoneSection contentId={detail.id} offered={keepGoing.offered} />
      {/* Per request and per person, never part of the content's shared answer (decision 0021). */}
      {!detail.preview && (
        <CommentSection
          contentId={detail.id}
          registerHref={paths.register}
          loginHref={paths.loginFor(location.pathname)}
        />
      )}
      {detail.related.length > 0 && (
        <section className="content-detail__related" aria-labelledby={relatedHeadingId}>
          <h2 id={relatedHeadingId}>{copy.detail.related}</h2>
          <ContentGrid cards={detail.related} headingLevel={3} />
        </section>
      )}
    </article>
  );
}

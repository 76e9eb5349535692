import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { SessionState } from '#shared/schemas/auth.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import { EmptyState } from '#web/components/empty-state';
import { MemberShortcuts } from '#web/components/layouts/member-shortcuts';
import { LinkSection } from '#web/components/link-section';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { useSession } from '#web/features/auth/api/get-session';
import { useFeed } from '#web/features/contents/api/get-feed';
import { ContentGrid, ContentGridSkeleton } from '#web/features/contents/components/content-grid';
import { prefetchFeed } from '#web/features/contents/prefetch';
import { liveOverviewQueryOptions } from '#web/features/live/api/get-live-overview';
import { LiveLessonCard } from '#web/features/live/components/live-lesson-card';
import { ArticleBody } from '#web/features/contents/components/article-body';
import { noticesQueryOptions } from '#web/features/notices/api/get-notices';
import { NoticeHighlight } from '#web/features/notices/components/notice-highlight';
import { programsQueryOptions, usePrograms } from '#web/features/programs/api/get-programs';
import { todayMenuQueryOptions, useTodayMenu } from '#web/features/programs/api/get-today-menu';
import { ProgramSuggestion } from '#web/features/programs/components/program-suggestion';
import { TodayMenu } from '#web/features/programs/components/today-menu';
import type { TodayMenu as TodayMenuData } from '#shared/schemas/programs.js';
import {
  continueWatchingQueryOptions,
  useContinueWatching,
} from '#web/features/progress/api/get-continue-watching';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { hasFirstAnswer } from '#web/lib/first-answers';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchFeed(queryClient);
  void queryClient.prefetchQuery(liveOverviewQueryOptions);
  void queryClient.prefetchQuery(noticesQueryOptions);
  // A member's 続きから見る comes with the feed rather than pushing the page down afterwards; the
  // page may have brought them before her session is in the cache.
  if (
    isMemberSession(queryClient.getQueryData(sessionQueryKey)) ||
    hasFirstAnswer(apiPaths.continueWatching)
  ) {
    void queryClient.prefetchQuery(continueWatchingQueryOptions);
    void queryClient.prefetchQuery(todayMenuQueryOptions);
  }
  if (hasFirstAnswer(apiPaths.programs)) void queryClient.prefetchQuery(programsQueryOptions);
  return null;
};

const sections = [
  { key: 'new', heading: copy.member.sections.new, moreHref: paths.member.new },
  { key: 'featured', heading: copy.member.sections.featured, moreHref: paths.member.featured },
  { key: 'popular', heading: copy.member.sections.popular, moreHref: paths.member.popular },
] as const;

function SectionCards({ cards, failed }: { cards: ContentCard[] | undefined; failed: boolean }) {
  if (!cards) return failed ? null : <ContentGridSkeleton />;
  if (cards.length === 0) return <EmptyState>{copy.member.emptyList}</EmptyState>;
  return <ContentGrid cards={cards} headingLevel={3} />;
}

function isMemberSession(session: SessionState | undefined): boolean {
  return session?.state === 'authenticated' && session.kind === 'member';
}

/** 続きから見る: a member's videos started and not finished; nothing at all when there are none. */
function ContinueWatchingSection() {
  const isMember = isMemberSession(useSession().data);
  const list = useContinueWatching({ enabled: isMember });
  // A failure here hides the section: the feed below still shows, with its own error if any.
  if (!isMember || !list.data?.items.length) return null;
  return (
    <LinkSection heading={copy.keepGoing.continueHeading}>
      <ContentGrid cards={list.data.items.map((item) => item.content)} headingLevel={3} />
    </LinkSection>
  );
}

/** 今日のメニュー of the programs she follows, right after the live lesson. */
function TodayMenuSection({ items }: { items: TodayMenuData | undefined }) {
  if (!items?.items.length) return null;
  return (
    <LinkSection heading={copy.programs.todayMenu} moreHref={paths.member.programs}>
      <TodayMenu
        menu={items}
        programHref={paths.member.program}
        renderContents={(cards) => <ContentGrid cards={cards} headingLevel={4} />}
      />
    </LinkSection>
  );
}

/**
 * Without a program to follow, after her own 続きから見る: what programs are, and the newest one she
 * has not joined, to open and join (issue 26). Only the sentence while they load or when none is
 * published; もっと見る lists them all.
 */
function ProgramsInvitation() {
  const programs = usePrograms();
  const suggested = programs.data?.items.find((program) => program.progress === null);
  return (
    <LinkSection heading={copy.programs.heading} moreHref={paths.member.programs}>
      <p>{copy.programs.intro}</p>
      {suggested && <ProgramSuggestion program={suggested} href={paths.member.program(suggested.id)} />}
    </LinkSection>
  );
}

/**
 * お知らせ (when there is one to show), the live lesson, then 続きから見る for members, then 新着・注目・人気: up to four cards each,
 * and もっと見る to each full list.
 */
export default function MemberHomeRoute() {
  useDocumentTitle(copy.member.homeHeading);
  const feed = useFeed();
  const isMember = isMemberSession(useSession().data);
  const menu = useTodayMenu({ enabled: isMember });
  // Until her menu has loaded, neither shows (no invitation flashing before the menu).
  const following = (menu.data?.items.length ?? 0) > 0;
  const settled = !isMember || menu.isSuccess || menu.isError;
  return (
    <>
      {/* The tabs already say where we are; the heading is for screen readers' outline. */}
      <h1 className="visually-hidden">{copy.member.homeHeading}</h1>
      {/* Staff's pinned notice, or her newest unread one, above everything. */}
      <NoticeHighlight renderBody={(html) => <ArticleBody html={html} />} />
      <LiveLessonCard variant="home" />
      {/* Her favorites and history one tap from home (issue 26); guests keep neither. */}
      {isMember && <MemberShortcuts />}
      {feed.isError && <QueryProblem query={feed} />}
      <TodayMenuSection items={isMember ? menu.data : undefined} />
      <ContinueWatchingSection />
      {settled && !following && <ProgramsInvitation />}
      {sections.map(({ key, heading, moreHref }) => (
        <LinkSection key={key} heading={heading} moreHref={moreHref}>
          <SectionCards cards={feed.data?.[key]} failed={feed.isError} />
        </LinkSection>
      ))}
    </>
  );
}

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { copy } from '#shared/copy.js';
import type { ContentPage } from '#shared/schemas/contents.js';
import { EmptyState } from '#web/components/empty-state';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import type { HeadingLevel } from './content-card';
import { ContentGrid, ContentGridSkeleton } from './content-grid';
import './paged-content-list.css';

type PagedContentListProps = {
  query: UseInfiniteQueryResult<InfiniteData<ContentPage>>;
  emptyMessage: string;
  headingLevel?: HeadingLevel;
};

/**
 * A list that loads 20 at a time: skeleton cards first, then the cards, an empty message, or an
 * error with 再読み込み above what had loaded. もっと見る fetches the next page and moves focus to
 * its first card, so keyboard and screen reader users continue where the new cards begin.
 */
export function PagedContentList({ query, emptyMessage, headingLevel = 2 }: PagedContentListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.content-card__link')[from]?.focus();
  }, [items.length]);

  if (!query.data) {
    if (query.isError) {
      return <QueryProblem query={query} />;
    }
    return <ContentGridSkeleton />;
  }

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = items.length;
    void query.fetchNextPage();
  };

  return (
    <div ref={listRef} className="paged-content-list">
      {query.isError && <QueryProblem query={query} />}
      {items.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <ContentGrid cards={items} headingLevel={headingLevel} />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          variant="secondary"
          className="paged-content-list__more"
          onClick={loadMore}
          aria-disabled={query.isFetchingNextPage || undefined}
        >
          {query.isFetchingNextPage ? copy.site.loading : copy.member.more}
        </Button>
      )}
    </div>
  );
}

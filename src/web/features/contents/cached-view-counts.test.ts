import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ContentCard, HistoryList, HomeFeed } from '#shared/schemas/contents.js';
import { showViewCountEverywhere, withViewCount } from './cached-view-counts';

const card = (id: string, viewCount: number): ContentCard => ({
  id,
  title: `記事 ${id}`,
  category: 'diet',
  type: 'article',
  date: '2026-11-21',
  description: '',
  thumbnailUrl: null,
  viewCount,
  badges: { new: true, featured: false, popular: false },
});

describe('withViewCount', () => {
  it('changes the count of that content wherever the feed shows it, and leaves the others as they were', () => {
    const other = card('b', 7);
    const feed: HomeFeed = { new: [card('a', 3), other], featured: [], popular: [card('a', 3)] };
    const updated = withViewCount(feed, 'a', 4);
    expect(updated.new.map((item) => item.viewCount)).toEqual([4, 7]);
    expect(updated.popular[0]!.viewCount).toBe(4);
    expect(updated.new[1]).toBe(other);
    expect(updated.featured).toBe(feed.featured);
    expect(feed.new[0]!.viewCount).toBe(3);
  });

  it('reaches cards inside list pages, history entries and related contents', () => {
    const pages = {
      pages: [{ items: [card('x', 1)], nextOffset: 20 }, { items: [card('a', 9)] }],
      pageParams: [0, 20],
    };
    expect(withViewCount(pages, 'a', 10).pages[1]!.items[0]!.viewCount).toBe(10);
    const history: HistoryList = { items: [{ content: card('a', 9), viewedAt: '2026-11-21T01:00:00.000Z' }] };
    expect(withViewCount(history, 'a', 10).items[0]!.content.viewCount).toBe(10);
    const detail = { ...card('x', 2), related: [card('a', 9)] };
    expect(withViewCount(detail, 'a', 10)).toMatchObject({ viewCount: 2, related: [{ viewCount: 10 }] });
  });

  it('gives back the very same data when the content is not in it', () => {
    const feed: HomeFeed = { new: [card('b', 1)], featured: [], popular: [] };
    expect(withViewCount(feed, 'a', 4)).toBe(feed);
    expect(withViewCount(undefined, 'a', 4)).toBeUndefined();
  });
});

describe('showViewCountEverywhere', () => {
  it('updates every cached answer that shows the content without making an old one look fresh', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const oldEnough = Date.now() - 60_000;
    queryClient.setQueryData(
      ['contents', 'feed'],
      { new: [card('a', 3)], featured: [], popular: [] },
      {
        updatedAt: oldEnough,
      },
    );
    queryClient.setQueryData(['favorites'], { items: [{ content: card('a', 3), addedAt: 'x' }] });
    queryClient.setQueryData(['session'], { kind: 'guest' });

    showViewCountEverywhere(queryClient, 'a', 4);

    expect(queryClient.getQueryData<HomeFeed>(['contents', 'feed'])!.new[0]!.viewCount).toBe(4);
    expect(queryClient.getQueryState(['contents', 'feed'])!.dataUpdatedAt).toBe(oldEnough);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['contents', 'feed'] })!
        .isStaleByTime(30_000),
    ).toBe(true);
    expect(
      queryClient.getQueryData<{ items: Array<{ content: ContentCard }> }>(['favorites'])!.items[0]!.content
        .viewCount,
    ).toBe(4);
    expect(queryClient.getQueryData(['session'])).toEqual({ kind: 'guest' });
  });
});
